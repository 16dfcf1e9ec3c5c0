/**
 * The delivery log's routes at the handler: refused without the tenant's dealer key (the key
 * form, 401), a wrong key, another tenant's key or an old session refused, guesses limited; the
 * right key gives a session cookie, and the log lists each lead's channels with every attempt,
 * its response code and acknowledgement; the CSV export (by cookie or bearer key) neutralises
 * formulas; the page's own CSP allows exactly its one style; a POST from another site is refused.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { leadSettings } from '../../src/server/lead-settings';
import { dealerKey, LOG_SESSION_MS } from '../../src/server/lead-log/auth';
import {
  leadLogCsv,
  leadLogGet,
  leadLogPost,
  LOG_PAGE_SIZE,
} from '../../src/server/lead-log/routes';
import { LOG_TEXT } from '../../src/server/lead-log/page';
import { Outbox } from '../../src/server/stores/outbox';
import { CRM_ADF_CHANNEL, WEBHOOK_CHANNEL } from '../../src/domain/leads/channel-names';
import { LEAD_LOG_CSV_PATH, LEAD_LOG_PATH } from '../../src/domain/leads/delivery-log-paths';
import { parseTable } from '../../src/domain/feeds/text';
import { fileDb, makeDeps } from '../support/endpoints';
import { contextWith, CUSTOMER } from '../support/lead-records';
import { CARS } from '../support/fixture-site';

const SECRET = 'lead-log-secret-for-tests-0123';
const ORIGIN = 'https://loop.example.com.au';
const META = { clientAddress: '203.0.113.9' };

function logDeps(env: Record<string, string> = { LEAD_LOG_SECRET: SECRET }, now = Date.now) {
  const base = makeDeps();
  return makeDeps({
    tenantKey: base.tenant,
    now,
    // the key limit as a site has it (the suites' own multiplier is 100)
    config: { leads: leadSettings(base.tenant, env), limitMultiplier: 1 },
  });
}

const get = (path: string, headers: Record<string, string> = {}) =>
  new Request(`${ORIGIN}${path}`, { headers });
const form = (body: Record<string, string>, headers: Record<string, string> = {}) =>
  new Request(`${ORIGIN}${LEAD_LOG_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, ...headers },
    body: new URLSearchParams(body).toString(),
  });

async function signIn(deps: ReturnType<typeof logDeps>): Promise<string> {
  const r = await leadLogPost(form({ key: dealerKey(SECRET, deps.tenant) }), deps, META);
  expect(r.status).toBe(303);
  return /^lead_log=[^;]+/.exec(r.headers.get('set-cookie') ?? '')![0];
}

/** A lead with a CRM that gave up after two 503s and a webhook that took it on the second try. */
async function leadWithHistory(deps: ReturnType<typeof logDeps>, name = CUSTOMER.name) {
  const t0 = Date.UTC(2026, 10, 28, 1, 0, 0);
  const { lead } = await deps.leads.insert(
    {
      idempotencyKey: `log-${Math.random()}`,
      kind: 'enquiry',
      form: 'enquiry',
      category: 'Used Vehicle Enquiry',
      payload: { userData: { ...CUSTOMER, name, message: 'Still available?' } },
      context: contextWith(CARS[0]),
    },
    [CRM_ADF_CHANNEL, WEBHOOK_CHANNEL],
    t0,
  );
  const outbox = new Outbox(fileDb);
  const fail = (at: number) => ({
    at,
    ok: false,
    status: 503,
    error: 'answered 503 Service Unavailable',
    durationMs: 40,
  });
  let [crm, hook] = await outbox.claimLead(deps.tenant, lead.id, t0, 1000);
  if (crm.channel !== CRM_ADF_CHANNEL) [crm, hook] = [hook, crm];
  await outbox.failed(crm, fail(t0 + 1000), t0 + 60_000);
  await outbox.failed(hook, fail(t0 + 1000), t0 + 60_000);
  [crm, hook] = await outbox.claimDue({
    now: t0 + 60_000,
    limit: 10,
    leaseMs: 1000,
    tenant: deps.tenant,
  });
  if (crm.channel !== CRM_ADF_CHANNEL) [crm, hook] = [hook, crm];
  await outbox.failed(crm, fail(t0 + 61_000), null);
  await outbox.delivered(hook, null, {
    at: t0 + 61_000,
    ok: true,
    status: 202,
    error: null,
    durationMs: 12,
  });
  return lead;
}

describe('the delivery log is the dealer’s only', () => {
  it('is closed where LEAD_LOG_SECRET is not set', async () => {
    const deps = logDeps({});
    const r = await leadLogGet(get(LEAD_LOG_PATH), deps);
    expect(r.status).toBe(401);
    expect(await r.text()).toContain(LOG_TEXT.closed);
    expect((await leadLogCsv(get(LEAD_LOG_CSV_PATH), deps)).status).toBe(401);
  });

  it('without the key: the key form (401), under a CSP that allows only its own style', async () => {
    const deps = logDeps();
    await leadWithHistory(deps);
    const r = await leadLogGet(get(LEAD_LOG_PATH), deps);
    expect(r.status).toBe(401);
    const html = await r.text();
    expect(html).toContain('<label for="key">Dealer key</label>');
    expect(html).not.toContain(CUSTOMER.email);
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1];
    const hash = createHash('sha256').update(style).digest('base64');
    expect(r.headers.get('content-security-policy')).toBe(
      `default-src 'none'; style-src 'sha256-${hash}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
    );
    expect(html).not.toMatch(/<script|style="/);
    expect(r.headers.get('cache-control')).toBe('no-store');
    expect(r.headers.get('x-robots-tag')).toMatch(/noindex/);
  });

  it('refuses a wrong key, another tenant’s key, an old session and a cookie of another tenant', async () => {
    const deps = logDeps();
    const wrong = await leadLogPost(form({ key: 'dk_guess' }), deps, META);
    expect(wrong.status).toBe(401);
    const html = await wrong.text();
    expect(html).toContain(LOG_TEXT.wrongKey);
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-describedby="key-hint key-error"');
    const other = makeDeps();
    expect(
      (await leadLogPost(form({ key: dealerKey(SECRET, other.tenant) }), deps, META)).status,
    ).toBe(401);
    // a cookie made for this tenant does not open another's log
    const cookie = await signIn(deps);
    const otherDeps = logDeps();
    expect((await leadLogGet(get(LEAD_LOG_PATH, { cookie }), otherDeps)).status).toBe(401);
    // a session ends after a working day
    const later = logDeps({ LEAD_LOG_SECRET: SECRET }, () => Date.now() + LOG_SESSION_MS + 1000);
    const lateDeps = makeDeps({ tenantKey: deps.tenant, now: later.now, config: later.config });
    expect((await leadLogGet(get(LEAD_LOG_PATH, { cookie }), lateDeps)).status).toBe(401);
    // a changed secret changes every key and ends every session
    const rotated = makeDeps({
      tenantKey: deps.tenant,
      config: { leads: leadSettings(deps.tenant, { LEAD_LOG_SECRET: `${SECRET}-new` }) },
    });
    expect((await leadLogGet(get(LEAD_LOG_PATH, { cookie }), rotated)).status).toBe(401);
  });

  it('limits guesses per client: past ten in a quarter of an hour even the right key waits', async () => {
    const deps = logDeps();
    const client = { clientAddress: '198.51.100.77' };
    for (let i = 0; i < 10; i++)
      expect((await leadLogPost(form({ key: `dk_${i}` }), deps, client)).status).toBe(401);
    const blocked = await leadLogPost(form({ key: dealerKey(SECRET, deps.tenant) }), deps, client);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await blocked.text()).toContain(LOG_TEXT.tooMany);
    // another client is not held up
    expect(
      (await leadLogPost(form({ key: dealerKey(SECRET, deps.tenant) }), deps, META)).status,
    ).toBe(303);
  });

  it('refuses a key posted from another site’s page', async () => {
    const deps = logDeps();
    const r = await leadLogPost(
      form({ key: dealerKey(SECRET, deps.tenant) }, { origin: 'https://evil.example' }),
      deps,
      META,
    );
    expect(r.status).toBe(403);
    expect(r.headers.get('set-cookie')).toBeNull();
  });
});

describe('with the key', () => {
  it('a session cookie for the log’s folder; the log lists each channel’s attempts and codes', async () => {
    const deps = logDeps();
    const lead = await leadWithHistory(deps);
    const r = await leadLogPost(form({ key: ` ${dealerKey(SECRET, deps.tenant)} ` }), deps, META);
    expect(r.headers.get('location')).toBe(LEAD_LOG_PATH);
    const setCookie = r.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).toMatch(/Secure/);
    expect(setCookie).toMatch(/Path=\/api\/dealer(;|$)/);
    const cookie = /^lead_log=[^;]+/.exec(setCookie)![0];
    const page = await leadLogGet(get(LEAD_LOG_PATH, { cookie }), deps);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`Ref. ${lead.id}`);
    expect(html).toContain('Jo Citizen');
    expect(html).toContain(CUSTOMER.email);
    expect(html).toContain('2022 Toyota Corolla');
    expect(html).toContain('<th scope="col">CRM (ADF by HTTP)</th><th scope="col">Webhook</th>');
    expect(html).toContain('Gave up (dead letter)');
    expect(html).toContain('last response 503');
    expect(html).toContain('2 attempts<span class="visually-hidden"> to CRM (ADF by HTTP)</span>');
    expect(html).toMatch(/failed, response 503 \(answered 503 Service Unavailable\), 40 ms/);
    expect(html).toMatch(/accepted, response 202, 12 ms/);
    expect(html).toMatch(
      /<span class="delivered">Delivered<\/span> <time datetime="2026-11-28T01:01:01.000Z">/,
    );
    expect(html).toContain('Leads are deleted 365 days after they came in.');
  });

  it('filters to the dead letters, and pages to older leads', async () => {
    const deps = logDeps();
    const cookie = await signIn(deps);
    const dead = await leadWithHistory(deps);
    for (let i = 0; i < LOG_PAGE_SIZE; i++)
      await deps.leads.insert(
        {
          idempotencyKey: `page-${deps.tenant}-${i}`,
          kind: 'enquiry',
          payload: { userData: { name: `P${i}` } },
        },
        [],
        Date.UTC(2026, 10, 28, 2, i),
      );
    const all = await (await leadLogGet(get(LEAD_LOG_PATH, { cookie }), deps)).text();
    expect(all).not.toContain(`Ref. ${dead.id}`);
    const older = /href="(\/api\/dealer\/leads\?before=[^"]+)"/.exec(all)![1];
    const page2 = await (
      await leadLogGet(get(older.replace(/&amp;/g, '&'), { cookie }), deps)
    ).text();
    expect(page2).toContain(`Ref. ${dead.id}`);
    expect(page2).not.toContain('Older leads');
    const deadOnly = await (
      await leadLogGet(get(`${LEAD_LOG_PATH}?status=dead`, { cookie }), deps)
    ).text();
    expect(deadOnly).toContain(`Ref. ${dead.id}`);
    expect(deadOnly.match(/Ref\. L/g)).toHaveLength(1);
    expect(deadOnly).toContain('<option value="dead" selected>');
  });

  it('the CSV export: by cookie or bearer key, formulas neutralised; refused without', async () => {
    const deps = logDeps();
    await leadWithHistory(deps, '=HYPERLINK("http://evil.example","Open")');
    const refused = await leadLogCsv(get(LEAD_LOG_CSV_PATH), deps);
    expect(refused.status).toBe(401);
    expect(await refused.text()).not.toContain('HYPERLINK');
    const byKey = await leadLogCsv(
      get(LEAD_LOG_CSV_PATH, { authorization: `Bearer ${dealerKey(SECRET, deps.tenant)}` }),
      deps,
    );
    expect(byKey.status).toBe(200);
    expect(byKey.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(byKey.headers.get('content-disposition')).toMatch(
      /^attachment; filename="leads-loop-motors-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const text = await byKey.text();
    const table = parseTable(text.replace(/^\uFEFF/, '').replace(/\r\n/g, '\n'), 'csv');
    expect(table.rows).toHaveLength(1);
    expect(table.rows[0]).toMatchObject({
      Name: `'=HYPERLINK("http://evil.example","Open") Citizen`,
      Phone: `'${CUSTOMER.phone}`,
      'CRM (ADF by HTTP): status': 'dead',
      'CRM (ADF by HTTP): attempts': '2',
      'CRM (ADF by HTTP): last response': '503',
      'Webhook: status': 'delivered',
      'Webhook: acknowledged': '2026-11-28T09:01:01+08:00',
    });
    const cookie = await signIn(deps);
    expect((await leadLogCsv(get(LEAD_LOG_CSV_PATH, { cookie }), deps)).status).toBe(200);
    const wrongBearer = await leadLogCsv(
      get(LEAD_LOG_CSV_PATH, { authorization: 'Bearer dk_x' }),
      deps,
    );
    expect(wrongBearer.status).toBe(401);
  });

  it('sign out clears the session', async () => {
    const deps = logDeps();
    const r = await leadLogPost(form({ action: 'sign-out' }), deps, META);
    expect(r.status).toBe(303);
    expect(r.headers.get('set-cookie')).toMatch(/^lead_log=; Path=\/api\/dealer; Max-Age=0/);
  });
});
