/**
 * The watchlist's Save button on cards and the vehicle page (rules.md: Results and car cards; Watchlist and favourites; Roles and permissions Watchlist, rules.md: The error catalogue): signed out, a link to
 * /sign-in?type=watchlist&redirect={this page}&back={this page}; signed in, Save → 'Saved' →
 * remove, the list changing before the server answers (stores/account.ts). A sold car shows
 * no button unless it is already saved. Before hydration it is the sign-in link, so the
 * prerendered HTML matches and works without JavaScript. The account's calls load only for a
 * visitor the hint cookie says is signed in (by then they are loaded when Save is pressed).
 * It reads busy only once hydrated (a link that waits for the shopper's reach, client:reach, is
 * the sign-in link until then, not a button about to change); on a vehicle page it hydrates as
 * the page loads only for that visitor (the hint cookie) or an address with a query.
 */
import { metaEvent } from '../shell/meta-events';
import { wishlistParams } from '../../domain/feeds/meta-events';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { useHydrated } from '../search/hooks';
import { signInHref } from '../../domain/shopper/sign-in';
import type { WatchlistButtonProps } from '../../page-data/shopper';
import { SAVE_TEXT, SAVED_TEXT, showSaveButton } from '../../domain/shopper/watchlist';
import { hasSignedInHint, isOnWatchlist, session, watchlist } from '../../stores/account-state';

/** The account's calls: only a signed-in visitor (the hint cookie) needs them. */
const account = () => import('../../stores/account');
const loadWatchlist = (force = false) =>
  account()
    .then((m) => m.loadWatchlist(force))
    .catch((e: unknown) => console.warn('[watchlist] not loaded', e));

export default function WatchlistButton({
  item,
  inStock,
  savedPath,
  pagePath,
  className = 'car-card__toggle',
}: WatchlistButtonProps) {
  const user = useStore(session);
  const list = useStore(watchlist);
  const [here, setHere] = useState(pagePath);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  useEffect(() => {
    setHere(`${location.pathname}${location.search}`);
    if (hasSignedInHint()) void loadWatchlist();
    else if (session.get().status === 'unknown') session.set({ status: 'anonymous' });
  }, []);
  const saved = isOnWatchlist(list, item.id);
  if (!showSaveButton(inStock, saved)) return null;
  const label = `${saved ? SAVED_TEXT : SAVE_TEXT}: ${item.name} ${saved ? 'is in' : 'to'} your watchlist`;
  if (user.status === 'signed-in' && list.status === 'error')
    return (
      <button
        type="button"
        className={className}
        aria-label={`${SAVE_TEXT} ${item.name}: your watchlist could not be loaded, try again`}
        title={list.message}
        data-watchlist="retry"
        onClick={() => void loadWatchlist(true)}
      >
        <span aria-hidden="true">☆</span> {SAVE_TEXT}
      </button>
    );
  if (user.status !== 'signed-in' || list.status !== 'ready')
    return (
      <a
        className={className}
        href={signInHref('watchlist', here)}
        aria-label={`${SAVE_TEXT} ${item.name} to your watchlist`}
        aria-busy={
          hydrated && (user.status === 'unknown' || list.status === 'loading') ? true : undefined
        }
        data-watchlist="sign-in"
      >
        <span aria-hidden="true">☆</span> {SAVE_TEXT}
      </a>
    );
  return (
    <button
      type="button"
      className={`${className}${saved ? ' is-on' : ''}`}
      aria-pressed={saved}
      aria-label={label}
      disabled={busy}
      data-watchlist={saved ? 'saved' : 'save'}
      onClick={() => {
        setBusy(true);
        void account()
          .then(async (m) => {
            const changed = await m.toggleWatchlist(item, savedPath);
            const list = m.watchlist.get();
            const added = list.status === 'ready' && list.items.some((f) => f.id === item.id);
            if (changed && added) metaEvent('AddToWishlist', wishlistParams(item));
          })
          .catch((e: unknown) => console.warn('[watchlist] not saved', e))
          .finally(() => setBusy(false));
      }}
    >
      <span aria-hidden="true">{saved ? '★' : '☆'}</span> {saved ? SAVED_TEXT : SAVE_TEXT}
    </button>
  );
}
