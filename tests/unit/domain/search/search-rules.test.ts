import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ABOVE_MAXIMUM,
  BELOW_MINIMUM,
  dualPriceHandles,
  PRICE_SCREEN,
  refineRange,
  sliderBounds,
  sliderStep,
} from '../../../../src/domain/search/sliders';
import { countText, resultCount, showMeText } from '../../../../src/domain/search/result-count';
import {
  activePromoCards,
  CTA_CARD_POSITION,
  inWindow,
  layoutResults,
  matchesDisplay,
  pickPromoCard,
  promoCardPositions,
} from '../../../../src/domain/search/promo-cards';
import {
  defaultSortIndex,
  isKnownSort,
  sortFilter,
  sortOptions,
} from '../../../../src/domain/search/sort';
import { toMeilisearch } from '../../../../src/domain/search/filter';
import {
  carTypeLabel,
  certifiedToggleLabel,
  facetSections,
  facetValueLabel,
  makeModelLabel,
  priceRangeLabel,
  sortFacetValues,
  usedLabelFor,
} from '../../../../src/domain/search/facets';
import {
  addToHistory,
  historyEntry,
  historyValueLabel,
  readHistory,
  SEARCH_HISTORY_LIMIT,
} from '../../../../src/domain/search/search-history';
import {
  favouriteOf,
  isSaved,
  readSaved,
  toggleSaved,
} from '../../../../src/domain/search/saved-cars';
import { bodyTypeKey } from '../../../../src/domain/search/body-types';
import type { PromoCard } from '../../../../src/domain/tenant/schema/promotion';

describe('range sliders (rules.md: Range sliders)', () => {
  const price = { min: 4000, max: 120000 };
  it('refuses a value below the minimum or above the maximum', () => {
    expect(refineRange('price', [3000, 50000], price)).toEqual({
      ok: false,
      message: BELOW_MINIMUM,
    });
    expect(refineRange('price', [5000, 130000], price)).toEqual({
      ok: false,
      message: ABOVE_MAXIMUM,
    });
    expect(BELOW_MINIMUM).toBe('Cannot refine below the range minimum');
    expect(ABOVE_MAXIMUM).toBe('Cannot refine above the range maximum');
  });
  it('rounds price and km to the nearest 1000 and clamps to the range; other sliders are not rounded', () => {
    expect(refineRange('price', [10499, 50501], price)).toEqual({
      ok: true,
      value: [10000, 51000],
    });
    expect(refineRange('km', [4600, 80400], price)).toEqual({ ok: true, value: [5000, 80000] });
    expect(refineRange('km', [4200, 119700], price)).toEqual({
      ok: true,
      value: [undefined, undefined],
    });
    expect(refineRange('year', [2011, 2019], { min: 2005, max: 2026 })).toEqual({
      ok: true,
      value: [2011, 2019],
    });
  });
  it('clamps the minimum to no more than the maximum and leaves bounds at the edges open', () => {
    expect(refineRange('year', [2020, 2015], { min: 2005, max: 2026 })).toEqual({
      ok: true,
      value: [2015, 2015],
    });
    expect(refineRange('year', [2005, 2026], { min: 2005, max: 2026 })).toEqual({
      ok: true,
      value: [undefined, undefined],
    });
    // a handle at the edge stays open even when rounding would move it inside the range
    expect(refineRange('price', [30990, 60000], { min: 30990, max: 89990 })).toEqual({
      ok: true,
      value: [undefined, 60000],
    });
  });
  it('uses the default price range 0 to 100000 and a step of range/100', () => {
    expect(sliderBounds('price', null)).toEqual({ min: 0, max: 100000 });
    expect(sliderBounds('km', null)).toBeNull();
    expect(sliderBounds('km', { min: 12.4, max: 9999.2 })).toEqual({ min: 12, max: 10000 });
    expect(sliderStep({ min: 0, max: 100000 })).toBe(1000);
    expect(sliderStep({ min: 2005, max: 2026 })).toBe(1);
  });
  it('keeps the dual price handles on the 500 step between 5,000 and 250,000, the low at least 1 below the high', () => {
    expect(dualPriceHandles(5000, 250000)).toEqual([5000, 250000]);
    expect(dualPriceHandles(1000, 999999)).toEqual([5000, 250000]);
    expect(dualPriceHandles(20000, 20000)).toEqual([19500, 20000]);
    fc.assert(
      fc.property(
        fc.integer({ min: -10000, max: 400000 }),
        fc.integer({ min: -10000, max: 400000 }),
        (a, b) => {
          const [lo, hi] = dualPriceHandles(a, b);
          expect(lo).toBeLessThanOrEqual(hi - 1);
          expect(lo).toBeGreaterThanOrEqual(PRICE_SCREEN.min);
          expect(hi).toBeLessThanOrEqual(PRICE_SCREEN.max);
          expect((lo - PRICE_SCREEN.min) % PRICE_SCREEN.step).toBe(0);
        },
      ),
    );
  });
});

describe('result count (rules.md: Result count)', () => {
  it('shows the hits up to 1999, then the in-stock count, the stock count or the sum of facet counts', () => {
    expect(resultCount({ nbHits: 1999, facets: { status: { in_stock: 5 } } })).toBe(1999);
    expect(
      resultCount({
        nbHits: 2000,
        facets: { status: { in_stock: 1950, sold: 12 } },
        stockCount: 2100,
      }),
    ).toBe(1950);
    expect(resultCount({ nbHits: 2000, facets: {}, stockCount: 2100 })).toBe(2100);
    expect(resultCount({ nbHits: 2000, facets: { car_type: { new: 900, used: 1200 } } })).toBe(
      2100,
    );
  });
  it("reads 'Show Me {count} Cars'", () => {
    expect(showMeText(1234)).toBe('Show Me 1,234 Cars');
    expect(countText(1)).toBe('1 car found');
    expect(countText(2500)).toBe('2,500 cars found');
  });
});

describe('promo cards (rules.md: Promo cards)', () => {
  const now = Date.parse('2025-07-10T00:00:00+10:00');
  const card = (over: Partial<PromoCard>): PromoCard => ({ image: 'x.svg', link: '/x', ...over });
  it('are shown only inside their window (2025-07-01T00:00 to 2025-07-24T00:00 +10:00)', () => {
    const c = card({ start: '2025-07-01T00:00+10:00', expiry: '2025-07-24T00:00+10:00' });
    expect(inWindow(c, now)).toBe(true);
    expect(inWindow(c, Date.parse('2025-06-30T23:59+10:00'))).toBe(false);
    expect(inWindow(c, Date.parse('2025-07-24T00:00+10:00'))).toBe(false);
    expect(inWindow(card({}), now)).toBe(true);
  });
  it('are filtered by car type; strictDisplay limits them to those types', () => {
    const loose = card({ display: ['used'] });
    const strict = card({ display: ['used'], strictDisplay: true });
    expect([
      matchesDisplay(loose, []),
      matchesDisplay(loose, ['used']),
      matchesDisplay(loose, ['new']),
    ]).toEqual([true, true, false]);
    expect([
      matchesDisplay(strict, []),
      matchesDisplay(strict, ['used']),
      matchesDisplay(strict, ['used', 'new']),
    ]).toEqual([false, true, false]);
  });
  it('are ordered by position and picked at (promoCardCount-1) mod count', () => {
    const cards = [
      card({ alt: 'b', position: 9 }),
      card({ alt: 'none' }),
      card({ alt: 'a', position: 2 }),
      card({ alt: 'gone', expiry: '2025-01-01T00:00Z' }),
    ];
    const active = activePromoCards(cards, { nowMs: now, carTypes: [] });
    expect(active.map((c) => c.alt)).toEqual(['a', 'b', 'none']);
    expect([1, 2, 3, 4, 5].map((n) => pickPromoCard(active, n)?.alt)).toEqual([
      'a',
      'b',
      'none',
      'a',
      'b',
    ]);
    expect(pickPromoCard([], 1)).toBeNull();
  });
  it("sit at the dealer's positions in each page, rotating across pages, with the CTA card closing a full page", () => {
    const hits = Array.from({ length: 21 }, (_, i) => i);
    const cards = [card({ alt: 'a' }), card({ alt: 'b' }), card({ alt: 'c' })];
    const page0 = layoutResults(hits, cards, { page: 0, positions: [8, 17], cta: true });
    expect(page0.length).toBe(24);
    expect(page0[7]).toMatchObject({ kind: 'promo', card: { alt: 'a' } });
    expect(page0[16]).toMatchObject({ kind: 'promo', card: { alt: 'b' } });
    expect(page0[23]).toEqual({ kind: 'cta' });
    const page1 = layoutResults(hits, cards, { page: 1, positions: [8, 17], cta: false });
    expect(page1[7]).toMatchObject({ card: { alt: 'c' } });
    expect(page1[16]).toMatchObject({ card: { alt: 'a' } });
    expect(page1.some((g) => g.kind === 'cta')).toBe(false);
    const short = layoutResults([1, 2, 3], cards, { page: 0, positions: [6], cta: true });
    expect(short.map((g) => g.kind)).toEqual(['hit', 'hit', 'hit']);
    expect(CTA_CARD_POSITION).toBe(30);
  });
  it('take the slots [8, 17] when the dealer sets none, and the same grid either way', () => {
    expect(promoCardPositions(undefined)).toEqual([8, 17]);
    expect(promoCardPositions(null)).toEqual([8, 17]);
    expect(promoCardPositions([])).toEqual([8, 17]);
    expect(promoCardPositions([6, 9])).toEqual([6, 9]);
    const hits = Array.from({ length: 21 }, (_, i) => i);
    const cards = [card({ alt: 'a' }), card({ alt: 'b' })];
    expect(layoutResults(hits, cards, { page: 0 })).toEqual(
      layoutResults(hits, cards, { page: 0, positions: [8, 17] }),
    );
  });
});

describe('sort options (rules.md: Search controls; Search)', () => {
  it('offers Most Relevant, Latest, Highest Price, Lowest Price by default with {index}:{field}:{dir} values', () => {
    expect(sortOptions({})).toEqual([
      { key: 'mostRelevant', label: 'Most Relevant', value: 'Car_production:custom_rank:desc' },
      { key: 'latest', label: 'Latest', value: 'Car_production:created_at_timestamp:desc' },
      { key: 'highestPrice', label: 'Highest Price', value: 'Car_production:price:desc' },
      { key: 'lowestPrice', label: 'Lowest Price', value: 'Car_production:price:asc' },
    ]);
    expect(
      sortOptions({ config: { sortOptions: ['highestKms', 'lowestKms'] } }).map((o) => [
        o.label,
        o.value,
      ]),
    ).toEqual([
      ['Highest Kms', 'Car_production:km:desc'],
      ['Lowest Kms', 'Car_production:km:asc'],
    ]);
  });
  it('sorts subscription tenants by subscription_price', () => {
    expect(sortOptions({ offers_subscription: true }).map((o) => o.value)).toContain(
      'Car_production:subscription_price:asc',
    );
  });
  it('defaults per tenant: created_at desc, price asc, else custom_rank desc', () => {
    expect(defaultSortIndex({})).toBe('Car_production:custom_rank:desc');
    expect(defaultSortIndex({ config: { defaultSort: 'created_at_timestamp:desc' } })).toBe(
      'Car_production:created_at_timestamp:desc',
    );
    expect(defaultSortIndex({ config: { defaultSort: 'price:asc' } })).toBe(
      'Car_production:price:asc',
    );
    expect(isKnownSort('Car_production:km:asc', {})).toBe(false);
  });
  it("adds 'price > 0' to the price-ascending sort on sites that ask", () => {
    expect(sortFilter('Car_production:price:asc', {})).toBeNull();
    expect(
      toMeilisearch(
        sortFilter('Car_production:price:asc', { config: { lowestPriceExcludesZero: true } })!,
      ),
    ).toBe('price > 0');
    expect(
      sortFilter('Car_production:price:desc', { config: { lowestPriceExcludesZero: true } }),
    ).toBeNull();
  });
});

describe('facet sections and labels (rules.md: Search controls; Search)', () => {
  const site = { slug: 's', name: 'S', dealerships: [{}, {}] };
  it('shows the enabled filters by default, with location facets only for more than one dealership', () => {
    const sections = facetSections(site);
    expect(sections.map((s) => s.attribute)).toEqual([
      'car_type',
      'colour',
      'body',
      'transmission',
      'km',
      'price',
      'fuel',
      'drive',
      'year',
      'make',
      'make_model',
      'city',
      'location_name',
      'filtered_features',
      'categories',
    ]);
    expect(sections.find((s) => s.attribute === 'city')?.limit).toBe(20);
    expect(sections.find((s) => s.attribute === 'location_name')).toMatchObject({
      title: 'Dealership',
      limit: 40,
    });
    expect(facetSections({ ...site, dealerships: [{}] }).some((s) => s.attribute === 'city')).toBe(
      false,
    );
    expect(
      facetSections({ ...site, offers_subscription: true }).find((s) => s.filter === 'price'),
    ).toMatchObject({ attribute: 'subscription_price', suffix: ' / week' });
  });
  it("adds the certified toggle 'Only show [manufacturer] Certified Vehicles' where the flag is on", () => {
    const toyota = { slug: 't', name: 'T', manufacturer: 'Toyota' };
    expect(facetSections(toyota, { certifiedMake: 'Toyota' })[0]).toMatchObject({
      kind: 'toggle',
      title: 'Only show Toyota Certified Vehicles',
    });
    expect(facetSections(site).some((s) => s.kind === 'toggle')).toBe(false);
    expect(certifiedToggleLabel('')).toBe('Only show Certified Vehicles');
  });
  it('labels values: capitalised car types, Pre-Owned where configured, make_model after the colon, price bucket 0 as Enquire', () => {
    expect(['new', 'used', 'demo'].map((v) => carTypeLabel(v))).toEqual(['New', 'Used', 'Demo']);
    expect(carTypeLabel('used', { usedLabel: 'Pre-Owned' })).toBe('Pre-Owned');
    expect(usedLabelFor({ slug: 'x', name: 'x', dealership_group: 'Pacific Motor Group' })).toBe(
      'Pre-Owned',
    );
    expect(usedLabelFor({ slug: 'x', name: 'x' })).toBe('Used');
    expect(makeModelLabel('Toyota:Corolla')).toBe('Corolla');
    expect(makeModelLabel('Mazda:3')).toBe('Mazda3');
    expect(priceRangeLabel('$0 - $10,000')).toBe('Enquire - $10,000');
    expect(priceRangeLabel('$10,000 - $20,000')).toBe('$10,000 - $20,000');
    expect(facetValueLabel('make', 'Mercedes Benz')).toBe('Mercedes-Benz');
  });
  it('orders car types new, demo, used and other values by count', () => {
    expect(
      sortFacetValues('car_type', [
        { value: 'used', count: 9 },
        { value: 'new', count: 1 },
        { value: 'demo', count: 5 },
      ]).map((v) => v.value),
    ).toEqual(['new', 'demo', 'used']);
    expect(
      sortFacetValues('body', [
        { value: 'Ute', count: 1 },
        { value: 'SUV', count: 9 },
      ]).map((v) => v.value),
    ).toEqual(['SUV', 'Ute']);
  });
  it('normalises body types to the known keys', () => {
    expect(
      ['Cab Chassis', 'lighttruck', 'People Mover', 'SUV', 'Station Wagon', 'Caravan'].map((b) =>
        bodyTypeKey(b),
      ),
    ).toEqual(['cabChassis', 'lightTruck', 'peopleMover', 'suv', 'stationWagon', null]);
    expect(bodyTypeKey('Truck', 'sunshine-coast-toyota')).toBe('ute');
    expect(bodyTypeKey('Truck', 'pacific-motor-group')).toBe('lightTruck');
  });
});

describe('search history (rules.md: Search state in the URL)', () => {
  it('keeps the non-empty refinements plus the path, newest first, at most 5, under searchHistory', () => {
    expect(
      historyEntry(
        { refinementList: { make: ['Toyota'], body: [] }, range: { price: ':' }, query: ' ' },
        '/search/toyota',
      ),
    ).toEqual({
      path: '/search/toyota',
      refinements: { make: ['Toyota'] },
    });
    expect(historyEntry({}, '/search/new-used-and-demo-cars/')).toBeNull();
    expect(historyEntry({ query: 'x' }, '/')).toBeNull();
    let list = [] as ReturnType<typeof addToHistory>;
    for (let i = 0; i < 7; i++)
      list = addToHistory(list, { path: `/p${i}`, refinements: { make: [String(i)] } });
    expect(list.map((e) => e.path)).toEqual(['/p6', '/p5', '/p4', '/p3', '/p2']);
    list = addToHistory(list, { path: '/p4', refinements: { make: ['4'] } });
    expect(list.map((e) => e.path)).toEqual(['/p4', '/p6', '/p5', '/p3', '/p2']);
    expect(list).toHaveLength(SEARCH_HISTORY_LIMIT);
    expect(readHistory('nonsense')).toEqual([]);
    const label = (attribute: string, value: string) =>
      facetValueLabel(attribute, value, { usedLabel: 'Pre-Owned' });
    expect(historyValueLabel('price', '10000:50000', label)).toBe('$10,000 – $50,000');
    expect(historyValueLabel('km', ':80000', label)).toBe('up to 80,000 km');
    expect(historyValueLabel('photos_count', '3:', label)).toBe('from 3');
    expect(historyValueLabel('car_type', 'used', label)).toBe('Pre-Owned');
    expect(historyValueLabel('make_model', 'Mazda:3', label)).toBe('Mazda3');
    expect(historyValueLabel('query', 'hilux', label)).toBe('“hilux”');
    expect(readHistory([{ path: '/a', refinements: {} }, { nope: 1 }])).toHaveLength(1);
  });
});

describe('favourites and compare on the device (rules.md: Stored on the device; Watchlist and favourites)', () => {
  const car = {
    id: 12,
    slug: 's',
    make: 'Kia',
    model: { name: 'Rio' },
    name: 'Kia Rio',
    images: [{ image: { url: 'big.jpg', thumb: { url: 'thumb.jpg' } } }],
  };
  it("keeps the spec's Favourite shape with the image fallbacks", () => {
    expect(favouriteOf(car)).toEqual({
      id: '12',
      name: 'Kia Rio',
      slug: 's',
      make: 'Kia',
      model: 'Rio',
      primary_image_url: 'thumb.jpg',
    });
    expect(favouriteOf({ ...car, thumbnails: ['t1.jpg'] }).primary_image_url).toBe('t1.jpg');
    expect(
      favouriteOf({ ...car, primary_image_url: 'p.jpg', thumbnails: ['t1.jpg'] }).primary_image_url,
    ).toBe('p.jpg');
    expect(favouriteOf({ ...car, images: [] }).primary_image_url).toBe('');
  });
  it('toggles: add if absent, remove if present', () => {
    const f = favouriteOf(car);
    const added = toggleSaved([], f);
    expect(isSaved(added, 12)).toBe(true);
    expect(toggleSaved(added, f)).toEqual([]);
    expect(readSaved([{ id: '1', slug: 'a' }, { id: 2 }])).toEqual([
      { id: '1', name: '', slug: 'a', make: '', model: '', primary_image_url: '' },
    ]);
  });
});

describe("make selects (rules.md: Search controls: 'All Makes' group at index 20)", () => {
  it('lists the 20 makes with most stock, then the rest alphabetically under All Makes', async () => {
    const { makeSelectGroups } = await import('../../../../src/domain/search/facets');
    const makes = Array.from({ length: 24 }, (_, i) => ({
      value: `Make ${String.fromCharCode(90 - i)}`,
      count: 100 - i,
    }));
    const groups = makeSelectGroups(makes);
    expect(groups.map((g) => [g.label, g.options.length])).toEqual([
      [null, 20],
      ['All Makes', 4],
    ]);
    expect(groups[0].options[0].value).toBe('Make Z');
    expect(groups[1].options.map((o) => o.value)).toEqual(['Make C', 'Make D', 'Make E', 'Make F']);
    expect(makeSelectGroups(makes.slice(0, 5))).toHaveLength(1);
  });
});

describe('the stock index on the wire', () => {
  it('decodes to exactly the documents it encoded', async () => {
    const { encodeStockIndex, decodeStockIndex } =
      await import('../../../../src/domain/search/stock-index');
    const doc = fc.record(
      {
        id: fc.integer({ min: 1 }),
        make: fc.constantFrom('Toyota', 'Kia', 'Mazda'),
        model: fc.constantFrom({ name: 'HiLux' }, { name: '3' }),
        price: fc.integer({ min: 0, max: 200000 }),
        filtered_features: fc.uniqueArray(fc.constantFrom('ABS', 'Sunroof', 'Tow Bar'), {
          maxLength: 3,
        }),
        slug: fc.string({ minLength: 1, maxLength: 8 }),
        certified: fc.boolean(),
      },
      { requiredKeys: ['id'] },
    );
    fc.assert(
      fc.property(fc.array(doc, { maxLength: 30 }), (docs) => {
        const wire = JSON.parse(JSON.stringify(encodeStockIndex(docs)));
        expect(decodeStockIndex(wire)).toEqual(docs);
      }),
    );
    expect(decodeStockIndex([{ id: 1 }])).toEqual([{ id: 1 }]);
  });

  it('decodes a field at a time to the same documents, awaiting between fields', async () => {
    const { encodeStockIndex, decodeStockIndex, decodeStockIndexInSlices } =
      await import('../../../../src/domain/search/stock-index');
    const docs = Array.from({ length: 25 }, (_, i) => ({
      id: i + 1,
      make: ['Toyota', 'Kia'][i % 2],
      price: 20_000 + i,
      filtered_features: i % 3 ? ['ABS'] : [],
    }));
    const wire = JSON.parse(JSON.stringify(encodeStockIndex(docs)));
    let waits = 0;
    const sliced = await decodeStockIndexInSlices(wire, async () => {
      waits++;
    });
    expect(sliced).toEqual(decodeStockIndex(wire));
    expect(sliced).toEqual(docs);
    expect(waits).toBe(wire.fields.length);
  });
});

describe('client result cache (rules.md: Search: 10 entries, the oldest evicted)', () => {
  it('keeps the 10 most recent searches', async () => {
    const { resultCache, RESULT_CACHE_SIZE } =
      await import('../../../../src/search-engines/client');
    expect(RESULT_CACHE_SIZE).toBe(10);
    const cache = resultCache<number>();
    for (let i = 0; i < 12; i++) cache.set(`q${i}`, i);
    expect(cache.size).toBe(10);
    expect(cache.get('q0')).toBeUndefined();
    expect(cache.get('q1')).toBeUndefined();
    expect(cache.get('q2')).toBe(2);
    cache.set('q2', 22);
    cache.set('q12', 12);
    expect(cache.get('q3')).toBeUndefined();
    expect(cache.get('q2')).toBe(22);
  });
});

describe('facets no section shows still refine (landing pages, default queries)', () => {
  it('mounts every other facet key without a control', async () => {
    const { hiddenFacets } = await import('../../../../src/domain/search/facets');
    const hidden = hiddenFacets(facetSections({ slug: 's', name: 'S', dealerships: [{}, {}] }));
    const byAttr = Object.fromEntries(hidden.map((w) => [w.attribute, w.kind]));
    expect(byAttr).toMatchObject({
      dealership_name: 'list',
      'model.name': 'list',
      photos_count: 'range',
      certified: 'toggle',
      weekly_price_range: 'menu',
      state: 'list',
      seats: 'range',
    });
    for (const shown of ['make', 'make_model', 'price', 'km', 'city', 'location_name', 'body'])
      expect(byAttr[shown]).toBeUndefined();
  });
});
