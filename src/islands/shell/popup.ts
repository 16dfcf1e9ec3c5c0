/**
 * The promotional popup's behaviour (rules.md: Popup): opens POPUP_DELAY_MS after
 * the page loads unless past its expiryDate or closed before; closing it (the × button, Escape,
 * the backdrop or its button) stores the dealer's '{slug}-popupVisibility' flag.
 */
import { POPUP_DELAY_MS, dismissedValue, isPopupDismissed } from '../../domain/promotions/popup';
import { inWindow } from '../../domain/search/promo-cards';
import { keepFocusIn } from './focus-trap';

let started = false;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function startPopup(): void {
  const dialog = document.querySelector<HTMLDialogElement>('[data-promo-popup]');
  if (started || !dialog) return;
  started = true;
  const key = dialog.dataset.storageKey!;
  const fingerprint = dialog.dataset.fingerprint!;
  if (isPopupDismissed(read(key), fingerprint)) return;
  if (!inWindow({ start: null, expiry: dialog.dataset.expiry }, Date.now())) return;
  const dismiss = () => {
    try {
      localStorage.setItem(key, dismissedValue(fingerprint));
    } catch {
      // storage unavailable: closed for this page only
    }
  };
  let returnTo: Element | null = null;
  dialog.addEventListener('close', () => {
    dismiss();
    if (returnTo instanceof HTMLElement && document.contains(returnTo)) returnTo.focus();
  });
  keepFocusIn(dialog, () => dialog.open);
  dialog.querySelector('[data-popup-close]')?.addEventListener('click', () => dialog.close());
  dialog.querySelector('[data-popup-cta]')?.addEventListener('click', dismiss);
  dialog.addEventListener('click', (e) => {
    if (e.target === dialog) dialog.close(); // the backdrop
  });
  const open = () => {
    // Never over another dialog (the lead form, the search) or the mobile drawer.
    if (
      document.querySelector('dialog[open]') ||
      document.documentElement.classList.contains('has-drawer-open')
    ) {
      setTimeout(open, POPUP_DELAY_MS);
      return;
    }
    returnTo = document.activeElement;
    dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-popup-close]')?.focus();
  };
  const schedule = () => setTimeout(open, POPUP_DELAY_MS);
  if (document.readyState === 'complete') schedule();
  else addEventListener('load', schedule, { once: true });
}
