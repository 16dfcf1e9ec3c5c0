/**
 * The per-tenant Content-Security-Policy breaks nothing (rules.md: Security headers and CSP): every
 * page type of every built sample tenant loads, its islands hydrate and its searches run (the
 * site search once per tenant, on its home page: the policy is the site's, not a page's) with zero
 * CSP violations, seen both as console messages and as securitypolicyviolation events. The tenant's
 * trackers (tag manager, pixel) never load on *.localhost, so their hosts are checked by the
 * generator's unit test, not here.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { SAMPLE_TENANTS, tenantUrl, type SampleTenant } from './support/tenants';
import { builtCars, PREFIX } from './support/vdp';
import { withPopupClosed } from './support/shell';
import { builtPagesUnder, clientDir } from './support/built-pages';
import { SHOPPER_FIELD } from './forms-support';

/** Each page type and the site paths it may live at (the first one built is used). */
const PAGE_TYPES: Record<string, string[]> = {
  home: ['/'],
  search: ['/search'],
  'contact form': ['/contact-us', '/contact', '/enquiries'],
  finance: ['/finance'],
  'trade-in': ['/trade-in', '/cars/trade-in', '/sell-my-car'],
  locations: ['/locations', '/our-location'],
  offers: ['/offers', '/special-offers'],
  'content page': ['/about-us', '/privacy-policy'],
  blog: ['/blog'],
  favourites: ['/favourites'],
  compare: ['/compare'],
};

/** A path's own page, else the first page built below it (e.g. one location, one offer). */
const builtPage = (slug: string, site: string): string | null =>
  builtPagesUnder(slug, site, 1, { redirects: true })[0] ?? null;

function pagesOf(slug: SampleTenant): [string, string][] {
  const out: [string, string][] = [];
  for (const [type, candidates] of Object.entries(PAGE_TYPES)) {
    const found = candidates.map((c) => builtPage(slug, c)).find(Boolean);
    if (found) out.push([type, found]);
  }
  const cars = builtCars(slug);
  const inStock = cars.find((c) => c.status !== 'sold');
  const sold = cars.find((c) => c.status === 'sold');
  if (inStock) out.push(['vehicle', `${PREFIX[slug]}/${inStock.slug}`]);
  if (sold) out.push(['sold vehicle', `${PREFIX[slug]}/${sold.slug}`]);
  return out;
}

/** Collects every CSP violation the page reports, either way the browser reports it. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (msg) => {
    if (msg.text().includes('Content Security Policy')) seen.push(`console: ${msg.text()}`);
  });
  await page.exposeFunction('__cspViolation', (text: string) => seen.push(`event: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __cspViolation: (t: string) => void }).__cspViolation;
      report(
        `${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
  return seen;
}

/** A control a keyboard user can focus inside an island that has no field. */
const CONTROL = 'button, a[href], summary, [tabindex="0"]';

for (const slug of SAMPLE_TENANTS) {
  test.describe(slug, () => {
    test.skip(
      !existsSync(path.join(clientDir(slug), 'index.html')),
      `${slug} is not built: npm run build -- --tenant ${slug}`,
    );
    const pages = existsSync(clientDir(slug)) ? pagesOf(slug) : [];

    test('every page type is found in the build', () => {
      expect(pages.map(([type]) => type).sort()).toEqual(
        [...Object.keys(PAGE_TYPES), 'vehicle', 'sold vehicle'].sort(),
      );
    });

    for (const [type, site] of pages)
      test(`${type} (${site}) loads with zero CSP violations`, async ({ page }) => {
        const violations = await watchViolations(page);
        await withPopupClosed(page, slug);
        const response = await page.goto(tenantUrl(slug, site));
        expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
        await page.waitForLoadState('networkidle');
        // An island that waits for the shopper (client:reach: the page's form, a vehicle page's
        // gallery and buttons): reached for as a keyboard user does (focus into its first field,
        // else its first control), it loads its code and hydrates under the policy too.
        const waiting = page
          .locator('astro-island[client="reach"]')
          .filter({ has: page.locator(`${SHOPPER_FIELD}, ${CONTROL}`) })
          .first();
        if (await waiting.count()) {
          const field = waiting.locator(SHOPPER_FIELD);
          await ((await field.count()) ? field : waiting.locator(CONTROL)).first().focus();
          await expect(waiting).not.toHaveAttribute('ssr');
        }
        // The stock search (client:reach too): focus into its box hydrates it, and the focus, as
        // the shopper's first interaction, loads the search engine and the stock index.
        const searchBox = page.locator('#search-query');
        if (await searchBox.count()) {
          const index = page.waitForResponse((r) => r.url().includes('stock-index'));
          await searchBox.focus();
          await expect(page.locator('astro-island:has(#search-query)')).not.toHaveAttribute('ssr');
          await index;
        }
        // The site search (Pagefind, lazily loaded with its WebAssembly): the same code under the
        // same policy on every page of a tenant (one policy per site, in _headers), so run once.
        const open = page.getByRole('button', { name: 'Search', exact: true }).first();
        if (type === 'home') {
          await expect(open).toBeVisible();
          await open.click();
          const box = page.getByRole('searchbox', { name: 'Search this site' });
          await box.fill('finance');
          await expect(page.getByRole('status').filter({ hasText: /result/ })).toBeVisible();
        }
        await page.waitForLoadState('networkidle');
        expect(violations, `CSP violations on ${site}`).toEqual([]);
      });
  });
}
