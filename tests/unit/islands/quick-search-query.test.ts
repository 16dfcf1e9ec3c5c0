/**
 * The quick search form's searches (src/islands/search/quick-search-query.ts), run against
 * the embedded engine over pacific-motor-group's sample stock: the 'Show Me' count and the
 * make and model options agree with a plain count of the stock the engine lists.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { embeddedSearchClient } from '../../../src/search-engines/embedded/client';
import { Website } from '../../../src/domain/tenant/schema/website';
import {
  quickSearchRequests,
  quickSearchTarget,
  readQuickResults,
  type QuickChoice,
} from '../../../src/islands/search/quick-search-query';
import type { SearchVocabulary } from '../../../src/domain/search/url-state';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
const SLUG = 'pacific-motor-group';
const INDEX = 'Car_production';
const NOW_MS = Date.parse('2026-11-21T00:00:00Z');

function load() {
  const entry = JSON.parse(readFileSync(path.join(root, 'tenants', SLUG, 'tenant.json'), 'utf8'));
  const store = path.join(root, 'tenants', SLUG, 'store');
  if (!existsSync(store))
    throw new Error(`tenants/${SLUG}/store is missing: run \`npm run sample-data\` first`);
  const site = Website.parse(
    JSON.parse(readFileSync(path.join(store, 'websites', `${entry.website_id}.json`), 'utf8')),
  );
  const docs = JSON.parse(
    readFileSync(path.join(store, 'indexes', `${INDEX}.json`), 'utf8'),
  ) as Record<string, unknown>[];
  return { site, docs };
}

const vocab: SearchVocabulary = {
  basePath: '/search/new-used-and-demo-cars',
  defaultSort: 'Car_production:custom_rank:desc',
  sorts: ['Car_production:custom_rank:desc', 'Car_production:price:desc'],
  makes: ['Hyundai', 'Toyota'],
  makeModels: ['Hyundai:i30', 'Toyota:Corolla'],
  bodies: [],
  locations: [],
  dealerships: [],
  searchSlugs: [],
};

describe('quick search requests', () => {
  let search: (choice: QuickChoice) => Promise<ReturnType<typeof readQuickResults>>;
  let listed: Record<string, unknown>[] = [];

  beforeAll(async () => {
    const { site, docs } = load();
    const engine = embeddedSearchClient({
      site: site,
      docs: docs as never,
      now: () => NOW_MS,
    });
    // every car the engine lists with no refinement: the counts below are checked against it
    const all = await engine.search([
      { indexName: INDEX, params: { hitsPerPage: 5000, facets: [] } },
    ]);
    listed = all.results[0].hits;
    search = async (choice) =>
      readQuickResults(
        (await engine.search(quickSearchRequests(INDEX, choice))).results,
        choice,
        null,
      );
  });

  const within = (c: Record<string, unknown>, price: readonly [number, number] | null) =>
    !price || ((c.price as number) >= price[0] && (c.price as number) <= price[1]);
  const modelOf = (c: Record<string, unknown>) => c.make_model as string;

  it('counts the whole stock, lists every make, and no model before a make', async () => {
    const r = await search({ make: '', model: '', price: null });
    expect(listed.length).toBeGreaterThan(100);
    expect(r.count).toBe(listed.length);
    expect(r.makes.reduce((a, m) => a + m.count, 0)).toBe(listed.length);
    expect(r.makes.map((m) => m.count)).toEqual(
      [...r.makes.map((m) => m.count)].sort((a, b) => b - a),
    );
    expect(r.models).toEqual([]);
  });

  it('a make and a price range: the count, the models of that make by name', async () => {
    const make = String(listed[0].make);
    const price = [5000, 40000] as const;
    const r = await search({ make, model: '', price });
    const chosen = listed.filter((c) => c.make === make && within(c, price));
    expect(r.count).toBe(chosen.length);
    expect(r.models.every((m) => m.value.startsWith(`${make}:`))).toBe(true);
    expect(r.models.map((m) => m.value)).toEqual(r.models.map((m) => m.value).sort());
    expect(r.models.reduce((a, m) => a + m.count, 0)).toBe(chosen.length);
    // make counts leave the make out: every make's cars in the price range
    const inRange = listed.filter((c) => within(c, price));
    expect(r.makes.reduce((a, m) => a + m.count, 0)).toBe(inRange.length);
  });

  it('a model: the count of that model; a chosen value the range leaves out stays listed', async () => {
    const car = listed[0];
    const r = await search({ make: String(car.make), model: modelOf(car), price: null });
    expect(r.count).toBe(listed.filter((c) => modelOf(c) === modelOf(car)).length);
    const none = await search({ make: String(car.make), model: modelOf(car), price: [5000, 5500] });
    expect(none.models.find((m) => m.value === modelOf(car))).toBeDefined();
    expect(none.makes.find((m) => m.value === car.make)).toBeDefined();
  });
});

describe('quick search target', () => {
  it('the make landing, then the model, and the price range adds the price sort', () => {
    expect(quickSearchTarget({ make: '', model: '', price: null }, vocab)).toBe(vocab.basePath);
    expect(quickSearchTarget({ make: 'Hyundai', model: '', price: null }, vocab)).toBe(
      '/search/hyundai',
    );
    expect(quickSearchTarget({ make: 'Hyundai', model: 'Hyundai:i30', price: null }, vocab)).toBe(
      '/search/hyundai/i30',
    );
    expect(quickSearchTarget({ make: '', model: '', price: [5000, 40000] }, vocab)).toBe(
      `${vocab.basePath}?range[price]=5000:40000&sortBy=Car_production:price:desc`,
    );
  });
});
