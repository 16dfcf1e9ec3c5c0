/**
 * Reservation rules (rules.md: Eligibility and quotes; Reservation) and the reserved overlay:
 * the build's stock read marks cars held by a paid, unexpired (48 h) reservation reserved, so
 * the 'RESERVED' label shows from the next build; an expired or unpaid one marks nothing.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  depositCurrency,
  depositMinorUnits,
  effectiveProvider,
  providerProblem,
  testProviderEnabled,
  formatHeldUntil,
  heldCarIds,
  heldUntil,
  providerName,
  withReservedOverlay,
} from '../../../../src/domain/checkout/reservation';
import { returnUrl } from '../../../../src/domain/checkout/reservation-api';
import { ReservationStore } from '../../../../src/server/stores/reservations';
import { paidHolds, readHolds } from '../../../../src/data/reservation-holds';
import { embeddedTestDb, ENGINES, postgresTestUrl } from '../../../support/db';
import { loadStock, loadTenant } from '../../../../src/data/tenant-content';
import { tempDir, writeTenant } from '../../../support/fixture-tenant';
import { BUYER } from '../../../support/reservations';
import { carTag } from '../../../../src/domain/vehicle/tags';

const NOW = Date.UTC(2026, 10, 24, 2, 0, 0);
const HOUR = 3_600_000;

describe('the deposit', () => {
  it("is $200 by default, the configured amount, and $200 when '$0' or null hides the amount", () => {
    expect(depositMinorUnits(undefined)).toBe(20000);
    expect(depositMinorUnits('$500')).toBe(50000);
    expect(depositMinorUnits('$1,000')).toBe(100000);
    expect(depositMinorUnits('$0')).toBe(20000);
    expect(depositMinorUnits(null)).toBe(20000);
  });

  it('is in the market’s currency', () => {
    expect(['AU', 'NZ', 'US'].map((m) => depositCurrency(m as 'AU'))).toEqual([
      'aud',
      'nzd',
      'usd',
    ]);
  });

  it('holds the car 48 hours, shown in the dealer’s timezone', () => {
    expect(heldUntil(NOW)).toBe(NOW + 48 * HOUR);
    expect(formatHeldUntil(heldUntil(NOW), 'Australia/Brisbane')).toBe(
      'Thursday 26 November 2026 at 12:00 pm',
    );
  });

  it("the site's payment_provider: stripe or test in any case, blank, or unknown", () => {
    expect(
      [undefined, null, '', 'test', ' TEST ', 'paypal', ' Stripe ', 'stripe'].map(providerName),
    ).toEqual([null, null, null, 'test', 'test', 'unknown', 'stripe', 'stripe']);
  });

  it('return URLs carry the reservation and the result', () => {
    expect(returnUrl('/cars/a/checkout', 'R1', 'paid')).toBe(
      '/cars/a/checkout?reservation=R1&result=paid',
    );
    expect(returnUrl('/checkout-journey?car_id=9', 'R1', 'cancelled')).toBe(
      '/checkout-journey?car_id=9&reservation=R1&result=cancelled',
    );
    // the query before a fragment (the browser never sends what follows '#')
    expect(returnUrl('/cars/a/checkout#deposit', 'R1', 'paid')).toBe(
      '/cars/a/checkout?reservation=R1&result=paid#deposit',
    );
  });
});

describe('the reserved overlay', () => {
  const cars = [
    { id: 1, reserved: false },
    { id: 2, reserved: null },
    { id: '3', reserved: true },
  ];

  it('marks paid, unexpired holds only', () => {
    const held = heldCarIds(
      [
        { car_id: '1', status: 'paid', held_until: NOW + HOUR },
        { car_id: '2', status: 'paid', held_until: NOW - 1 },
        { car_id: '3', status: 'pending', held_until: null },
      ],
      NOW,
    );
    expect([...held]).toEqual(['1']);
    expect(withReservedOverlay(cars, held).map((c) => c.reserved)).toEqual([true, null, true]);
    expect(withReservedOverlay(cars, new Set())).toBe(cars);
  });

  it('reads the holds from the database', async () => {
    const db = await embeddedTestDb();
    const store = new ReservationStore(db, 'hold-motors');
    const make = (carId: string) =>
      store.create(
        {
          idempotencyKey: `key-${carId}-xxxxxxxxxxxx`,
          carId,
          carSlug: `car-${carId}`,
          returnPath: `/cars/car-${carId}/checkout`,
          source: 'checkout',
          journeyId: null,
          buyer: BUYER,
          amount: 20000,
          currency: 'aud',
          provider: 'test',
        },
        NOW,
      );
    const a = await make('7');
    await make('8');
    if (a.kind !== 'created') throw new Error('not created');
    await store.applyEvent('evt_a', a.reservation.id, 'paid', NOW - 49 * HOUR);
    expect(heldCarIds(await paidHolds(db, 'hold-motors'), NOW).size).toBe(0);
    const b = await make('9');
    if (b.kind !== 'created') throw new Error('not created');
    await store.applyEvent('evt_b', b.reservation.id, 'paid', NOW);
    expect([...heldCarIds(await paidHolds(db, 'hold-motors'), NOW)]).toEqual(['9']);
    // another tenant's holds are its own
    expect(await paidHolds(db, 'other-motors')).toEqual([]);
    await db.close();
  });

  describe('in the build’s stock read', () => {
    const saved = { url: process.env.DATABASE_URL, dir: process.env.DATABASE_DIR };
    afterEach(() => {
      for (const [name, value] of [
        ['DATABASE_URL', saved.url],
        ['DATABASE_DIR', saved.dir],
      ] as const)
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
    });

    it(
      'a car with a paid reservation reads reserved and shows RESERVED',
      { timeout: 60_000 },
      async () => {
        const root = tempDir('reserve-overlay-');
        writeTenant(path.join(root, 'tenants'), 'hold-motors', 77);
        // no database yet: the build reads no holds, and makes no database
        process.env.DATABASE_DIR = path.join(root, 'db');
        delete process.env.DATABASE_URL;
        const before = await loadStock(await loadTenant('hold-motors', root), NOW / 1000);
        expect(before.find((c) => c.id === 1)?.reserved ?? false).toBe(false);
        expect(existsSync(path.join(root, 'db'))).toBe(false);

        // the endpoints' database: the test PostgreSQL server (or, without one, an embedded folder)
        if (ENGINES.includes('postgres')) process.env.DATABASE_URL = await postgresTestUrl();
        const { openToolDb } = await import('../../../../src/db/open');
        const db = await openToolDb(process.env, process.cwd());
        const store = new ReservationStore(db, 'hold-motors');
        const r = await store.create(
          {
            idempotencyKey: 'overlay-key-xxxxxxxxxx',
            carId: '1',
            carSlug: 'x',
            returnPath: '/cars/x/checkout',
            source: 'checkout',
            journeyId: null,
            buyer: BUYER,
            amount: 20000,
            currency: 'aud',
            provider: 'test',
          },
          NOW,
        );
        if (r.kind !== 'created') throw new Error('not created');
        await store.applyEvent('evt_overlay', r.reservation.id, 'paid', NOW);
        await db.close();
        expect(await readHolds('hold-motors')).toHaveLength(1);

        const after = await loadStock(await loadTenant('hold-motors', root), NOW / 1000);
        const car = after.find((c) => c.id === 1)!;
        expect(car.reserved).toBe(true);
        expect(carTag(car, {}, NOW / 1000)?.text).toBe('RESERVED');
        expect(after.filter((c) => c.reserved)).toHaveLength(1);
        // 48 hours later the hold has ended
        const later = await loadStock(
          await loadTenant('hold-motors', root),
          (NOW + 49 * HOUR) / 1000,
        );
        expect(later.some((c) => c.reserved)).toBe(false);
      },
    );
  });
});

describe('the provider that takes the payment', () => {
  const env = (hasStripeKeys: boolean, testEnabled: boolean) => ({ hasStripeKeys, testEnabled });
  it('Stripe with keys; the test provider only where it is enabled; never for an unknown name', () => {
    const table: [string | null, boolean, boolean, string | null][] = [
      // configured, Stripe keys, test enabled, provider
      ['stripe', true, true, 'stripe'],
      ['stripe', true, false, 'stripe'],
      ['stripe', false, true, 'test'], // a keyless clone run locally
      ['stripe', false, false, null], // a keyless deployment refuses
      ['test', true, true, 'test'],
      ['test', true, false, null], // test configured in production: refused
      [null, false, true, 'test'],
      [null, true, false, null],
      ['paypal', true, true, null], // unknown: refused, never the test provider
      ['Stripe ', true, false, 'stripe'],
    ];
    for (const [configured, keys, test, provider] of table)
      expect(effectiveProvider(configured, env(keys, test)), `${configured} ${keys} ${test}`).toBe(
        provider,
      );
    expect(providerProblem('paypal', env(true, true))).toMatch(/"paypal" is not supported/);
    expect(providerProblem('stripe', env(false, false))).toMatch(/STRIPE_SECRET_KEY/);
    expect(providerProblem('test', env(false, false))).toMatch(/PAYMENT_TEST_PROVIDER=enabled/);
    expect(providerProblem('stripe', env(true, false))).toBeNull();
  });

  it('the test provider is enabled only by its setting, and never in a production deploy', () => {
    expect(testProviderEnabled({})).toBe(false);
    expect(testProviderEnabled({ PAYMENT_TEST_PROVIDER: 'enabled' })).toBe(true);
    expect(testProviderEnabled({ PAYMENT_TEST_PROVIDER: 'true' })).toBe(false);
    expect(testProviderEnabled({ PAYMENT_TEST_PROVIDER: 'enabled', CONTEXT: 'production' })).toBe(
      false,
    );
    expect(
      testProviderEnabled({ PAYMENT_TEST_PROVIDER: 'enabled', CONTEXT: 'deploy-preview' }),
    ).toBe(true);
  });
});
