/**
 * A sold car's address before and after its redirect day, on a fixed clock: the `_redirects`
 * rules the build writes for it (page data over a tenant fixture), and the local server
 * (scripts/serve.ts) answering that file: the sold page while the car is listed, 404 (the
 * on-demand 410 page in a real build) after the window, a 301 to its landing page from its day.
 */
import http from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pageDataFor } from '../../support/astro-content';
import { startServer } from '../../../scripts/serve';

const DAY = 86400;
const SOLD_AT = Date.UTC(2026, 9, 1, 2, 0, 0) / 1000;
const SLUG = 'lifecycle-motors';
const SOLD = {
  id: 9,
  slug: '2023-toyota-rav4-gx-sold01',
  make: 'Toyota',
  model: 'RAV4',
  status: 'sold' as const,
  sold_date_timestamp: SOLD_AT,
};
const tenant = {
  website: { slug: SLUG, include_sold_cars_days: 3, config: { soldCarRedirectDays: 14 } },
  stock: [
    {
      id: 1,
      slug: '2024-toyota-rav4-cruiser-a1',
      make_model: 'Toyota:RAV4',
      make: 'Toyota',
      model: 'RAV4',
      status: 'in_stock' as const,
    },
    {
      id: 2,
      slug: '2022-kia-cerato-s-b2',
      make: 'Kia',
      model: 'Cerato',
      status: 'in_stock' as const,
    },
  ],
  // what the soldCars loader reads: the build's filter leaves it to the rule at the build's clock
  soldCars: [SOLD],
};

async function rulesAt(nowSeconds: number): Promise<string> {
  const { soldRedirectRules } = await pageDataFor(
    tenant,
    () => import('../../../src/page-data/sold-redirects'),
  );
  return (await soldRedirectRules(nowSeconds)).text;
}

let dist = '';
let served: Awaited<ReturnType<typeof startServer>> | null = null;
afterEach(async () => {
  await served?.close();
  served = null;
  if (dist) rmSync(dist, { recursive: true, force: true });
});

/** A built site as the files a build leaves: home, 404, the sold page while listed, `_redirects`. */
async function serveSite(rules: string, soldPageListed: boolean) {
  dist = mkdtempSync(path.join(tmpdir(), 'sold-lifecycle-'));
  const client = path.join(dist, SLUG, 'client');
  mkdirSync(path.join(client, 'cars'), { recursive: true });
  writeFileSync(path.join(client, 'index.html'), '<!doctype html><title>Home</title>');
  writeFileSync(path.join(client, '404.html'), '<!doctype html><title>Not found</title>');
  if (soldPageListed)
    writeFileSync(
      path.join(client, 'cars', `${SOLD.slug}.html`),
      '<!doctype html><title>Sold</title>',
    );
  writeFileSync(path.join(client, '_redirects'), rules);
  served = await startServer({ port: 0, distDir: dist, tenants: [SLUG] });
}

function get(pathname: string) {
  return new Promise<{ code: number; location?: string }>((resolve, reject) => {
    http
      .get(
        {
          host: '127.0.0.1',
          port: served!.port,
          path: pathname,
          headers: { host: `${SLUG}.localhost` },
        },
        (res) => {
          res.resume();
          res.on('end', () =>
            resolve({
              code: res.statusCode ?? 0,
              ...(res.headers.location ? { location: res.headers.location } : {}),
            }),
          );
        },
      )
      .on('error', reject);
  });
}

describe('a sold car address over its lifecycle (fixed clock)', () => {
  it('within the listing window: no rule, its sold page answers', async () => {
    const rules = await rulesAt(SOLD_AT + 1 * DAY);
    expect(rules).not.toContain(SOLD.slug);
    await serveSite(rules, true);
    expect(await get(`/cars/${SOLD.slug}`)).toEqual({ code: 200 });
  });

  it('the second before its redirect day: still no rule (the gone page, here 404 without a server entry)', async () => {
    const rules = await rulesAt(SOLD_AT + 14 * DAY - 1);
    expect(rules).not.toContain(SOLD.slug);
    await serveSite(rules, false);
    expect((await get(`/cars/${SOLD.slug}`)).code).toBe(404);
  });

  it('from its redirect day: a 301 to the make and model landing page, in the file and from the server', async () => {
    const rules = await rulesAt(SOLD_AT + 14 * DAY);
    expect(rules).toContain(`/cars/${SOLD.slug} /search/toyota/rav4 301\n`);
    await serveSite(rules, false);
    expect(await get(`/cars/${SOLD.slug}`)).toEqual({ code: 301, location: '/search/toyota/rav4' });
    expect(await get(`/cars/${SOLD.slug}?utm_source=ad`)).toEqual({
      code: 301,
      location: '/search/toyota/rav4?utm_source=ad',
    });
    // the rest of the site is untouched
    expect((await get('/')).code).toBe(200);
  });
});
