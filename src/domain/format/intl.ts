/**
 * Intl formatters, made once per locale and options: constructing one is costly (a
 * vehicle page's build formatted dates and money with fresh ones, several per page), using
 * one a few microseconds. Formatters hold no state between calls, so sharing them is safe.
 */
const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function memo<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let f = formats.get(key) as T | undefined;
  if (!f) {
    f = make();
    formats.set(key, f);
  }
  return f;
}

/** `new Intl.DateTimeFormat(locale, options)`, shared. */
export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat {
  return memo(
    `d ${locale} ${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, options),
  );
}

/** `new Intl.NumberFormat(locale, options)`, shared. */
export function numberFormat(
  locale: string,
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat {
  return memo(
    `n ${locale} ${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(locale, options),
  );
}

/** The locales that write whole numbers in groups of three with ',': every market's (market.ts). */
const COMMA_THOUSANDS = new Set(['en-AU', 'en-NZ', 'en-US']);

/**
 * A whole number with comma thousands, as `Intl.NumberFormat(locale)` writes it: 1234567 →
 * '1,234,567', -1234 → '-1,234'; rounded first, and never '-0'. Written without Intl for the
 * locales of COMMA_THOUSANDS, because the first `Intl.NumberFormat` a page makes is one long
 * task in the browser (ICU's number data loads), on every
 * page that shows a price or a count; a unit test holds it to Intl's output in every market.
 * Other locales, and numbers past the safe integers, are Intl's.
 */
export function groupThousands(value: number, locale = 'en-AU'): string {
  const n = Math.round(value);
  if (!COMMA_THOUSANDS.has(locale) || !Number.isSafeInteger(n))
    return numberFormat(locale, { maximumFractionDigits: 0 }).format(n);
  const digits = String(Math.abs(n));
  let out = digits.slice(0, digits.length % 3 || 3);
  for (let i = out.length; i < digits.length; i += 3) out += `,${digits.slice(i, i + 3)}`;
  return n < 0 ? `-${out}` : out;
}
