/**
 * The sample-data generator: every payload validates with the spec's schemas, the data is
 * deterministic for a given --now, finance figures follow the repayment formula, each site's
 * search_filters select exactly its own cars, and the edge cases the site must show exist.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MANUFACTURERS } from '../../../src/data/manufacturers';
import { financeProviderKey } from '../../../src/domain/finance/lender';
import { FINANCE_PROVIDERS } from '../../../src/domain/finance/providers';
import { bucketLabel, PRICE_BUCKETS, toSearchDocument } from '../../../src/domain/search/document';
import { toPredicate } from '../../../src/domain/search/filter';
import { makeBadgePath } from '../../../src/domain/search/make-badge';
import { siteFilter, stockFilter } from '../../../src/domain/search/stock-filter';
import {
  Manufacturer,
  Model,
  Offer,
  Page,
  Promotions,
  SearchPageTemplate,
  SearchSlug,
  Website,
} from '../../../src/domain/tenant/schema';
import { isPlaceholderImage } from '../../../src/domain/vehicle/images';
import { Car } from '../../../src/domain/vehicle/schema';
import {
  loadModels,
  loadOffers,
  loadPages,
  loadPromotions,
  loadSearchPageTemplates,
  loadSearchSlugs,
  loadStock,
  loadTenant,
} from '../../../src/data/tenant-content';
import sharp from 'sharp';
import { generateSampleData, generateSyntheticTenant } from '../../../scripts/generate-sample-data';
import {
  PICTURE_BODIES,
  PLACEHOLDER_URL,
  pictureUrl,
  thumbUrl,
  VIEWS,
} from '../../../scripts/sample-data/media/pictures';
import { sceneSvg } from '../../../scripts/sample-data/media/scene';
import { COLOUR_FAMILIES } from '../../../scripts/sample-data/words/colours';

const NOW = new Date('2026-11-21T00:00:00Z');
const NOW_SECONDS = NOW.getTime() / 1000;
const TENANTS = {
  'sunshine-coast-toyota': 1001,
  'pacific-motor-group': 2001,
  'outback-caravans-rv': 3001,
  'throttle-motorcycles': 4001,
  'badger-state-auto': 5001,
} as const;
type Slug = keyof typeof TENANTS;
const SLUGS = Object.keys(TENANTS) as Slug[];

let root: string;
/**
 * The pages each sample tenant's navigation links to (the privacy policy and the complaint
 * handling page use the platform's default text; the group writes its own terms).
 */
const SAMPLE_PAGES: Record<Slug, string[]> = {
  'sunshine-coast-toyota': [
    'about-us',
    'team',
    'careers',
    'express-maintenance',
    'hybrids',
    'safety-features',
    'toyota-warranty-advantage',
  ],
  'pacific-motor-group': [
    'about-us',
    'team',
    'careers',
    'toyota-warranty-advantage',
    'diamond-advantage',
    'mazda-finance-page',
    'mazda-assured',
    'guaranteed-future-value',
    'fleet',
    'fleet/government',
    'community',
    'terms-and-conditions',
  ],
  'outback-caravans-rv': ['about-us', 'team', 'careers', 'your-finance-options'],
  'throttle-motorcycles': ['about-us', 'team', 'careers', 'vehicle-trade-in-guide'],
  'badger-state-auto': ['about-us', 'team', 'careers', 'toyota-warranty-advantage'],
};

/** Each run writes <root>/<run>/tenants/<slug>/store, the layout the build reads. */
const tenantsOf = (run: string) => path.join(root, run, 'tenants');
const storeOf = (slug: string, run = 'a') => path.join(tenantsOf(run), slug, 'store');
const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

interface Store {
  website: z.input<typeof Website>;
  cars: z.input<typeof Car>[];
  documents: Record<string, unknown>[];
}
const stores = new Map<Slug, Store>();

function load(slug: Slug): Store {
  const dir = storeOf(slug);
  const id = TENANTS[slug];
  const carDir = path.join(dir, 'websites', String(id), 'cars');
  return {
    website: readJson(path.join(dir, 'websites', `${id}.json`)) as Store['website'],
    cars: readdirSync(carDir)
      .sort()
      .map((f) => readJson(path.join(carDir, f)) as Store['cars'][number]),
    documents: readJson(path.join(dir, 'indexes', 'Car_production.json')) as Record<
      string,
      unknown
    >[],
  };
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'sample-data-'));
  await generateSampleData({ tenantsDir: tenantsOf('a'), mediaDir: null, now: NOW });
  await generateSampleData({ tenantsDir: tenantsOf('b'), mediaDir: null, now: NOW });
  for (const slug of SLUGS) stores.set(slug, load(slug));
}, 60_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

/** ISO 3779 check digit, written independently of the generator. */
function vinCheckDigit(vin: string): string {
  const values: Record<string, number> = {
    A: 1,
    B: 2,
    C: 3,
    D: 4,
    E: 5,
    F: 6,
    G: 7,
    H: 8,
    J: 1,
    K: 2,
    L: 3,
    M: 4,
    N: 5,
    P: 7,
    R: 9,
    S: 2,
    T: 3,
    U: 4,
    V: 5,
    W: 6,
    X: 7,
    Y: 8,
    Z: 9,
  };
  const weights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
  const sum = [...vin].reduce(
    (acc, c, i) => acc + (/\d/.test(c) ? Number(c) : values[c]) * weights[i],
    0,
  );
  return sum % 11 === 10 ? 'X' : String(sum % 11);
}

/** rules.md: Finance calculator: Payment = (P − residual/(1+r)^n) × (1+r)^n × r / ((1+r)^n − 1). */
function payment(
  amount: number,
  deposit: number,
  fee: number,
  residual: number,
  interest: number,
  term: number,
  frequency: number,
): number {
  const P = amount - deposit + fee;
  const r = interest / 100 / frequency;
  const n = term * frequency;
  const g = (1 + r) ** n;
  return ((P - residual / g) * g * r) / (g - 1);
}

describe('sample store payloads validate with the spec schemas', () => {
  it.each(SLUGS)('%s: website, cars, index documents', (slug) => {
    const s = stores.get(slug)!;
    expect(Website.safeParse(s.website).error?.issues).toBeUndefined();
    for (const car of s.cars)
      expect(Car.safeParse(car).error?.issues, `car ${car.id}`).toBeUndefined();
    for (const doc of s.documents)
      expect(Car.safeParse(doc).error?.issues, `document ${String(doc.id)}`).toBeUndefined();
  });

  it.each(SLUGS)('%s: offers, promotions, pages, search slugs and templates', (slug) => {
    const dir = storeOf(slug);
    const id = TENANTS[slug];
    const offers = readJson(path.join(dir, 'indexes', 'Offer_production.json')) as unknown[];
    expect(offers.length).toBeGreaterThan(3);
    for (const o of offers) expect(Offer.safeParse(o).success).toBe(true);
    expect(
      Promotions.safeParse(readJson(path.join(dir, 'websites', String(id), 'promotions.json')))
        .error?.issues,
    ).toBeUndefined();
    const pages = readJson(path.join(dir, 'websites', String(id), 'pages.json')) as unknown[];
    expect(pages.map((p) => (p as { slug: string }).slug)).toEqual(SAMPLE_PAGES[slug]);
    for (const p of pages) expect(Page.safeParse(p).error?.issues).toBeUndefined();
    for (const x of readJson(
      path.join(dir, 'websites', String(id), 'pages', 'search_slugs.json'),
    ) as unknown[])
      expect(SearchSlug.safeParse(x).success).toBe(true);
    for (const x of readJson(
      path.join(dir, 'websites', String(id), 'search_page_templates.json'),
    ) as unknown[])
      expect(SearchPageTemplate.safeParse(x).success).toBe(true);
    const parts = readJson(path.join(dir, 'indexes', 'Part_production.json')) as {
      part_number: string;
      price: number;
    }[];
    expect(parts.length).toBeGreaterThanOrEqual(24);
  });

  it('Toyota: the manufacturer lists the Australian range, with categories from the spec and an upcoming model', () => {
    const dir = storeOf('sunshine-coast-toyota');
    const site = stores.get('sunshine-coast-toyota')!.website;
    const manufacturer = Manufacturer.parse(
      readJson(path.join(dir, 'manufacturers', `${site.manufacturer_id}.json`)),
    );
    expect(manufacturer.name).toBe('Toyota');
    expect(manufacturer.id).toBe(MANUFACTURERS.find((m) => m.name === 'Toyota')!.id);
    const models = (manufacturer.models ?? []).map((id) =>
      Model.parse(readJson(path.join(dir, 'models', `${id}.json`))),
    );
    expect(models.map((m) => m.name)).toEqual([
      'Yaris',
      'Yaris Cross',
      'Corolla Hatch',
      'Corolla Sedan',
      'Corolla Cross',
      'C-HR',
      'Camry',
      'RAV4',
      'Kluger',
      'Fortuner',
      'LandCruiser Prado',
      'LandCruiser 70',
      'LandCruiser 300',
      'HiLux',
      'HiAce',
      'Granvia',
      'Coaster',
      'bZ4X',
      'GR86',
      'GR Yaris',
      'GR Corolla',
      'Tundra',
    ]);
    const categories = [
      'Cars',
      'Hatch & sedans',
      'SUVs & 4WDs',
      'Utes & Vans',
      'GR & performance',
      'Electrified',
      'Upcoming',
    ];
    for (const m of models)
      for (const c of [m.manufacturer_body, m.manufacturer_body2, m.manufacturer_body3])
        if (c) expect(categories).toContain(c);
    expect(models.some((m) => m.status === 'coming_soon')).toBe(true);
    expect(site.template).toBe('toyota');
    expect(site.finance_provider).toBe(FINANCE_PROVIDERS.lenderA);
    expect(site.settings?.['Toyota Base Domain']).toBeTruthy();
  });
});

describe('the build reads the sample store', () => {
  it.each(SLUGS)('%s: the content loaders read and validate every collection', async (slug) => {
    const t = await loadTenant(slug, path.join(root, 'a'));
    const stock = await loadStock(t, NOW_SECONDS);
    expect(stock.length).toBe(t.website.stock?.count);
    expect((await loadOffers(t)).some((o) => o.excluded_website_ids?.includes(TENANTS[slug]))).toBe(
      false,
    );
    expect((await loadModels(t)).length).toBe(slug === 'sunshine-coast-toyota' ? 22 : 0);
    const promotions = await loadPromotions(t);
    expect(new Date(String(promotions.popup?.expiryDate)).getTime()).toBeGreaterThan(NOW.getTime());
    const cards = promotions.promo_cards ?? [];
    const at = (d?: string | null) => (d ? new Date(d).getTime() : NaN);
    expect(cards.some((c) => at(c.start) <= NOW.getTime() && at(c.expiry) > NOW.getTime())).toBe(
      true,
    );
    expect(cards.some((c) => at(c.expiry) < NOW.getTime())).toBe(true);
    expect(cards.some((c) => at(c.start) > NOW.getTime())).toBe(true);
    expect(cards.some((c) => c.strictDisplay)).toBe(true);
    expect((await loadPages(t)).map((p) => p.slug)).toEqual(SAMPLE_PAGES[slug]);
    expect((await loadSearchSlugs(t)).length).toBeGreaterThan(2);
    expect((await loadSearchPageTemplates(t)).length).toBeGreaterThan(2);
  });
});

describe('sample cars', () => {
  it('ids are unique across tenants and slugs are lowercase', () => {
    const ids = SLUGS.flatMap((s) => stores.get(s)!.documents.map((d) => d.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const s of SLUGS)
      for (const car of stores.get(s)!.cars) expect(car.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('VINs are 17 characters without I, O or Q and carry a correct check digit', () => {
    for (const s of SLUGS) {
      for (const car of stores.get(s)!.cars) {
        expect(car.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
        expect(car.vin![8], car.vin!).toBe(vinCheckDigit(car.vin!));
      }
    }
  });

  it('finance lender payments follow the repayment formula', () => {
    let checked = 0;
    for (const s of SLUGS) {
      const site = stores.get(s)!.website;
      const key = financeProviderKey(site.finance_provider!);
      for (const car of stores.get(s)!.cars) {
        if (Number(car.price) > 0) expect(car.finance_lenders?.[key], `car ${car.id}`).toBeTruthy();
        for (const lender of Object.values(car.finance_lenders ?? {})) {
          const args = [
            Number(car.price),
            Number(lender.deposit),
            Number(lender.establishmentFees),
            Number(lender.balloon),
            Number(lender.interestRate),
            Number(lender.termYears),
          ] as const;
          expect(lender.paymentWeek).toBe(Math.round(payment(...args, 52)));
          expect(lender.paymentMonth).toBe(Math.round(payment(...args, 12)));
          expect(String(lender.disclaimer).split('\n').length).toBeGreaterThan(2);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(2000);
  });

  it('Pacific Motor Group cars also carry manual lender data, and certified used Toyotas', () => {
    const cars = stores.get('pacific-motor-group')!.cars;
    expect(cars.filter((c) => c.finance_lenders?.manual).length).toBeGreaterThan(1000);
    const certified = cars.filter((c) => c.certified);
    expect(certified.length).toBeGreaterThan(5);
    for (const c of certified) expect([c.make, c.car_type]).toEqual(['Toyota', 'used']);
  });

  it('caravans carry caravan specifications and motorcycles motorcycle bodies', () => {
    for (const c of stores.get('outback-caravans-rv')!.cars) {
      expect(c.item_type).toBe('caravan');
      expect(c.specifications).toMatchObject({
        body_length: expect.any(Number),
        tare_weight: expect.any(Number),
        axle_type: expect.any(String),
        sleeps: expect.any(Number),
        aggregate_trailer_mass: expect.any(Number),
      });
    }
    const bodies = new Set(stores.get('throttle-motorcycles')!.cars.map((c) => c.body));
    for (const b of ['Naked', 'Sport', 'Adventure', 'Cruiser', 'Scooter', 'Dirt'])
      expect(bodies).toContain(b);
  });

  it('every make in the sample stock has a manufacturer entry with a logo', () => {
    for (const s of SLUGS) {
      for (const doc of stores.get(s)!.documents) {
        const m = MANUFACTURERS.find((x) => x.name === doc.make);
        expect(m, String(doc.make)).toBeDefined();
        expect(m!.logo?.url, String(doc.make)).toBe(makeBadgePath(m!.slug));
      }
    }
    expect(MANUFACTURERS.length).toBeGreaterThanOrEqual(130);
  });
});

describe('search documents and site filters', () => {
  it.each(SLUGS)(
    "%s: search_filters select this site's cars and exclude the other dealership's",
    (slug) => {
      const s = stores.get(slug)!;
      const own = new Set(s.cars.map((c) => c.id));
      const others = s.documents.filter((d) => !own.has(d.id as number));
      expect(others.length).toBeGreaterThanOrEqual(20);
      const inSite = toPredicate(siteFilter(s.website.search_filters));
      for (const doc of s.documents)
        expect(inSite(doc), `document ${String(doc.id)}`).toBe(own.has(doc.id as number));
      const listed = toPredicate(stockFilter(s.website, NOW_SECONDS));
      expect(others.some(listed)).toBe(false);
      expect(s.website.stock?.count).toBe(s.documents.filter(listed).length);
    },
  );

  it('documents carry the facet fields', () => {
    const doc = stores
      .get('pacific-motor-group')!
      .documents.find((d) => Number(d.price) > 0 && d.car_type === 'used')!;
    expect(doc).toMatchObject({
      model: { name: expect.any(String) },
      make_model: `${String(doc.make)}:${(doc.model as { name: string }).name}`,
      transmission: expect.stringMatching(/^(Automatic|Manual)$/),
      fuel: expect.stringMatching(/^(Petrol|Diesel|Hybrid|Electric|PHEV)$/),
      price_range: expect.stringMatching(/^\$[\d,]+ - \$[\d,]+$/),
      weekly_price_range: expect.stringMatching(/^\$[\d,]+ - \$[\d,]+$/),
      dealership_name: expect.any(String),
      dealership_ids: [doc.dealership_id],
      location_name: expect.any(String),
      show_on_dealer_website: expect.any(Boolean),
    });
    expect(bucketLabel(0, PRICE_BUCKETS)).toBe('$0 - $10,000');
    expect(bucketLabel(25_000, PRICE_BUCKETS)).toBe('$20,000 - $30,000');
    expect(
      toSearchDocument({
        id: 1,
        slug: 'x',
        make: 'Toyota',
        model: 'RAV4',
        car_type: 'new',
        status: 'in_stock',
        price: 0,
      }).price_range,
    ).toBe('$0 - $10,000');
  });
});

describe('edge cases each car-selling sample site shows', () => {
  const cases: Record<string, (c: z.input<typeof Car>, days: number) => boolean> = {
    'sold within include_sold_cars_days': (c, days) =>
      c.status === 'sold' && Number(c.sold_date_timestamp) > NOW_SECONDS - days * 86400,
    'sold before include_sold_cars_days': (c, days) =>
      c.status === 'sold' && Number(c.sold_date_timestamp) < NOW_SECONDS - days * 86400,
    'coming soon': (c) => c.status === 'coming_soon',
    reserved: (c) => c.reserved === true,
    'hidden from the website': (c) => c.show_on_dealer_website === false,
    'no images': (c) => (c.images ?? []).length === 0 && c.photos_count === 0,
    'all images hidden': (c) =>
      (c.images ?? []).length > 0 && c.images!.every((i) => i.visible === false),
    'some images hidden': (c) =>
      c.images!.some((i) => i.visible === false) && c.images!.some((i) => i.visible !== false),
    'placeholder first image': (c) => isPlaceholderImage(c.images?.[0]?.image?.url),
    'price 0': (c) => Number(c.price) === 0 && !c.preorder,
    preorder: (c) => c.preorder === true,
    tag: (c) => c.tag === 'Test Drive Only' || c.tag === 'runout sale',
    'subscription price': (c) => Number(c.subscription_price) > 0,
    'just arrived': (c) => Number(c.created_at_timestamp) > NOW_SECONDS - 8 * 86400,
    'below market price': (c) =>
      Number(c.autograb_data?.state_average_market_price) - Number(c.price) > 500,
    'expired rego': (c) => Boolean(c.rego_expiry) && new Date(String(c.rego_expiry)) < NOW,
    'empty dealer comments': (c) =>
      String(c.dealercomments ?? '')
        .replace(/\|/g, '')
        .trim() === '',
  };
  /** Cases only new and demo stock can show: a used-only dealer has none. */
  const NEW_STOCK_CASES = new Set(['preorder', 'tag']);
  const USED_ONLY: readonly Slug[] = ['badger-state-auto'];
  for (const slug of SLUGS) {
    const names = Object.keys(cases).filter(
      (n) => !(USED_ONLY.includes(slug) && NEW_STOCK_CASES.has(n)),
    );
    it.each(names)(`${slug}: %s`, (name) => {
      const s = stores.get(slug)!;
      const days = s.website.include_sold_cars_days ?? 3;
      expect(s.cars.filter((c) => cases[name](c, days)).length).toBeGreaterThanOrEqual(2);
    });
  }

  it('the listing includes recently sold cars and leaves out old sales and hidden cars', () => {
    const s = stores.get('sunshine-coast-toyota')!;
    const listed = toPredicate(stockFilter(s.website, NOW_SECONDS));
    const byId = new Map(s.documents.map((d) => [d.id, d]));
    for (const car of s.cars) {
      const shown = listed(byId.get(car.id)!);
      if (car.show_on_dealer_website === false) expect(shown).toBe(false);
      else if (cases['sold within include_sold_cars_days'](car, 3)) expect(shown).toBe(true);
      else if (cases['sold before include_sold_cars_days'](car, 3)) expect(shown).toBe(false);
    }
  });
});

describe('pictures', () => {
  it('every picture a car or offer references is one the generator draws', () => {
    const drawn = new Set([PLACEHOLDER_URL]);
    for (const b of PICTURE_BODIES)
      for (const c of COLOUR_FAMILIES)
        for (const v of VIEWS) drawn.add(pictureUrl(b, c, v)).add(thumbUrl(b, c, v));
    const referenced = SLUGS.flatMap((slug) => [
      ...stores
        .get(slug)!
        .cars.flatMap((car) => [
          ...(car.images ?? []).flatMap((i) => [i.image?.url, i.image?.thumb?.url]),
          ...(car.thumbnails ?? []),
          car.primary_image_url,
        ]),
      ...(
        readJson(path.join(storeOf(slug), 'indexes', 'Offer_production.json')) as {
          image_url: string;
        }[]
      ).map((o) => o.image_url),
    ]);
    expect(referenced.length).toBeGreaterThan(10_000);
    expect([...new Set(referenced.filter((url) => url && !drawn.has(url)))]).toEqual([]);
  });

  it.each(PICTURE_BODIES)('the %s picture rasterises', async (body) => {
    const jpeg = await sharp(Buffer.from(sceneSvg(body, 'blue', 'front')))
      .resize(120, 80)
      .jpeg()
      .toBuffer();
    expect((await sharp(jpeg).metadata()).width).toBe(120);
  });
});

describe('determinism', () => {
  it('two runs with the same --now write identical bytes', () => {
    const a = filesUnder(tenantsOf('a'))
      .map((f) => path.relative(tenantsOf('a'), f))
      .sort();
    const b = filesUnder(tenantsOf('b'))
      .map((f) => path.relative(tenantsOf('b'), f))
      .sort();
    expect(a.length).toBeGreaterThan(2500);
    expect(b).toEqual(a);
    for (const rel of a)
      expect(
        readFileSync(path.join(tenantsOf('b'), rel)).equals(
          readFileSync(path.join(tenantsOf('a'), rel)),
        ),
        rel,
      ).toBe(true);
  });
});

describe('synthetic tenants', () => {
  it('writes tenant.json and a valid store whose filter selects its own cars', async () => {
    const dir = path.join(root, 'synthetic');
    const result = await generateSyntheticTenant({
      slug: 'bench-small',
      websiteId: 910001,
      carCount: 400,
      seed: 7,
      now: NOW,
      tenantsDir: dir,
    });
    expect(result.cars).toBe(400);
    expect(readJson(path.join(dir, 'bench-small', 'tenant.json'))).toMatchObject({
      slug: 'bench-small',
      website_id: 910001,
    });
    const website = Website.parse(
      readJson(path.join(dir, 'bench-small', 'store', 'websites', '910001.json')),
    );
    const docs = readJson(
      path.join(dir, 'bench-small', 'store', 'indexes', 'Car_production.json'),
    ) as Record<string, unknown>[];
    const inSite = toPredicate(siteFilter(website.search_filters));
    expect(docs.filter(inSite).length).toBe(400);
    for (const doc of docs.slice(0, 50)) expect(Car.safeParse(doc).success).toBe(true);
  });
});
