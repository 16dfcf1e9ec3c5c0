/**
 * The external finance quote, fetched once per car however many islands show it
 * (rules.md: Eligibility and quotes; The calls it makes; The error catalogue: failure silently ignored).
 * 204 No Content is the site's answer when it has no quote to give.
 */
import { readQuote } from '../../domain/finance/external-quote';
import type { YouxQuoteRequest, YouxQuoteResponse } from '../../domain/api/endpoints';
import { discard, okJson } from './response-body';

const pending = new Map<string, Promise<YouxQuoteResponse | null>>();

export function fetchQuoteOnce(
  carId: string | number,
  path: string,
  body: YouxQuoteRequest,
): Promise<YouxQuoteResponse | null> {
  const key = String(carId);
  let p = pending.get(key);
  if (!p) {
    p = fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    })
      .then((r) => {
        if (r.status !== 204) return okJson(r);
        discard(r);
        return null;
      })
      .then((json) => (json ? readQuote(json) : null))
      .catch(() => null);
    pending.set(key, p);
  }
  return p;
}
