/**
 * The alert rule: what a build's stock difference (stock-changes.ts) means to each subscription.
 * - A saved search hears of the new cars it matches ('new') and of price drops on the cars it
 *   matches ('price-drop'), matched the way the search page selects cars (the embedded engine).
 * - The watchlist's alerts hear of price drops on the watched cars ('price-drop') and of a
 *   watched car sold or no longer listed ('sold') or reserved ('reserved').
 */
import type { StockChanges, StockEntry, StockSnapshot } from './stock-changes';

export type AlertChange = 'new' | 'price-drop' | 'sold' | 'reserved';

/** What a message says of a car. */
export interface AlertCar {
  id: string;
  title: string;
  path: string;
  price: number | null;
  /** The price before a drop. */
  previousPrice?: number;
  /** Sold: no longer listed at all (rather than listed as sold). */
  removed?: boolean;
}

export interface AlertItem {
  subscriptionId: string;
  change: AlertChange;
  carId: string;
  car: AlertCar;
}

export interface AlertSubscription {
  id: string;
  kind: 'search' | 'watchlist';
  /** The watchlist's car ids (a watchlist subscription). */
  watched?: readonly string[];
}

const carOf = (id: string, entry: StockEntry): AlertCar => ({
  id,
  title: entry.title,
  path: entry.path,
  price: entry.price,
});

export function alertItems(input: {
  changes: StockChanges;
  subscriptions: readonly AlertSubscription[];
  /** The car ids a saved search matches on this build's stock. */
  matches: (subscriptionId: string) => ReadonlySet<string>;
  previous: StockSnapshot;
  current: StockSnapshot;
}): AlertItem[] {
  const { changes, previous, current } = input;
  const items: AlertItem[] = [];
  for (const sub of input.subscriptions) {
    const push = (change: AlertChange, carId: string, car: AlertCar) =>
      items.push({ subscriptionId: sub.id, change, carId, car });
    if (sub.kind === 'search') {
      const matched = input.matches(sub.id);
      for (const id of changes.added) if (matched.has(id)) push('new', id, carOf(id, current[id]));
      for (const drop of changes.priceDrops)
        if (matched.has(drop.id))
          push('price-drop', drop.id, {
            ...carOf(drop.id, current[drop.id]),
            previousPrice: drop.from,
          });
      continue;
    }
    const watched = new Set(sub.watched ?? []);
    for (const drop of changes.priceDrops)
      if (watched.has(drop.id))
        push('price-drop', drop.id, {
          ...carOf(drop.id, current[drop.id]),
          previousPrice: drop.from,
        });
    for (const id of changes.reserved)
      if (watched.has(id)) push('reserved', id, carOf(id, current[id]));
    for (const { id, removed } of changes.sold)
      if (watched.has(id))
        push('sold', id, {
          ...carOf(id, current[id] ?? previous[id]),
          ...(removed && { removed }),
        });
  }
  return items;
}
