/**
 * A lead form in the page that loads its code when the shopper reaches for it (the sold vehicle
 * page's 'Find Me Something Similar'): the server renders the form itself, so the page shows it
 * whole from the first paint; the browser keeps that HTML and hydrates it once the shopper
 * points at, touches or focuses into it (the form's code loads then). React keeps the server's
 * HTML inside the Suspense boundary until then and replays a click that came before it.
 */
import { lazy, Suspense, useEffect, useRef } from 'react';
import type { LeadFormInlineProps } from './LeadFormInline';

type FormModule = typeof import('./LeadFormInline');
/** On the server the form renders at once; the browser build drops this branch. */
const onServer: FormModule | null = import.meta.env.SSR ? await import('./LeadFormInline') : null;

let reach: () => void = () => undefined;
const reached = new Promise<void>((resolve) => (reach = resolve));
const Form = onServer
  ? onServer.default
  : lazy(() => reached.then(() => import('./LeadFormInline')));

/** What counts as reaching for the form: a pointer over it, a touch, keyboard focus in it. */
export const REACH_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

export default function LeadFormOnReach(props: LeadFormInlineProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    // native listeners: React does not pass events up from a boundary still to hydrate
    for (const type of REACH_EVENTS)
      el.addEventListener(type, reach, { once: true, passive: true });
    return () => {
      for (const type of REACH_EVENTS) el.removeEventListener(type, reach);
    };
  }, []);
  return (
    <div ref={ref} className="lf-reach">
      <Suspense fallback={null}>
        <Form {...props} />
      </Suspense>
    </div>
  );
}
