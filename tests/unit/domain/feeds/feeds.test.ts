/**
 * The vehicle feeds against their platforms' published field tables (docs/feeds.md), for every
 * sample tenant, and each way a car is left out with its field and reason.
 */
import { describe, expect, it } from 'vitest';
import { loadStock, loadTenant } from '../../../../src/data/tenant-content';
import { listTenantSlugs } from '../../../../src/data/tenant-context';
import {
  buildFeed,
  buildFeeds,
  FEED_IDS,
  noFeedsReason,
  type BuiltFeed,
} from '../../../../src/domain/feeds/feeds';
import type { FeedSite } from '../../../../src/domain/feeds/feed-car';
import { validateFeed } from '../../../../src/domain/feeds/spec';
import { parseTable } from '../../../../src/domain/feeds/text';
import { marketOf } from '../../../../src/domain/market/market';
import { estimatedDriveAway } from '../../../../src/domain/drive-away/estimate';
import type { Car } from '../../../../src/domain/vehicle/schema';

const isNewRow = (row: Record<string, string>) =>
  (row.condition ?? row.state_of_vehicle ?? '').toLowerCase() === 'new';

function problems(feed: BuiltFeed, site: FeedSite) {
  return validateFeed(feed.spec, feed.table, { market: marketOf(site.config), isNew: isNewRow });
}

const SITE: FeedSite = {
  slug: 'test-motors',
  name: 'Test Motors',
  url: 'https://test-motors.example.com.au',
  template: 'default',
  phone: '07 5443 1234',
  config: { market: 'AU' },
  locations: [
    {
      id: 10,
      name: 'Test Motors Brisbane',
      address: {
        street: '1 Main St',
        city: 'Brisbane',
        state: 'QLD',
        postcode: 4000,
        lat: -27.47,
        long: 153.02,
      },
    },
  ],
};

let n = 0;
function car(overrides: Partial<Car> = {}): Car {
  n++;
  return {
    id: n,
    slug: `car-${n}`,
    stocknum: `T${n}`,
    vin: `JTMABCDE${String(100000000 + n).slice(-9)}`,
    make: 'Toyota',
    model: 'RAV4',
    badge: 'GX',
    year: 2023,
    car_type: 'used',
    status: 'in_stock',
    show_on_dealer_website: true,
    price: 39990,
    price_type: 'Excl. Government Charges',
    km: 12000,
    body: 'SUV',
    colour: 'White',
    location_id: 10,
    images: [{ image: { url: '/media/rav4.jpg' }, visible: true }],
    ...overrides,
  };
}

describe('every sample tenant', () => {
  const slugs = listTenantSlugs();
  it('has sample tenants to check', () => expect(slugs.length).toBeGreaterThanOrEqual(5));

  for (const slug of slugs) {
    it(`${slug}: each feed meets its published fields and value lists, and every car on the lot is carried or named`, async () => {
      const t = await loadTenant(slug);
      const site = t.website as FeedSite;
      const listed = await loadStock(t);
      const feeds = buildFeeds(site, listed);
      if (noFeedsReason(site)) {
        expect(feeds).toEqual([]);
        return;
      }
      expect(feeds.map((f) => f.id)).toEqual(FEED_IDS);
      const onLot = listed.filter((c) => c.status === 'in_stock').length;
      for (const feed of feeds) {
        expect(problems(feed, site), feed.path).toEqual([]);
        expect(feed.included + feed.leftOut.length).toBe(onLot);
        expect(feed.included).toBeGreaterThan(0);
        for (const l of feed.leftOut) {
          expect(l.field).toBeTruthy();
          expect(l.reason).toBeTruthy();
        }
        // the file as served holds the same table
        expect(parseTable(feed.text, feed.spec.format)).toEqual(feed.table);
        const vins = feed.table.rows.map((r) => r.vin);
        expect(new Set(vins).size).toBe(vins.length);
        // no sold car in any feed
        const sold = new Set(
          listed.filter((c) => c.status !== 'in_stock').map((c) => String(c.id)),
        );
        for (const r of feed.table.rows) expect(sold.has(r.id ?? r.vehicle_id)).toBe(false);
      }
    });
  }
});

describe('cars a feed cannot carry', () => {
  const reasons = (feed: BuiltFeed) => feed.leftOut.map((l) => [l.slug, l.field]);

  it('no VIN, a VIN of the wrong length, a duplicate VIN (every car holding it), no price, no image', () => {
    const good = car();
    const noVin = car({ vin: undefined });
    const short = car({ vin: 'JTM123' });
    const twinA = car({ vin: 'JTMABCDE100000999' });
    const twinB = car({ vin: 'jtmabcde100000999' });
    const noPrice = car({ price: 0 });
    const noImage = car({ images: [], thumbnails: [], primary_image_url: undefined });
    for (const id of FEED_IDS) {
      const feed = buildFeed(id, SITE, [good, noVin, short, twinA, twinB, noPrice, noImage]);
      expect(feed.table.rows.map((r) => r.vin)).toEqual([good.vin]);
      expect(reasons(feed)).toEqual([
        [noVin.slug, 'vin'],
        [short.slug, 'vin'],
        [twinA.slug, 'vin'],
        [twinB.slug, 'vin'],
        [noPrice.slug, 'price'],
        [noImage.slug, 'image'],
      ]);
      expect(feed.leftOut[2].reason).toContain(`also on ${twinB.slug}`);
      expect(feed.leftOut[4].reason).toContain('Enquire for price.');
    }
  });

  it('a body Meta cannot name is left out of the Meta catalogue alone', () => {
    const prestige = car({ body: 'Prestige', simple_body: undefined });
    for (const id of FEED_IDS) {
      const feed = buildFeed(id, SITE, [prestige]);
      expect(reasons(feed)).toEqual(id === 'meta-vehicles' ? [[prestige.slug, 'body_style']] : []);
    }
  });

  it('a sold car leaves every feed at once; a coming-soon car is not in them yet', () => {
    const sold = car({ status: 'sold', sold_date_timestamp: 1_800_000_000 });
    const soon = car({ status: 'coming_soon' });
    for (const id of FEED_IDS) {
      const feed = buildFeed(id, SITE, [sold, soon, car()]);
      expect(feed.included).toBe(1);
      expect(feed.notOnLot).toBe(2);
      expect(feed.leftOut).toEqual([]);
    }
  });

  it("a new Australian car priced excluding government charges carries its estimated drive-away price in Google's feeds; without a state it is left out", () => {
    const egcNew = car({ car_type: 'new', km: 5, price_type: 'Excl. Government Charges' });
    const dapNew = car({ car_type: 'new', km: 5, price_type: 'Drive Away' });
    const feed = buildFeed('google-vehicle-ads', SITE, [egcNew, dapNew]);
    const estimate = estimatedDriveAway(egcNew, 'QLD', 'AU')!.total;
    expect(estimate).toBeGreaterThan(Number(egcNew.price));
    expect(feed.table.rows.map((r) => [r.condition, r.vehicle_price_type, r.price])).toEqual([
      ['new', 'estimated_drive_away_price', `${estimate.toFixed(2)} AUD`],
      ['new', 'drive_away_price', expect.any(String)],
    ]);
    const stateless: FeedSite = {
      ...SITE,
      locations: [{ ...SITE.locations[0], address: { city: 'Brisbane' } }],
    };
    const none = buildFeed('google-vehicle-ads', stateless, [egcNew]);
    expect(none.leftOut[0]).toMatchObject({ slug: egcNew.slug, field: 'price_type' });
    expect(none.leftOut[0].reason).toContain('estimated drive-away');
  });

  it('a site that sells motorcycles or caravans writes no car feeds, and says why', () => {
    for (const template of ['motorcycle', 'camper', 'caravan', 'rv', 'truck'])
      expect(buildFeeds({ ...SITE, template }, [car()])).toEqual([]);
    expect(noFeedsReason({ template: 'motorcycle' })).toContain('passenger cars only');
  });
});

describe('the field tables catch a broken feed', () => {
  it('a required field emptied, a value outside its list, a new car with a used car price type', () => {
    const feed = buildFeed('google-vehicle-ads', SITE, [
      car(),
      car({ car_type: 'new', price_type: 'Drive Away' }),
    ]);
    expect(problems(feed, SITE)).toEqual([]);
    const rows = feed.table.rows.map((r) => ({ ...r }));
    rows[0].vin = '';
    rows[0].condition = 'demo';
    rows[1].vehicle_price_type = 'excluding_government_charges_price';
    const broken = { ...feed, table: { header: feed.table.header, rows } };
    expect(problems(broken, SITE)).toEqual([
      'row 1: vin is required and empty',
      'row 1: condition "demo" is not one of new, used',
      'row 2: vehicle_price_type "excluding_government_charges_price" is not one of drive_away_price, estimated_drive_away_price',
    ]);
  });

  it("Meta's enums are matched ignoring case; an unknown body style is not", () => {
    const feed = buildFeed('meta-vehicles', SITE, [car()]);
    const rows = [{ ...feed.table.rows[0], body_style: 'suv' }];
    expect(problems({ ...feed, table: { ...feed.table, rows } }, SITE)).toEqual([]);
    rows[0].body_style = 'UTE';
    expect(problems({ ...feed, table: { ...feed.table, rows } }, SITE)).toEqual([
      'row 1: body_style "UTE" is not one of CONVERTIBLE, COUPE, HATCHBACK, MINIVAN, TRUCK, SUV, SEDAN, VAN, WAGON, CROSSOVER, OTHER',
    ]);
  });
});
