/**
 * Keeping keyboard focus inside a modal (the drawer, the popup, the search dialog): Tab from the
 * last control wraps to the first and Shift+Tab from the first to the last, instead of leaving
 * for the browser's own controls (which a native modal <dialog> allows).
 */
export const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])';

export const isShown = (el: HTMLElement) =>
  el.offsetParent !== null || el.getClientRects().length > 0;

/** The container's focusable controls that are shown, in document order. */
export function focusablesIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => isShown(el) && !el.closest('[inert]'),
  );
}

/** Wraps Tab inside the container while active() is true. */
export function keepFocusIn(container: HTMLElement, active: () => boolean): void {
  container.addEventListener('keydown', (e) => {
    if (e.key !== 'Tab' || !active()) return;
    const items = focusablesIn(container);
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    const current = document.activeElement;
    if (!e.shiftKey && (current === last || !container.contains(current))) {
      e.preventDefault();
      first.focus();
    } else if (e.shiftKey && (current === first || current === container)) {
      e.preventDefault();
      last.focus();
    }
  });
}
