/**
 * 'Save this search' on the search page, for sites with sign-in (domain/alerts/saved-search.ts):
 * signed out, a link to sign in that comes back to this search; signed in, a button that opens
 * the alert form (by e-mail or text message), which saves the search's URL (its state in normal
 * form); then a status line with a link to the garage's saved searches. The account's calls
 * load only for a visitor the hint cookie says is signed in.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useInstantSearch } from 'react-instantsearch-core';
import { SAVE_SEARCH_TEXT as T } from '../../domain/alerts/saved-search';
import { signInHref } from '../../domain/shopper/sign-in';
import { stateToUrl, type SearchUiState } from '../../domain/search/url-state';
import { hasSignedInHint, session } from '../../stores/account-state';
import { saveSearch } from '../../stores/saved-searches';
import AlertChannelForm from '../shopper/AlertChannelForm';
import type { SearchPageConfig } from './types';

const account = () => import('../../stores/account');

export default function SaveSearch({ config }: { config: SearchPageConfig }) {
  const alerts = config.savedSearches;
  const user = useStore(session);
  const { indexUiState } = useInstantSearch();
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const panelId = useId();
  const openerRef = useRef<HTMLButtonElement>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const { page: _page, ...state } = indexUiState as SearchUiState;
  const url = stateToUrl(state, config.vocab);
  useEffect(() => {
    if (hasSignedInHint())
      void account()
        .then((m) => m.loadSession())
        .catch(() => session.set({ status: 'anonymous' }));
    else if (session.get().status === 'unknown') session.set({ status: 'anonymous' });
  }, []);
  // another search is another thing to save
  useEffect(() => setSaved((s) => (s === url ? s : null)), [url]);
  useEffect(() => {
    if (saved) doneRef.current?.focus();
  }, [saved]);
  if (!alerts) return null;
  if (user.status !== 'signed-in')
    return (
      <p className="save-search">
        <a
          className="btn btn--outline"
          href={signInHref('my-garage', url)}
          aria-busy={user.status === 'unknown' ? true : undefined}
          data-save-search="sign-in"
        >
          {T.signIn}
        </a>
      </p>
    );
  if (saved === url)
    return (
      <p className="save-search save-search__done" role="status" tabIndex={-1} ref={doneRef}>
        {T.saved} <a href={alerts.searchesPath}>{T.viewSaved}</a>
      </p>
    );
  return (
    <div className="save-search">
      <button
        type="button"
        ref={openerRef}
        className="btn btn--outline"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        data-save-search="open"
      >
        {T.open}
      </button>
      <div id={panelId} className="save-search__panel" hidden={!open}>
        {open && (
          <AlertChannelForm
            phone={user.user.phone}
            legend={T.legend}
            submitText={T.save}
            onSubmit={(channel, email) =>
              saveSearch({ url, channel, ...(channel === 'email' && { email }) })
            }
            onDone={() => {
              setOpen(false);
              setSaved(url);
            }}
            onCancel={() => {
              setOpen(false);
              openerRef.current?.focus();
            }}
          />
        )}
      </div>
    </div>
  );
}
