/**
 * What the shopper types into server-rendered fields before their island hydrates: React's
 * hydration puts each controlled field back to its state's value, so the words would be lost.
 * keepTyped records every input and change inside an element; replayTyped, run once the form
 * has hydrated, hands each recorded value to React as an input event (or a click for a box),
 * so the form's state takes it and nothing is lost. The record of an island hydrated by
 * client:reach is kept on its <astro-island> element (keepTypedIn, takeTyped): the directive
 * starts it as the page loads, the island takes it once it has hydrated
 * (use-typed-before-hydration.ts). Plain DOM code: the directive's inline script bundles it.
 */
type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Typed = Map<string, string | boolean>;
export type Kept = ReturnType<typeof keepTyped>;

/** Where an island's record is kept on its element (a registered symbol: the directive's inline copy of this module and the island's bundled one name the same key). */
const KEPT = Symbol.for('dealer-sites.typed-before-hydration');
type Keeping = HTMLElement & { [KEPT]?: Kept };

const isControl = (t: EventTarget | null): t is Control =>
  t instanceof HTMLInputElement ||
  t instanceof HTMLTextAreaElement ||
  t instanceof HTMLSelectElement;
const isBox = (c: Control): c is HTMLInputElement =>
  c instanceof HTMLInputElement && (c.type === 'checkbox' || c.type === 'radio');

/** Records the fields' values (by id) typed inside root; returns the record and how to stop. */
export function keepTyped(root: HTMLElement): { typed: Typed; stop: () => void } {
  const typed: Typed = new Map();
  const record = (event: Event) => {
    const t = event.target;
    if (!isControl(t) || !t.id || !root.contains(t)) return;
    typed.set(t.id, isBox(t) ? t.checked : t.value);
  };
  // capturing on the document: React stops events bound for a boundary still to hydrate
  for (const type of ['input', 'change']) document.addEventListener(type, record, true);
  return {
    typed,
    stop: () => {
      for (const type of ['input', 'change']) document.removeEventListener(type, record, true);
    },
  };
}

/** Hands the recorded values to the hydrated form (its onChange handlers take them). */
export function replayTyped(typed: Typed): void {
  for (const [id, value] of typed) {
    const field = document.getElementById(id);
    if (!isControl(field)) continue;
    const tracker = (field as { _valueTracker?: { setValue(v: string): void } })._valueTracker;
    if (typeof value === 'boolean') {
      if (!isBox(field)) continue;
      // clicks, as the shopper's: a box that still shows the value (the form's state may not)
      // is clicked off and on again (a radio already on needs none: only boxes here)
      if (field.checked === value && field.type === 'checkbox') field.click();
      if (field.checked !== value) field.click();
      continue;
    }
    // React skips an input event whose value it already tracks (the DOM may still show the
    // typed value while the form's state does not): make it forget, then set and announce it
    tracker?.setValue(value === '' ? ' ' : '');
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called with the field as this
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
    setter?.call(field, value);
    field.dispatchEvent(
      new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    );
  }
  typed.clear();
}

/** Starts recording what is typed inside an island still to hydrate, kept on its element. */
export function keepTypedIn(island: HTMLElement): void {
  (island as Keeping)[KEPT] ??= keepTyped(island);
}

/** The record kept on an island's element, taken off it (undefined when none was kept). */
export function takeTyped(island: Element): Kept | undefined {
  const kept = (island as Keeping)[KEPT];
  delete (island as Keeping)[KEPT];
  return kept;
}
