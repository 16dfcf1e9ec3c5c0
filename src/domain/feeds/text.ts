/**
 * A feed table as a file: tab-separated (Google: no quoting, so a tab or line break inside a
 * value becomes a space) or comma-separated with RFC 4180 quoting (Meta: 'Fields containing
 * whitespace or commas should be enclosed in double quotes… escaped with two double quotes').
 */
import type { FeedTable } from './spec';

const tsvCell = (v: string) => v.replace(/[\t\r\n]+/g, ' ');
/** One RFC 4180 field: quoted when it holds a quote, a comma or whitespace, its quotes doubled. */
export const csvCell = (v: string) => (/[",\s]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

export function tableText(table: FeedTable, format: 'tsv' | 'csv'): string {
  const cell = format === 'tsv' ? tsvCell : csvCell;
  const sep = format === 'tsv' ? '\t' : ',';
  const lines = [table.header, ...table.rows.map((r) => table.header.map((h) => r[h] ?? ''))];
  return `${lines.map((cells) => cells.map(cell).join(sep)).join('\n')}\n`;
}

/** The table a feed file holds (the reverse of tableText), for tests and the doctor. */
export function parseTable(text: string, format: 'tsv' | 'csv'): FeedTable {
  const records =
    format === 'tsv'
      ? text
          .split('\n')
          .filter(Boolean)
          .map((l) => l.split('\t'))
      : parseCsv(text);
  const [header = [], ...body] = records;
  return {
    header,
    rows: body.map((cells) => Object.fromEntries(header.map((h, i) => [h, cells[i] ?? '']))),
  };
}

function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n') {
      row.push(cell);
      records.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell || row.length) records.push([...row, cell]);
  return records;
}
