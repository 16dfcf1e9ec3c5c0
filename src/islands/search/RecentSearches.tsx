/**
 * The shopper's recent searches (the last 5 under searchHistory), shown after hydration:
 * the list lives on the device, so the prerendered page has none.
 */
import { useStore } from '@nanostores/react';
import { searchHistory } from '../../stores/search-history';
import { facetValueLabel } from '../../domain/search/facets';
import { historyValueLabel } from '../../domain/search/search-history';
import { useHydrated } from './hooks';
import type { Market } from '../../domain/market/market';

export default function RecentSearches({
  basePath,
  market = 'AU',
}: {
  basePath: string;
  /** The site's market: odometer bounds in km or mi. */
  market?: Market;
}) {
  const history = useStore(searchHistory);
  const hydrated = useHydrated();
  if (!hydrated || history.length === 0) return null;
  return (
    <section className="section recent-searches" aria-labelledby="recent-searches">
      <h2 id="recent-searches">Your recent searches</h2>
      <ul>
        {history.map((entry) => (
          <li key={entry.path}>
            <a href={entry.path || basePath}>
              {Object.entries(entry.refinements)
                .map(([key, values]) =>
                  values.map((v) => historyValueLabel(key, v, facetValueLabel, market)).join(', '),
                )
                .join(' · ')}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
