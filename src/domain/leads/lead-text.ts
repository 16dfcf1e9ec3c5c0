/**
 * Text from a lead form, made fit for where a lead goes (an e-mail header, an XML document, a
 * spreadsheet cell, a web page): form text cannot break out of its place. A one-line value
 * (a name, an e-mail address, a phone number) loses every control character, CR and LF among
 * them, and the Unicode line and paragraph separators: a name can never start a new e-mail
 * header. A message keeps its line breaks (as LF) and nothing else of the kind. Both drop the
 * bidirectional overrides (they reorder what the dealer reads) and what XML 1.0 cannot carry
 * (lone surrogates, U+FFFE, U+FFFF).
 */

// C0 and C1 controls, DEL, the line and paragraph separators, and the bidi controls
const CONTROLS =
  // eslint-disable-next-line no-control-regex -- the control characters are what it finds
  /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const CONTROLS_BUT_LF =
  // eslint-disable-next-line no-control-regex -- the control characters are what it finds
  /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
// what XML 1.0 cannot carry: lone surrogates, U+FFFE and U+FFFF
const NOT_XML =
  /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]|[\uFFFE\uFFFF]/g;

function stringOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.map(stringOf).filter(Boolean).join(', ');
  return '';
}

/** Cuts at `max` UTF-16 units without splitting a surrogate pair. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = /[\uD800-\uDBFF]/.test(text[max - 1]) ? max - 1 : max;
  return `${text.slice(0, end)}…`;
}

/** A single-line value: controls become spaces, runs of spaces one, trimmed, at most `max`. */
export function oneLine(value: unknown, max = 200): string {
  return cut(
    stringOf(value).replace(NOT_XML, '').replace(CONTROLS, ' ').replace(/\s+/g, ' ').trim(),
    max,
  );
}

/** A multi-line value (a message): line breaks kept as LF, other controls dropped, at most `max`. */
export function multiLine(value: unknown, max = 5000): string {
  return cut(
    stringOf(value)
      .replace(/\r\n?/g, '\n')
      .replace(NOT_XML, '')
      .replace(CONTROLS_BUT_LF, '')
      .replace(/\n{3,}/g, '\n\n')
      .trim(),
    max,
  );
}
