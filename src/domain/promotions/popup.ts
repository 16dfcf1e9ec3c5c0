/**
 * The promotional popup (rules.md: Promotions and popups; Popup and promo card; Popup; Offers, promotions and popups): image, title,
 * description and a button (buttonText) linking to linkTo; visible until expiryDate; once the
 * visitor closes it, a per-dealer flag under '{slug}-popupVisibility' keeps it hidden.
 */
import type { Popup } from '../tenant/schema/promotion';
import { inWindow } from '../search/promo-cards';

export const POPUP_MAX_WIDTH_PX = 600;
export const POPUP_MAX_HEIGHT_VH = 80;
/** The popup opens this long after the home page has loaded: the visitor sees the page first. */
export const POPUP_DELAY_MS = 4000;

export function popupStorageKey(slug: string): string {
  return `${slug}-popupVisibility`;
}

/** Has something to show, and is not past its expiryDate (a date is 'before' only when non-empty and strictly earlier, rules.md: Other rules). */
export function isPopupLive(popup: Popup | null | undefined, nowMs: number): popup is Popup {
  if (!popup) return false;
  if (!popup.src && !popup.title && !popup.description) return false;
  return inWindow({ start: null, expiry: popup.expiryDate }, nowMs);
}

/**
 * Which popup was dismissed: a short hash of what the dealer published. The reading a dealer
 * means by "keeps it hidden" is that this popup stays closed; a new popup shows again.
 */
export function popupFingerprint(popup: Popup): string {
  const text = [popup.src, popup.title, popup.description, popup.linkTo, popup.expiryDate]
    .map((v) => v ?? '')
    .join('\u0001');
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(36);
}

/** The value stored under '{slug}-popupVisibility' when the visitor closes the popup. */
export function dismissedValue(fingerprint: string): string {
  return JSON.stringify({ visible: false, popup: fingerprint });
}

/** True when the stored flag hides this popup; a bare 'false' (an older flag) hides any popup. */
export function isPopupDismissed(stored: string | null, fingerprint: string): boolean {
  if (stored == null) return false;
  if (stored.trim() === 'false') return true;
  try {
    const value = JSON.parse(stored) as { visible?: unknown; popup?: unknown };
    return value?.visible === false && value.popup === fingerprint;
  } catch {
    return false;
  }
}
