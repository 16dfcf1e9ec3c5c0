/**
 * Range sliders (rules.md: Search controls; Range sliders; Search).
 *
 * - A value below the range minimum is refused ('Cannot refine below the range minimum');
 *   one above the maximum is refused ('Cannot refine above the range maximum').
 * - The minimum is clamped to no more than the current maximum, and the maximum to no
 *   less than the current minimum.
 * - price and km are rounded to the nearest 1000 and clamped to the range.
 * - On the dual price slider, the low handle stays at least 1 below the high handle.
 */
export const BELOW_MINIMUM = 'Cannot refine below the range minimum';
export const ABOVE_MAXIMUM = 'Cannot refine above the range maximum';
export const SLIDER_DEBOUNCE_MS = 400;
export const TEXT_SEARCH_DEBOUNCE_MS = 300;
/** Price slider default range 0 to 100000; the step is the range/100, rounded. */
export const DEFAULT_PRICE_RANGE = { min: 0, max: 100_000 } as const;
/** The dual-handle price-range screen: 5,000 to 250,000, step 500. */
export const PRICE_SCREEN = { min: 5_000, max: 250_000, step: 500 } as const;
const ROUNDED_TO_1000 = ['price', 'km'];

export interface Bounds {
  min: number;
  max: number;
}

/** The slider's range: the facet's min and max, or price's default when the facet has none. */
export function sliderBounds(
  attribute: string,
  stats: Partial<Bounds> | null | undefined,
): Bounds | null {
  const min = stats?.min;
  const max = stats?.max;
  if (
    typeof min === 'number' &&
    typeof max === 'number' &&
    Number.isFinite(min) &&
    Number.isFinite(max)
  ) {
    return { min: Math.floor(min), max: Math.ceil(max) };
  }
  if (attribute === 'price' || attribute === 'subscription_price')
    return { ...DEFAULT_PRICE_RANGE };
  return null;
}

/** The step is the range/100, rounded (at least 1). */
export function sliderStep(bounds: Bounds): number {
  return Math.max(1, Math.round((bounds.max - bounds.min) / 100));
}

export type Refinement =
  { ok: true; value: [number | undefined, number | undefined] } | { ok: false; message: string };

const clamp = (v: number, b: Bounds) => Math.min(b.max, Math.max(b.min, v));

/**
 * Validates and normalises a slider refinement [low, high] against the range. A bound at
 * the range's edge is dropped (undefined): the refinement is open on that side.
 */
export function refineRange(
  attribute: string,
  requested: [number | undefined, number | undefined],
  bounds: Bounds,
): Refinement {
  let [low, high] = requested;
  if (low !== undefined && low < bounds.min) return { ok: false, message: BELOW_MINIMUM };
  if (high !== undefined && high > bounds.max) return { ok: false, message: ABOVE_MAXIMUM };
  if (low !== undefined && high !== undefined) {
    low = Math.min(low, high);
    high = Math.max(high, low);
  }
  // A handle left at the range's edge does not refine that side.
  if (low !== undefined && low <= bounds.min) low = undefined;
  if (high !== undefined && high >= bounds.max) high = undefined;
  if (ROUNDED_TO_1000.includes(attribute)) {
    if (low !== undefined) low = clamp(Math.round(low / 1000) * 1000, bounds);
    if (high !== undefined) high = clamp(Math.round(high / 1000) * 1000, bounds);
  }
  return {
    ok: true,
    value: [low === bounds.min ? undefined : low, high === bounds.max ? undefined : high],
  };
}

/** The dual price slider's handles: in range, on the step, the low at least 1 below the high. */
export function dualPriceHandles(
  low: number,
  high: number,
  screen: { min: number; max: number; step: number } = PRICE_SCREEN,
): [number, number] {
  const snap = (v: number) =>
    clamp(Math.round((v - screen.min) / screen.step) * screen.step + screen.min, screen);
  let hi = snap(high);
  let lo = snap(low);
  if (hi <= screen.min) hi = screen.min + screen.step;
  if (lo > hi - 1) lo = Math.max(screen.min, hi - screen.step);
  return [lo, hi];
}

/** 'min:max' of an InstantSearch range state → numbers. */
export function parseRangeValue(
  value: string | undefined,
): [number | undefined, number | undefined] {
  if (!value) return [undefined, undefined];
  const [a, b] = value.split(':');
  const n = (s: string | undefined) =>
    s === undefined || s === '' || Number.isNaN(Number(s)) ? undefined : Number(s);
  return [n(a), n(b)];
}
