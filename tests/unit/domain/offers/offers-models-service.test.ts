/**
 * Offers, models, service plans and parts rules (rules.md: Offers; Model menus and model pages;
 * Model status; Link rules; Text placeholders; Other rules; Offers, promotions and popups; Model
 * menus; Service plans).
 */
import { describe, expect, it } from 'vitest';
import { isSiteOffer, siteOffers } from '../../../../src/domain/offers/ownership';
import {
  collapsible,
  offerText,
  DESCRIPTION_TRUNCATE_TO,
  DISCLAIMER_TRUNCATE_TO,
} from '../../../../src/domain/offers/display';
import { offerHref } from '../../../../src/domain/content/links';
import { siteManufacturerName } from '../../../../src/domain/tenant/flags';

/** The link rule reads whether the site has one manufacturer (linkPolicy's hasManufacturer). */
const offerPath = (
  offer: Parameters<typeof offerHref>[0],
  s: Parameters<typeof siteManufacturerName>[0],
) => offerHref(offer, { hasManufacturer: siteManufacturerName(s) !== '' });
import {
  bodySlug,
  modelAccessoriesPath,
  modelBodyPath,
  modelKey,
  modelPagePath,
  modelRangePath,
  toyotaModelPath,
} from '../../../../src/domain/models/paths';
import { modelBadge, modelVehicleType, showsOurStock } from '../../../../src/domain/models/status';
import { matchesBody, rangeCategories } from '../../../../src/domain/models/categories';
import { modelMenu } from '../../../../src/domain/models/menu';
import { fallbackModels, TOYOTA_FALLBACK_MODELS } from '../../../../src/domain/models/fallback';
import {
  DEFAULT_SERVICE_PLAN,
  intervalText,
  planPriceText,
  planTermsText,
  SERVICE_PLANS,
  servicePlanFor,
} from '../../../../src/domain/service/plans';
import { bookServiceHref, GENUINE_SERVICE_PATH } from '../../../../src/domain/service/booking';
import { genuinePartsWarrantyEnd } from '../../../../src/domain/service/parts-warranty';
import {
  modelAccessories,
  partCategories,
  partPriceText,
  searchParts,
  siteParts,
} from '../../../../src/domain/parts/catalogue';
import { Model } from '../../../../src/domain/tenant/schema/model';

const site = {
  id: 1001,
  dealership_id: 10011,
  dealerships: [{ id: 10011 }],
  manufacturer_id: 4,
  manufacturer: { name: 'Toyota' },
};
const group = {
  id: 2001,
  dealership_id: 20011,
  dealerships: [{ id: 20011 }, { id: 20012 }],
  manufacturer: null,
};

describe('only the site’s own offers (rules.md: Offers)', () => {
  it('keeps its website’s, its dealerships’ and its manufacturer’s offers; never an excluded one', () => {
    expect(isSiteOffer({ website_id: 1001 }, site)).toBe(true);
    expect(isSiteOffer({ website_ids: ['1001', 7] }, site)).toBe(true);
    expect(isSiteOffer({ dealership_ids: [10011] }, site)).toBe(true);
    expect(isSiteOffer({ dealership_id: 20012 }, group)).toBe(true);
    expect(isSiteOffer({ manufacturer: { name: 'Toyota' } }, site)).toBe(true);
    expect(isSiteOffer({ manufacturer_id: 4, manufacturer: 'Toyota' }, site)).toBe(true);
    // another dealer's offers, even of the same make
    expect(isSiteOffer({ website_id: 1009, manufacturer: { name: 'Toyota' } }, site)).toBe(false);
    expect(isSiteOffer({ dealership_ids: [10019], manufacturer: 'Toyota' }, site)).toBe(false);
    expect(isSiteOffer({ manufacturer: { name: 'Mazda' } }, site)).toBe(false);
    expect(isSiteOffer({ manufacturer: { name: 'Toyota' } }, group)).toBe(false); // a group has no manufacturer
    expect(isSiteOffer({}, site)).toBe(false);
    // excluded_website_ids wins
    expect(isSiteOffer({ website_id: 1001, excluded_website_ids: [1001] }, site)).toBe(false);
    expect(isSiteOffer({ manufacturer: 'Toyota', excluded_website_ids: ['1001'] }, site)).toBe(
      false,
    );
    expect(siteOffers([{ website_id: 1001 }, { website_id: 2 }], site)).toHaveLength(1);
  });
  it('links /offers/{manufacturer}/{id} only when the site has no single manufacturer and the offer has one', () => {
    expect(offerPath({ id: 5, manufacturer: { name: 'Toyota' } }, site)).toBe('/offers/5');
    expect(offerPath({ id: 5, manufacturer: { name: 'Mazda' } }, group)).toBe('/offers/mazda/5');
    expect(offerPath({ id: 5, manufacturer: 'GWM' }, group)).toBe('/offers/gwm-haval/5');
    expect(offerPath({ id: 5, manufacturer: null }, group)).toBe('/offers/5');
  });
});

describe('offer description and disclaimer (rules.md: Toggles; Other rules; Offers, promotions and popups)', () => {
  const long = (n: number) => 'word '.repeat(n / 5).trim();
  it('collapses the description above 200 characters, truncated to 160', () => {
    const t = offerText(
      { name: '<p><strong>RAV4</strong> offer</p>', sanitized_description: long(250) },
      false,
    );
    expect(t.title).toBe('RAV4 offer');
    expect(t.description!.full).toHaveLength(long(250).length);
    expect(t.description!.short!.length).toBeLessThanOrEqual(DESCRIPTION_TRUNCATE_TO + 1);
    expect(t.description!.short!.endsWith('…')).toBe(true);
    expect(
      offerText({ name: 'x', sanitized_description: 'a'.repeat(200) }, false).description!.short,
    ).toBeNull();
    expect(
      offerText({ name: 'x', sanitized_description: 'a'.repeat(201) }, false).description!.short,
    ).toBe(`${'a'.repeat(160)}…`);
  });
  it('collapses the disclaimer above 200 characters, truncated to 200', () => {
    const d = offerText({ name: 'x', disclaimer: `<p>${'b'.repeat(260)}</p>` }, false).disclaimer!;
    expect(d.short).toBe(`${'b'.repeat(DISCLAIMER_TRUNCATE_TO)}…`);
    expect(collapsible('short', 200, 200).short).toBeNull();
  });
  it('falls back to the description HTML as text; finance offers stay expanded under the flag', () => {
    expect(
      offerText({ name: 'x', description: '<p>Hi&nbsp;there</p>' }, false).description!.full,
    ).toBe('Hi there');
    const finance = {
      name: 'x',
      category: 'Finance offer',
      sanitized_description: long(300),
      disclaimer: long(300),
    };
    expect(offerText(finance, true).description!.short).toBeNull();
    expect(offerText(finance, true).disclaimer!.short).toBeNull();
    expect(offerText(finance, false).description!.short).not.toBeNull();
    expect(
      offerText({ ...finance, category: 'Drive away offer' }, true).description!.short,
    ).not.toBeNull();
  });
});

describe('model URLs (rules.md: Own-site routes (content side); Model menus and model pages)', () => {
  const yaris = { name: 'Yaris', slug: 'models/yaris' };
  it("uses 'new-vehicles' for the toyota template and 'models' otherwise", () => {
    expect(modelRangePath('toyota')).toBe('/new-vehicles');
    expect(modelRangePath('default')).toBe('/models');
    expect(modelKey(yaris)).toBe('yaris');
    expect(modelPagePath(yaris, 'toyota')).toBe('/new-vehicles/yaris');
    expect(modelPagePath(yaris, 'default')).toBe('/models/yaris');
    expect(modelPagePath({ ...yaris, override_url: '/new-vehicles/gr/gr86/' }, 'toyota')).toBe(
      '/new-vehicles/gr/gr86',
    );
    expect(modelPagePath({ ...yaris, override_url: 'https://toyota.com.au/yaris' }, 'toyota')).toBe(
      '/new-vehicles/yaris',
    );
    expect(modelAccessoriesPath(yaris, 'toyota')).toBe('/new-vehicles/yaris/accessories');
    expect(toyotaModelPath(yaris, 'toyota', false)).toBe('/new-vehicles/toyota-yaris');
    expect(toyotaModelPath(yaris, 'toyota', true)).toBe('/new-vehicles/new-toyota-yaris-vehicle');
  });
  it("/models?body={body}: lowercased, spaces to hyphens, '&' removed", () => {
    expect(bodySlug('SUVs & 4WDs')).toBe('suvs--4wds');
    expect(bodySlug('Utes & Vans')).toBe('utes--vans');
    expect(bodySlug('Cars')).toBe('cars');
    expect(modelBodyPath('toyota', 'Hatch & sedans')).toBe('/new-vehicles?body=hatch--sedans');
  });
});

describe('model status, categories and the mega-menu (rules.md: Model menus and model pages; Model status; Model menus)', () => {
  it("badges 'Upcoming' for coming_soon, 'All-New' for any other status; 'Our Stock' hidden for coming_soon", () => {
    expect(modelBadge({ status: 'coming_soon' })).toBe('Upcoming');
    expect(modelBadge({ status: 'new' })).toBe('All-New');
    expect(modelBadge({ status: '' })).toBeNull();
    expect(modelBadge({})).toBeNull();
    expect(showsOurStock({ status: 'coming_soon' })).toBe(false);
    expect(showsOurStock({ status: 'new' })).toBe(true);
  });
  it("model_vehicle_type is 'Trucks' when the manufacturer, name or a body says truck", () => {
    expect(modelVehicleType({ name: 'HiLux', manufacturer_name: 'Toyota', body: ['Ute'] })).toBe(
      'Cars',
    );
    expect(modelVehicleType({ name: 'N Series', manufacturer_name: 'Isuzu Trucks' })).toBe(
      'Trucks',
    );
    expect(modelVehicleType({ name: 'Dyna', body: ['Light TRUCK'] })).toBe('Trucks');
  });
  const models = fallbackModels('Toyota').map((m) => Model.parse(m));
  it('lists categories in the spec order, a model in each of its categories', () => {
    expect(rangeCategories(models)).toEqual([
      'Cars',
      'Hatch & sedans',
      'SUVs & 4WDs',
      'Utes & Vans',
      'GR & performance',
      'Electrified',
      'Upcoming',
    ]);
    expect(matchesBody(models[0], 'hatch--sedans')).toBe(true);
    expect(matchesBody(models[0], 'suvs--4wds')).toBe(false);
    expect(matchesBody({ body: ['SUV'] }, 'suv')).toBe(true);
  });
  it("builds the menu: tiles with 'Explore' and 'Our Stock', none for the upcoming model", () => {
    const menu = modelMenu(models, 'toyota', (m) => `/search/toyota/${modelKey(m)}`);
    expect(menu[0]).toMatchObject({ label: 'Cars', href: '/new-vehicles?body=cars' });
    expect(menu[0].tiles[0]).toEqual({
      id: String(models[0].id),
      name: 'Yaris',
      image: null,
      badge: null,
      explore: { label: 'Explore', href: '/new-vehicles/yaris' },
      stock: { label: 'Our Stock', href: '/search/toyota/yaris' },
    });
    const upcoming = menu.find((c) => c.label === 'Upcoming')!;
    expect(upcoming.tiles).toEqual([
      expect.objectContaining({ name: 'Tundra', badge: 'Upcoming', stock: null }),
    ]);
  });
  it('has the 22-item fallback list for Toyota only', () => {
    expect(TOYOTA_FALLBACK_MODELS).toHaveLength(22);
    expect(models).toHaveLength(22);
    expect(fallbackModels('Mazda')).toEqual([]);
    expect(fallbackModels(null)).toEqual([]);
  });
});

describe('service plans (rules.md: Service plans)', () => {
  it('has the table and the default', () => {
    expect(SERVICE_PLANS).toHaveLength(19);
    expect(servicePlanFor('LandCruiser Prado')).toMatchObject({
      amount: 390,
      years: 5,
      services: 10,
      interval: '6 mo / 10,000 km',
      range: 100_000,
      isDefault: false,
    });
    expect(servicePlanFor('hilux')).toMatchObject({
      model: 'HiLux',
      amount: 290,
      years: 3,
      services: 6,
    });
    expect(servicePlanFor('GR86')).toMatchObject({
      model: 'GR86',
      ...DEFAULT_SERVICE_PLAN,
      isDefault: true,
    });
    expect(DEFAULT_SERVICE_PLAN).toEqual({
      amount: 250,
      years: 5,
      services: 5,
      interval: '12 mo / 15,000 km',
      range: 75_000,
    });
    expect(planPriceText(servicePlanFor('Coaster'))).toBe('$485 per service');
    expect(intervalText('6 mo / 10,000 km')).toBe('every 6 months or 10,000 km');
    expect(planTermsText(DEFAULT_SERVICE_PLAN)).toBe(
      '5 services over 5 years or 75,000 km, every 12 months or 15,000 km (whichever comes first)',
    );
  });
  it("'Book a Service': the dealer's booking URL, the manufacturer's on its base domain, else /genuine-service", () => {
    expect(bookServiceHref({ config: { serviceBookingUrl: 'https://book.example/x' } })).toBe(
      'https://book.example/x',
    );
    expect(
      bookServiceHref({ config: {}, settings: { 'Toyota Base Domain': 'coast.toyota.example' } }),
    ).toBe('https://[toyota_domain]/service/booking');
    expect(bookServiceHref({ config: {}, settings: null })).toBe(GENUINE_SERVICE_PATH);
  });
  it('genuine parts warranty: the remainder of the vehicle warranty or 2 years, the 2 years from 01/01/2019', () => {
    expect(
      genuinePartsWarrantyEnd({
        purchased: '2023-03-01',
        fitted: '2025-06-01',
        vehicleWarrantyEnds: '2028-03-01',
      }),
    ).toBe('2028-03-01');
    expect(
      genuinePartsWarrantyEnd({
        purchased: '2023-03-01',
        fitted: '2025-06-01',
        vehicleWarrantyEnds: '2026-03-01',
      }),
    ).toBe('2027-06-01');
    expect(genuinePartsWarrantyEnd({ purchased: '2019-01-01', fitted: '2025-06-01' })).toBe(
      '2027-06-01',
    );
    expect(
      genuinePartsWarrantyEnd({
        purchased: '2018-12-31',
        fitted: '2025-06-01',
        vehicleWarrantyEnds: '2025-12-31',
      }),
    ).toBe('2025-12-31');
    expect(
      genuinePartsWarrantyEnd({
        purchased: '2018-12-31',
        fitted: '2025-06-01',
        vehicleWarrantyEnds: '2024-01-01',
      }),
    ).toBeNull();
  });
});

describe('parts (rules.md: Own-site routes (content side); Hosted search (content indexes))', () => {
  const parts = [
    {
      id: 1,
      name: 'Genuine Toyota Oil Filter',
      part_number: 'TOY-12345-AB',
      category: 'Servicing',
      make: 'Toyota',
      price: 24.95,
    },
    {
      id: 2,
      name: 'Genuine Toyota Roof Racks',
      category: 'Accessories',
      make: 'Toyota',
      models: ['RAV4', 'Kluger'],
      price: 0,
    },
    {
      id: 3,
      name: 'Genuine Toyota Floor Mats',
      category: 'Accessories',
      make: 'Toyota',
      models: ['Yaris'],
      website_id: 1001,
    },
    { id: 4, name: 'Other dealer mats', category: 'Accessories', make: 'Toyota', website_id: 1009 },
    { id: 5, name: 'Group mats', category: 'Accessories', make: 'Mazda', dealership_ids: [20012] },
  ];
  it('keeps the site’s parts and those naming no dealer', () => {
    expect(siteParts(parts, site).map((p) => p.id)).toEqual([1, 2, 3]);
    expect(siteParts(parts, group).map((p) => p.id)).toEqual([1, 2, 5]);
  });
  it('searches every word, filters by category slug, counts categories', () => {
    expect(searchParts(parts, { q: 'oil filt' }).map((p) => p.id)).toEqual([1]);
    expect(searchParts(parts, { q: 'TOY-12345' }).map((p) => p.id)).toEqual([1]);
    expect(searchParts(parts, { q: 'mats', category: 'accessories' }).map((p) => p.id)).toEqual([
      3, 4, 5,
    ]);
    expect(searchParts(parts, { q: 'zzz' })).toEqual([]);
    expect(partCategories(parts)).toEqual([
      { name: 'Accessories', slug: 'accessories', count: 4 },
      { name: 'Servicing', slug: 'servicing', count: 1 },
    ]);
    expect(partPriceText(parts[0])).toBe('$24.95');
    expect(partPriceText(parts[1])).toBe('Price on request');
  });
  it("finds a model's accessories", () => {
    expect(
      modelAccessories(parts, { name: 'RAV4', manufacturer_name: 'Toyota' }).map((p) => p.id),
    ).toEqual([2]);
    expect(modelAccessories(parts, { name: 'HiLux', manufacturer_name: 'Toyota' })).toEqual([]);
  });
});
