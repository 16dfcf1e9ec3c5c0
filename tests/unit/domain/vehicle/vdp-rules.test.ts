/**
 * Vehicle page rules: title, specs, comments, rego, market price, certified, special, location
 * (rules.md: Vehicle detail page (VDP); In stock; Rego expiry; Special flag; Display rules; VDP and
 * display).
 */
import { describe, expect, it } from 'vitest';
import { carTitle, titleExtras } from '../../../../src/domain/vehicle/title';
import {
  carSummary,
  detailList,
  equipmentGroups,
  featuredSpecs,
  filterSpecRows,
  hasSpecValue,
  keyInformation,
} from '../../../../src/domain/vehicle/specs';
import {
  dealerComments,
  DEALER_COMMENTS_PENDING,
  splitParagraphs,
} from '../../../../src/domain/vehicle/dealer-comments';
import { regoExpiryText } from '../../../../src/domain/vehicle/rego-expiry';
import { marketPriceIndicator } from '../../../../src/domain/vehicle/market-price';
import {
  certifiedMark,
  showCertifiedBadge,
  showCertifiedSection,
} from '../../../../src/domain/vehicle/certified';
import { isSpecial } from '../../../../src/domain/vehicle/special-flag';
import {
  locationLine,
  showMapSection,
  showPrintLink,
} from '../../../../src/domain/vehicle/location-line';
import { soldSentences } from '../../../../src/domain/vehicle/page-copy';
import { FLAGS } from '../../../../src/domain/tenant/flags';
import { makeCar, makeWebsite } from '../../../support/factories';

const car = (over: Record<string, unknown> = {}) =>
  makeCar({
    id: 101,
    slug: '2021-toyota-corolla-ascent-sport-101',
    year: 2021,
    make: 'Toyota',
    model: 'Corolla',
    badge: 'Ascent Sport',
    series: 'ZWE211R',
    car_type: 'used',
    status: 'in_stock',
    price: 25990,
    km: 42150,
    trans: 'Automatic',
    body: 'Hatchback',
    fuel: 'Petrol',
    cylinders: 4,
    engine_size_litres: 2,
    colour: 'White',
    stocknum: 'U1234',
    vin: 'JTNB23HE10J000001',
    regplate: 'ABC123',
    ...over,
  });

function withFlag<T>(flag: string, slugs: string[], run: () => T): T {
  const flags = FLAGS as unknown as Record<string, { slugs?: string[] }>;
  const saved = flags[flag];
  flags[flag] = { slugs };
  try {
    return run();
  } finally {
    flags[flag] = saved;
  }
}
const site = makeWebsite({ slug: 'demo', name: 'Demo Motors' });

describe('title', () => {
  it("reads 'year make model badge series'", () => {
    expect(carTitle(car())).toBe('2021 Toyota Corolla Ascent Sport ZWE211R');
    expect(carTitle(car({ badge: null, series: 'null' }))).toBe('2021 Toyota Corolla');
  });
  it('maps Mazda 2/3/6 and MG 3/4/5 model names', () => {
    expect(carTitle(car({ make: 'MG', model: '4', badge: 'Excite 51', series: null }))).toBe(
      '2021 MG4 Excite 51',
    );
    expect(carTitle(car({ make: 'Mazda', model: 'CX-5', badge: null, series: null }))).toBe(
      '2021 Mazda CX-5',
    );
    expect(carTitle(car({ make: 'Mazda', model: '3', badge: 'G20 Pure', series: null }))).toBe(
      '2021 Mazda3 G20 Pure',
    );
  });
  it("carries colour, '{gearnum} Speed', transmission and body configuration where the layout uses them", () => {
    const c = car({ gearnum: 6, bodyconfiguration: 'Dual Cab' });
    expect(
      titleExtras(c, { colour: true, gears: true, transmission: true, bodyConfiguration: true }),
    ).toBe('White 6 Speed Automatic Dual Cab');
    expect(titleExtras(c, { gears: true })).toBe('6 Speed');
    expect(titleExtras(car(), { gears: true })).toBe('');
  });
});

describe('spec rows (rules.md: Display rules)', () => {
  it.each<[Parameters<typeof hasSpecValue>[0]]>([
    [undefined],
    [null],
    [''],
    ['  '],
    ['null'],
    ['NULL'],
  ])('drops %s values', (v) => {
    expect(hasSpecValue(v)).toBe(false);
  });
  it('keeps 0 and text', () => {
    expect(hasSpecValue(0)).toBe(true);
    expect(hasSpecValue('Petrol')).toBe(true);
  });
  it("drops rows named in customCarSpecListFilter; the default filter is ['rego']", () => {
    expect(keyInformation(car()).map((r) => r.key)).not.toContain('rego');
    expect(keyInformation(car(), { filter: [] }).find((r) => r.key === 'rego')?.value).toBe(
      'ABC123',
    );
    expect(
      keyInformation(car(), { filter: ['Fuel Type', 'colour'] }).map((r) => r.key),
    ).not.toEqual(expect.arrayContaining(['fuel']));
    expect(
      filterSpecRows(
        [{ key: 'a', label: 'A', value: 'null' }, null, { key: 'b', label: 'B', value: 'x' }],
        [],
      ),
    ).toEqual([{ key: 'b', label: 'B', value: 'x' }]);
  });
  it('key information starts with odometer, transmission, body and fuel, formatted', () => {
    expect(keyInformation(car()).slice(0, 5)).toEqual([
      { key: 'km', label: 'Odometer', value: '42,150 km' },
      { key: 'trans', label: 'Transmission', value: 'Automatic' },
      { key: 'body', label: 'Body', value: 'Hatchback' },
      { key: 'fuel', label: 'Fuel Type', value: 'Petrol' },
      { key: 'engine', label: 'Engine', value: '4 cyl 2.0L' },
    ]);
  });
  it('Car Summary includes the VIN; the featured layout drops it and adds Exterior color and Drive type', () => {
    expect(carSummary(car()).find((r) => r.key === 'vin')?.value).toBe('JTNB23HE10J000001');
    const featured = featuredSpecs(car({ drive: 'FWD' }));
    expect(featured.map((r) => r.label)).not.toContain('VIN');
    expect(featured.slice(-2)).toEqual([
      { key: 'exterior_colour', label: 'Exterior color', value: 'White' },
      { key: 'drive_type', label: 'Drive type', value: 'FWD' },
    ]);
  });
  it('shows rego expiry in key information', () => {
    const rows = keyInformation(car({ rego_expiry: '2030-03-05' }), {
      now: new Date('2026-01-01T00:00:00Z'),
    });
    expect(rows.find((r) => r.key === 'rego_expiry')?.value).toBe('Expires on March 5, 2030');
  });
  it('the detail list formats units and a caravan\u2019s feet as metres (0.3048)', () => {
    const rows = detailList(
      car({
        variant: { torque: 200, fuelconsumptioncombined: 6.1 },
        specifications: { body_length: 21, sleeps: 4, tare_weight: 2200 },
      }),
    );
    expect(rows.find((r) => r.key === 'torque')?.value).toBe('200 Nm');
    expect(rows.find((r) => r.key === 'fuelconsumptioncombined')?.value).toBe('6.1 L/100km');
    expect(rows.find((r) => r.key === 'body_length')?.value).toBe('21 ft (6.40 m)'); // 21 × 0.3048 = 6.4008
    expect(rows.find((r) => r.key === 'tare_weight')?.value).toBe('2,200 kg');
  });
  it('standard equipment as groups, only when present', () => {
    expect(equipmentGroups(car())).toEqual([]);
    expect(equipmentGroups(car({ standardEquipment: ['Cruise control', ' ', 'null'] }))).toEqual([
      { title: null, items: ['Cruise control'] },
    ]);
    expect(equipmentGroups(car({ standardEquipment: { Safety: ['ABS'], Comfort: [] } }))).toEqual([
      { title: 'Safety', items: ['ABS'] },
    ]);
  });
});

describe('dealer comments', () => {
  it("splits on '|' into paragraphs", () => {
    expect(splitParagraphs('One|Two | |Three')).toEqual(['One', 'Two', 'Three']);
  });
  it('shows the pending message when empty after removing |', () => {
    expect(dealerComments('| |')).toEqual({ kind: 'pending', text: DEALER_COMMENTS_PENDING });
    expect(dealerComments(null)).toEqual({
      kind: 'pending',
      text: 'Dealer comments are pending. Please check back here later.',
    });
  });
  it('is not truncated at 400 characters or fewer', () => {
    const c = dealerComments('a'.repeat(200) + '|' + 'b'.repeat(200));
    expect(c).toMatchObject({ kind: 'comments', truncated: null });
  });
  it('truncates past 400 characters', () => {
    const words = Array.from({ length: 100 }, (_, i) => `word${i}`).join(' '); // 100 words, 589 chars
    const c = dealerComments(`Intro paragraph.|${words}`);
    if (c.kind !== 'comments') throw new Error('expected comments');
    expect(c.paragraphs).toHaveLength(2);
    expect(c.truncated).not.toBeNull();
    const shown = c.truncated!.join('');
    expect(shown.length).toBeLessThanOrEqual(401);
    expect(shown.endsWith('\u2026')).toBe(true);
    expect(c.truncated![0]).toBe('Intro paragraph.');
  });
});

describe('rego expiry (rules.md: Rego expiry)', () => {
  const now = new Date('2026-03-10T02:00:00Z'); // 10 March, 10:00 in Perth
  it.each([
    ['2026-05-01', {}, 'Expires on May 1, 2026'],
    ['2026-03-10', {}, 'Expires on March 10, 2026'],
    ['2026-03-09', {}, null],
    ['2026-03-09', { showUnregistered: true }, 'Unregistered'],
    ['2027-01-31T00:00:00+08:00', {}, 'Expires on January 31, 2027'],
    ['not a date', {}, null],
    ['', { showUnregistered: true }, null],
  ])('%s %o → %s', (value, options, text) => {
    expect(regoExpiryText(value, now, options)).toBe(text);
  });
});

describe('market-price indicator', () => {
  it.each([
    // diff = price − average; shown when diff < −499 and price < the average
    [
      '$1,000 under the state average',
      {
        price: 29000,
        autograb_data: { state_average_market_price: 30000, average_market_price: 25000 },
      },
      '$1,000 below market price',
    ],
    [
      '$500 under',
      { price: 29500, autograb_data: { state_average_market_price: 30000 } },
      '$500 below market price',
    ],
    [
      '$499 under is not enough',
      { price: 29501, autograb_data: { state_average_market_price: 30000 } },
      null,
    ],
    ['above market', { price: 31000, autograb_data: { state_average_market_price: 30000 } }, null],
    [
      'national average when no state average',
      { price: 20000, autograb_data: { average_market_price: 21500 } },
      '$1,500 below market price',
    ],
    ['no market data', { price: 20000 }, null],
    ['no price', { price: 0, autograb_data: { state_average_market_price: 30000 } }, null],
  ])('%s', (_, c, text) => {
    expect(marketPriceIndicator(makeCar(c))?.text ?? null).toBe(text);
  });
});

describe('certified (rules.md: Vehicle detail page (VDP); In stock; Display rules)', () => {
  const group = makeWebsite({
    slug: 'pacific-motor-group',
    name: 'Pacific Motor Group',
    dealership_group: 'Pacific Motor Group',
  });
  it('badge: the brand, certified, the flag on and not sold', () => {
    expect(showCertifiedBadge(car({ certified: true }), group)).toBe(true);
    expect(showCertifiedBadge(car({ certified: true, status: 'sold' }), group)).toBe(false);
    expect(showCertifiedBadge(car({ certified: true, status: 'coming_soon' }), group)).toBe(true);
    expect(showCertifiedBadge(car({ certified: false }), group)).toBe(false);
    expect(showCertifiedBadge(car({ certified: true, make: 'Mazda' }), group)).toBe(false);
    expect(showCertifiedBadge(car({ certified: true }), site)).toBe(false);
  });
  it('section: the make matches and the car is certified', () => {
    expect(showCertifiedSection(car({ certified: true, status: 'sold' }))).toBe(true);
    expect(showCertifiedSection(car({ certified: true, make: 'Kia' }))).toBe(false);
  });
  it('logo for a certified used car of the brand on flagged sites; a tag for another make', () => {
    expect(certifiedMark(car({ certified: true }), group)).toBe('logo');
    expect(certifiedMark(car({ certified: true }), site)).toBeNull();
    expect(certifiedMark(car({ certified: true, make: 'Kia' }), site)).toBe('tag');
    expect(certifiedMark(car({ certified: true, car_type: 'new' }), group)).toBeNull();
  });
});

describe('special flag (rules.md: Special flag)', () => {
  it('(flag A and new/demo Nissan) or (flag B and used)', () => {
    const nissan = car({ make: 'Nissan', car_type: 'new' });
    expect(isSpecial(nissan, site)).toBe(false);
    withFlag('specialNewNissan', ['demo'], () => {
      expect(isSpecial(nissan, site)).toBe(true);
      expect(isSpecial(car({ make: 'Nissan', car_type: 'demo' }), site)).toBe(true);
      expect(isSpecial(car({ make: 'Nissan', car_type: 'used' }), site)).toBe(false);
      expect(isSpecial(car({ make: 'Toyota', car_type: 'new' }), site)).toBe(false);
    });
    withFlag('specialUsed', ['demo'], () => {
      expect(isSpecial(car({ car_type: 'used' }), site)).toBe(true);
      expect(isSpecial(nissan, site)).toBe(false);
    });
  });
});

describe('location line (rules.md: Display rules)', () => {
  const location = {
    id: 11,
    name: 'Pacific Toyota Brisbane',
    address: { id: 51, street: '1 Main St', city: 'Brisbane', state: 'QLD', postcode: '4000' },
  };
  it("'Located at' the location name, linking to #vehicle-map", () => {
    expect(locationLine(car({ location }), site)).toEqual({
      kind: 'location',
      name: 'Pacific Toyota Brisbane',
      href: '#vehicle-map',
      address: '1 Main St, Brisbane QLD 4000',
    });
    expect(locationLine(car({ location: { id: 3 } }), site)).toMatchObject({
      name: 'Vehicle Location',
    });
  });
  it.each([
    ['display off', car({ location }), { showLocation: false }],
    ['heading link disabled', car({ location }), { headingLink: false }],
    [
      'address id 793',
      car({ location: { ...location, address: { ...location.address, id: 793 } } }),
      {},
    ],
    ["name contains 'undefined'", car({ location: { ...location, name: 'Yard undefined' } }), {}],
    [
      'distribution locations',
      car({ location: { ...location, distribution_locations: [{ id: 1, name: 'Hub' }] } }),
      {},
    ],
  ])('hidden when %s, falling back to the private suburb/postcode', (_, c, options) => {
    expect(locationLine(c, site, options)).toBeNull();
    expect(
      locationLine({ ...c, private_suburb: 'Paddington', private_postcode: '4064' }, site, options),
    ).toEqual({ kind: 'private', text: 'Paddington 4064' });
    expect(showMapSection(c, {}, options)).toBe(false);
  });
  it('under the flag, location 5823 hides its street', () => {
    const c = car({ location: { ...location, id: 5823 } });
    expect(locationLine(c, site)).toMatchObject({ address: '1 Main St, Brisbane QLD 4000' });
    withFlag('hideStreetOfLocation5823', ['demo'], () =>
      expect(locationLine(c, site)).toMatchObject({ address: 'Brisbane QLD 4000' }),
    );
  });
  it('the map follows vdp_config.show_map_section; print hides with distribution locations', () => {
    expect(showMapSection(car({ location }), { vdp_config: { show_map_section: false } })).toBe(
      false,
    );
    expect(showMapSection(car({ location }), {})).toBe(true);
    expect(showPrintLink(car({ location }))).toBe(true);
    expect(
      showPrintLink(car({ location: { ...location, distribution_locations: [{ id: 1 }] } })),
    ).toBe(false);
  });
});

describe('sold view', () => {
  it('reads the two sentences with the vehicle word', () => {
    expect(soldSentences('Car')).toEqual([
      'Unfortunately this car recently sold.',
      "But don't worry, we can help you find a similar car!",
    ]);
    expect(soldSentences('Motorcycle')[0]).toBe('Unfortunately this motorcycle recently sold.');
    expect(soldSentences('caravan')[1]).toBe(
      "But don't worry, we can help you find a similar caravan!",
    );
  });
});
