/**
 * The content pages on every sample tenant, at the desktop size (the page audit runs axe on a
 * content page at the phone's): each page type opens with its heading, SEO tags and no serious
 * or critical axe violation in its
 * content; /pages/{slug} aliases arrive; the blog lists and opens an article; the review
 * feedback page reads its query; HTML pasted into a dealer page renders without its script,
 * handlers, javascript: link and svg; /sitemap.xml and /robots.txt are served.
 */
import { expect, test, type Page } from '@playwright/test';
import { axe } from './support/axe';
import { SAMPLE_TENANTS, tenantUrl, type SampleTenant } from './support/tenants';

/** The built-in pages every tenant has, and where the link rules put them. */
const BUILT_IN = {
  'About Us': '/about-us',
  'Our Team': '/team',
  Careers: '/careers',
  Fleet: '/fleet',
  Warranty: '/warranty',
  'Reserve Online': '/buying',
  'Privacy Policy': '/privacy-policy',
  'Terms and Conditions': '/terms-and-conditions',
  'Complaint Handling Process': '/pages/complaint-handling-process',
  'Accessibility Statement': '/accessibility',
  'Customer Feedback Survey': '/customer-feedback-survey',
  Unsubscribe: '/pages/unsubscribe',
} as const;

/**
 * Each tenant's blog, one of the dealer's own pages from the sample data, and whether the site
 * keeps /pages/ in its page addresses (use_pages_path, rules.md: Link rules: only the Toyota sample
 * does).
 */
const TENANT_PAGES: Record<SampleTenant, { blog: string; dealerPage: string; pagesPath: boolean }> =
  {
    'sunshine-coast-toyota': { blog: '/blog', dealerPage: 'hybrids', pagesPath: true },
    'pacific-motor-group': { blog: '/news', dealerPage: 'fleet/government', pagesPath: false },
    'outback-caravans-rv': { blog: '/blog', dealerPage: 'your-finance-options', pagesPath: false },
    'throttle-motorcycles': {
      blog: '/blog',
      dealerPage: 'vehicle-trade-in-guide',
      pagesPath: false,
    },
    'badger-state-auto': {
      blog: '/blog',
      dealerPage: 'toyota-warranty-advantage',
      pagesPath: false,
    },
  };

/** Where the link rules put /pages/{slug} on a tenant. */
const pagePath = (slug: SampleTenant, path: string) =>
  TENANT_PAGES[slug].pagesPath ? path : path.replace(/^\/pages\//, '/');

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('dialog', (d) => {
    errors.push(`dialog: ${d.message()}`);
    void d.dismiss();
  });
  return errors;
}

/** The page's title, description, canonical and Open Graph tags, and its content's axe result. */
async function expectGoodPage(page: Page, path: string) {
  await expect(page).toHaveTitle(/\S/);
  const head = page.locator('head');
  await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);
  const canonical = await head.locator('link[rel="canonical"]').getAttribute('href');
  expect(new URL(canonical!).pathname.replace(/\/$/, '')).toBe(path.replace(/\/$/, ''));
  await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', /\S/);
  await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', /^https?:/);
  // The header and footer are the shell's; this checks what the content pages render.
  const result = await axe(page).include('#main').analyze();
  const serious = result.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

for (const slug of SAMPLE_TENANTS) {
  test.describe(slug, () => {
    for (const [title, written] of Object.entries(BUILT_IN)) {
      const path = pagePath(slug, written);
      test(`${title} (${path})`, async ({ page }) => {
        const errors = watchErrors(page);
        const response = await page.goto(tenantUrl(slug, path));
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectGoodPage(page, path);
        expect(errors).toEqual([]);
      });
    }

    test("the dealer's own page", async ({ page }) => {
      const errors = watchErrors(page);
      const dealerPage = pagePath(slug, `/pages/${TENANT_PAGES[slug].dealerPage}`);
      expect((await page.goto(tenantUrl(slug, dealerPage)))?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectGoodPage(page, dealerPage);
      expect(errors).toEqual([]);
    });

    test('/pages/about-us arrives at /about-us', async ({ page }) => {
      await page.goto(tenantUrl(slug, '/pages/about-us'));
      await expect(page).toHaveURL(/\/about-us\/?$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });

    test('the blog lists its articles and opens one', async ({ page }) => {
      test.slow(); // two pages, each with an axe run
      const errors = watchErrors(page);
      const { blog } = TENANT_PAGES[slug];
      expect((await page.goto(tenantUrl(slug, blog)))?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        blog === '/news' ? 'News' : 'Blog',
      );
      await expectGoodPage(page, blog);
      const article = page.locator(`#main a[href^="${blog}/"]:not([href*="/page/"])`).first();
      const href = (await article.getAttribute('href'))!;
      await article.click();
      await expect(page).toHaveURL(new RegExp(`${href.replace(/\/$/, '')}/?$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectGoodPage(page, href);
      expect(errors).toEqual([]);
    });

    test('the review-feedback page greets from its query and offers both answers', async ({
      page,
    }) => {
      await page.goto(tenantUrl(slug, '/review-feedback?first_name=Sam&dealership_name=Anything'));
      await expect(page.locator('[data-first-name]')).toHaveText('Sam');
      await expect(page.locator('[data-dealership-name]')).toHaveText('Anything');
      await expect(page.getByRole('link', { name: 'I had a bad experience' })).toHaveAttribute(
        'href',
        '/customer-feedback-survey',
      );
      await page.goto(tenantUrl(slug, '/review-feedback'));
      await expect(page.locator('[data-first-name]')).toHaveText('Valued Customer');
      await expect(page.locator('[data-dealership-name]')).toHaveText('Our Dealership');
    });

    test('/sitemap.xml lists the content pages and /robots.txt points at it', async ({ page }) => {
      // Through the browser: Chromium resolves {tenant}.localhost, Node's resolver does not.
      const sitemap = await page.goto(tenantUrl(slug, '/sitemap.xml'));
      expect(sitemap?.status()).toBe(200);
      const xml = await sitemap!.text();
      expect(xml).toContain('/about-us</loc>');
      expect(xml).toContain('/privacy-policy</loc>');
      expect(xml).not.toContain('/customer-feedback-survey</loc>');
      expect(xml).not.toContain('/pages/about-us</loc>');
      const robots = await (await page.goto(tenantUrl(slug, '/robots.txt')))!.text();
      expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
    });
  });
}

test('the complaint page lists the regulator of each state the group has a location in', async ({
  page,
}) => {
  await page.goto(tenantUrl('pacific-motor-group', '/complaint-handling-process'));
  const regulators = page.locator('#main .regulators li');
  expect(await regulators.count()).toBeGreaterThan(1);
  await expect(page.locator('#main')).toContainText('or seek independent legal advice');
});

test('HTML pasted into a dealer page renders without its script, handlers, javascript: link or svg', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const response = await page.goto(tenantUrl('pacific-motor-group', '/community'));
  // The built HTML itself carries none of the payloads the sample page's pasted HTML holds.
  const html = await response!.text();
  for (const payload of [
    'document.title="hacked"',
    "alert('img')",
    "javascript:alert('link')",
    "alert('click')",
    "alert('svg')",
    'tracker.example',
  ])
    expect(html).not.toContain(payload);
  const main = page.locator('#main .content-layout__body');
  await expect(main).toContainText('Coast Charity Ride');
  await expect(main.getByRole('link', { name: 'See the photos' })).toHaveCount(0);
  await expect(main.getByRole('link', { name: /read the club/ })).toHaveAttribute(
    'href',
    'https://www.example.org/charity-ride',
  );
  // Scripts left in the content are Astro's island loaders for the page's form, nothing pasted.
  expect(await main.locator('script', { hasText: 'hacked' }).count()).toBe(0);
  expect(await main.locator('svg[onload], [onerror], [onclick], iframe').count()).toBe(0);
  expect(await main.locator('a[href^="javascript:"]').count()).toBe(0);
  await expect(page).not.toHaveTitle('hacked');
  expect(errors).toEqual([]);
});
