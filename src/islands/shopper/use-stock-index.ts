/**
 * The stock index the search page loads (src/pages/search/stock-index.json.ts), read by the
 * favourites and compare pages for each saved car's current price and state. The file is
 * static and the browser caches it, so a shopper coming from the search pays nothing more.
 */
import { useCallback, useEffect, useState } from 'react';
import { decodeStockIndex, type EncodedStockIndex } from '../../domain/search/stock-index';
import type { CardCar } from '../../domain/search/card';

export type StockDoc = CardCar & Record<string, unknown>;

export type StockIndexState =
  | { status: 'idle' | 'loading' }
  | { status: 'ready'; docs: StockDoc[] | null }
  | { status: 'error'; message: string };

/** Loads the index once `enabled` turns true; indexUrl null (a hosted engine) gives docs null. */
export function useStockIndex(
  indexUrl: string | null,
  enabled: boolean,
): StockIndexState & { retry: () => void } {
  const [state, setState] = useState<StockIndexState>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  useEffect(() => {
    if (!enabled) return;
    if (!indexUrl) {
      setState({ status: 'ready', docs: null });
      return;
    }
    let live = true;
    setState({ status: 'loading' });
    fetch(indexUrl)
      .then(async (r) => {
        if (!r.ok) throw new Error(`${r.status} ${r.statusText}`);
        const docs = decodeStockIndex((await r.json()) as EncodedStockIndex) as StockDoc[];
        if (live) setState({ status: 'ready', docs });
      })
      .catch((e: unknown) => {
        if (live)
          setState({ status: 'error', message: e instanceof Error ? e.message : String(e) });
      });
    return () => {
      live = false;
    };
  }, [indexUrl, enabled, attempt]);
  return { ...state, retry };
}
