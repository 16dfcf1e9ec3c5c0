/** src/page-data/account.ts: sign-in, garage pages and the sign-in gate (fixtures). */
import { describe, expect, it } from 'vitest';
import { pageDataFor, type TenantFixture } from '../../support/astro-content';

const load = (tenant: TenantFixture) =>
  pageDataFor(tenant, () => import('../../../src/page-data/account'));

const stock = [
  { id: 1, slug: 'car-1', make: 'Kia', model: 'Rio', car_type: 'used', status: 'in_stock' },
];
const plain: TenantFixture = { website: { name: 'Bayside Motors' }, stock };
const pacific: TenantFixture = {
  website: {
    name: 'Pacific',
    dealership_group: 'Pacific Motor Group',
    garage_settings: { path: '/mypacific' },
  },
  stock,
};

describe('account pages', () => {
  it('a site with sign-in: its own garage path, /saved, and the gates', async () => {
    const data = await load(pacific);
    expect(await data.signInPage()).toMatchObject({
      title: 'Sign In',
      enabled: true,
      phoneExample: '0411 222 333',
      garage: { garage: '/mypacific', saved: '/mypacific/saved' },
    });
    expect(await data.brandGaragePaths()).toEqual([{ params: { brand: 'pacific' } }]);
    const saved = await data.garagePage(true);
    expect(saved).toMatchObject({ enabled: true, savedPage: true, title: 'My Garage' });
    expect(saved.config.indexUrl).toBe('/search/stock-index.json');
    expect(await data.signInGate('my-garage')).toEqual({ type: 'my-garage', gated: true });
    expect(await data.signInGate('checkout')).toEqual({ type: 'checkout', gated: false });
  });

  it('a site without sign-in: pages say so, no brand path, no gates', async () => {
    const data = await load(plain);
    expect((await data.signInPage()).enabled).toBe(false);
    expect((await data.garagePage()).garage.garage).toBe('/my-garage');
    expect(await data.brandGaragePaths()).toEqual([]);
    expect(await data.signInGate('my-garage')).toEqual({ type: 'my-garage', gated: false });
  });
});
