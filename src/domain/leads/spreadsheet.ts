/**
 * Leads as a spreadsheet (the delivery log's CSV export). A cell a spreadsheet would read as a
 * formula, one starting with '=', '+', '-' or '@' (or a tab or carriage return, which some
 * spreadsheets skip before reading one), is neutralised with a leading apostrophe, the
 * mitigation OWASP gives for CSV injection: a name like '=HYPERLINK(…)' stays text. Quoting is
 * RFC 4180's (feeds/text.ts); lines end in CRLF and the file starts with a byte-order mark, so
 * a spreadsheet opens it as UTF-8.
 */
import { csvCell } from '../feeds/text';

const FORMULA_START = /^[=+\-@\t\r]/;

/** A value as a spreadsheet cell that can only ever be text. */
export function spreadsheetText(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export const CSV_BOM = '\uFEFF';

/** A header row and rows as CSV text, every cell neutralised. */
export function spreadsheetCsv(
  header: readonly string[],
  rows: readonly (readonly string[])[],
): string {
  const line = (cells: readonly string[]) =>
    cells.map((c) => csvCell(spreadsheetText(c))).join(',');
  return `${CSV_BOM}${[header, ...rows].map(line).join('\r\n')}\r\n`;
}
