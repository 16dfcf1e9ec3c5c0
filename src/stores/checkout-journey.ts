/**
 * The online purchase journey's state on the device (domain/checkout/journey.ts): one
 * persisted store per tenant holding each car's journey, read back through the journey's
 * schema (a corrupt or foreign value starts afresh, never a crash). Tabs share it.
 */
import type { WritableAtom } from 'nanostores';
import { persistentAtom } from '@nanostores/persistent';
import { journeyStorageKey, readJourneys, type JourneyState } from '../domain/checkout/journey';

type Journeys = Record<string, JourneyState>;
const stores = new Map<string, WritableAtom<Journeys>>();

export function journeyStore(tenant: string): WritableAtom<Journeys> {
  let store = stores.get(tenant);
  if (!store) {
    store = persistentAtom<Journeys>(
      journeyStorageKey(tenant),
      {},
      { encode: JSON.stringify, decode: (raw) => readJourneys(raw, tenant) },
    );
    stores.set(tenant, store);
  }
  return store;
}

/** Save one car's journey (the others are kept). */
export function saveJourney(state: JourneyState): void {
  const store = journeyStore(state.tenant);
  store.set({ ...store.get(), [state.carId]: state });
}

/** The journey with this id, from the returning payment page (which names no car). */
export function journeyById(tenant: string, journeyId: string): JourneyState | null {
  return Object.values(journeyStore(tenant).get()).find((j) => j.journeyId === journeyId) ?? null;
}
