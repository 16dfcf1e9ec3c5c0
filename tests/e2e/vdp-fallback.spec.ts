/**
 * Car pages the build did not prerender (issue 4 item 8): a car added since is shown live
 * from the search engine; any other slug gets 'no longer available' with similar cars,
 * never a bare 404. The live case runs its own server (this worker's process) pointed at a
 * loopback search engine that speaks Meilisearch's search route.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { startServer } from '../../scripts/serve';
import { builtCars, hydrated, leadRequest, mockApi, pickCar } from './support/vdp';
import { tenantUrl } from './support/tenants';

test.skip(() => test.info().project.name !== 'desktop', 'server behaviour; one screen size is enough');

test('an unknown car shows "no longer available" with similar cars, status 404', async ({ page }) => {
  const corolla = pickCar('sunshine-coast-toyota', (c) => c.status === 'in_stock' && c.make === 'Toyota' && (typeof c.model === 'string' ? c.model : c.model.name) === 'Corolla', 'an in-stock Corolla');
  await mockApi(page);
  const response = await page.goto(tenantUrl('sunshine-coast-toyota', '/cars/2019-toyota-corolla-ascent-gone12'));
  expect(response?.status()).toBe(404);
  expect(response?.headers()['x-vehicle-lookup']).toBe('unavailable');
  const gone = page.getByTestId('vehicle-unavailable');
  await expect(gone.getByRole('heading', { level: 1 })).toHaveText('This car is no longer available');
  await expect(gone).toContainText('Here are other Toyota Corolla and similar vehicles we have in stock.');
  await expect(gone.getByRole('link', { name: 'Search our stock' })).toBeVisible();
  const links = gone.getByTestId('similar-cars').getByRole('link');
  expect(await links.count()).toBeGreaterThan(0);
  await expect(links.first()).toContainText('Corolla');
  await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', 'noindex');
  const ask = gone.getByRole('button', { name: 'Find Me Something Similar' });
  await hydrated(ask);
  await ask.click();
  expect(await leadRequest(page)).toMatchObject({ kind: 'similar', source: 'vdp-unavailable' });
  void corolla;
});

test('a prerendered car is served as its file; another prefix redirects to the site\u2019s own', async ({ request }) => {
  const bike = builtCars('throttle-motorcycles')[0];
  // Node does not resolve *.localhost: ask 127.0.0.1 with the tenant's Host header
  const get = (path: string, options: { maxRedirects?: number } = {}) => {
    const url = new URL(tenantUrl('throttle-motorcycles', path));
    return request.get(`http://127.0.0.1:${url.port}${url.pathname}`, { ...options, headers: { host: url.host } });
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
  const filters: string[] = [];
  const template = builtCars('sunshine-coast-toyota').find((c) => c.status === 'in_stock' && (c.images?.length ?? 0) > 1)!;
  const added = { ...template, id: 999000111, slug: '2026-toyota-hilux-sr5-justin', stocknum: 'NEW999', price: 61990 };

  test.beforeAll(async () => {
    search = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        const ok = req.method === 'POST' && req.url === '/indexes/Car_production/search' && req.headers.authorization === 'Bearer search-only-key';
        if (!ok) {
          res.statusCode = 403;
          return res.end('{}');
        }
        const { filter } = JSON.parse(body) as { filter: string };
        filters.push(filter);
        const hits = filter.includes(`slug = "${added.slug}"`) ? [added] : [];
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ hits, query: '', processingTimeMs: 1, limit: 1, offset: 0, estimatedTotalHits: hits.length }));
      });
    });
    await new Promise<void>((r) => search.listen(0, '127.0.0.1', () => r()));
    process.env.SEARCH_HOST = `http://127.0.0.1:${(search.address() as AddressInfo).port}`;
    process.env.SEARCH_KEY = 'search-only-key';
    site = await startServer({ port: 0, tenants: ['sunshine-coast-toyota'] });
  });

  test.afterAll(async () => {
    delete process.env.SEARCH_HOST;
    delete process.env.SEARCH_KEY;
    await site?.close();
    await new Promise((r) => search?.close(r));
  });

  test('is shown in full from the search engine, filtered to this site', async ({ page }) => {
    await mockApi(page);
    const response = await page.goto(`http://sunshine-coast-toyota.localhost:${site.port}/cars/${added.slug}`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['x-vehicle-lookup']).toBe('found');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`${added.year} Toyota`);
    await expect(page.getByTestId('price')).toHaveText('$61,990');
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', `https://www.sunshinecoasttoyota.example/cars/${added.slug}`);
    // the lookup carries the site's own stock filter, so no other dealer's car can be shown
    expect(filters.at(-1)).toContain(`slug = "${added.slug}"`);
    expect(filters.at(-1)).toContain('dealership_slug = "sunshine-coast-toyota"');
    expect(filters.at(-1)).toContain('show_on_dealer_website = true');

    const missing = await page.goto(`http://sunshine-coast-toyota.localhost:${site.port}/cars/2018-toyota-camry-not-there`);
    expect(missing?.status()).toBe(404);
    expect(missing?.headers()['x-vehicle-lookup']).toBe('missing');
    await expect(page.getByTestId('vehicle-unavailable')).toBeVisible();
  });
});
