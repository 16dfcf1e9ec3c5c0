/** The vehicle gallery's thumbnail strip (Gallery.tsx). */

/** A box's left and right edges on screen. */
export interface Span {
  left: number;
  right: number;
}

/**
 * The thumbnail strip's scroll position that shows the active thumbnail whole, moving as little
 * as possible: only the strip scrolls, never the page. (`scrollIntoView` also scrolled the page
 * to the strip, so a shopper who had scrolled down before the gallery hydrated was pulled back
 * up to it.)
 */
export function thumbScrollLeft(strip: Span, thumb: Span, scrollLeft: number): number {
  if (thumb.left < strip.left) return scrollLeft - (strip.left - thumb.left);
  if (thumb.right > strip.right)
    return scrollLeft + Math.min(thumb.right - strip.right, thumb.left - strip.left);
  return scrollLeft;
}
