/**
 * src/page-data/checkout.ts: /cars/{slug}/checkout for every listed car with checkout enabled
 * (reservation flag, on the lot, not sold or reserved, with a price); /buy-online only where
 * config.buyOnline; the page's car, price, deposit ('$0' or null hides it) and provider label.
 */
import { describe, expect, it, vi } from 'vitest';
import { pageDataFor, type TenantFixture } from '../../support/astro-content';
import { TEST_PROVIDER_LABEL } from '../../../src/domain/checkout/reservation';

const load = (tenant: TenantFixture) =>
  pageDataFor(tenant, () => import('../../../src/page-data/checkout'));

const car = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  slug: `2021-toyota-corolla-${id}`,
  make: 'Toyota',
  model: 'Corolla',
  year: 2021,
  car_type: 'used',
  status: 'in_stock',
  price: 25990,
  ...over,
});
const stock = [
  car(1),
  car(2, { status: 'sold', sold: true }),
  car(3, { reserved: true }),
  car(4, { price: 0 }),
  car(5, { status: 'coming_soon' }),
];
const pacific = (config: Record<string, unknown> = {}, over: Record<string, unknown> = {}) => ({
  website: { dealership_group: 'Pacific Motor Group', config, ...over },
  stock,
});

describe('checkout pages', () => {
  it('one per car with checkout enabled, on a site with the reservation flag', async () => {
    const data = await load(pacific());
    const paths = await data.checkoutStaticPaths('checkout');
    expect(paths.map((p) => p.params.slug)).toEqual(['2021-toyota-corolla-1']);
    expect(await data.checkoutStaticPaths('buy-online')).toEqual([]);
  });

  it('none without the flag; buy-online pages where configured', async () => {
    const other = await load({ website: { dealership_group: 'Someone Else' }, stock });
    expect(await other.checkoutStaticPaths('checkout')).toEqual([]);
    const buyOnline = await load(pacific({ buyOnline: true }));
    expect((await buyOnline.checkoutStaticPaths('buy-online')).map((p) => p.params.slug)).toEqual([
      '2021-toyota-corolla-1',
    ]);
  });

  it('shows the car, its price by the price rule, the deposit and the test provider label', async () => {
    vi.stubEnv('PAYMENT_TEST_PROVIDER', 'enabled'); // a local build (build-all sets it)
    const data = await load(pacific());
    const [{ props }] = await data.checkoutStaticPaths('checkout');
    const page = await data.checkoutPage(props.car, 'checkout');
    expect(page.path).toBe('/cars/2021-toyota-corolla-1/checkout');
    expect(page.car.price).toBe('$25,990');
    expect(page.car.href).toBe('/cars/2021-toyota-corolla-1');
    expect(page.island.deposit).toBe('$200');
    expect(page.island.fields.map((f) => f.name)).toEqual([
      'name',
      'last_name',
      'email',
      'phone',
      'postcode',
    ]);
    expect(page.island.testProvider).toBe(TEST_PROVIDER_LABEL);
    expect(page.text.hold).toContain('48 hours');
    expect(page.text.refundable).toBe('Your deposit is 100% refundable.');
    // a build where the test provider is not enabled (a deploy) shows no label
    vi.stubEnv('PAYMENT_TEST_PROVIDER', '');
    expect((await data.checkoutPage(props.car, 'checkout')).island.testProvider).toBeNull();
    vi.unstubAllEnvs();
  });

  it("a reserve amount of '$0' or null hides the amount", async () => {
    for (const reserveAmount of ['$0', null]) {
      const data = await load(pacific({ reserveAmount }));
      const [{ props }] = await data.checkoutStaticPaths('checkout');
      expect((await data.checkoutPage(props.car, 'checkout')).island.deposit).toBeNull();
    }
  });
});
