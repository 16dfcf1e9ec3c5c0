/** Colour helpers for theming: a readable text colour on a brand colour (WCAG relative luminance). */
function channel(c: number): number {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

export function parseHex(hex: string): [number, number, number] | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return null;
  const h =
    m[1].length === 3
      ? m[1]
          .split('')
          .map((c) => c + c)
          .join('')
      : m[1];
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}

export function luminance(hex: string): number {
  const rgb = parseHex(hex);
  if (!rgb) return 0;
  return 0.2126 * channel(rgb[0]) + 0.7152 * channel(rgb[1]) + 0.0722 * channel(rgb[2]);
}

export function contrastRatio(a: string, b: string): number {
  const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (l1 + 0.05) / (l2 + 0.05);
}

/** White or near-black, whichever reads better on the background. */
export function readableOn(background: string): '#ffffff' | '#111111' {
  return contrastRatio(background, '#ffffff') >= contrastRatio(background, '#111111')
    ? '#ffffff'
    : '#111111';
}

/** WCAG AA for normal text. */
export const TEXT_CONTRAST_AA = 4.5;

/** The light surfaces brand-coloured text sits on (global.css --surface and --surface-alt). */
export const LIGHT_SURFACES = ['#ffffff', '#f5f6f8'] as const;

const hex2 = (n: number) =>
  Math.round(Math.max(0, Math.min(255, n)))
    .toString(16)
    .padStart(2, '0');

/**
 * The brand colour as the theme uses it (links, prices, focus rings and brand fills): the
 * tenant's colour when text in it reads at WCAG AA on every light surface, else the same hue
 * darkened just enough that it does (Toyota's #eb0a1e is 4.2:1 on the grey surface).
 */
export function contrastSafe(
  color: string,
  surfaces: readonly string[] = LIGHT_SURFACES,
  min = TEXT_CONTRAST_AA,
): string {
  const rgb = parseHex(color);
  if (!rgb) return color;
  const ok = (hex: string) => surfaces.every((s) => contrastRatio(hex, s) >= min);
  for (let k = 1; k >= 0; k -= 0.01) {
    const hex = `#${rgb.map((c) => hex2(c * k)).join('')}`;
    if (ok(hex)) return k === 1 ? color : hex;
  }
  return '#000000';
}
