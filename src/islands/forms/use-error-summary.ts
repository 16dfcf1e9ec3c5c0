/**
 * The forms' error summary (ErrorSummary.tsx), loaded when the shopper reaches for a form
 * (with the schema) instead of with the page: a form shows no summary until its first error,
 * and validation awaits this load as it awaits the schema, so the summary still appears, and
 * takes focus, with the first errors. If it cannot load, each field still shows its own error.
 */
import { useCallback, useState } from 'react';
import type ErrorSummary from './ErrorSummary';
import { onDemand } from '../on-demand';

type Summary = typeof ErrorSummary;
const summaryCode = onDemand(() => import('./ErrorSummary').then((m) => m.default));

/** The summary component once loaded (null before), and the loader that sets it. */
export function useErrorSummary(): [Summary | null, () => Promise<void>] {
  const [summary, setSummary] = useState<Summary | null>(() => summaryCode.loaded);
  const load = useCallback(
    () =>
      summaryCode
        .load()
        .then((c) => setSummary(() => c))
        .catch(() => undefined),
    [],
  );
  return [summary, load];
}
