/**
 * Reservation rules (vehicles-and-shopping.md §4, §9 Reservation) and the reserved overlay:
 * the build's stock read marks cars held by a paid, unexpired (48 h) reservation reserved, so
 * the 'RESERVED' label shows from the next build; an expired or unpaid one marks nothing.
 */
import { afterEach, describe, expect, it } from 'vitest';
import path from 'node:path';
import {
  depositCurrency,
  depositMinorUnits,
  effectiveProvider,
  formatHeldUntil,
  heldCarIds,
  heldUntil,
  providerName,
  withReservedOverlay,
} from '../../../../src/domain/checkout/reservation';
import { returnUrl } from '../../../../src/domain/checkout/reservation-api';
import { readHolds, reservationsDbPath } from '../../../../src/server/reservation-store';
import { loadStock, loadTenant } from '../../../../src/data/tenant-content';
import { tempDir, writeTenant } from '../../../support/fixture-tenant';
import { tempReservations, BUYER } from '../../../support/reservations';
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

  it("the provider is Stripe only when the site's payment_provider says so", () => {
    expect([undefined, null, '', 'test', 'paypal', ' Stripe ', 'stripe'].map(providerName)).toEqual(
      ['test', 'test', 'test', 'test', 'test', 'stripe', 'stripe'],
    );
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

  it('reads the holds from the local store', () => {
    const store = tempReservations();
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
    const a = make('7');
    make('8');
    if (a.kind !== 'created') throw new Error('not created');
    store.applyEvent('evt_a', a.reservation.id, 'paid', NOW - 49 * HOUR);
    expect(heldCarIds(store.holds(), NOW).size).toBe(0);
    const b = make('9');
    if (b.kind !== 'created') throw new Error('not created');
    store.applyEvent('evt_b', b.reservation.id, 'paid', NOW);
    expect([...heldCarIds(store.holds(), NOW)]).toEqual(['9']);
  });

  describe('in the build’s stock read', () => {
    const saved = process.env.RESERVATIONS_DB;
    afterEach(() => {
      if (saved === undefined) delete process.env.RESERVATIONS_DB;
      else process.env.RESERVATIONS_DB = saved;
    });

    it('a car with a paid reservation reads reserved and shows RESERVED', async () => {
      const root = tempDir('reserve-overlay-');
      writeTenant(path.join(root, 'tenants'), 'hold-motors', 77);
      process.env.RESERVATIONS_DB = path.join(root, 'data', '{tenant}.sqlite');
      const before = await loadStock(await loadTenant('hold-motors', root), NOW / 1000);
      expect(before.find((c) => c.id === 1)?.reserved ?? false).toBe(false);

      const { ReservationStore } = await import('../../../../src/server/reservation-store');
      const store = new ReservationStore(reservationsDbPath('hold-motors'));
      const r = store.create(
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
      store.applyEvent('evt_overlay', r.reservation.id, 'paid', NOW);
      store.close();
      expect(readHolds(reservationsDbPath('hold-motors'))).toHaveLength(1);

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
    });
  });
});

describe('the provider that takes the payment', () => {
  const env = (hasStripeKeys: boolean, hasLeadApi: boolean) => ({ hasStripeKeys, hasLeadApi });
  it('test when configured so; Stripe with keys; the test provider for a keyless local clone; none for a keyless deployment', () => {
    expect(effectiveProvider(null, env(true, true))).toBe('test');
    expect(effectiveProvider('stripe', env(true, true))).toBe('stripe');
    expect(effectiveProvider('stripe', env(true, false))).toBe('stripe');
    expect(effectiveProvider('stripe', env(false, false))).toBe('test');
    expect(effectiveProvider('stripe', env(false, true))).toBeNull();
  });
});
