/**
 * The header's behaviour (rules.md: Header and footer navigation; Toggles: navigation dropdowns open and
 * close; the models mega-menu on desktop, a drawer on mobile):
 * - dropdowns: click or tap toggles; a mouse opens them on hover (a click then pins them open);
 *   Enter/Space toggles, ArrowDown opens and moves into the menu, arrows move between its
 *   links, Escape closes and returns focus to the toggle; leaving by Tab or clicking outside closes;
 * - the mega-menu's categories: click, tap, hover or arrows pick the category shown;
 * - the drawer (below 992px) is a modal dialog: focus starts on its close button and everything
 *   else is inert from the frame after it shows; Escape or the backdrop closes it and focus
 *   returns to the Menu button.
 */
import { afterNextPaint } from '../../search-engines/after-paint';
import { focusablesIn, keepFocusIn } from './focus-trap';

export const DESKTOP_QUERY = '(min-width: 992px)';
const HOVER_OPEN_MS = 80;
const HOVER_CLOSE_MS = 250;

function panelOf(toggle: HTMLElement): HTMLElement | null {
  return document.getElementById(toggle.getAttribute('aria-controls') ?? '');
}

function setOpen(toggle: HTMLElement, open: boolean): void {
  toggle.setAttribute('aria-expanded', String(open));
  panelOf(toggle)?.classList.toggle('is-open', open);
  if (!open) delete toggle.dataset.hoverOpened;
}

function openToggles(except?: HTMLElement): HTMLElement[] {
  return [
    ...document.querySelectorAll<HTMLElement>('[data-dropdown-toggle][aria-expanded="true"]'),
  ].filter((t) => t !== except);
}

function closeAll(except?: HTMLElement): void {
  for (const t of openToggles(except)) setOpen(t, false);
}

function moveFocus(items: HTMLElement[], current: Element | null, step: number | 'first' | 'last') {
  if (items.length === 0) return;
  const i = items.indexOf(current as HTMLElement);
  const next =
    step === 'first'
      ? 0
      : step === 'last'
        ? items.length - 1
        : (i + step + items.length) % items.length;
  items[next].focus();
}

function startDropdowns(desktop: MediaQueryList): void {
  const hoverable = matchMedia('(hover: hover) and (pointer: fine)');
  const timers = new WeakMap<HTMLElement, number>();
  const later = (item: HTMLElement, ms: number, fn: () => void) => {
    clearTimeout(timers.get(item));
    timers.set(item, window.setTimeout(fn, ms));
  };
  for (const toggle of document.querySelectorAll<HTMLElement>('[data-dropdown-toggle]')) {
    const item = toggle.closest<HTMLElement>('[data-nav-item]')!;
    toggle.addEventListener('click', () => {
      const open = toggle.getAttribute('aria-expanded') === 'true';
      if (open && toggle.dataset.hoverOpened) {
        delete toggle.dataset.hoverOpened; // a click on a hover-opened menu pins it
        return;
      }
      closeAll(toggle);
      setOpen(toggle, !open);
    });
    toggle.addEventListener('keydown', (e) => {
      if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
      e.preventDefault();
      closeAll(toggle);
      setOpen(toggle, true);
      const panel = panelOf(toggle);
      if (panel) moveFocus(focusablesIn(panel), null, e.key === 'ArrowDown' ? 'first' : 'last');
    });
    item.addEventListener('pointerenter', (e) => {
      if (e.pointerType !== 'mouse' || !desktop.matches || !hoverable.matches) return;
      later(item, HOVER_OPEN_MS, () => {
        if (toggle.getAttribute('aria-expanded') === 'true') return;
        closeAll(toggle);
        setOpen(toggle, true);
        toggle.dataset.hoverOpened = 'true';
      });
    });
    item.addEventListener('pointerleave', (e) => {
      if (e.pointerType !== 'mouse' || !desktop.matches) return;
      later(item, HOVER_CLOSE_MS, () => {
        if (toggle.dataset.hoverOpened && !item.contains(document.activeElement))
          setOpen(toggle, false);
      });
    });
    item.addEventListener('focusout', (e) => {
      const to = e.relatedTarget as Node | null;
      if (to && !item.contains(to) && desktop.matches) setOpen(toggle, false);
    });
    const panel = panelOf(toggle);
    panel?.addEventListener('keydown', (e) => {
      const keys: Record<string, number | 'first' | 'last'> = {
        ArrowDown: 1,
        ArrowUp: -1,
        Home: 'first',
        End: 'last',
      };
      const target = e.target as HTMLElement;
      if (!(e.key in keys) || target.matches('[data-mega-cat]')) return;
      e.preventDefault();
      moveFocus(focusablesIn(panel), target, keys[e.key]);
    });
  }
  document.addEventListener('click', (e) => {
    if (!(e.target as Element).closest('[data-nav-item]')) closeAll();
  });
}

function startMegaMenus(desktop: MediaQueryList): void {
  for (const mega of document.querySelectorAll<HTMLElement>('[data-mega]')) {
    const cats = [...mega.querySelectorAll<HTMLElement>('[data-mega-cat]')];
    const select = (cat: HTMLElement, toggle = false) => {
      const opening = !(toggle && cat.getAttribute('aria-expanded') === 'true');
      for (const c of cats) {
        const on = c === cat && opening;
        c.setAttribute('aria-expanded', String(on));
        document
          .getElementById(c.getAttribute('aria-controls') ?? '')
          ?.classList.toggle('is-open', on);
      }
    };
    for (const cat of cats) {
      // On desktop one category is always shown; in the drawer they are an accordion.
      cat.addEventListener('click', () => select(cat, !desktop.matches));
      cat.addEventListener('pointerenter', (e) => {
        if (e.pointerType === 'mouse' && desktop.matches) select(cat);
      });
      cat.addEventListener('keydown', (e) => {
        const step = { ArrowDown: 1, ArrowUp: -1, Home: 'first', End: 'last' }[e.key] as
          number | 'first' | 'last' | undefined;
        if (step === undefined) return;
        e.preventDefault();
        moveFocus(cats, cat, step);
      });
    }
  }
}

function startDrawer(desktop: MediaQueryList): void {
  const toggle = document.querySelector<HTMLButtonElement>('[data-nav-toggle]');
  const drawer = document.querySelector<HTMLElement>('[data-drawer]');
  const backdrop = document.querySelector<HTMLElement>('[data-drawer-backdrop]');
  const header = document.querySelector<HTMLElement>('[data-site-header]');
  if (!toggle || !drawer || !header) return;
  let inerted: HTMLElement[] = [];
  let opening = 0;
  const isOpen = () => toggle.getAttribute('aria-expanded') === 'true';
  /** The rest of the page inert and held still: a style and layout pass over the whole page. */
  const shutOutside = () => {
    const outside = [
      ...[...document.body.children].filter((el) => el !== header && !el.contains(header)),
      ...[...header.children].filter((el) => el !== drawer && el !== backdrop),
    ] as HTMLElement[];
    inerted = outside.filter((el) => !el.inert && el.tagName !== 'SCRIPT');
    for (const el of inerted) el.inert = true;
    document.documentElement.classList.add('has-drawer-open');
  };
  const open = () => {
    toggle.setAttribute('aria-expanded', 'true');
    drawer.classList.add('is-open');
    drawer.setAttribute('role', 'dialog');
    drawer.setAttribute('aria-modal', 'true');
    drawer.setAttribute('aria-labelledby', 'site-drawer-title');
    backdrop?.removeAttribute('hidden');
    drawer.querySelector<HTMLElement>('[data-drawer-close]')?.focus();
    // The tap is answered by the drawer's own frame; the page behind goes inert in the task
    // after it (the backdrop covers it and focus is kept in the drawer meanwhile), unless the
    // drawer has closed by then.
    const mine = ++opening;
    void afterNextPaint().then(() => {
      if (mine === opening && isOpen()) shutOutside();
    });
  };
  const close = (returnFocus = true) => {
    if (!isOpen()) return;
    opening++;
    toggle.setAttribute('aria-expanded', 'false');
    drawer.classList.remove('is-open');
    drawer.removeAttribute('role');
    drawer.removeAttribute('aria-modal');
    drawer.removeAttribute('aria-labelledby');
    backdrop?.setAttribute('hidden', '');
    for (const el of inerted) el.inert = false;
    inerted = [];
    document.documentElement.classList.remove('has-drawer-open');
    if (returnFocus) toggle.focus();
  };
  toggle.addEventListener('click', () => (isOpen() ? close() : open()));
  keepFocusIn(drawer, isOpen);
  drawer.querySelector('[data-drawer-close]')?.addEventListener('click', () => close());
  backdrop?.addEventListener('click', () => close());
  desktop.addEventListener('change', () => close(false));
  document.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape') return;
    const dropdown = openToggles()[0];
    if (dropdown) {
      setOpen(dropdown, false);
      dropdown.focus();
      e.preventDefault();
    } else if (isOpen()) {
      close();
      e.preventDefault();
    }
  });
  // A link followed inside the drawer (an in-page anchor) closes it.
  drawer.addEventListener('click', (e) => {
    if ((e.target as Element).closest('a[href^="#"]')) close(false);
  });
}

let started = false;

export function startNavigation(): void {
  if (started) return;
  started = true;
  const desktop = matchMedia(DESKTOP_QUERY);
  startDropdowns(desktop);
  startMegaMenus(desktop);
  startDrawer(desktop);
}
