/**
 * Stock pages as a search engine reads them (rules.md: Every car reachable by a crawler; Structured
 * data and sharing), JavaScript off: page N of a search route at its address ?page=N with its own
 * cars, canonical and rel=prev/next; the vehicle sitemap lists cars in stock and no sold car; a
 * sold car's page (within the window) is noindex with availability SoldOut in its JSON-LD.
 */
import { expect, test } from '@playwright/test';
import { tenantUrl } from './support/tenants';
import { builtCars, PREFIX } from './support/vdp';

test.use({ javaScriptEnabled: false });

const TENANT = 'sunshine-coast-toyota';
const cardLinks = (html: string) =>
  [...html.matchAll(/href="(\/cars\/[a-z0-9-]+)"/g)]
    .map((m) => m[1])
    .filter((v, i, a) => a.indexOf(v) === i);

test('page 2 of a search route is answered at ?page=2 with its own cars, canonical and prev/next', async ({
  page,
}) => {
  const first = await page.goto(tenantUrl(TENANT, '/search/toyota'));
  expect(first?.status()).toBe(200);
  const one = cardLinks(await page.content());
  expect(one.length).toBeGreaterThan(0);
  await expect(page.locator('link[rel=next]')).toHaveAttribute('href', '/search/toyota?page=2');
  await expect(page.locator('link[rel=prev]')).toHaveCount(0);
  // the results' own Next link is the ?page=N address (rules.md: Search state in the URL)
  await expect(page.locator('a[rel=next]')).toHaveAttribute('href', '/search/toyota?page=2');

  const second = await page.goto(tenantUrl(TENANT, '/search/toyota?page=2'));
  expect(second?.status()).toBe(200);
  expect(page.url()).toBe(tenantUrl(TENANT, '/search/toyota?page=2')); // rewritten, not redirected
  const two = cardLinks(await page.content());
  expect(two.length).toBeGreaterThan(0);
  expect(two.filter((href) => one.includes(href))).toEqual([]);
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
    'href',
    /\/search\/toyota\?page=2$/,
  );
  await expect(page.locator('link[rel=prev]')).toHaveAttribute('href', '/search/toyota');
  await expect(page.locator('link[rel=next]')).toHaveAttribute('href', '/search/toyota?page=3');
  await expect(page.locator('[aria-current=page]').first()).toHaveText('2');
});

test('a page number the route does not have answers as the route itself', async ({ page }) => {
  const res = await page.goto(tenantUrl(TENANT, '/search/toyota?page=999'));
  expect(res?.status()).toBe(200);
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /\/search\/toyota$/);
});

test('the vehicle sitemap lists every car in stock and no sold car', async ({ request }) => {
  const url = new URL(tenantUrl(TENANT, '/sitemap-vehicles.xml'));
  const res = await request.get(`http://127.0.0.1:${url.port}${url.pathname}`, {
    headers: { host: url.host },
  });
  expect(res.status()).toBe(200);
  const locs = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => new URL(m[1]).pathname,
  );
  const cars = builtCars(TENANT);
  const inStock = cars.filter((c) => c.status !== 'sold').map((c) => `${PREFIX[TENANT]}/${c.slug}`);
  const sold = cars.filter((c) => c.status === 'sold').map((c) => `${PREFIX[TENANT]}/${c.slug}`);
  expect(sold.length).toBeGreaterThan(0);
  expect(locs.sort()).toEqual(inStock.sort());
});

test('a sold car in the window is noindex with availability SoldOut; a car in stock is indexable', async ({
  page,
}) => {
  const sold = builtCars(TENANT).find((c) => c.status === 'sold');
  const live = builtCars(TENANT).find((c) => c.status === 'in_stock');
  expect(sold && live).toBeTruthy();
  const offer = async () => {
    const json = await page.locator('script[type="application/ld+json"]').first().textContent();
    const data = JSON.parse(json ?? '{}') as { offers?: { availability?: string } };
    return data.offers?.availability;
  };
  await page.goto(tenantUrl(TENANT, `${PREFIX[TENANT]}/${sold!.slug}`));
  await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', 'noindex');
  expect(await offer()).toBe('https://schema.org/SoldOut');
  await page.goto(tenantUrl(TENANT, `${PREFIX[TENANT]}/${live!.slug}`));
  await expect(page.locator('meta[name=robots]')).toHaveCount(0);
  expect(await offer()).toBe('https://schema.org/InStock');
});
