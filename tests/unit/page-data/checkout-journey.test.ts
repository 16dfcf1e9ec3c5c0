/** src/page-data/checkout-journey.ts: /checkout-journey's shell data (fixtures). */
import { describe, expect, it } from 'vitest';
import { pageDataFor, type TenantFixture } from '../../support/astro-content';

const load = (tenant: TenantFixture) =>
  pageDataFor(tenant, () => import('../../../src/page-data/checkout-journey'));

const stock = [
  { id: 1, slug: 'car-1', make: 'Kia', model: 'Rio', car_type: 'used', status: 'in_stock' },
];
const hours = [
  { weekday: 1, open: '08:00', close: '17:00', status: 'Open' },
  { weekday: 2, open: '08:00', close: '17:00', status: 'Open' },
];

describe('/checkout-journey', () => {
  it('a noindex shell: the stock index, the deposit, the finance estimate and the sales locations', async () => {
    const page = await (
      await load({
        website: { name: 'Pacific', config: { financeCalculatorDefaultInterestRate: 8.5 } },
        stock,
        locations: [
          { id: 10, name: 'Bayside Sales', dealership_id: 3 },
          { id: 11, name: 'Bayside Service', slug: 'bayside-service', location_type: 'service' },
        ],
      })
    ).checkoutJourneyPage();
    expect(page.path).toBe('/checkout-journey');
    expect(page.config).toMatchObject({
      deposit: '$200',
      holdHours: 48,
      configuredInterest: 8.5,
      shopper: { indexUrl: '/search/stock-index.json' },
    });
    expect(page.config.disclaimer).toMatch(/guide only/);
    expect(page.config.locations).toEqual([
      {
        id: '10',
        name: 'Bayside Sales',
        dealershipId: '3',
        address: ['1 Main St', 'Brisbane QLD 4000'],
        hours: [],
      },
    ]);
    expect(page.config.form.slug).toBeTruthy();
  });
  it("a '$0' reserve amount hides the amount; hours come grouped", async () => {
    const { checkoutJourneyPage } = await load({
      website: { name: 'Pacific', config: { reserveAmount: '$0' } },
      stock,
      locations: [{ id: 10, name: 'Bayside Sales', contact_detail: { opening_hours: hours } }],
    });
    const page = await checkoutJourneyPage();
    expect(page.config.deposit).toBeNull();
    expect(page.config.configuredInterest).toBeNull();
    expect(page.config.locations[0].hours.length).toBeGreaterThan(0);
  });
});
