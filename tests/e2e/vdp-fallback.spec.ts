/**
 * Car pages the build did not prerender (rules.md: Cars added after the last build): a car added
 * since is shown live from the search engine; any other slug gets 'no longer available' with
 * similar cars, never a bare 404. The live case runs its own server (this worker's process) pointed
 * at a loopback search engine that speaks Meilisearch's search route.
 */
import http from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { startServer } from '../../scripts/serve';
import { builtCars, expectLeadModal, mockApi, pickCar } from './support/vdp';
import { tenantUrl } from './support/tenants';

test('an unknown car shows "no longer available" with similar cars, status 404 (no search engine to know it was ever listed)', async ({
  page,
}) => {
  const corolla = pickCar(
    'sunshine-coast-toyota',
    (c) =>
      c.status === 'in_stock' &&
      c.make === 'Toyota' &&
      (typeof c.model === 'string' ? c.model : c.model.name) === 'Corolla',
    'an in-stock Corolla',
  );
  await mockApi(page);
  const response = await page.goto(
    tenantUrl('sunshine-coast-toyota', '/cars/2019-toyota-corolla-ascent-gone12'),
  );
  // no search engine to tell whether this site ever had it: 404 (410 is for a car known gone)
  expect(response?.status()).toBe(404);
  expect(response?.headers()['x-vehicle-lookup']).toBe('unavailable');
  const gone = page.getByTestId('vehicle-unavailable');
  await expect(gone.getByRole('heading', { level: 1 })).toHaveText(
    'This car is no longer available',
  );
  await expect(gone).toContainText(
    'Here are other Toyota Corolla and similar vehicles we have in stock.',
  );
  await expect(gone.getByRole('link', { name: 'Search our stock' })).toBeVisible();
  const links = gone.getByTestId('similar-cars').getByRole('link');
  expect(await links.count()).toBeGreaterThan(0);
  await expect(links.first()).toContainText('Corolla');
  await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', 'noindex');
  await gone.getByRole('button', { name: 'Find Me Something Similar' }).click();
  await expectLeadModal(page, 'Find Me Something Similar');
  void corolla;
});

test("the caravan seller's 'no longer available' page uses its vehicle word, with the status line 404 Not Found", async ({
  page,
}) => {
  await mockApi(page);
  const response = await page.goto(
    tenantUrl('outback-caravans-rv', '/campers/2019-jayco-journey-21-ft-gone12'),
  );
  expect(response?.status()).toBe(404);
  expect(response?.statusText()).toBe('Not Found');
  const gone = page.getByTestId('vehicle-unavailable');
  await expect(gone.getByRole('heading', { level: 1 })).toHaveText(
    'This camper is no longer available',
  );
  await expect(page).toHaveTitle(/^This camper is no longer available/);
  await expect(gone).not.toContainText(/\bcars?\b/);
});

test('a prerendered car is served as its file; another prefix redirects to the site\u2019s own', async ({
  request,
}) => {
  const bike = builtCars('throttle-motorcycles')[0];
  // Node does not resolve *.localhost: ask 127.0.0.1 with the tenant's Host header
  const get = (path: string, options: { maxRedirects?: number } = {}) => {
    const url = new URL(tenantUrl('throttle-motorcycles', path));
    return request.get(`http://127.0.0.1:${url.port}${url.pathname}`, {
      ...options,
      headers: { host: url.host },
    });
  };
  const direct = await get(`/motorcycles/${bike.slug}`);
  expect(direct.status()).toBe(200);
  expect(direct.headers()['x-vehicle-lookup']).toBeUndefined(); // a static file, not the on-demand route
  const moved = await get(`/cars/${bike.slug}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(`/motorcycles/${bike.slug}`);
  const nested = await get('/motorcycles/a/b');
  expect(nested.status()).toBe(404);
  expect(await nested.text()).toContain('no longer available');
});

test.describe('a car added after the build', () => {
  let search: http.Server;
  let site: Awaited<ReturnType<typeof startServer>>;
  let savedDatabaseDir: string | undefined;
  const filters: string[] = [];
  const template = builtCars('sunshine-coast-toyota').find(
    (c) => c.status === 'in_stock' && (c.images?.length ?? 0) > 1,
  )!;
  const added: Record<string, unknown> = {
    ...template,
    id: 999000111,
    slug: '2026-toyota-hilux-sr5-justin',
    stocknum: 'NEW999',
    price: 61990,
  };
  // this site's car, sold months ago: the engine holds it, the site no longer lists it
  const soldLongAgo: Record<string, unknown> = {
    ...template,
    id: 999000112,
    slug: '2024-toyota-hilux-sr-sold-in-march',
    status: 'sold',
    sold_date_timestamp: Math.floor(Date.now() / 1000) - 200 * 86400,
  };
  const photoFile = path.resolve(
    import.meta.dirname,
    '../../public',
    String((template.images![0].image as { url: string }).url).replace(/^\//, ''),
  );

  test.beforeAll(async () => {
    search = http.createServer((req, res) => {
      if (req.method === 'GET' && req.url === '/photo.jpg') {
        // the 'dashboard CDN' that holds the new car's photo
        res.setHeader('content-type', 'image/jpeg');
        return res.end(readFileSync(photoFile));
      }
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        const ok =
          req.method === 'POST' &&
          req.url === '/indexes/Car_production/search' &&
          req.headers.authorization === 'Bearer search-only-key';
        if (!ok) {
          res.statusCode = 403;
          return res.end('{}');
        }
        const { filter } = JSON.parse(body) as { filter: string };
        filters.push(filter);
        const hits = [added, soldLongAgo].filter((c) => filter.includes(`slug = "${c.slug}"`));
        res.setHeader('content-type', 'application/json');
        res.end(
          JSON.stringify({
            hits,
            query: '',
            processingTimeMs: 1,
            limit: 1,
            offset: 0,
            estimatedTotalHits: hits.length,
          }),
        );
      });
    });
    await new Promise<void>((r) => search.listen(0, '127.0.0.1', () => r()));
    const base = `http://127.0.0.1:${(search.address() as AddressInfo).port}`;
    added.images = [
      { image: { url: `${base}/photo.jpg`, thumb: { url: `${base}/photo.jpg` } }, visible: true },
    ];
    process.env.SEARCH_HOST = base;
    process.env.SEARCH_KEY = 'search-only-key';
    // its own database: the suite's server owns the embedded folder the workers inherit
    savedDatabaseDir = process.env.DATABASE_DIR;
    process.env.DATABASE_DIR = 'memory://';
    site = await startServer({ port: 0, tenants: ['sunshine-coast-toyota'] });
  });

  test.afterAll(async () => {
    delete process.env.SEARCH_HOST;
    delete process.env.SEARCH_KEY;
    await site?.close();
    if (savedDatabaseDir === undefined) delete process.env.DATABASE_DIR;
    else process.env.DATABASE_DIR = savedDatabaseDir;
    await new Promise((r) => search?.close(r));
  });

  test('is shown in full from the search engine, filtered to this site', async ({ page }) => {
    await mockApi(page);
    const response = await page.goto(
      `http://sunshine-coast-toyota.localhost:${site.port}/cars/${added.slug}`,
    );
    expect(response?.status()).toBe(200);
    expect(response?.headers()['x-vehicle-lookup']).toBe('found');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`${added.year} Toyota`);
    await expect(page.getByTestId('price')).toHaveText('$61,990');
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
      'href',
      `https://www.sunshinecoasttoyota.example/cars/${added.slug}`,
    );
    // the lookup carries the site's own stock filter, so no other dealer's car can be shown
    expect(filters.at(-1)).toContain(`slug = "${added.slug}"`);
    expect(filters.at(-1)).toContain('dealership_slug = "sunshine-coast-toyota"');

    // its share image is the CDN photo cropped to fill 1200x630
    const ogImage = `https://www.sunshinecoasttoyota.example/cars/${added.slug}/share.jpg`;
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', ogImage);
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute(
      'content',
      '1200',
    );
    await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute(
      'content',
      '630',
    );
    const image = await page.request.get(
      `http://127.0.0.1:${site.port}/cars/${added.slug}/share.jpg`,
      { headers: { host: `sunshine-coast-toyota.localhost:${site.port}` } },
    );
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/jpeg');
    expect(await sharp(await image.body()).metadata()).toMatchObject({
      width: 1200,
      height: 630,
      format: 'jpeg',
    });
    const noPhoto = await page.request.get(
      `http://127.0.0.1:${site.port}/cars/no-such-car/share.jpg`,
      { headers: { host: `sunshine-coast-toyota.localhost:${site.port}` } },
    );
    expect(noPhoto.status()).toBe(404);

    const missing = await page.goto(
      `http://sunshine-coast-toyota.localhost:${site.port}/cars/2018-toyota-camry-not-there`,
    );
    // no car of this site by that slug: 404; this site's car no longer listed: 410 Gone
    expect(missing?.status()).toBe(404);
    expect(missing?.headers()['x-vehicle-lookup']).toBe('missing');
    await expect(page.getByTestId('vehicle-unavailable')).toBeVisible();
    const gone = await page.goto(
      `http://sunshine-coast-toyota.localhost:${site.port}/cars/${soldLongAgo.slug}`,
    );
    expect(gone?.status()).toBe(410);
    expect(gone?.headers()['x-vehicle-lookup']).toBe('gone');
    await expect(page.getByTestId('vehicle-unavailable')).toBeVisible();
    // the sold car itself is never shown, only that it is gone
    await expect(page.getByTestId('price')).toHaveCount(0);
  });
});
