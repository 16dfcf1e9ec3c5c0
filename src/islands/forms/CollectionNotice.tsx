/** The collection notice beside a form's submit button (domain/leads/collection-notice.ts). */
import {
  collectionNotice,
  PRIVACY_POLICY_LINK_TEXT,
  type NoticePurpose,
} from '../../domain/leads/collection-notice';
import type { Market } from '../../domain/market/market';

interface Props {
  dealer: string;
  market: Market;
  purpose: NoticePurpose;
  privacyUrl: string;
}

export default function CollectionNotice({ dealer, market, purpose, privacyUrl }: Props) {
  const notice = collectionNotice({ dealer, market, purpose });
  return (
    <p className="lf-notice" data-collection-notice="">
      {notice.before}
      <a href={privacyUrl}>{PRIVACY_POLICY_LINK_TEXT}</a>
      {notice.after}
    </p>
  );
}
