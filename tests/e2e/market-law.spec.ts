/**
 * The law and the words of each market on the built sample tenants (an Australian dealer,
 * sunshine-coast-toyota, and the US one, badger-state-auto; New Zealand and a US tenant built
 * from the content API are tests/integration/market-law-build.test.ts):
 * - each legal page's key sentences, and no Australian text on the US site;
 * - the total price never smaller than a component wherever a price shows (Chromium's
 *   computed font sizes), and the estimated drive-away price follows the shopper's state;
 * - the comparison rate (APR) beside every repayment at least as large, with its warning and
 *   example visible before any click or hover;
 * - a collection notice on every form; the accessibility statement; axe with the WCAG 2.2 AA
 *   rules on the page types this work added or changed, at both screen sizes.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { clientDir } from './support/built-pages';
import { tenantUrl, US_TENANT } from './support/tenants';
import { builtCars, carUrl, hydrated, mockApi, pickCar, type StoreCar } from './support/vdp';
import { withPopupClosed } from './support/shell';
import { axe, WCAG_22_AA } from './support/axe';
import { FAVOURITES_KEY, COMPARE_KEY } from '../../src/domain/search/saved-cars';
import { COMPARISON_RATE_WARNING } from '../../src/domain/finance/advertising';
import { NO_AUTOMATED_DECISIONS } from '../../src/domain/content/privacy-policy';

const AU = 'sunshine-coast-toyota' as const;
const US = US_TENANT;

type Car = StoreCar & { price_type?: string; finance_lenders?: Record<string, unknown> };
const excl = (c: Car) => c.price_type === 'Excl. Government Charges';
/** An Australian car priced excluding government charges, with lender figures (the finance box). */
const exclCar = pickCar(
  AU,
  (c) =>
    excl(c) && c.status === 'in_stock' && Object.keys((c as Car).finance_lenders ?? {}).length > 0,
  'an in-stock car priced excluding government charges, with finance',
) as Car;
const driveAwayCar = pickCar(
  AU,
  (c) => (c as Car).price_type === 'Drive Away' && c.status === 'in_stock',
  'an in-stock drive-away car',
) as Car;
const usCar = pickCar(
  US,
  (c) => c.status === 'in_stock' && Object.keys((c as Car).finance_lenders ?? {}).length > 0,
  'an in-stock US car with finance',
);

/** The text of a page's main content. */
const mainText = async (page: Page, tenant: string, path: string) => {
  await page.goto(tenantUrl(tenant, path));
  return page.locator('main').innerText();
};

test.describe('legal pages in each market’s words', () => {
  test('AU: the Privacy Act 1988, the APPs, automated decisions; the Australian Consumer Law', async ({
    page,
  }) => {
    const privacy = await mainText(page, AU, '/privacy-policy');
    expect(privacy).toContain('Privacy Act 1988 (Cth) and the Australian Privacy Principles');
    expect(privacy).toContain('Automated decisions');
    expect(privacy).toContain(NO_AUTOMATED_DECISIONS);
    expect(privacy).toContain('Office of the Australian Information Commissioner');
    const terms = await mainText(page, AU, '/terms-and-conditions');
    expect(terms).toContain(
      'nothing in these terms limits your rights under the Australian Consumer Law.',
    );
    expect(terms).toMatch(/Sunshine Coast Toyota Pty Ltd ABN \d/);
    const complaints = await mainText(page, AU, '/pages/complaint-handling-process');
    expect(complaints).toContain('Office of Fair Trading Queensland');
  });

  test('US: no Privacy Act 1988, no ABN, no Australian Consumer Law; US licence words and dates', async ({
    page,
  }) => {
    const privacy = await mainText(page, US, '/privacy-policy');
    expect(privacy).not.toContain('Privacy Act 1988');
    expect(privacy).not.toMatch(/Australia/);
    expect(privacy).toContain('Gramm-Leach-Bliley Act');
    expect(privacy).toContain(NO_AUTOMATED_DECISIONS);
    const terms = await mainText(page, US, '/terms-and-conditions');
    expect(terms).not.toMatch(/ABN|Australian Consumer Law/);
    expect(terms).toContain(
      'nothing in these terms limits your rights under federal and state consumer protection laws.',
    );
    const complaints = await mainText(page, US, '/complaint-handling-process');
    expect(complaints).toContain('Federal Trade Commission');
    expect(complaints).not.toMatch(/Fair Trading|regulator in your state/);
    // dates as a US dealer writes them (the offer's end date the site writes, not the dealer's text)
    await page.goto(tenantUrl(US, '/special-offers'));
    const ends = await page.locator('.offer-card__ends').allInnerTexts();
    expect(ends.length).toBeGreaterThan(0);
    for (const e of ends) expect(e).toMatch(/^Offer ends [A-Z][a-z]+ \d{1,2}, \d{4}$/);
    // no Australian words anywhere in the shell
    await expect(page.locator('body')).not.toContainText(/LMCT|ABN|Privacy Act 1988|Get Get/);
  });

  test('both: the accessibility statement is linked from the footer', async ({ page }) => {
    for (const tenant of [AU, US]) {
      await withPopupClosed(page, tenant);
      await page.goto(tenantUrl(tenant, '/'));
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: 'Accessibility', exact: true })
        .click();
      await expect(page).toHaveURL(/\/accessibility$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accessibility Statement');
      await expect(page.locator('main')).toContainText(
        'Web Content Accessibility Guidelines (WCAG) 2.2 at Level AA',
      );
      await expect(page.locator('main')).toContainText('Tell us about a barrier');
    }
  });
});

/** Each price component whose total beside it has a smaller computed font size; and how many components. */
function totalsProblems(page: Page) {
  return page.evaluate(() => {
    const size = (el: Element) => parseFloat(getComputedStyle(el).fontSize);
    const problems: string[] = [];
    const parts = [...document.querySelectorAll('[data-price-part="component"]')];
    for (const part of parts) {
      let scope = part.parentElement;
      while (scope && !scope.querySelector('[data-price-part="total"]'))
        scope = scope.parentElement;
      const total = scope?.querySelector('[data-price-part="total"]');
      if (!total) problems.push(`no total beside ${part.textContent}`);
      else if (size(total) < size(part))
        problems.push(
          `${total.textContent} ${size(total)}px < ${part.textContent} ${size(part)}px`,
        );
    }
    return { problems, components: parts.length };
  });
}

/**
 * Every price component on the page sits with a total whose computed font size is at least
 * its own; returns how many components there were (a page without any proves nothing).
 */
async function expectTotalsNotSmaller(page: Page): Promise<number> {
  const found = await totalsProblems(page);
  expect(found.problems).toEqual([]);
  return found.components;
}

test.describe('the total price is never smaller than a component @phone', () => {
  test('the vehicle page: the estimated drive-away total leads, and follows the shopper’s state', async ({
    page,
  }) => {
    await mockApi(page);
    await page.goto(carUrl(AU, exclCar));
    const block = page.getByTestId('price-block');
    const total = block.getByTestId('drive-away-total');
    await expect(total).toBeVisible();
    await expect(block).toContainText('est. drive-away (QLD)');
    await expect(block.getByTestId('price')).toHaveText(
      `$${exclCar.price.toLocaleString('en-AU')}`,
    );
    await expect(block.getByTestId('drive-away-disclaimer')).toContainText(
      'Estimate for a private buyer in Queensland',
    );
    expect(await expectTotalsNotSmaller(page)).toBeGreaterThanOrEqual(2);
    // the check can fail: a component made larger than its total is caught
    const resize = (selector: string, size: string) =>
      page.evaluate(
        ([sel, px]) =>
          document
            .querySelectorAll<HTMLElement>(sel)
            .forEach((el) => el.style.setProperty('font-size', px, 'important')),
        [selector, size],
      );
    await resize('.price-block__parts [data-price-part]', '48px');
    expect((await totalsProblems(page)).problems.length).toBeGreaterThan(0);
    await resize('.price-block__parts [data-price-part]', '');
    // the sticky bar's one line is the total
    await expect(page.getByTestId('sticky-bar')).toContainText(
      `${await total.innerText()} est. drive-away (QLD)`,
    );

    // the shopper picks Western Australia: a new estimate, kept for the next page
    await hydrated(block.getByLabel('Estimate for'));
    const before = await total.innerText();
    await block.getByLabel('Estimate for').selectOption('WA');
    await expect(block).toContainText('est. drive-away (WA)');
    await expect(total).not.toHaveText(before);
    await expect(block.getByTestId('drive-away-disclaimer')).toContainText('Western Australia');
    expect(await expectTotalsNotSmaller(page)).toBeGreaterThanOrEqual(2);
    await page.reload();
    await expect(page.getByTestId('price-block')).toContainText('est. drive-away (WA)');
  });

  test('a drive-away price is the total itself: no components, no estimate', async ({ page }) => {
    await mockApi(page);
    await page.goto(carUrl(AU, driveAwayCar));
    await expect(page.getByTestId('price')).toHaveAttribute('data-price-part', 'total');
    await expect(page.getByTestId('drive-away-total')).toHaveCount(0);
    expect(await expectTotalsNotSmaller(page)).toBe(0);
  });

  test('search cards: the estimated total first and largest, the same as the vehicle page’s', async ({
    page,
  }) => {
    await mockApi(page);
    await page.goto(carUrl(AU, exclCar));
    const vdpTotal = await page.getByTestId('drive-away-total').innerText();
    const make = exclCar.make.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    await withPopupClosed(page, AU);
    await page.goto(tenantUrl(AU, `/search/${make}`));
    await expect(page.locator('.car-card').first()).toBeVisible();
    expect(await expectTotalsNotSmaller(page)).toBeGreaterThan(0);
    const card = page.locator('.car-card').filter({
      has: page.locator(`a[href$="/${exclCar.slug}"]`),
    });
    await expect(card.locator('[data-price-part="total"]')).toHaveText(vdpTotal);
    await expect(card.locator('.car-card__price')).toContainText('est. drive-away (QLD)');
  });

  test('favourites, compare and a sold car’s similar cars', async ({ page }) => {
    const saved = builtCars(AU)
      .filter((c) => excl(c as Car) && c.status === 'in_stock')
      .slice(0, 3)
      .map((c) => ({
        id: String(c.id),
        name: `${c.year} ${c.make}`,
        slug: c.slug,
        make: c.make,
        model: typeof c.model === 'string' ? c.model : c.model.name,
        primary_image_url: '',
      }));
    await page.addInitScript(
      ({ keys, saved }) => {
        for (const k of keys) localStorage.setItem(k, JSON.stringify(saved));
      },
      { keys: [FAVOURITES_KEY, COMPARE_KEY], saved },
    );
    await withPopupClosed(page, AU);
    await page.goto(tenantUrl(AU, '/favourites'));
    await expect(page.getByRole('list', { name: 'Saved cars' }).locator('> li')).toHaveCount(3);
    expect(await expectTotalsNotSmaller(page)).toBe(3);
    await page.goto(tenantUrl(AU, '/compare'));
    await expect(page.locator('.compare-table')).toBeVisible();
    expect(await expectTotalsNotSmaller(page)).toBe(3);
  });
});

/** Each comparison rate (APR) smaller than a repayment or rate in its advert. */
function comparisonProblems(page: Page) {
  return page.evaluate(() => {
    const size = (el: Element) => parseFloat(getComputedStyle(el).fontSize);
    return [...document.querySelectorAll('[data-finance-advert]')].flatMap((advert) => {
      const comparison = advert.querySelector('[data-finance-part="comparison"]');
      if (!comparison) return ['an advert without its comparison rate'];
      return [
        ...advert.querySelectorAll('[data-finance-part="repayment"], [data-finance-part="rate"]'),
      ]
        .filter((other) => size(comparison) < size(other))
        .map(
          (other) =>
            `${comparison.textContent} ${size(comparison)}px < ${other.textContent} ${size(other)}px`,
        );
    });
  });
}

/**
 * Every finance advert on the page: the comparison rate (APR) visible and at least as large as
 * the repayment and rate beside it, and the warning and example visible, before any interaction.
 */
async function expectFinanceAdverts(page: Page, warning: string | RegExp): Promise<number> {
  const adverts = page.locator('[data-finance-advert]');
  const n = await adverts.count();
  for (let i = 0; i < n; i++) {
    const advert = adverts.nth(i);
    await expect(advert.locator('[data-finance-part="comparison"]')).toBeVisible();
  }
  expect(await comparisonProblems(page)).toEqual([]);
  const warnings = page.locator('[data-finance-warning]');
  expect(await warnings.count()).toBeGreaterThan(0);
  for (let i = 0; i < (await warnings.count()); i++) {
    await expect(warnings.nth(i)).toBeVisible();
    await expect(warnings.nth(i)).toContainText(warning);
  }
  return n;
}

test.describe('finance advertising @phone', () => {
  test('AU vehicle page: the comparison rate beside every repayment, the warning and example in view', async ({
    page,
  }) => {
    await mockApi(page);
    await page.goto(carUrl(AU, exclCar));
    // the price block's 'Only $X /wk*', the 'Car Finance' card and the calculator's result
    expect(await expectFinanceAdverts(page, COMPARISON_RATE_WARNING)).toBeGreaterThanOrEqual(3);
    // the check can fail: a comparison rate made smaller than its repayment is caught
    const shrink = (size: string) =>
      page.evaluate((px) => {
        const el = document.querySelector<HTMLElement>(
          '.finance-box [data-finance-part="comparison"]',
        )!;
        if (px) el.style.setProperty('font-size', px, 'important');
        else el.style.removeProperty('font-size');
      }, size);
    await shrink('8px');
    expect((await comparisonProblems(page)).length).toBeGreaterThan(0);
    await shrink('');
    await expect(page.locator('[data-finance-warning]').first()).toContainText(
      'Comparison rate based on a secured loan of $30,000 over 5 years.',
    );
    // the calculator says it is an estimate, and the rate it used; a new rate, a new comparison rate
    const calc = page.locator('#finance-calculator');
    await calc.scrollIntoViewIfNeeded();
    const comparison = calc.getByTestId('calc-comparison');
    await expect(calc.getByTestId('calc-basis')).toContainText(
      /^This is an estimate, worked out at [\d.]+% p\.a\. interest\./,
    );
    await expect(comparison).toHaveText(/% p\.a\. comparison rate\*$/);
    await hydrated(calc.getByRole('slider', { name: 'Interest rate' }));
    const before = await comparison.innerText();
    const rate = calc.getByRole('slider', { name: 'Interest rate' });
    await rate.focus();
    await page.keyboard.press('End');
    await expect(calc.getByTestId('calc-basis')).toContainText('worked out at 15% p.a. interest.');
    await expect(comparison).not.toHaveText(before);
    expect(await expectFinanceAdverts(page, COMPARISON_RATE_WARNING)).toBeGreaterThanOrEqual(3);
  });

  test('US vehicle page: the APR beside every payment, with the example', async ({ page }) => {
    await mockApi(page);
    await page.goto(carUrl(US, usCar));
    expect(
      await expectFinanceAdverts(page, /^\*Example: \d+ weekly payments of \$[\d,]+ .* APR/),
    ).toBeGreaterThanOrEqual(3);
    // the site's own words say APR (the lender's disclaimer text is the lender's)
    const own = page.locator('[data-finance-part], [data-finance-warning], .finance-box__lines');
    expect(await own.count()).toBeGreaterThan(6);
    for (const el of await own.all())
      await expect(el).not.toContainText(/comparison rate|WARNING/i);
  });
});

/** The pages of each kind that show a price or a rate, on each market's sample tenant. */
const soldAu = builtCars(AU).find((c) => c.status === 'sold');
const checkoutCar = builtCars('pacific-motor-group').find(
  (c) =>
    excl(c as Car) &&
    existsSync(path.join(clientDir('pacific-motor-group'), 'cars', c.slug, 'checkout.html')),
);
const PRICE_PAGES: [string, string, string | RegExp][] = [
  [AU, '/', COMPARISON_RATE_WARNING],
  [AU, '/search/new-used-and-demo-cars', COMPARISON_RATE_WARNING],
  [AU, `/cars/${exclCar.slug}`, COMPARISON_RATE_WARNING],
  [AU, `/cars/${driveAwayCar.slug}`, COMPARISON_RATE_WARNING],
  ...(soldAu
    ? [[AU, `/cars/${soldAu.slug}`, COMPARISON_RATE_WARNING] as [string, string, string]]
    : []),
  [AU, '/special-offers', COMPARISON_RATE_WARNING],
  [AU, '/finance', COMPARISON_RATE_WARNING],
  ...(checkoutCar
    ? [
        ['pacific-motor-group', `/cars/${checkoutCar.slug}/checkout`, COMPARISON_RATE_WARNING] as [
          string,
          string,
          string,
        ],
      ]
    : []),
  [US, '/', /APR/],
  [US, '/search/new-used-and-demo-cars', /APR/],
  [US, `/cars/${usCar.slug}`, /APR/],
];

test.describe('every page type that shows a price or a rate @phone', () => {
  for (const [tenant, path, warning] of PRICE_PAGES) {
    test(`${tenant} ${path}: totals not smaller than components; rates beside repayments with their warning`, async ({
      page,
    }) => {
      await withPopupClosed(page, tenant);
      await mockApi(page);
      await page.goto(tenantUrl(tenant, path));
      await expect(page.locator('main')).toBeVisible();
      await expectTotalsNotSmaller(page);
      if ((await page.locator('[data-finance-advert]').count()) > 0)
        await expectFinanceAdverts(page, warning);
    });
  }
});

test.describe('a collection notice on every form', () => {
  // (sign-in is open on the group's tenant only: its notice is a unit test, sign-in-notice.test.tsx)
  for (const path of ['/contact', '/trade-in', '/finance', '/book-test-drive']) {
    test(`AU ${path}`, async ({ page }) => {
      await withPopupClosed(page, AU);
      await page.goto(tenantUrl(AU, path));
      const notice = page.locator('[data-collection-notice]').first();
      await expect(notice).toBeVisible();
      await expect(notice).toContainText(/^Sunshine Coast Toyota collects these details to /);
      await expect(notice.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
        'href',
        '/privacy-policy',
      );
    });
  }
  test('AU vehicle page: the enquiry form in its modal', async ({ page }) => {
    await mockApi(page);
    await page.goto(carUrl(AU, exclCar));
    const enquire = page.getByTestId('vdp-buttons').getByRole('button', { name: 'Enquire Now' });
    await hydrated(enquire);
    await enquire.click();
    const notice = page.getByRole('dialog').locator('[data-collection-notice]');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('to answer your enquiry');
    // the marketing opt-in is its own box, unticked
    await expect(
      page.getByRole('dialog').getByLabel('Email me similar stock and latest offers.'),
    ).not.toBeChecked();
  });
  test('US /contact: the US notice, and the opt-in as the spec ticks it', async ({ page }) => {
    await withPopupClosed(page, US);
    await page.goto(tenantUrl(US, '/contact'));
    const notice = page.locator('[data-collection-notice]').first();
    await expect(notice).toContainText(
      /^Badger State Auto uses these details to answer your enquiry/,
    );
    await expect(notice).not.toContainText('Privacy Act');
  });
});

test.describe('axe, WCAG 2.2 AA: the pages this work added or changed @phone', () => {
  const pages: [string, string | (() => string)][] = [
    [AU, '/accessibility'],
    [AU, '/terms-and-conditions'],
    [AU, '/pages/complaint-handling-process'],
    [AU, '/sign-in'],
    [AU, () => carUrl(AU, exclCar)],
    [US, '/accessibility'],
    [US, '/complaint-handling-process'],
    [US, () => carUrl(US, usCar)],
  ];
  for (const [tenant, where] of pages) {
    const label = typeof where === 'string' ? where : 'vehicle page';
    test(`${tenant} ${label}: 0 violations`, async ({ page }) => {
      test.setTimeout(120_000);
      await withPopupClosed(page, tenant);
      await mockApi(page);
      const url = typeof where === 'string' ? tenantUrl(tenant, where) : where();
      await page.goto(url, { waitUntil: 'networkidle' });
      const result = await axe(page).withTags(WCAG_22_AA).analyze();
      // the WCAG 2.2 rule axe leaves off unless asked ran too
      expect(
        [...result.passes, ...result.incomplete, ...result.inapplicable].map((r) => r.id),
      ).toContain('target-size');
      expect(
        result.violations.map(
          (v) =>
            `${v.id}: ${v.nodes
              .slice(0, 4)
              .map((n) => n.target.join(' '))
              .join(' | ')}`,
        ),
      ).toEqual([]);
    });
  }
});
