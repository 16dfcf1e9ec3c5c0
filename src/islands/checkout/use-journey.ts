/**
 * The online purchase journey's routing and state (domain/checkout/journey.ts): the car from
 * the query (id or slug) and the stock index, the step from ?step= (only a step whose
 * predecessors are done), the choices from the device store, the payment page's return
 * (?journey={id}&reservation={id}&result=paid|cancelled). Continue and Back push the step's URL; the browser's
 * back button (popstate) moves between steps the same way. Focus goes to the step heading.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import {
  allowedStep,
  carAvailability,
  completeStep,
  findJourneyCar,
  journeyUrl,
  newJourneyState,
  nextStep,
  previousStep,
  readJourneyQuery,
  type CarAvailability,
  type JourneyState,
  type JourneyStep,
} from '../../domain/checkout/journey';
import type { JourneyPageConfig } from '../../page-data/checkout-journey';
import { journeyById, journeyStore, saveJourney } from '../../stores/checkout-journey';
import { newIdempotencyKey } from '../forms/device';
import { useHydrated } from '../search/hooks';
import { useStockIndex, type StockDoc } from '../shopper/use-stock-index';

export type JourneyView =
  | { phase: 'loading' }
  | { phase: 'error'; message: string; retry: (() => void) | null }
  | { phase: 'missing' }
  | { phase: 'unavailable'; availability: Exclude<CarAvailability, 'available'>; doc: StockDoc }
  | {
      phase: 'ready';
      doc: StockDoc;
      state: JourneyState;
      step: JourneyStep;
      /** Saves the state, marks the current step done and goes to the next one. */
      complete: (patch: Partial<JourneyState>) => void;
      /** Saves a change without moving. */
      update: (patch: Partial<JourneyState>) => void;
      back: () => void;
    };

interface Location {
  car: string | null;
  step: string | null;
}

export function useJourney(config: JourneyPageConfig, headingId: string): JourneyView {
  const hydrated = useHydrated();
  const journeys = useStore(journeyStore(config.tenant));
  const [where, setWhere] = useState<Location>({ car: null, step: null });
  const index = useStockIndex(config.shopper.indexUrl, hydrated);
  const focusNext = useRef(false);

  // Read the URL once hydrated; a return from the payment page names the journey, not the car.
  useEffect(() => {
    const q = readJourneyQuery(location.search);
    let car = q.car;
    if (q.journeyId && q.status) {
      const journey = journeyById(config.tenant, q.journeyId);
      if (journey) {
        car ??= journey.carId;
        saveJourney(
          completeStep(
            { ...journey, reservation: { id: journey.reservation?.id ?? null, status: q.status } },
            'deposit',
          ),
        );
        history.replaceState(null, '', journeyUrl(car, 'confirmation'));
      }
      setWhere({ car, step: journey ? 'confirmation' : q.step });
    } else setWhere({ car, step: q.step });
    const onPop = () => {
      const p = readJourneyQuery(location.search);
      focusNext.current = true;
      setWhere({ car: p.car, step: p.step });
    };
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, [config.tenant]);

  const docs = index.status === 'ready' ? index.docs : null;
  const doc = where.car && docs ? findJourneyCar(docs, where.car) : null;
  const carId = doc ? String(doc.id) : null;
  const stored = carId ? journeys[carId] : undefined;
  const [fresh] = useState(() => ({ id: newIdempotencyKey() }));
  const state: JourneyState | null = carId
    ? (stored ?? newJourneyState(config.tenant, carId, fresh.id))
    : null;
  const step = state ? allowedStep(where.step, state) : null;

  // Keep the address bar on the step shown (a step asked for too early goes back to the first to do).
  useEffect(() => {
    if (!step || !where.car) return;
    const q = readJourneyQuery(location.search);
    if (q.step !== step) history.replaceState(null, '', journeyUrl(where.car, step));
  }, [step, where.car]);

  useEffect(() => {
    if (!step || !focusNext.current) return;
    focusNext.current = false;
    requestAnimationFrame(() => document.getElementById(headingId)?.focus());
  }, [step, headingId]);

  const go = useCallback(
    (target: JourneyStep) => {
      if (!where.car) return;
      history.pushState(null, '', journeyUrl(where.car, target));
      focusNext.current = true;
      setWhere({ car: where.car, step: target });
    },
    [where.car],
  );

  if (!hydrated || index.status === 'idle' || index.status === 'loading')
    return { phase: 'loading' };
  if (index.status === 'error')
    return {
      phase: 'error',
      message: `This car's details could not be loaded (${index.message}).`,
      retry: index.retry,
    };
  if (!where.car) return { phase: 'missing' };
  if (!docs)
    return {
      phase: 'error',
      message: 'Buying online is not available on this site. Please contact us about this car.',
      retry: null,
    };
  if (!doc || !state || !step) return { phase: 'missing' };
  const availability = carAvailability(doc);
  // A car this shopper has just reserved is 'reserved' in the next index: their confirmation still shows.
  if (availability !== 'available' && !(state.reservation && stored))
    return { phase: 'unavailable', availability, doc };

  return {
    phase: 'ready',
    doc,
    state,
    step,
    update: (patch) => saveJourney({ ...state, ...patch }),
    complete: (patch) => {
      saveJourney(completeStep({ ...state, ...patch }, step));
      const next = nextStep(step);
      if (next) go(next);
    },
    back: () => {
      const prev = previousStep(step);
      if (prev) go(prev);
    },
  };
}
