/**
 * The data layer's stores, each on the embedded engine and on a real PostgreSQL server: a lead
 * and its outbox rows are written together or not at all; claims never hand one row to two
 * senders; a sender whose lease ran out cannot overwrite the row's next holder; a channel that
 * keeps failing ends in the dead letter (fixed clock); two delivery passes at once send every
 * lead exactly once; one car takes one paid reservation whichever instance records it; limits
 * and sessions are shared by instances.
 */
import { afterAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { Db } from '../../../src/db/sql';
import { LeadStore, type StoredLead } from '../../../src/server/stores/leads';
import { Outbox } from '../../../src/server/stores/outbox';
import { Limits } from '../../../src/server/stores/limits';
import { AccountStore } from '../../../src/server/stores/accounts';
import { ReservationStore } from '../../../src/server/stores/reservations';
import {
  Delivery,
  leadApiChannel,
  LEAD_API_CHANNEL,
  type ChannelSender,
} from '../../../src/server/delivery';
import { postgresDb } from '../../../src/db/postgres';
import { ENGINES, postgresTestUrl, testDb } from '../../support/db';

const opened: Db[] = [];
afterAll(async () => {
  await Promise.all(opened.map((db) => db.close().catch(() => undefined)));
});

async function open(engine: (typeof ENGINES)[number]): Promise<Db> {
  const db = await testDb(engine);
  opened.push(db);
  return db;
}

const lead = (key: string, extra: Partial<Parameters<LeadStore['insert']>[0]> = {}) => ({
  idempotencyKey: key,
  kind: 'enquiry' as const,
  payload: { userData: { name: 'Jo', email: `${key}@example.com` } },
  ...extra,
});

function channel(send: ChannelSender['send']): Map<string, ChannelSender> {
  return new Map([[LEAD_API_CHANNEL, { waitsForParent: true, send }]]);
}

describe.each(ENGINES)('stores on %s', (engine) => {
  it('a lead and its outbox rows are written in one transaction, once per idempotency key', async () => {
    const db = await open(engine);
    const store = new LeadStore(db, 'tenant-a');
    const first = await store.insert(lead('k-1'), [LEAD_API_CHANNEL, 'webhook'], 1000);
    expect(first).toMatchObject({ created: true, lead: { status: 'pending' } });
    const again = await store.insert(lead('k-1'), [LEAD_API_CHANNEL], 2000);
    expect(again).toMatchObject({ created: false, lead: { id: first.lead.id } });
    expect((await new Outbox(db).ofLead('tenant-a', first.lead.id)).map((r) => r.channel)).toEqual([
      LEAD_API_CHANNEL,
      'webhook',
    ]);
    // a failure writing the outbox (here: one channel twice) leaves no lead behind
    await expect(store.insert(lead('k-2'), ['x', 'x'], 3000)).rejects.toThrow();
    expect(await store.byKey('k-2')).toBeNull();
    // the same key in another tenant is another lead
    const other = await new LeadStore(db, 'tenant-b').insert(lead('k-1'), [], 1000);
    expect(other).toMatchObject({ created: true, lead: { status: 'stored' } });
    expect(await new LeadStore(db, 'tenant-a').get(other.lead.id)).toBeNull();
  });

  it('a claim holds a row from other senders until its lease ends; a lapsed claim cannot overwrite', async () => {
    const db = await open(engine);
    const store = new LeadStore(db, 'lease');
    const outbox = new Outbox(db);
    const { lead: l } = await store.insert(lead('lease-1'), [LEAD_API_CHANNEL], 0);
    const [mine] = await outbox.claimDue({ now: 10, limit: 10, leaseMs: 100, tenant: 'lease' });
    expect(mine.leadId).toBe(l.id);
    expect(await outbox.claimDue({ now: 50, limit: 10, leaseMs: 100, tenant: 'lease' })).toEqual(
      [],
    );
    // the lease ends: another sender takes the row and delivers it
    const [theirs] = await outbox.claimDue({ now: 200, limit: 10, leaseMs: 100, tenant: 'lease' });
    expect(theirs.leadId).toBe(l.id);
    const ok = { at: 210, ok: true, status: 200, error: null, durationMs: 1 };
    expect(await outbox.delivered(theirs, 'UP-9', ok)).toBe(true);
    // the first sender's late failure changes nothing
    const late = { at: 220, ok: false, status: 500, error: 'late', durationMs: 1 };
    expect(await outbox.failed(mine, late, 5000)).toBe(false);
    expect(await store.get(l.id)).toMatchObject({ status: 'delivered', upstreamId: 'UP-9' });
    expect((await outbox.attempts(mine.id)).map((a) => a.ok)).toEqual([true, false]);
  });

  it('a channel failing for an hour (fixed clock) ends in the dead letter; the lead is kept', async () => {
    const db = await open(engine);
    const clock = { t: Date.UTC(2026, 10, 28, 0, 0, 0) };
    const store = new LeadStore(db, 'dead');
    const { lead: l } = await store.insert(lead('dead-1'), [LEAD_API_CHANNEL], clock.t);
    let calls = 0;
    const delivery = new Delivery({
      db,
      channelsOf: () =>
        channel(async () => {
          calls++;
          throw Object.assign(new Error('CRM is down'), { status: 503 });
        }),
      now: () => clock.t,
      backoff: { baseMs: 60_000, maxMs: 10 * 60_000, random: () => 0 },
      deadLetter: { maxAttempts: 100, maxAgeMs: 60 * 60_000 },
      log: () => undefined,
    });
    for (let minute = 0; minute <= 90; minute++) {
      await delivery.deliverDue({ tenant: 'dead' });
      clock.t += 60_000;
    }
    const [row] = await delivery.outbox.ofLead('dead', l.id);
    expect(row).toMatchObject({ status: 'dead', lastError: 'CRM is down', lastStatus: 503 });
    // backoff 1, 2, 4, 8, 10, 10 … minutes: about 9 attempts in the hour, then the dead letter
    expect(calls).toBe(row.attempts);
    expect(calls).toBeGreaterThanOrEqual(8);
    expect(calls).toBeLessThanOrEqual(10);
    expect(await store.get(l.id)).toMatchObject({ status: 'dead' });
    expect(await store.counts()).toEqual({ pending: 0, dead: 1 });
  });

  it('a follow-up waits for its start lead on the same channel, without spending an attempt', async () => {
    const db = await open(engine);
    const store = new LeadStore(db, 'trade');
    const start = await store.insert(lead('start-1', { kind: 'trade-in-start' }), [
      LEAD_API_CHANNEL,
    ]);
    const child = await store.insert(
      lead('child-1', { kind: 'trade-in-adjustments', parentId: start.lead.id }),
      [LEAD_API_CHANNEL],
    );
    const sent: string[] = [];
    let up = false;
    const delivery = new Delivery({
      db,
      channelsOf: () =>
        channel(async (l: StoredLead, ctx) => {
          if (!up) throw new Error('down');
          sent.push(`${l.kind}:${ctx.parentUpstreamId ?? '-'}`);
          return { upstreamId: `UP-${l.kind}`, status: 200 };
        }),
      backoff: { baseMs: 1, maxMs: 1, random: () => 0 },
      log: () => undefined,
    });
    await delivery.deliverLead('trade', start.lead.id); // fails: the start lead is still pending
    expect(await delivery.deliverLead('trade', child.lead.id)).toMatchObject({ postponed: 1 });
    expect((await delivery.outbox.ofLead('trade', child.lead.id))[0].attempts).toBe(0);
    up = true;
    await new Promise((r) => setTimeout(r, 5));
    await delivery.deliverLead('trade', start.lead.id);
    await delivery.deliverLead('trade', child.lead.id);
    expect(sent).toEqual(['trade-in-start:-', 'trade-in-adjustments:UP-trade-in-start']);
  });

  it('a limit counts per key in the database, for every instance, and resets with its window', async () => {
    const db = await open(engine);
    const a = new Limits(db, 'limits');
    const b = new Limits(db, 'limits');
    const limit = { max: 3, windowMs: 60_000 };
    const at = 120_000;
    expect([
      await a.hit('phone:1', limit, at),
      await b.hit('phone:1', limit, at + 1),
      await a.hit('phone:1', limit, at + 2),
    ]).toEqual([null, null, null]);
    expect(await b.hit('phone:1', limit, at + 3)).toBe(60_000 - 3);
    expect(await a.hit('phone:2', limit, at + 4)).toBeNull();
    expect(await a.hit('phone:1', limit, at + 60_000)).toBeNull();
    expect(await new Limits(db, 'other-tenant').hit('phone:1', limit, at + 5)).toBeNull();
  });

  it('a session ended on one instance is ended on every instance', async () => {
    const db = await open(engine);
    const one = new AccountStore(db, 'sessions');
    const two = new AccountStore(db, 'sessions');
    const s = await one.createSession('U1', '+61411222333', 1000, 60_000);
    expect(await two.session(s.id, 2000)).toMatchObject({ accountId: 'U1' });
    await two.endSession(s.id, 3000);
    expect(await one.session(s.id, 4000)).toBeNull();
    // an expired session is not live either
    const t = await one.createSession('U1', '+61411222333', 1000, 60_000);
    expect(await one.session(t.id, 61_000)).toBeNull();
  });
});

describe.runIf(ENGINES.includes('postgres'))('two instances on one PostgreSQL database', () => {
  /** Two pools on one schema: two server processes' connections. */
  async function instances(): Promise<[Db, Db]> {
    const url = await postgresTestUrl();
    const pair: [Db, Db] = [postgresDb(url, { max: 10 }), postgresDb(url, { max: 10 })];
    opened.push(...pair);
    return pair;
  }

  it('concurrent claims never hand one row to two senders', async () => {
    const [a, b] = await instances();
    const store = new LeadStore(a, 'claims');
    for (let i = 0; i < 120; i++) await store.insert(lead(`c-${i}`), [LEAD_API_CHANNEL], 0);
    const claims = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        new Outbox(i % 2 ? a : b).claimDue({ now: 10, limit: 15, leaseMs: 60_000 }),
      ),
    );
    const ids = claims.flat().map((r) => r.id);
    expect(ids.length).toBe(120);
    expect(new Set(ids).size).toBe(120);
  });

  it('two delivery passes at once, a receiver failing half its calls: every lead exactly once', async () => {
    const [a, b] = await instances();
    const received = new Map<string, number>();
    let calls = 0;
    const server = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        calls++;
        const key = String(req.headers['idempotency-key']);
        if (calls % 2 === 0) {
          res.writeHead(500).end(JSON.stringify({ error: 'flaky' }));
          return;
        }
        received.set(key, (received.get(key) ?? 0) + 1);
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ lead_id: `UP-${key}` }));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    try {
      const store = new LeadStore(a, 'passes');
      const ids: string[] = [];
      for (let i = 0; i < 200; i++)
        ids.push((await store.insert(lead(`p-${i}`), [LEAD_API_CHANNEL])).lead.id);
      const pass = (db: Db) =>
        new Delivery({
          db,
          channelsOf: () =>
            new Map([[LEAD_API_CHANNEL, leadApiChannel({ url }, { timeoutMs: 2_000 })]]),
          backoff: { baseMs: 1, maxMs: 5, random: () => 0 },
          log: () => undefined,
        });
      const one = pass(a);
      const two = pass(b);
      for (let round = 0; round < 40 && (await store.counts()).pending > 0; round++) {
        await Promise.all([
          one.deliverDue({ max: 500, budgetMs: 10_000, concurrency: 8 }),
          two.deliverDue({ max: 500, budgetMs: 10_000, concurrency: 8 }),
        ]);
        await new Promise((r) => setTimeout(r, 10));
      }
      expect(await store.counts()).toEqual({ pending: 0, dead: 0 });
      // counted at the receiving end, by idempotency key: none lost, none twice
      expect(received.size).toBe(200);
      expect([...received.values()].every((n) => n === 1)).toBe(true);
      expect([...received.keys()].sort()).toEqual([...ids].sort());
    } finally {
      await new Promise((r) => server.close(r));
    }
  }, 60_000);

  it('two buyers paying for one car on two instances: one reservation, one refund due', async () => {
    const [a, b] = await instances();
    for (let round = 0; round < 10; round++) {
      const car = `car-${round}`;
      const make = (db: Db, who: string) =>
        new ReservationStore(db, 'cars').create(
          {
            idempotencyKey: `${car}-${who}-xxxxxxxxxxxx`,
            carId: car,
            carSlug: car,
            returnPath: '/',
            source: 'checkout',
            journeyId: null,
            buyer: { name: who } as never,
            amount: 20000,
            currency: 'aud',
            provider: 'test',
          },
          0,
        );
      const ra = await make(a, 'ann');
      const rb = await make(b, 'bob');
      if (ra.kind !== 'created' || rb.kind !== 'created') throw new Error('not created');
      const results = await Promise.all([
        new ReservationStore(a, 'cars').applyEvent(`e-a-${round}`, ra.reservation.id, 'paid', 1),
        new ReservationStore(b, 'cars').applyEvent(`e-b-${round}`, rb.reservation.id, 'paid', 1),
      ]);
      const after = results.map((r) => (r.kind === 'applied' ? r.reservation : null));
      expect(after.filter((r) => r?.status === 'paid')).toHaveLength(1);
      expect(after.filter((r) => r?.status === 'cancelled' && r.refundDue)).toHaveLength(1);
    }
  });
});
