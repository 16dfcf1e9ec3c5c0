/**
 * A tenant's lead delivery settings from the environment: {tenant} in any value, NAME__<SLUG>
 * for one tenant of a server that serves several, and a setting that cannot work left out with
 * the reason (no e-mail without a mail server, no webhook without its secret).
 */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_OVERDUE_MINUTES,
  DEFAULT_RETENTION_DAYS,
  isPlainAddress,
  leadSettings,
  tenantVariable,
} from '../../../src/server/lead-settings';
import { tenantChannels } from '../../../src/server/channels';
import { serverConfig } from '../../../src/server/config';

const MAIL = { SMTP_URL: 'smtps://u:p@smtp.example.net:465', LEAD_EMAIL_FROM: 'leads@example.net' };

describe('lead settings', () => {
  it('none set: no channel, the defaults, the log closed', () => {
    expect(leadSettings('a-site', {})).toEqual({
      adfPost: null,
      adfEmail: null,
      email: null,
      webhook: null,
      smtp: null,
      escalation: null,
      overdueMinutes: DEFAULT_OVERDUE_MINUTES,
      retentionDays: DEFAULT_RETENTION_DAYS,
      logSecret: null,
      problems: [],
    });
    expect([...tenantChannels(serverConfig('a-site', {})).keys()]).toEqual([]);
  });

  it('{tenant} in a value; a tenant’s own NAME__<SLUG> wins', () => {
    const env = {
      ...MAIL,
      LEAD_ADF_URL: 'https://crm.example.com/adf/{tenant}',
      LEAD_EMAIL_TO: 'leads+{tenant}@dealer.example',
      [tenantVariable('LEAD_EMAIL_TO', 'sunshine-coast-toyota')]: 'sales@sct.example.com.au',
      [tenantVariable('LEAD_RETENTION_DAYS', 'sunshine-coast-toyota')]: '730',
    };
    expect(tenantVariable('LEAD_EMAIL_TO', 'sunshine-coast-toyota')).toBe(
      'LEAD_EMAIL_TO__SUNSHINE_COAST_TOYOTA',
    );
    const sct = leadSettings('sunshine-coast-toyota', env);
    expect(sct).toMatchObject({
      adfPost: { url: 'https://crm.example.com/adf/sunshine-coast-toyota', token: null },
      email: ['sales@sct.example.com.au'],
      retentionDays: 730,
    });
    expect(leadSettings('badger-state-auto', env)).toMatchObject({
      email: ['leads+badger-state-auto@dealer.example'],
      retentionDays: DEFAULT_RETENTION_DAYS,
    });
    expect([...tenantChannels(serverConfig('sunshine-coast-toyota', env)).keys()]).toEqual([
      'crm-adf',
      'email',
    ]);
  });

  it.each([
    [
      { LEAD_EMAIL_TO: 'a@b.example' },
      'LEAD_EMAIL_TO is set, but there is no mail server to send with (SMTP_URL).',
    ],
    [
      { LEAD_ESCALATION_EMAIL: 'a@b.example' },
      'LEAD_ESCALATION_EMAIL is set, but there is no mail server to send with (SMTP_URL).',
    ],
    [
      { LEAD_WEBHOOK_URL: 'https://hook.example' },
      'LEAD_WEBHOOK_URL needs LEAD_WEBHOOK_SECRET (16 characters or more) to sign with.',
    ],
    [
      { LEAD_WEBHOOK_URL: 'ftp://hook.example', LEAD_WEBHOOK_SECRET: 'x'.repeat(20) },
      'LEAD_WEBHOOK_URL must be an http(s) URL.',
    ],
    [{ LEAD_ADF_URL: 'javascript:alert(1)' }, 'LEAD_ADF_URL must be an http(s) URL.'],
    [{ SMTP_URL: 'http://smtp.example' }, 'SMTP_URL must be an smtp:// or smtps:// URL.'],
    [
      { SMTP_URL: 'smtp://smtp.example' },
      'SMTP_URL needs LEAD_EMAIL_FROM, a plain e-mail address to send from.',
    ],
    [
      { ...MAIL, LEAD_EMAIL_TO: 'a@b.example, "Evil" <x@y.example>' },
      'LEAD_EMAIL_TO holds 1 address(es) that are not plain e-mail addresses.',
    ],
    [
      { ...MAIL, LEAD_EMAIL_TO: 'a@b.example\r\nBcc: x@y.example' },
      'LEAD_EMAIL_TO holds 1 address(es) that are not plain e-mail addresses.',
    ],
    [{ LEAD_LOG_SECRET: 'short' }, 'LEAD_LOG_SECRET must be 16 characters or more.'],
  ])('%j: left out, and why', (env, problem) => {
    const settings = leadSettings('t', env);
    expect(settings.problems).toEqual([problem]);
    expect([...tenantChannels(serverConfig('t', env)).keys()]).toEqual([]);
  });

  it('minutes and days within bounds; nonsense gives the default', () => {
    expect(
      leadSettings('t', { LEAD_OVERDUE_MINUTES: '0', LEAD_RETENTION_DAYS: '1' }),
    ).toMatchObject({
      overdueMinutes: 1,
      retentionDays: 7,
    });
    expect(
      leadSettings('t', { LEAD_OVERDUE_MINUTES: '-5', LEAD_RETENTION_DAYS: 'forever' }),
    ).toMatchObject({
      overdueMinutes: DEFAULT_OVERDUE_MINUTES,
      retentionDays: DEFAULT_RETENTION_DAYS,
    });
  });

  it.each([
    ['jo@example.com', true],
    ['jo.citizen+leads@mail.example.com.au', true],
    ['jo@example', false],
    ['jo @example.com', false],
    ['"jo"@example.com', false],
    ['jo@example.com\r\nBcc: x@y.z', false],
    ['jo@example.com,x@y.z', false],
    ['<jo@example.com>', false],
    ['', false],
  ])('%j is a plain address: %s', (address, plain) => {
    expect(isPlainAddress(address)).toBe(plain);
  });
});
