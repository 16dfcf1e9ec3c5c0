/**
 * Plain-language search's numbers: amounts as shoppers write them ('25 grand', '25k',
 * '$25,000', '25 000', 'twenty five grand', and 'under 25' for $25,000), distances, years and
 * ages, and the specifications a number names ('7 seater', '5 door', '3500kg towing', '2.0L',
 * 'V8', 'under 6L/100km', '40 mpg'), each with its bound ('under', 'at least', 'or less',
 * 'around', 'between … and …'), read from the phrase's words (plain-tokens.ts) into ranges.
 */
import { MPG_US_PER_L100KM } from '../market/format';

/** What a number measures, by the range it sets. */
export type Measure =
  | 'price'
  | 'km'
  | 'year'
  | 'seats'
  | 'doors'
  | 'cylinders'
  | 'towing'
  | 'engine_size'
  | 'fuel_economy';

export interface NumberContext {
  /** The current year: ages ('under 5 years old') read against it; without it they are not read. */
  currentYear?: number;
  /** The specifications the stock carries (spec-filters.ts keys): others are not read. */
  specs?: readonly string[];
}

const UNDER = new Set([
  'under',
  'below',
  'less',
  'max',
  'maximum',
  'upto',
  'to',
  'before',
  'budget',
  '<',
]);
const OVER = new Set(['over', 'above', 'more', 'min', 'minimum', 'from', 'after', 'since', '>']);
const ABOUT = new Set(['around', 'about', 'approx', 'approximately', 'roughly', 'circa', '~']);
/** Bounds that include the year they name ('from 2015' is 2015 on; 'after 2015' is 2016 on). */
const INCLUSIVE = new Set([
  'from',
  'to',
  'upto',
  'since',
  'min',
  'max',
  'minimum',
  'maximum',
  'budget',
]);
const AT_MOST_AFTER = /^(or-less|or-under|or-below|or-older|or-earlier|max|maximum|tops)$/;
const AT_LEAST_AFTER =
  /^(or-more|or-over|or-above|or-newer|or-later|or-up|onwards|plus|\+|min|minimum)$/;
const KM_WORDS = /^(km|kms|kilometres|kilometers|klms|ks|miles|mi|odometer|odo)$/;
const TOW_WORDS = new Set(['towing', 'tow']);
const YEAR_MIN = 1950;
const YEAR_MAX = 2100;
/** How close 'around 25k' reads: a tenth either side. */
const ABOUT_SHARE = 0.1;
const LB_IN_KG = 0.45359237;

/** '30k' → 30000; '$30,000' → 30000; '1.5m' → 1500000; null when the word is no amount. */
export function amount(word: string): number | null {
  const m = /^\$?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(k|m)?\+?$/i.exec(word);
  if (!m) return null;
  const n = Number(m[1].replace(/,/g, ''));
  const unit = m[2]?.toLowerCase();
  return unit === 'k' ? n * 1_000 : unit === 'm' ? n * 1_000_000 : n;
}

interface Quantity {
  measure: Measure;
  value: number;
  /** Words it takes, from its first. */
  width: number;
  /** 'exact' reads alone as that value; 'most'/'least' as a bound; 'band' as a narrow range. */
  alone: 'exact' | 'most' | 'least' | 'band';
  /** A small number a shopper wrote without a unit or sign ('under 25'): thousands, if a price. */
  bare: boolean;
  /** An age or miles per gallon: a bound on it bounds the field the other way. */
  inverse?: boolean;
}

const round = (n: number, places = 2) => Math.round(n * 10 ** places) / 10 ** places;
const SEAT_WORDS = /^(seater|seaters|seats|seat|passenger|passengers)$/;
const AGE_WORDS = /^(years?|yrs?)$/;

/** The quantity that starts at word i, if one does. */
function quantityAt(words: readonly string[], i: number, ctx: NumberContext): Quantity | null {
  const w = words[i] ?? '';
  const next = words[i + 1] ?? '';
  const spec = (key: string) => !ctx.specs || ctx.specs.includes(key);
  const q = (measure: Measure, value: number, alone: Quantity['alone'], width = 1) =>
    ({ measure, value, width, alone, bare: false }) as Quantity;
  let m: RegExpExecArray | null;
  if ((m = /^(\d[\d,]*(?:\.\d+)?k?)km$/.exec(w))) {
    const n = amount(m[1]);
    return n === null ? null : q('km', n, 'most');
  }
  if ((m = /^(\d+(?:\.\d+)?)l\/100km$/.exec(w)))
    return spec('fuel_economy') ? q('fuel_economy', Number(m[1]), 'most') : null;
  // '0 mpg' names no economy (it would be infinitely many litres): not read
  if ((m = /^(\d+(?:\.\d+)?)mpg$/.exec(w)) && Number(m[1]) > 0)
    return spec('fuel_economy')
      ? { ...q('fuel_economy', round(MPG_US_PER_L100KM / Number(m[1]), 1), 'most'), inverse: true }
      : null;
  if ((m = /^(\d[\d,]*(?:\.\d+)?)(kg|t|lb)$/.exec(w))) {
    const n = Number(m[1].replace(/,/g, ''));
    const kg = m[2] === 't' ? n * 1000 : m[2] === 'lb' ? Math.round(n * LB_IN_KG) : n;
    return spec('towing') ? q('towing', kg, 'least') : null;
  }
  if ((m = /^(\d+(?:\.\d)?)l$/.exec(w)))
    return spec('engine_size') ? q('engine_size', Number(m[1]), 'band') : null;
  if ((m = /^(\d{2,5})cc$/.exec(w)))
    return spec('engine_size') ? q('engine_size', Number(m[1]) / 1000, 'band') : null;
  if ((m = /^v(4|6|8|10|12)$/.exec(w) ?? /^(\d{1,2})cyl$/.exec(w)))
    return spec('cylinders') ? q('cylinders', Number(m[1]), 'exact') : null;
  if ((m = /^(\d{1,2})-?(seater|seaters|seats|seat|passenger|passengers)$/.exec(w)))
    return q('seats', Number(m[1]), 'least');
  if ((m = /^(\d)-?doors?$/.exec(w)))
    return spec('doors') ? q('doors', Number(m[1]), 'exact') : null;

  const n = amount(w);
  if (n === null) return null;
  const plain = /^\d+\+?$/.test(w);
  if (SEAT_WORDS.test(next) && n < 20) return q('seats', n, 'least', 2);
  if (/^doors?$/.test(next) && n < 10) return spec('doors') ? q('doors', n, 'exact', 2) : null;
  if (KM_WORDS.test(next)) return q('km', n, 'most', 2);
  if (AGE_WORDS.test(next) && n < 40) {
    if (!ctx.currentYear) return null;
    // '5 years old' is the year five years back; 'under 5 years old' that year or later
    const old = words[i + 2] === 'old' ? 1 : 0;
    return { ...q('year', ctx.currentYear - n, 'exact', 2 + old), inverse: true };
  }
  if (plain && n >= YEAR_MIN && n <= YEAR_MAX && !/\$/.test(w)) return q('year', n, 'exact');
  return { ...q('price', n, 'most'), bare: plain && n < 1000 };
}

export interface NumberReading {
  /** Ranges by measure ('price', 'km', 'towing', …), 'min:max' with either side empty. */
  range: Partial<Record<Measure, string>>;
  /** Which words were read. */
  used: boolean[];
}

/**
 * Reads the numbers of a phrase's words into ranges. Words already marked in `used` (a
 * model named by a number: 'ram 1500', 'peugeot 2008') are left alone.
 */
export function readNumbers(
  words: readonly string[],
  ctx: NumberContext = {},
  used: boolean[] = new Array<boolean>(words.length).fill(false),
): NumberReading {
  const range: Partial<Record<Measure, string>> = {};
  const take = (from: number, count: number) => {
    for (let k = Math.max(0, from); k < from + count && k < words.length; k++) used[k] = true;
  };
  /**
   * Narrows a measure's range by a bound. A bound that contradicts the range so far ('2019 under
   * 2019', 'over 30k under 20k') replaces it: the later words win, and a range never ends above
   * where it starts.
   */
  const set = (measure: Measure, min: number | null, max: number | null) => {
    const [lo, hi] = (range[measure] ?? ':').split(':');
    const from = min ?? (lo === '' ? null : Number(lo));
    const to = max ?? (hi === '' ? null : Number(hi));
    const crossed = from !== null && to !== null && from > to;
    range[measure] = crossed ? `${min ?? ''}:${max ?? ''}` : `${from ?? ''}:${to ?? ''}`;
  };
  /** A bare small price ('under 25', 'between 20 and 30') is in thousands. */
  const value = (q: Quantity) => (q.measure === 'price' && q.bare ? q.value * 1000 : q.value);
  /** A bound on a quantity; years' bounds exclude the year named unless inclusive. */
  const bound = (q: Quantity, side: 'most' | 'least', inclusive: boolean) => {
    let v = value(q);
    const s = q.inverse ? (side === 'most' ? 'least' : 'most') : side;
    if (q.measure === 'year' && !inclusive) v += s === 'most' ? -1 : 1;
    if (s === 'most') set(q.measure, null, v);
    else set(q.measure, v, null);
  };
  const alone = (q: Quantity) => {
    const v = value(q);
    if (q.alone === 'exact') set(q.measure, v, v);
    else if (q.alone === 'band') {
      // '2.0L' is any engine written 2.0; '650cc' one within 5%
      const spread = Number.isInteger(round(v * 10, 6)) ? 0.05 : v * 0.05;
      set(q.measure, round(v - spread), round(v + spread));
    } else if (q.inverse) bound(q, q.alone === 'most' ? 'least' : 'most', true);
    else bound(q, q.alone, true);
  };
  /** 'A to B', 'between A and B': the unit written once applies to both sides ('20 to 30k'). */
  const pair = (a: Quantity, b: Quantity) => {
    const unit = (q: Quantity) => q.measure !== 'price' && q.measure !== 'year';
    const measure =
      a.measure === b.measure ? a.measure : unit(b) ? b.measure : unit(a) ? a.measure : 'price';
    const side = (q: Quantity, other: Quantity) =>
      measure !== 'price' || q.measure !== 'price' || !q.bare
        ? q.value
        : other.measure === 'price' && !other.bare && other.value < 1000
          ? q.value
          : q.value * 1000;
    const lo = side(a, b);
    const hi = side(b, a);
    set(measure, Math.min(lo, hi), Math.max(lo, hi));
  };

  for (let i = 0; i < words.length; i++) {
    if (used[i]) continue;
    const w = words[i];
    const free = (k: number, width: number) => !used.slice(k, k + width).some(Boolean);

    // 'between A and B', 'from A to B'
    if (w === 'between' || w === 'from') {
      const a = quantityAt(words, i + 1, ctx);
      const joiner = a ? words[i + 1 + a.width] : '';
      const b =
        a && (joiner === 'to' || (w === 'between' && joiner === 'and'))
          ? quantityAt(words, i + 2 + a.width, ctx)
          : null;
      if (a && b && free(i, 2 + a.width + b.width)) {
        pair(a, b);
        take(i, 2 + a.width + b.width);
        continue;
      }
    }
    const cue = UNDER.has(w) ? 'most' : OVER.has(w) ? 'least' : ABOUT.has(w) ? 'about' : null;
    if (cue) {
      // 'under 25k', 'over 3000 kg', 'around 30k'; 'towing over 3000kg' takes its tow word
      const q = quantityAt(words, i + 1, ctx);
      if (!q || !free(i + 1, q.width) || (cue === 'about' && q.inverse)) continue;
      if (q.measure === 'towing' && TOW_WORDS.has(words[i - 1] ?? '')) take(i - 1, 1);
      if (cue === 'about') {
        const v = value(q);
        const d = q.measure === 'year' ? 1 : Math.round(v * ABOUT_SHARE);
        set(q.measure, v - d, v + d);
      } else bound(q, cue, INCLUSIVE.has(w) || !!q.inverse);
      take(i, 1 + q.width);
      continue;
    }
    const q = quantityAt(words, i, ctx);
    if (!q) {
      // 'towing 3500': a tow word, then a weight without its unit (tonnes when small)
      const n = /^\d/.test(words[i + 1] ?? '') ? amount(words[i + 1]) : null;
      if (TOW_WORDS.has(w) && n !== null && (!ctx.specs || ctx.specs.includes('towing'))) {
        const kg = n < 10 ? n * 1000 : n;
        if (kg >= 300) {
          set('towing', kg, null);
          take(i, 2);
        }
      }
      continue;
    }
    if (!free(i, q.width)) continue;
    const after = words[i + q.width] ?? '';
    if (after === 'to') {
      const b = quantityAt(words, i + q.width + 1, ctx);
      if (b && free(i + q.width + 1, b.width)) {
        pair(q, b);
        take(i, q.width + 1 + b.width);
        continue;
      }
    }
    // a lone small number ('hilux 25', 'mazda 3') is no amount: only '$', 'k' or a bound make it one
    if (q.measure === 'price' && q.bare) continue;
    if (q.measure === 'towing') {
      if (TOW_WORDS.has(after)) take(i + q.width, 1);
      if (TOW_WORDS.has(words[i - 1] ?? '')) take(i - 1, 1);
    }
    const plus = /\+$/.test(w);
    if (AT_MOST_AFTER.test(after) || AT_LEAST_AFTER.test(after) || plus) {
      const postfix = AT_MOST_AFTER.test(after) || AT_LEAST_AFTER.test(after);
      bound(q, AT_MOST_AFTER.test(after) ? 'most' : 'least', true);
      take(i, q.width + (postfix ? 1 : 0));
      continue;
    }
    alone(q);
    take(i, q.width);
  }
  return { range, used };
}
