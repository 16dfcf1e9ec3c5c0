import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { comparableHtml, compareBuilds } from '../../../scripts/lib/compare-builds';

describe('comparableHtml', () => {
  it.each([
    ['the island uid', '<astro-island uid="Z1abc">', '<astro-island uid="Zq9xy">'],
    ['the build time', '"nowSeconds":1795898346', '"nowSeconds":1795899999'],
    ['the search timing', '"processingTimeMS":3', '"processingTimeMS":41'],
    ['a scope id', '<p data-astro-cid-gspuwmrl>', '<p data-astro-cid-3uvduyij>'],
    ['a scope class', '<a class="astro-vxsc7fmx">', '<a class="astro-e4pfss6x">'],
    [
      'an asset hash',
      '<script src="/_astro/Search.BxxuOY7q.js">',
      '<script src="/_astro/Search.Bjk2JB2f.js">',
    ],
  ])('masks %s', (_, a, b) => {
    expect(comparableHtml(a)).toBe(comparableHtml(b));
  });

  it.each([
    ['a word', '<p>12 Howard Street</p>', '<p>12 Howard St</p>'],
    ['an element', '<astro-island uid="a">', '<astro-slot uid="a">'],
    ['an island tag', '<astro-island>', '<astro-islands>'],
    ['a price', '"price":31990', '"price":31999'],
  ])('keeps %s', (_, a, b) => {
    expect(comparableHtml(a)).not.toBe(comparableHtml(b));
  });
});

describe('compareBuilds', () => {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'compare-builds-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  const site = (name: string, pages: Record<string, string>) => {
    const dir = path.join(scratch, name);
    for (const [rel, text] of Object.entries(pages)) {
      mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
      writeFileSync(path.join(dir, rel), text);
    }
    return dir;
  };

  it('finds two builds of the same content the same', () => {
    const before = site('a', {
      'client/index.html': '<astro-island uid="x1" data-astro-cid-aaaaaaaa>',
      'client/_astro/app.AbCd1234.js': '',
    });
    const after = site('b', {
      'client/index.html': '<astro-island uid="y2" data-astro-cid-bbbbbbbb>',
      'client/_astro/app.EfGh5678.js': '',
    });
    expect(compareBuilds(before, after)).toEqual({
      onlyBefore: [],
      onlyAfter: [],
      pages: 1,
      differing: [],
    });
  });

  it('names each differing page and each file only one build has', () => {
    const before = site('c', { 'client/cars/a.html': '<p>Sold</p>', 'client/x.html': '<p></p>' });
    const after = site('d', {
      'client/cars/a.html': '<p>For sale</p>',
      'client/x.html': '<p></p>',
      'client/y.html': '',
    });
    const c = compareBuilds(before, after);
    expect(c.differing.map((d) => d.page)).toEqual([path.join('client', 'cars', 'a.html')]);
    expect(c.differing[0].before).toContain('Sold');
    expect(c.differing[0].after).toContain('For sale');
    expect(c.onlyAfter).toEqual([path.join('client', 'y.html')]);
    expect(c.onlyBefore).toEqual([]);
  });
});
