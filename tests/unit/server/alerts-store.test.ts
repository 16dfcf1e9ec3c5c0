/**
 * Saved searches and stock alerts in the database, on both engines: saving (once per search and
 * address, at most the limit, one watchlist subscription), a build's record (its snapshot and
 * items together, once), composing one message per shopper and address with its outbox row,
 * sending it through the outbox with the tenant's messenger, and unsubscribing.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { ENGINES, testDb } from '../../support/db';
import type { Db } from '../../../src/db/sql';
import { SavedSearchStore, type NewSubscription } from '../../../src/server/stores/saved-searches';
import { AlertStore } from '../../../src/server/stores/alerts';
import { Delivery } from '../../../src/server/delivery';
import { composeAlerts } from '../../../src/server/alerts';
import type { AlertSite } from '../../../src/domain/alerts/alert-message';
import type { StockSnapshot } from '../../../src/domain/alerts/stock-changes';
import type { EmailMessage, Messenger, SmsMessage } from '../../../src/server/messaging/messenger';

const site: AlertSite = {
  name: 'Loop Motors',
  url: 'https://loop.example.com.au',
  market: 'AU',
  word: 'car',
  savedSearchesPath: '/my-garage?tab=saved-searches',
};
const entry = (price: number) => ({
  price,
  state: 'available' as const,
  title: `Car ${price}`,
  path: `/cars/${price}`,
});

let saves = 0;

function search(
  accountId: string,
  url: string,
  over: Partial<NewSubscription> = {},
): NewSubscription {
  return {
    accountId,
    phone: `+6141100000${accountId.slice(-1)}`,
    kind: 'search',
    url,
    state: { query: url },
    title: `Search ${url}`,
    channel: 'email',
    recipient: `${accountId}@example.com`,
    createdAt: ++saves,
    ...over,
  };
}

function recordingMessenger() {
  const emails: EmailMessage[] = [];
  const sms: SmsMessage[] = [];
  const messenger: Messenger = {
    email: {
      kind: 'smtp',
      send: async (m) => (emails.push(m), { id: `m${emails.length}`, status: null }),
    },
    sms: { kind: 'http', send: async (m) => (sms.push(m), { id: `s${sms.length}`, status: 200 }) },
  };
  return { emails, sms, messenger };
}

describe.each(ENGINES)('saved searches and alerts on %s', (engine) => {
  const dbs: Db[] = [];
  const open = async () => {
    const db = await testDb(engine);
    dbs.push(db);
    return db;
  };
  afterAll(async () => {
    for (const db of dbs) await db.close();
  });

  it('a search is saved once per address, up to the limit; the watchlist’s alerts once per account', async () => {
    const store = new SavedSearchStore(await open(), 't');
    const first = await store.add(search('U1', '/search/toyota'), 2);
    expect(first).toMatchObject({
      ok: true,
      subscription: { url: '/search/toyota', alerts: true },
    });
    expect(await store.add(search('U1', '/search/toyota'), 2)).toEqual({
      ok: false,
      reason: 'already',
    });
    // the same search to another address is another subscription
    expect(
      (
        await store.add(
          search('U1', '/search/toyota', { channel: 'sms', recipient: '+61411000001' }),
          2,
        )
      ).ok,
    ).toBe(true);
    expect(await store.add(search('U1', '/search/kia'), 2)).toEqual({
      ok: false,
      reason: 'too-many',
    });
    // another shopper's count is their own
    expect((await store.add(search('U2', '/search/kia'), 2)).ok).toBe(true);
    const watch = {
      ...search('U1', ''),
      kind: 'watchlist' as const,
      url: null,
      state: null,
      title: 'Cars on your watchlist',
    };
    const w1 = await store.add(watch, 2);
    const w2 = await store.add({ ...watch, channel: 'sms', recipient: '+61411000001' }, 2);
    expect(w1.ok && w2.ok && w2.subscription.id).toBe(w1.ok && w1.subscription.id);
    const mine = await store.list('U1');
    expect(mine.map((s) => [s.kind, s.channel])).toEqual([
      ['watchlist', 'sms'],
      ['search', 'email'],
      ['search', 'sms'],
    ]);
    expect(await store.remove('U2', mine[1].id)).toBe(false);
    expect(await store.remove('U1', mine[1].id)).toBe(true);
    expect(await store.list('U1')).toHaveLength(2);
  });

  it('a build records its snapshot and items together, once; the pass sends one message per shopper and address', async () => {
    const db = await open();
    const searches = new SavedSearchStore(db, 't');
    const alerts = new AlertStore(db);
    const a = await searches.add(search('U1', '/search/a'), 20);
    const b = await searches.add(search('U1', '/search/b'), 20);
    const c = await searches.add(
      search('U2', '/search/c', { channel: 'sms', recipient: '+61411000002' }),
      20,
    );
    if (!a.ok || !b.ok || !c.ok) throw new Error('not saved');
    const cars: StockSnapshot = { '1': entry(30000) };
    expect(
      await alerts.recordBuild('t', {
        builtAt: 10,
        previousBuiltAt: null,
        cars,
        site,
        items: [],
        now: 10,
      }),
    ).toEqual({ recorded: true, items: 0 });
    const car = { id: '2', title: 'Car 25000', path: '/cars/25000', price: 25000 };
    const items = [
      { subscriptionId: a.subscription.id, change: 'new' as const, carId: '2', car },
      { subscriptionId: b.subscription.id, change: 'new' as const, carId: '2', car },
      {
        subscriptionId: b.subscription.id,
        change: 'price-drop' as const,
        carId: '1',
        car: { ...car, id: '1', title: 'Car 28000', price: 28000, previousPrice: 30000 },
      },
      { subscriptionId: c.subscription.id, change: 'new' as const, carId: '2', car },
      { subscriptionId: 'deleted-meanwhile', change: 'new' as const, carId: '2', car },
    ];
    // taken against an old snapshot: nothing is written
    expect(
      await alerts.recordBuild('t', {
        builtAt: 20,
        previousBuiltAt: 5,
        cars,
        site,
        items,
        now: 20,
      }),
    ).toEqual({ recorded: false, items: 0 });
    expect(
      await alerts.recordBuild('t', {
        builtAt: 20,
        previousBuiltAt: 10,
        cars,
        site,
        items,
        now: 20,
      }),
    ).toEqual({ recorded: true, items: 4 });
    expect((await alerts.snapshot('t'))?.builtAt).toBe(20);

    const sent = recordingMessenger();
    const delivery = new Delivery({
      db,
      channelsOf: () => new Map(),
      messengerOf: () => sent.messenger,
      now: () => 30,
      log: () => undefined,
    });
    const pass = await delivery.deliverDue({ tenant: 't' });
    expect(pass).toMatchObject({ delivered: 2, failed: 0, dead: 0 });
    expect(sent.emails).toHaveLength(1);
    expect(sent.emails[0]).toMatchObject({
      to: 'U1@example.com',
      subject: 'Loop Motors: 1 new car and 1 price drop',
    });
    expect(sent.emails[0].text).toContain(
      'Matches your saved searches: Search /search/a; Search /search/b',
    );
    expect(sent.emails[0].headers?.['List-Unsubscribe']).toMatch(
      /^<https:\/\/loop\.example\.com\.au\/alerts\/unsubscribe\?t=A[\w-]+\.[\w-]+>$/,
    );
    expect(sent.sms).toEqual([
      { to: '+61411000002', body: expect.stringContaining('New: Car 25000, $25,000') },
    ]);
    // sent once: the next pass has nothing
    expect(await delivery.deliverDue({ tenant: 't' })).toMatchObject({ delivered: 0 });
    const [message] = await alerts.messagesTo('t', 'U1@example.com');
    expect(
      (await delivery.outbox.ofAlert('t', message.id)).map((r) => [
        r.channel,
        r.status,
        r.upstreamId,
      ]),
    ).toEqual([['alert-email', 'delivered', 'm1']]);

    // the shopper stops the alerts to that address: the next build's items for it are dropped
    expect(await searches.setAlerts(message, false, 40)).toBe(2);
    expect((await searches.active()).map((s) => s.accountId)).toEqual(['U2']);
    await alerts.recordBuild('t', {
      builtAt: 50,
      previousBuiltAt: 20,
      cars,
      site,
      items: items.slice(0, 2),
      now: 50,
    });
    expect(await composeAlerts(db, { tenant: 't', now: () => 60 })).toBe(0);
    expect(await alerts.pendingTenants('t')).toEqual([]);
    expect(await searches.setAlerts(message, true, 70)).toBe(2);
  });

  it('a failing transport: the message waits in the outbox and is sent on a later pass', async () => {
    const db = await open();
    const searches = new SavedSearchStore(db, 't');
    const alerts = new AlertStore(db);
    const a = await searches.add(search('U1', '/search/a'), 20);
    if (!a.ok) throw new Error('not saved');
    await alerts.recordBuild('t', {
      builtAt: 1,
      previousBuiltAt: null,
      cars: {},
      site,
      items: [],
      now: 1,
    });
    const car = { id: '2', title: 'Car 25000', path: '/cars/25000', price: 25000 };
    await alerts.recordBuild('t', {
      builtAt: 2,
      previousBuiltAt: 1,
      cars: {},
      site,
      items: [{ subscriptionId: a.subscription.id, change: 'new', carId: '2', car }],
      now: 2,
    });
    let now = 100;
    let up = false;
    const sent = recordingMessenger();
    const messenger: Messenger = {
      ...sent.messenger,
      email: {
        kind: 'smtp',
        send: async (m) => {
          if (!up) throw new Error('connect ECONNREFUSED');
          return sent.messenger.email.send(m);
        },
      },
    };
    const delivery = new Delivery({
      db,
      channelsOf: () => new Map(),
      messengerOf: () => messenger,
      now: () => now,
      log: () => undefined,
      backoff: { baseMs: 1000, maxMs: 1000, random: () => 0 },
    });
    expect(await delivery.deliverDue({ tenant: 't' })).toMatchObject({ delivered: 0, failed: 1 });
    up = true;
    now += 2000;
    expect(await delivery.deliverDue({ tenant: 't' })).toMatchObject({ delivered: 1 });
    expect(sent.emails).toHaveLength(1);
  });
});
