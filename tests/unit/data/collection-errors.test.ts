/**
 * Every invalid item of a collection is reported at once (rules.md: Tenant doctor): a payload with
 * 40 bad pages fails one build listing all 40, each with its index and id, field and reason.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { loadPages, loadStock, loadTenant } from '../../../src/data/tenant-content';
import {
  ContentValidationError,
  MAX_REPORTED_FIELDS,
  parseItemsOrThrow,
} from '../../../src/data/validate';
import { miniCars, tempDir, writeTenant } from '../../support/fixture-tenant';

const origin = { tenant: 'mini', source: 'websites/9/pages.json' };
const Item = z.object({ id: z.number(), slug: z.string(), title: z.string() });

function caught(run: () => unknown): ContentValidationError {
  try {
    run();
  } catch (error) {
    if (error instanceof ContentValidationError) return error;
    throw error;
  }
  throw new Error('expected a ContentValidationError');
}

describe('parseItemsOrThrow', () => {
  it('returns every item when all are valid', () => {
    const items = [1, 2].map((id) => ({ id, slug: `p${id}`, title: 'T' }));
    expect(parseItemsOrThrow(Item, items, origin)).toEqual(items);
  });

  it('lists every invalid item with its index, id, field and reason', () => {
    const error = caught(() =>
      parseItemsOrThrow(
        Item,
        [
          { id: 1, slug: 'ok', title: 'Fine' },
          { id: 2, slug: 'about' },
          { id: 3, slug: 'ok2', title: 'Fine' },
          { slug: 'contact', title: 7 },
        ],
        origin,
      ),
    );
    expect(error.counts).toEqual({ invalidItems: 2, totalItems: 4 });
    expect(error.fields).toEqual([
      { path: '[1].title', reason: expect.any(String), item: 'id 2, slug "about"' },
      { path: '[3].id', reason: expect.any(String), item: 'slug "contact"' },
      { path: '[3].title', reason: expect.any(String), item: 'slug "contact"' },
    ]);
    expect(error.message).toContain(
      'Tenant "mini": invalid content in websites/9/pages.json (2 of 4 items invalid)',
    );
    expect(error.message).toMatch(/\n {2}\[1\]\.title \(id 2, slug "about"\): Invalid input/);
    expect(error.message).toMatch(/\n {2}\[3\]\.id \(slug "contact"\): Invalid input/);
  });

  it(`caps the message at ${MAX_REPORTED_FIELDS} fields and counts the rest`, () => {
    const bad = Array.from({ length: 70 }, (_, i) => ({ id: i, slug: `p${i}` }));
    const error = caught(() => parseItemsOrThrow(Item, bad, origin));
    expect(error.fields).toHaveLength(70);
    expect(error.message).toContain('(70 of 70 items invalid)');
    expect(error.message.split('\n').filter((l) => l.startsWith('  ['))).toHaveLength(50);
    expect(error.message).toContain('  … and 20 more');
  });

  it('skips items the filter leaves out, keeping their index', () => {
    const error = caught(() =>
      parseItemsOrThrow(
        Item,
        [{ id: 'x' }, { id: 1, slug: 's', title: 't' }, { id: 2 }],
        origin,
        (item) => (item as { id: unknown }).id !== 'x',
      ),
    );
    expect(error.fields.map((f) => f.path)).toEqual(['[2].slug', '[2].title']);
  });
});

describe('a tenant build reports every invalid item of a collection', () => {
  afterEach(() => vi.unstubAllEnvs());

  function tenant(slug: string, cars: unknown[] = miniCars(slug)) {
    const root = tempDir('collection-errors-');
    const dir = path.join(root, 'tenants');
    const tenantDir = writeTenant(dir, slug, 9, undefined, cars);
    vi.stubEnv('CONTENT_API_HOST', '');
    vi.stubEnv('SEARCH_HOST', '');
    vi.stubEnv('MEILI_BUILD_KEY', '');
    return { root, store: path.join(tenantDir, 'store') };
  }

  it('40 bad pages are listed in one error', async () => {
    const { root, store } = tenant('pages-motors');
    const pages = Array.from({ length: 45 }, (_, i) =>
      i % 9 === 0
        ? { id: i, slug: `good-${i}`, title: 'Good', blocks: [] }
        : { id: i, slug: `bad-${i}`, title: 'No blocks' },
    );
    mkdirSync(path.join(store, 'websites', '9'), { recursive: true });
    writeFileSync(path.join(store, 'websites', '9', 'pages.json'), JSON.stringify(pages));
    const t = await loadTenant('pages-motors', root);
    const error = (await loadPages(t).catch((e: unknown) => e)) as ContentValidationError;
    expect(error).toBeInstanceOf(ContentValidationError);
    expect(error.counts).toEqual({ invalidItems: 40, totalItems: 45 });
    expect(error.fields).toHaveLength(40);
    expect(error.message).toContain(path.join('websites', '9', 'pages.json'));
    expect(error.message).toContain('[1].blocks (id 1, slug "bad-1"): Invalid input');
    expect(error.message).toContain('[44].blocks (id 44, slug "bad-44"): Invalid input');
  });

  it('every invalid listed car is reported, with its slug', async () => {
    const cars = miniCars('car-motors').map((c, i) => (i < 2 ? { ...c, price: 'lots' } : c));
    const { root } = tenant('car-motors', cars);
    const t = await loadTenant('car-motors', root);
    const error = (await loadStock(t).catch((e: unknown) => e)) as ContentValidationError;
    expect(error).toBeInstanceOf(ContentValidationError);
    expect(error.fields.map((f) => [f.path, f.item])).toEqual([
      ['[0].price', 'id 1, slug "car-motors-2020-mazda-cx-5"'],
      ['[1].price', 'id 2, slug "car-motors-2021-kia-cerato"'],
    ]);
  });
});
