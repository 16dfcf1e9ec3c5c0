/**
 * The overdue-lead alarm and retention on a fixed clock, on the embedded engine and on a real
 * PostgreSQL server, with two senders (two instances) passing every minute, against real
 * servers on loopback (a CRM that answers 503, a webhook receiver, an SMTP server):
 *   - a channel failing for an hour's worth of retries ends in the dead letter and one alarm,
 *     while the other channels deliver, and nothing is sent twice to a channel that acknowledged;
 *   - a lead no channel delivers within the tenant's minutes raises one alarm, and its dead
 *     letter later raises no second one;
 *   - two instances raising at the same moment write one alarm;
 *   - leads past the retention period go, with their follow-ups, outbox rows and attempts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/db/sql';
import { LeadStore } from '../../../src/server/stores/leads';
import { Outbox } from '../../../src/server/stores/outbox';
import { Delivery, channelsTaking, type Channels } from '../../../src/server/delivery';
import { tenantChannels } from '../../../src/server/channels';
import { serverConfig } from '../../../src/server/config';
import {
  ALARM_CHANNEL,
  CRM_ADF_CHANNEL,
  EMAIL_CHANNEL,
  WEBHOOK_CHANNEL,
} from '../../../src/domain/leads/channel-names';
import { ENGINES, testDb } from '../../support/db';
import { contextWith, CUSTOMER } from '../../support/lead-records';
import { CARS } from '../../support/fixture-site';
import { startHttpReceiver, startSmtp, startWebhookReceiver } from '../../support/lead-receivers';

const SECRET = 'whsec-fixed-clock-0123456789';
const MINUTE = 60_000;
const clock = { t: Date.UTC(2026, 10, 28, 0, 0, 0) };

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let crm: Awaited<ReturnType<typeof startHttpReceiver>>;
let hook: Awaited<ReturnType<typeof startWebhookReceiver>>;
const opened: Db[] = [];

beforeAll(async () => {
  smtp = await startSmtp();
  crm = await startHttpReceiver();
  // the receiver's clock is the test's: the signatures are made at the test's time
  hook = await startWebhookReceiver(SECRET, () => clock.t);
});
afterAll(async () => {
  await Promise.all([smtp.close(), crm.close(), hook.close()]);
  await Promise.all(opened.map((db) => db.close().catch(() => undefined)));
});

function setup(db: Db, tenant: string, env: Record<string, string> = {}) {
  const config = {
    ...serverConfig(tenant, {
      LEAD_ADF_URL: `${crm.url}/adf`,
      LEAD_WEBHOOK_URL: `${hook.url}/hook`,
      LEAD_WEBHOOK_SECRET: SECRET,
      SMTP_URL: smtp.url,
      LEAD_EMAIL_FROM: 'leads@sites.example.net',
      LEAD_EMAIL_TO: 'sales@loop.example.com.au',
      LEAD_ESCALATION_EMAIL: 'escalate@loop.example.com.au',
      LEAD_OVERDUE_MINUTES: '15',
      LEAD_RETENTION_DAYS: '30',
      ...env,
    }),
    upstreamTimeoutMs: 10_000,
  };
  expect(config.leads.problems).toEqual([]);
  const channels: Channels = tenantChannels(config, { now: () => clock.t });
  const instance = () =>
    new Delivery({
      db,
      channelsOf: () => channels,
      policyOf: () => config.leads,
      now: () => clock.t,
      backoff: { baseMs: MINUTE, maxMs: 10 * MINUTE, random: () => 0 },
      // an hour's worth of retries, then the dead letter
      deadLetter: { maxAttempts: 100, maxAgeMs: 60 * MINUTE },
      log: () => undefined,
    });
  const store = new LeadStore(db, tenant);
  const newLead = async (key: string, kind: 'enquiry' | 'trade-in-adjustments' = 'enquiry') =>
    (
      await store.insert(
        {
          idempotencyKey: key,
          kind,
          form: 'enquiry',
          payload: { userData: { ...CUSTOMER, message: 'Still available?' } },
          context: contextWith(CARS[0]),
        },
        channelsTaking(channels, kind),
        clock.t,
      )
    ).lead;
  return { store, channels, a: instance(), b: instance(), newLead };
}

const mailsOf = (ref: string, to: string) =>
  smtp.state.mails.filter(
    (m) => m.parsed.headers.get('x-lead-reference') === ref && m.to.includes(to),
  );
const crmCalls = (ref: string) =>
  crm.state.posts.filter((p) => p.headers['idempotency-key'] === ref).length;

describe.each(ENGINES)('the overdue-lead alarm on %s (fixed clock)', (engine) => {
  let db: Db;
  beforeAll(async () => {
    db = await testDb(engine);
    opened.push(db);
  });

  it('a channel failing for an hour ends in the dead letter and one alarm; the others deliver once', async () => {
    const { store, a, b, newLead } = setup(db, `alarm-dead-${engine}`);
    clock.t = Date.UTC(2026, 10, 28, 0, 0, 0);
    const lead = await newLead(`dead-${engine}`);
    crm.state.status = 503;
    const refusedBefore = crm.state.refused;
    try {
      for (let minute = 0; minute <= 90; minute++) {
        await a.pass({ tenant: store.tenant });
        await b.pass({ tenant: store.tenant });
        clock.t += MINUTE;
      }
    } finally {
      crm.state.status = 0;
    }
    const rows = Object.fromEntries(
      (await new Outbox(db).ofLead(store.tenant, lead.id)).map((r) => [r.channel, r]),
    );
    // the CRM: about 9 tries in the hour (backoff 1, 2, 4, 8, 10, 10 … minutes), then the dead letter
    expect(rows[CRM_ADF_CHANNEL]).toMatchObject({ status: 'dead', lastStatus: 503 });
    expect(crm.state.refused - refusedBefore).toBe(rows[CRM_ADF_CHANNEL].attempts);
    expect(rows[CRM_ADF_CHANNEL].attempts).toBeGreaterThanOrEqual(8);
    expect(rows[CRM_ADF_CHANNEL].attempts).toBeLessThanOrEqual(10);
    expect(crmCalls(lead.id)).toBe(0);
    // the other channels acknowledged it at once, and were never sent it again
    expect(rows[WEBHOOK_CHANNEL]).toMatchObject({ status: 'delivered', attempts: 1 });
    expect(rows[EMAIL_CHANNEL]).toMatchObject({ status: 'delivered', attempts: 1 });
    expect(hook.state.posts.filter((p) => p.headers['idempotency-key'] === lead.id)).toHaveLength(
      1,
    );
    expect(mailsOf(lead.id, 'sales@loop.example.com.au')).toHaveLength(1);
    // one alarm, sent once, after the dead letter: delivered on other channels, so never overdue
    expect(rows[ALARM_CHANNEL]).toMatchObject({ status: 'delivered', attempts: 1 });
    expect(rows[ALARM_CHANNEL].createdAt).toBeGreaterThanOrEqual(lead.createdAt + 55 * MINUTE);
    const alarms = mailsOf(lead.id, 'escalate@loop.example.com.au');
    expect(alarms).toHaveLength(1);
    const { subject, text } = alarms[0].parsed;
    expect(subject).toBe(`Lead ${lead.id} not delivered (Loop Motors website)`);
    expect(text).toContain('a delivery channel gave up on it');
    expect(text).toMatch(/CRM \(ADF by HTTP\): gave up after \d+ attempt\(s\), last response 503/);
    expect(text).toContain('Webhook: delivered after 1 attempt(s)');
    expect(text).toContain('https://loop.example.com.au/api/dealer/leads');
    // the alarm carries no personal data
    for (const personal of [
      CUSTOMER.name,
      CUSTOMER.last_name,
      CUSTOMER.email,
      CUSTOMER.phone,
      'Still available',
    ])
      expect(alarms[0].raw).not.toContain(personal);
    expect(await store.get(lead.id)).toMatchObject({ status: 'dead' });
  });

  it('a lead no channel delivers in 15 minutes raises one alarm; its dead letter raises none more', async () => {
    // the CRM answers 500 and the webhook's host is closed: no channel can deliver
    const { store, a, b, newLead } = setup(db, `alarm-overdue-${engine}`, {
      LEAD_WEBHOOK_URL: 'http://127.0.0.1:9/closed',
      LEAD_EMAIL_TO: '',
    });
    clock.t = Date.UTC(2026, 10, 29, 0, 0, 0);
    crm.state.status = 500;
    const lead = await newLead(`overdue-${engine}`);
    const alarmOf = async () =>
      (await new Outbox(db).ofLead(store.tenant, lead.id)).filter(
        (r) => r.channel === ALARM_CHANNEL,
      );
    try {
      for (let minute = 0; minute <= 16; minute++) {
        if (minute === 14) expect(await alarmOf()).toEqual([]);
        await a.pass({ tenant: store.tenant });
        await b.pass({ tenant: store.tenant });
        clock.t += MINUTE;
      }
      expect(await alarmOf()).toMatchObject([
        { status: 'delivered', createdAt: lead.createdAt + 15 * MINUTE },
      ]);
      const first = mailsOf(lead.id, 'escalate@loop.example.com.au');
      expect(first).toHaveLength(1);
      expect(first[0].parsed.text).toContain('no channel delivered it within 15 minutes');
      for (let minute = 17; minute <= 75; minute++) {
        await a.pass({ tenant: store.tenant });
        await b.pass({ tenant: store.tenant });
        clock.t += MINUTE;
      }
    } finally {
      crm.state.status = 0;
    }
    const rows = await new Outbox(db).ofLead(store.tenant, lead.id);
    expect(rows.map((r) => [r.channel, r.status])).toEqual([
      [ALARM_CHANNEL, 'delivered'],
      [CRM_ADF_CHANNEL, 'dead'],
      [WEBHOOK_CHANNEL, 'dead'],
    ]);
    expect(mailsOf(lead.id, 'escalate@loop.example.com.au')).toHaveLength(1);
  });

  it('two instances raising at the same moment write one alarm', async () => {
    const { store, a, b, newLead } = setup(db, `alarm-race-${engine}`);
    clock.t = Date.UTC(2026, 10, 30, 0, 0, 0);
    const lead = await newLead(`race-${engine}`);
    await new Outbox(db).claimLead(store.tenant, lead.id, clock.t, 1); // nothing delivered yet
    clock.t += 16 * MINUTE;
    const [x, y] = await Promise.all([
      a.housekeeping({ tenant: store.tenant, force: true }),
      b.housekeeping({ tenant: store.tenant, force: true }),
    ]);
    expect(x.alarms + y.alarms).toBe(1);
    expect(
      (await new Outbox(db).ofLead(store.tenant, lead.id)).filter(
        (r) => r.channel === ALARM_CHANNEL,
      ),
    ).toHaveLength(1);
  });

  it('leads past the retention period go with their follow-ups, rows and attempts', async () => {
    const { store, a, newLead } = setup(db, `retention-${engine}`, { LEAD_ADF_URL: '' });
    clock.t = Date.UTC(2026, 9, 1, 0, 0, 0);
    const old = await newLead(`old-${engine}`);
    const follow = await store.insert(
      {
        idempotencyKey: `old-follow-${engine}`,
        kind: 'trade-in-adjustments',
        parentId: old.id,
        payload: {},
      },
      [],
      // a day after its start: past the cutoff only by its start
      clock.t + 24 * 60 * MINUTE + MINUTE,
    );
    await a.pass({ tenant: store.tenant });
    clock.t += 29 * 24 * 60 * MINUTE;
    const recent = await newLead(`recent-${engine}`);
    clock.t += 2 * 24 * 60 * MINUTE; // the old lead is now 31 days old, the recent one 2
    const kept = await a.housekeeping({ tenant: store.tenant, force: true });
    expect(kept.purged).toBe(2);
    expect(await store.get(old.id)).toBeNull();
    expect(await store.get(follow.lead.id)).toBeNull();
    expect(await new Outbox(db).ofLead(store.tenant, old.id)).toEqual([]);
    expect(await store.get(recent.id)).not.toBeNull();
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*) AS n FROM outbox_attempts a JOIN outbox o ON o.id = a.outbox_id WHERE o.lead_id = $1`,
      [old.id],
    );
    expect(Number(rows[0].n)).toBe(0);
  });
});
