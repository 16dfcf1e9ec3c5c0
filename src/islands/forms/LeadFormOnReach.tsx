/**
 * A lead form in the page that loads its code when the shopper reaches for it (the sold vehicle
 * page's 'Find Me Something Similar'): the server renders the form itself, so the page shows it
 * whole from the first paint; the browser keeps that HTML and hydrates it once the shopper
 * points at, touches or focuses into it (the form's code loads then). React keeps the server's
 * HTML inside the Suspense boundary until then (its Submit shows disabled until the form is
 * ready, as on any form's first load); what the shopper typed or ticked while the code loaded
 * is handed to the form once it has hydrated (typed-before-hydration.ts), so nothing is lost.
 */
import { lazy, Suspense, useEffect, useRef } from 'react';
import type { LeadFormInlineProps } from './LeadFormInline';
import { keepTyped, replayTyped } from './typed-before-hydration';

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

/** Runs once the boundary's content (the form) has hydrated: its effects come after the form's. */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, []); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
}

export default function LeadFormOnReach(props: LeadFormInlineProps) {
  const ref = useRef<HTMLDivElement>(null);
  const keeper = useRef<ReturnType<typeof keepTyped> | null>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    keeper.current ??= keepTyped(el);
    // On the document, capturing: React stops an event bound for a boundary still to hydrate
    // at its root, before it could reach this element.
    const onEvent = (event: Event) => {
      if (!el.contains(event.target as Node)) return;
      reach();
      for (const type of REACH_EVENTS) document.removeEventListener(type, onEvent, true);
    };
    for (const type of REACH_EVENTS)
      document.addEventListener(type, onEvent, { capture: true, passive: true });
    return () => {
      for (const type of REACH_EVENTS) document.removeEventListener(type, onEvent, true);
    };
  }, []);
  const onHydrated = () => {
    const kept = keeper.current;
    if (!kept) return;
    kept.stop();
    // after the form's own first updates (its prefill and defaults) have rendered; a field the
    // shopper changes meanwhile goes to the form as usual and needs no replay
    const handled = (event: Event) => kept.typed.delete((event.target as Element | null)?.id ?? '');
    for (const type of ['input', 'change']) document.addEventListener(type, handled, true);
    setTimeout(() => {
      for (const type of ['input', 'change']) document.removeEventListener(type, handled, true);
      replayTyped(kept.typed);
    });
  };
  return (
    <div ref={ref} className="lf-reach">
      <Suspense fallback={null}>
        <Form {...props} />
        <Hydrated onHydrated={onHydrated} />
      </Suspense>
    </div>
  );
}
