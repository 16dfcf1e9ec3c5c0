/**
 * The garage's saved searches (/my-garage?tab=saved-searches): each search as a link that runs
 * it again, where its alerts go (or that they were stopped), and Delete; the watchlist's
 * alerts, with the form that turns them on. Loading, empty and error states; a failed delete
 * says why and keeps the row.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import {
  SAVE_SEARCH_TEXT as T,
  channelText,
  type SavedSearchView,
} from '../../domain/alerts/saved-search';
import {
  deleteSavedSearch,
  loadSavedSearches,
  saveSearch,
  savedSearches,
} from '../../stores/saved-searches';
import type { SessionUser } from '../../domain/shopper/account';
import AlertChannelForm from './AlertChannelForm';
import { Empty, Loading, focusHeading } from './ListStatus';
import './alerts.css';

function Row({ item, headingId }: { item: SavedSearchView; headingId: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <li className="saved-searches__item card" data-saved-search={item.id}>
      <div>
        {item.url ? <a href={item.url}>{item.title}</a> : <strong>{item.title}</strong>}
        <p>
          {channelText(item.channel, item.recipient)}
          {!item.alerts && (
            <>
              {' · '}
              <span className="saved-searches__off">{T.alertsOff}</span>
            </>
          )}
        </p>
        {error && (
          <p className="alert-form__error" role="alert">
            {error}
          </p>
        )}
      </div>
      <button
        type="button"
        className="btn btn--outline"
        disabled={busy}
        aria-label={`${T.remove} saved search: ${item.title}`}
        onClick={() => {
          setBusy(true);
          setError(null);
          void deleteSavedSearch(item.id).then((r) => {
            if (r.ok) return focusHeading(headingId);
            setBusy(false);
            setError(r.message);
          });
        }}
      >
        {busy ? T.removing : T.remove}
      </button>
    </li>
  );
}

export default function SavedSearches({
  user,
  searchHref,
  vehicleWordPlural,
  headingId,
}: {
  user: SessionUser;
  searchHref: string;
  vehicleWordPlural: string;
  headingId: string;
}) {
  const list = useStore(savedSearches);
  const [watchlistOn, setWatchlistOn] = useState(false);
  useEffect(() => {
    if (savedSearches.get().status === 'idle') void loadSavedSearches();
  }, []);
  if (list.status === 'error')
    return (
      <div className="shopper__error" role="alert">
        <p>Your saved searches could not be loaded: {list.message}</p>
        <button type="button" className="btn btn--outline" onClick={() => void loadSavedSearches()}>
          Try again
        </button>
      </div>
    );
  if (list.status !== 'ready') return <Loading text="Loading your saved searches…" />;
  const watching = list.items.some((i) => i.kind === 'watchlist');
  return (
    <>
      {list.items.length === 0 ? (
        <Empty text={T.empty} href={searchHref} linkText={`Search ${vehicleWordPlural}`} />
      ) : (
        <ul className="shopper-list" aria-label="Saved searches">
          {list.items.map((item) => (
            <Row key={item.id} item={item} headingId={headingId} />
          ))}
        </ul>
      )}
      {!watching && (
        <section className="saved-searches__watchlist card" aria-label={T.watchlistTitle}>
          {watchlistOn ? (
            <AlertChannelForm
              phone={user.phone}
              legend={T.watchlistAlerts}
              submitText={T.save}
              onSubmit={(channel, email) =>
                saveSearch({ kind: 'watchlist', channel, ...(channel === 'email' && { email }) })
              }
              onDone={() => setWatchlistOn(false)}
              onCancel={() => setWatchlistOn(false)}
            />
          ) : (
            <button type="button" className="btn btn--outline" onClick={() => setWatchlistOn(true)}>
              {T.watchlistAlerts}
            </button>
          )}
        </section>
      )}
    </>
  );
}
