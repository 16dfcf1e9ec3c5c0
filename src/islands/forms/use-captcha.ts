/**
 * The captcha token for a protected form: solving starts when the shopper first reaches for
 * the form (prime(), on its focusin and pointerenter: the solver and its proof of work stay
 * off the page's load) and goes on while they type; the token is single-use, and refresh()
 * starts a new one after a refusal. A submit before any prime starts it then.
 */
import { useCallback, useRef, useState } from 'react';

export type CaptchaStatus = 'off' | 'idle' | 'solving' | 'ready' | 'error';

export function useCaptcha(enabled: boolean) {
  const [status, setStatus] = useState<CaptchaStatus>(enabled ? 'idle' : 'off');
  const pending = useRef<Promise<string> | null>(null);

  const start = useCallback(() => {
    if (!enabled) return null;
    setStatus('solving');
    const p = import('./captcha-client').then((m) => m.solveCaptcha());
    p.then(() => pending.current === p && setStatus('ready')).catch(
      () => pending.current === p && setStatus('error'),
    );
    pending.current = p;
    return p;
  }, [enabled]);

  return {
    status,
    /** Starts solving unless it has started. */
    prime: () => {
      if (enabled && !pending.current) void start(); // its failure is shown as status 'error'
    },
    /** The token for this submission; it is used up, so the next one is started at once. */
    token: async (): Promise<string> => {
      const p = pending.current ?? start();
      if (!p) throw new Error('Verification is off.');
      try {
        return await p;
      } catch {
        const retry = start();
        if (!retry) throw new Error('Verification is off.');
        return retry;
      } finally {
        pending.current = null;
      }
    },
    refresh: () => {
      pending.current = null;
      void start(); // its failure is shown as status 'error'
    },
  };
}
