/**
 * Intl formatters, made once per locale and options: constructing one costs ~0.1 ms (a
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
