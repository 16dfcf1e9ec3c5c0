/**
 * The vehicle detail page end to end (rules.md: Vehicle detail page (VDP)): an in-stock car, a sold
 * car, a car with no images, a certified car, a motorcycle and a caravan; the phone reveal; the
 * modals by keyboard; the sticky bar and mobile footer. The /api/* endpoints are fulfilled here.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  carUrl,
  collectErrors,
  expectLeadModal,
  hasImages,
  hydrated,
  reached,
  leadRequest,
  mockApi,
  noDistribution,
  pickCar,
  type StoreCar,
} from './support/vdp';
import { tenantUrl } from './support/tenants';
import { FAVOURITES_KEY } from '../../src/domain/search/saved-cars';

const titleOf = (c: StoreCar) => {
  const model = typeof c.model === 'string' ? c.model : c.model.name;
  return [c.year, c.make, model, c.badge, c.series]
    .filter((p) => p != null && String(p).trim() !== '')
    .join(' ');
};

async function jsonLd(page: Page): Promise<Record<string, unknown>> {
  return JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
  );
}

test.describe('in-stock car (pacific-motor-group)', () => {
  const car = pickCar(
    'pacific-motor-group',
    (c) =>
      c.status === 'in_stock' &&
      c.car_type === 'used' &&
      !c.certified &&
      !c.reserved &&
      c.price > 1000 &&
      hasImages(c) &&
      noDistribution(c) &&
      Boolean(c.file) &&
      c.make !== 'Toyota',
    'an in-stock used car with photos and a history report',
  );

  test('shows the car, its price, views, structured data and the buttons in the site order @phone', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const calls = await mockApi(page);
    const response = await page.goto(carUrl('pacific-motor-group', car));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleOf(car));
    await expect(page.getByTestId('price')).toHaveText(`$${car.price.toLocaleString('en-AU')}`);
    // the view call records a view and its count is shown (animated) with 'views'
    await expect(page.getByTestId('views')).toHaveText('1,234 views');
    expect(calls.views[0]).toContain(`photos_count=${car.images!.length}`);

    // canonical, Open Graph and JSON-LD Car with an Offer
    const canonical = await page.locator('link[rel=canonical]').getAttribute('href');
    expect(canonical).toBe(`https://www.pacificmotorgroup.example/cars/${car.slug}`);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical!);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /^https:\/\/www\.pacificmotorgroup\.example\/sample-media\//,
    );
    const ld = await jsonLd(page);
    expect(ld).toMatchObject({
      '@type': 'Car',
      name: titleOf(car),
      offers: {
        '@type': 'Offer',
        price: car.price,
        priceCurrency: 'AUD',
        availability: 'https://schema.org/InStock',
      },
    });

    // pacific's order: reserve, enquire, test drive, trade-in, finance, call us now, history report; then make an offer and share
    const keys = await page
      .getByTestId('vdp-buttons')
      .locator('[data-key]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-key')));
    expect(keys).toEqual([
      'reserve',
      'onlinePurchase',
      'enquire',
      'testDrive',
      'tradeIn',
      'finance',
      'callUsNow',
      'carHistoryReport',
      'makeOffer',
      'favourite',
      'share',
    ]);
    await expect(page.getByRole('link', { name: 'Reserve Now $200' })).toHaveAttribute(
      'href',
      `/cars/${car.slug}/checkout`,
    );
    await expect(page.getByRole('link', { name: 'Trade-In Valuation' })).toHaveAttribute(
      'href',
      `/cars/trade-in?car_id=${car.id}`,
    );
    await expect(page.getByRole('link', { name: 'Car History Report' })).toHaveAttribute(
      'href',
      car.file!,
    );
    await expect(
      page.getByTestId('vdp-buttons').getByRole('link', { name: 'Get Pre-Approved' }),
    ).toHaveAttribute('href', /^\/finance\?.*car_id=/);
    expect(errors).toEqual([]);
  });

  test('the CTA buttons ask for the right lead forms', async ({ page }) => {
    await mockApi(page);
    await page.goto(carUrl('pacific-motor-group', car));
    const buttons = page.getByTestId('vdp-buttons');
    await hydrated(buttons);
    for (const [name, kind] of [
      ['Enquire Now', 'enquiry'],
      ['Book a Test Drive', 'testDrive'],
      ['Make an Offer', 'makeOffer'],
    ] as const) {
      await buttons.getByRole('button', { name }).click();
      expect(await leadRequest(page)).toEqual({ kind, source: 'vdp-sidebar', car: String(car.id) });
      await expectLeadModal(page, name); // the forms' host shows it; Escape closes it
      await expect(buttons.getByRole('button', { name })).toBeFocused();
    }
  });

  test('key information, details, features and comments show their first rows and expand', async ({
    page,
  }) => {
    await mockApi(page);
    await page.goto(carUrl('pacific-motor-group', car));
    const visibleRows = (testId: string) =>
      page.getByTestId(testId).locator('.spec-list__row:visible');
    const key = page.getByTestId('key-information');
    await hydrated(key.getByRole('button', { name: 'Show More' }));
    await expect(visibleRows('key-information')).toHaveCount(4);
    await key.getByRole('button', { name: 'Show More' }).click();
    expect(await visibleRows('key-information').count()).toBeGreaterThan(4);
    await key.getByRole('button', { name: 'Show Less' }).click();
    await expect(visibleRows('key-information')).toHaveCount(4);

    const details = page.getByTestId('detail-list');
    await expect(details.getByRole('heading', { name: 'Car Details' })).toBeVisible();
    await expect(visibleRows('detail-list')).toHaveCount(8);
    await hydrated(details.getByRole('button', { name: 'Show All' }));
    await details.getByRole('button', { name: 'Show All' }).click();
    expect(await visibleRows('detail-list').count()).toBeGreaterThan(8);
    await details.getByRole('button', { name: 'Hide' }).click();
    await expect(visibleRows('detail-list')).toHaveCount(8);

    const features = page.getByTestId('features');
    await expect(features.getByRole('heading', { name: 'Features' })).toBeVisible();
    const shown = await features.getByRole('listitem').count();
    await hydrated(features.getByRole('button', { name: 'Show All Features' }));
    await features.getByRole('button', { name: 'Show All Features' }).click();
    expect(await features.getByRole('listitem').count()).toBeGreaterThan(shown);
    await expect(features.getByRole('button', { name: 'Hide Features' })).toBeVisible();

    const comments = page.getByTestId('dealer-comments');
    await expect(comments.getByRole('heading', { name: 'Dealer Comments' })).toBeVisible();
    const more = comments.getByRole('button', { name: 'more...' });
    if (await more.count()) {
      const short = (await comments.locator('.dealer-comments__text').textContent())!.length;
      await hydrated(more);
      await more.click();
      expect(
        (await comments.locator('.dealer-comments__text').textContent())!.length,
      ).toBeGreaterThan(short);
      await comments.getByRole('button', { name: 'less' }).click();
    }
    // Car Summary carries the VIN; the default filter drops the rego row
    await expect(page.getByTestId('car-summary')).toContainText('VIN');
    await expect(page.getByTestId('key-information')).not.toContainText(/Rego(?! Expiry)/);
  });

  test('Favourite adds the car to the device list and removes it again', async ({ page }) => {
    await mockApi(page);
    await page.goto(carUrl('pacific-motor-group', car));
    const fave = page.getByTestId('vdp-buttons').getByRole('button', { name: /Favourite/ });
    await hydrated(fave);
    await expect(fave).toHaveAttribute('aria-pressed', 'false');
    await fave.click();
    await expect(fave).toHaveAttribute('aria-pressed', 'true');
    await expect(fave).toHaveText(/Saved to Favourites/);
    const stored = await page.evaluate(
      (key) => JSON.parse(localStorage.getItem(key) ?? '[]'),
      FAVOURITES_KEY,
    );
    expect(stored).toEqual([
      expect.objectContaining({ id: String(car.id), slug: car.slug, make: car.make }),
    ]);
    await page.reload();
    const again = page.getByTestId('vdp-buttons').getByRole('button', { name: /Favourite/ });
    await hydrated(again);
    await expect(again).toHaveAttribute('aria-pressed', 'true');
    await again.click();
    await expect(again).toHaveAttribute('aria-pressed', 'false');
    expect(
      await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]'), FAVOURITES_KEY),
    ).toEqual([]);
  });

  test('the gallery pages by keyboard, buttons, thumbnails and swipe without moving the layout @phone', async ({
    page,
  }) => {
    await mockApi(page);
    await page.goto(carUrl('pacific-motor-group', car));
    const n = car.images!.length;
    const frame = page.getByTestId('gallery-frame');
    const count = page.getByTestId('gallery-count');
    await expect(count).toHaveText(`1 / ${n}`);
    await hydrated(frame);
    const box = await frame.boundingBox();
    expect(box!.width / box!.height).toBeCloseTo(1.5, 1); // the fixed 3:2 frame
    await frame.focus();
    await page.keyboard.press('ArrowRight');
    await expect(count).toHaveText(`2 / ${n}`);
    await page.keyboard.press('End');
    await expect(count).toHaveText(`${n} / ${n}`);
    await page.keyboard.press('ArrowRight');
    await expect(count).toHaveText(`1 / ${n}`);
    await page.keyboard.press('ArrowLeft');
    await expect(count).toHaveText(`${n} / ${n}`);
    await page.keyboard.press('Home');
    await expect(count).toHaveText(`1 / ${n}`);
    await page.getByRole('button', { name: 'Next photo' }).click();
    await expect(count).toHaveText(`2 / ${n}`);
    await page.getByRole('button', { name: 'Show photo 4' }).click();
    await expect(count).toHaveText(`4 / ${n}`);
    // swipe left → next, swipe right → previous
    const y = box!.y + box!.height / 2;
    await page.mouse.move(box!.x + box!.width * 0.7, y);
    await page.mouse.down();
    await page.mouse.move(box!.x + box!.width * 0.3, y, { steps: 5 });
    await page.mouse.up();
    await expect(count).toHaveText(`5 / ${n}`);
    await page.mouse.move(box!.x + box!.width * 0.3, y);
    await page.mouse.down();
    await page.mouse.move(box!.x + box!.width * 0.7, y, { steps: 5 });
    await page.mouse.up();
    await expect(count).toHaveText(`4 / ${n}`);
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const e of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
            })[])
              if (!e.hadRecentInput) total += e.value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 300);
        }),
    );
    expect(shift).toBeLessThan(0.02);
  });

  test('a tap on Next made before the gallery hydrates is honoured once it has @phone', async ({
    page,
  }) => {
    await mockApi(page);
    // the gallery's code is held until the tap has landed on the server's button
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_astro\/Gallery\.[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(carUrl('pacific-motor-group', car));
    const n = car.images!.length;
    const count = page.getByTestId('gallery-count');
    const island = page.locator('astro-island[component-url*="/Gallery."]');
    await expect(island).toHaveAttribute('ssr', '');
    const next = page.getByRole('button', { name: 'Next photo' });
    // a phone's tap (touchstart, then the click at once), a mouse's click elsewhere
    if (test.info().project.name === 'mobile') await next.tap();
    else await next.click();
    await expect(count).toHaveText(`1 / ${n}`);
    await expect(island).toHaveAttribute('ssr', '');
    release();
    await expect(island).not.toHaveAttribute('ssr', /.*/, { timeout: 15_000 });
    await expect(count).toHaveText(`2 / ${n}`);
    await expect(page.getByRole('img', { name: new RegExp(`photo 2 of ${n}$`) })).toBeVisible();
  });

  test('the gallery hydrating leaves the page where the shopper scrolled it; its thumbnails follow the photo @phone', async ({
    page,
  }) => {
    await mockApi(page);
    // the gallery's code is held until the shopper has scrolled past it
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_astro\/Gallery\.[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(carUrl('pacific-motor-group', car));
    await page.evaluate(() => window.scrollTo(0, 1200));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    release();
    // reached for (a pointer over it) and waited for here, not with hydrated(), which scrolls
    // to the element first
    await reached(page.getByTestId('gallery-frame'));
    const island = page.locator('astro-island[component-url*="/Gallery."]');
    await expect(island).not.toHaveAttribute('ssr', /.*/, { timeout: 15_000 });
    // two frames: React's effects after hydration have run
    await page.evaluate(
      () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    // paging to the last photo brings its thumbnail into the strip, whole
    const n = car.images!.length;
    const frame = page.getByTestId('gallery-frame');
    await frame.scrollIntoViewIfNeeded();
    await frame.focus();
    await page.keyboard.press('End');
    await expect(page.getByTestId('gallery-count')).toHaveText(`${n} / ${n}`);
    await expect
      .poll(() =>
        page.evaluate(() => {
          const strip = document.querySelector('.gallery__thumbs')!.getBoundingClientRect();
          const thumb = document
            .querySelector('.gallery__thumbs [aria-current="true"]')!
            .getBoundingClientRect();
          return thumb.left >= strip.left - 1 && thumb.right <= strip.right + 1;
        }),
      )
      .toBe(true);
  });

  test("Print PDF reads 'Preparing...' and downloads {slug}.pdf; a failure alerts its message", async ({
    page,
  }) => {
    await mockApi(page, { pdf: { status: 200, delayMs: 600 } });
    await page.goto(carUrl('pacific-motor-group', car));
    const print = page.getByTestId('price-block').getByTestId('print-pdf');
    await hydrated(print);
    const download = page.waitForEvent('download');
    await print.click();
    await expect(print).toHaveText('Preparing...');
    expect((await download).suggestedFilename()).toBe(`${car.slug}.pdf`);
    await expect(print).toHaveText('Print PDF');

    await page.unroute('**/api/**');
    await mockApi(page, { pdf: { status: 503, body: { error: 'PDF service unavailable' } } });
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.accept();
    });
    await print.click();
    await expect.poll(() => alerts).toEqual(['alert: PDF service unavailable']);
    await expect(print).toHaveText('Print PDF');
  });

  test('a non-ok view count shows nothing', async ({ page }) => {
    await mockApi(page, { views: { status: 500, body: { error: 'down' } } });
    await page.goto(carUrl('pacific-motor-group', car));
    await expect(page.getByTestId('price')).toBeVisible();
    await page.waitForTimeout(300);
    await expect(page.getByTestId('views')).toHaveText('');
  });

  test('Share opens its modal by keyboard; copy reads Copied and toasts; Escape closes and returns focus', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await mockApi(page);
    await page.goto(carUrl('pacific-motor-group', car));
    const share = page.getByTestId('vdp-buttons').getByRole('button', { name: 'Share' });
    await hydrated(share);
    await share.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Share this car' });
    await expect(dialog).toBeVisible();
    const copy = dialog.getByTestId('share-copy');
    await copy.focus();
    await page.keyboard.press('Enter');
    await expect(copy).toContainText('Copied');
    await expect(page.getByTestId('toast')).toContainText(
      `Copied ${titleOf(car)} to your clipboard!`,
    );
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `https://www.pacificmotorgroup.example/cars/${car.slug}`,
    );
    await expect(copy).not.toContainText('Copied', { timeout: 3000 }); // back after 1.5 s
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(share).toBeFocused();
  });

  test('the sticky bar appears after scrolling past 900px', async ({ page }) => {
    await mockApi(page);
    await page.goto(carUrl('pacific-motor-group', car));
    const bar = page.getByTestId('sticky-bar');
    // no island: the shell's script runs it (src/islands/shell/mobile-footer.ts)
    await expect(bar).toHaveAttribute('data-ready', '');
    await expect(bar).toHaveAttribute('data-open', 'false');
    await expect(bar).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 850));
    await page.waitForTimeout(150);
    await expect(bar).toHaveAttribute('data-open', 'false');
    await page.evaluate(() => window.scrollTo(0, 950));
    await expect(bar).toHaveAttribute('data-open', 'true');
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Reserve Now $200' })).toBeVisible();
    await bar.getByRole('button', { name: 'Enquire Now' }).click();
    expect(await leadRequest(page)).toEqual({
      kind: 'enquiry',
      source: 'sticky-bar',
      car: String(car.id),
    });
    await expectLeadModal(page, 'Enquire Now');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toHaveAttribute('data-open', 'false');
  });
});

test.describe('call the dealer and Call Now (sunshine-coast-toyota)', () => {
  const car = pickCar(
    'sunshine-coast-toyota',
    (c) => c.status === 'in_stock' && hasImages(c) && c.price > 1000,
    'an in-stock car',
  );

  test('the masked number is revealed on request and the reveal is tracked', async ({ page }) => {
    const calls = await mockApi(page);
    await page.goto(carUrl('sunshine-coast-toyota', car));
    const box = page.getByTestId('call-the-dealer');
    await expect(box).toContainText('Call the dealer');
    await expect(box).toContainText(/Stock no: \S+/);
    const reveal = box.getByTestId('reveal-phone');
    await hydrated(reveal);
    await expect(reveal).toContainText('Click to reveal phone number');
    await expect(reveal).toContainText(/^07 54\*\* \*{4}/);
    await reveal.click();
    const number = box.getByTestId('phone-number');
    await expect(number).toHaveText('07 5443 1200');
    await expect(number).toHaveAttribute('href', 'tel:+61754431200');
    await expect.poll(() => calls.reveals.length).toBe(1);
    expect(calls.reveals[0]).toEqual({
      car_id: car.id,
      dealership_id: car.dealership_id,
      website_id: 1001,
    });
  });

  test('a failed reveal call is only logged: the number is still revealed', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (m) => m.type() === 'error' && logged.push(m.text()));
    let alerted = false;
    page.on('dialog', (d) => {
      alerted = true;
      void d.dismiss();
    });
    await mockApi(page, { reveal: { status: 500 } });
    await page.goto(carUrl('sunshine-coast-toyota', car));
    await hydrated(page.getByTestId('reveal-phone'));
    await page.getByTestId('reveal-phone').click();
    await expect(page.getByTestId('phone-number')).toHaveText('07 5443 1200');
    await expect
      .poll(() => logged.some((l) => l.includes('Phone reveal tracking failed')))
      .toBe(true);
    expect(alerted).toBe(false);
  });

  test('the mobile footer switches after 50px, and its Call Now hides while the dealer is closed @phone-only', async ({
    page,
  }) => {
    await mockApi(page);
    // Wednesday 25 November 2026, 10:00 in Perth (02:00 UTC): open 8:30–17:30
    await page.clock.setFixedTime(new Date('2026-11-25T02:00:00Z'));
    await page.goto(carUrl('sunshine-coast-toyota', car));
    const footer = page.getByTestId('mobile-footer');
    await expect(footer).toBeVisible();
    await expect(footer).toHaveAttribute('data-ready', '');
    await expect(footer).toHaveAttribute('data-raised', 'false');
    await expect(footer.getByTestId('mobile-call')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 80));
    await expect(footer).toHaveAttribute('data-raised', 'true');
    await footer.getByRole('button', { name: 'Enquire Now' }).click();
    expect(await leadRequest(page)).toMatchObject({ kind: 'enquiry', source: 'mobile-footer' });
    await expectLeadModal(page, 'Enquire Now');

    // 23:00 in Perth the same day: closed
    await page.clock.setFixedTime(new Date('2026-11-25T15:00:00Z'));
    await page.reload();
    await expect(
      page.getByTestId('mobile-footer').getByRole('button', { name: 'Enquire Now' }),
    ).toBeVisible();
    await expect(page.getByTestId('mobile-footer')).toHaveAttribute('data-ready', '');
    // closed: Call Now is not shown (hidden, out of the accessibility tree)
    await expect(page.getByTestId('mobile-call')).toBeHidden();
  });
});

test.describe('call the dealer on every tenant (callTheDealerPosition, default Sidebar)', () => {
  for (const tenant of [
    'pacific-motor-group',
    'outback-caravans-rv',
    'throttle-motorcycles',
    'sunshine-coast-toyota',
  ] as const) {
    test(`${tenant}: the box shows with the car's stock number`, async ({ page }) => {
      const car = pickCar(
        tenant,
        (c) => c.status === 'in_stock' && hasImages(c) && c.price > 1000,
        'an in-stock car',
      );
      await mockApi(page);
      await page.goto(carUrl(tenant, car));
      const box = page.getByTestId('call-the-dealer');
      await expect(box).toHaveCount(1);
      await expect(box).toBeVisible();
      await expect(box).toContainText('Call the dealer');
      await expect(box).toContainText(/Stock no: \S+/);
      await expect(
        box
          .getByRole('link', { name: /^\d{2}[\d ]+$/ })
          .or(box.getByText('Click to reveal phone number')),
      ).toBeVisible();
    });
  }

  test('a reveal click made before the island hydrates is honoured, and tracked once it has @phone', async ({
    page,
  }) => {
    const car = pickCar(
      'pacific-motor-group',
      (c) => c.status === 'in_stock' && hasImages(c) && c.price > 1000 && noDistribution(c),
      'an in-stock car',
    );
    const calls = await mockApi(page);
    // hold the box's island JavaScript (its own island, or the buttons') until the click is made
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/_astro\/(CallTheDealer|VdpButtons)\.[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(carUrl('pacific-motor-group', car));
    const box = page.getByTestId('call-the-dealer');
    const reveal = box.getByText('Click to reveal phone number');
    await expect(reveal).toBeVisible();
    await expect(box.locator('xpath=ancestor::astro-island[1]')).toHaveAttribute('ssr', '');
    await reveal.click();
    const number = box.getByTestId('phone-number');
    await expect(number).toBeVisible();
    await expect(number).toHaveText(/^\d{2,4}( \d{2,4}){2}$/);
    await expect(number).toHaveAttribute('href', /^tel:\+?\d+$/);
    await expect(reveal).toBeHidden();
    expect(calls.reveals).toEqual([]);

    release();
    await expect(box.locator('xpath=ancestor::astro-island[1]')).not.toHaveAttribute('ssr', /.*/);
    await expect(number).toBeVisible();
    await expect(reveal).toBeHidden();
    await expect.poll(() => calls.reveals.length).toBe(1);
    expect(calls.reveals[0]).toEqual({
      car_id: car.id,
      dealership_id: car.dealership_id,
      website_id: 2001,
    });
  });
});

test.describe('modern layout (sunshine-coast-toyota)', () => {
  const car = pickCar(
    'sunshine-coast-toyota',
    (c) =>
      c.status === 'in_stock' &&
      c.car_type === 'used' &&
      hasImages(c) &&
      Boolean(c.finance_lenders?.harbour_finance?.paymentWeek) &&
      c.year > 2016,
    'a used car with finance',
  );

  test("collapsible lists, 'Our Comments', 'All Specifications' and 'from $X per week*'", async ({
    page,
  }) => {
    await mockApi(page);
    await page.goto(carUrl('sunshine-coast-toyota', car));
    await expect(page.getByTestId('finance-box')).toContainText(
      `from $${car.finance_lenders!.harbour_finance.paymentWeek} per week*`,
    );
    const details = page.getByTestId('detail-list');
    const toggle = details.getByRole('button', { name: 'Car Details' });
    await hydrated(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(details.locator('.spec-list__row:visible')).toHaveCount(0);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await details.locator('.spec-list__row:visible').count()).toBeGreaterThan(8);
    await expect(page.getByRole('heading', { name: 'Our Comments' })).toBeVisible();
    await expect(
      page.getByTestId('features').getByRole('heading', { name: 'All Specifications' }),
    ).toBeVisible();
    await expect(page.getByText("What's Included")).toBeVisible();
  });
});

test.describe('sold car', () => {
  const car = pickCar('pacific-motor-group', (c) => c.status === 'sold', 'a recently sold car');

  test('shows the sold view, no buttons, a pre-filled similar request and similar cars', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await mockApi(page);
    await page.goto(carUrl('pacific-motor-group', car));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleOf(car));
    const sold = page.getByTestId('sold-message');
    await expect(sold).toContainText('Unfortunately this car recently sold.');
    await expect(sold).toContainText("But don't worry, we can help you find a similar car!");
    await expect(page.getByTestId('price-block')).toHaveCount(0);
    await expect(page.getByTestId('vdp-buttons')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Reserve/ })).toHaveCount(0);
    await expect(page.getByTestId('sticky-bar')).toHaveCount(0);
    await expect(page.locator('#finance-calculator')).toHaveCount(0);
    // the 'Find Me Something Similar' form is in the page, its message pre-filled
    const similarForm = page.getByTestId('find-similar');
    await expect(
      similarForm.getByRole('heading', { name: 'Find Me Something Similar' }),
    ).toBeVisible();
    await similarForm.scrollIntoViewIfNeeded();
    await expect(similarForm.locator('textarea')).toHaveValue(
      'Can you please find me something similar?',
    );
    const similar = page.getByTestId('similar-cars').getByRole('link');
    expect(await similar.count()).toBeGreaterThan(0);
    await expect(similar.first()).toHaveAttribute('href', /^\/cars\//);
    expect((await jsonLd(page)).offers).toMatchObject({
      availability: 'https://schema.org/SoldOut',
    });
    expect(errors).toEqual([]);
  });
});

test.describe('car with no images', () => {
  const car = pickCar(
    'pacific-motor-group',
    (c) => c.status === 'in_stock' && !(c.images?.length ?? 0),
    'an in-stock car without photos',
  );

  test("shows the new-arrival placeholder in the same frame, and 'Request Photos' asks for photos @phone", async ({
    page,
  }) => {
    await mockApi(page);
    await page.goto(carUrl('pacific-motor-group', car));
    const empty = page.getByTestId('no-images');
    await expect(empty.getByRole('img')).toHaveAttribute('src', '/images/new-arrival.svg');
    await expect(page.getByTestId('gallery-count')).toHaveCount(0);
    const request = empty.getByRole('button', { name: 'Request Photos' });
    await expect(request).toHaveAttribute('data-lead-form', 'requestPhotos');
    expect(JSON.parse((await request.getAttribute('data-lead-car'))!)).toMatchObject({
      id: car.id,
      slug: car.slug,
    });
    await request.click();
    await expectLeadModal(page, 'Request Photos');
    await expect(request).toBeFocused();
  });
});

test.describe('certified car', () => {
  const car = pickCar(
    'pacific-motor-group',
    (c) =>
      c.status === 'in_stock' &&
      c.certified === true &&
      c.make === 'Toyota' &&
      c.car_type === 'used' &&
      hasImages(c),
    'a certified used Toyota',
  );

  test("shows the badge and section; the 'Certified Vehicle' modal opens and closes by keyboard", async ({
    page,
  }) => {
    await mockApi(page);
    await page.goto(carUrl('pacific-motor-group', car));
    await expect(page.getByTestId('certified-section')).toContainText('Toyota Certified Pre-Owned');
    const badge = page.getByTestId('certified-badge');
    await hydrated(badge);
    // the page's other islands hydrate too (some idle): focus the badge once they have
    await page.waitForLoadState('networkidle');
    await badge.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Certified Vehicle' });
    await expect(dialog).toBeVisible();
    for (const benefit of [
      '1-year extra warranty',
      '90-point inspection',
      '12 months roadside assist',
    ])
      await expect(dialog).toContainText(benefit);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(badge).toBeFocused();
    // the close button works from the keyboard too
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
  });
});

test.describe('motorcycle (throttle-motorcycles)', () => {
  const car = pickCar(
    'throttle-motorcycles',
    (c) => c.status === 'in_stock' && hasImages(c) && c.price > 1000,
    'an in-stock motorcycle',
  );

  test('lives under /motorcycles with its own words and structured data; /cars redirects there', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await mockApi(page);
    const response = await page.goto(carUrl('throttle-motorcycles', car));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleOf(car));
    await expect(page.getByRole('heading', { name: 'Motorcycle Details' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Share this motorcycle' })).toBeVisible();
    expect((await jsonLd(page))['@type']).toBe('Motorcycle');
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
      'href',
      `https://www.throttlemotorcycles.example/motorcycles/${car.slug}`,
    );
    expect(errors).toEqual([]);

    await page.goto(tenantUrl('throttle-motorcycles', `/cars/${car.slug}`));
    expect(new URL(page.url()).pathname).toBe(`/motorcycles/${car.slug}`);
  });
});

test.describe('caravan (outback-caravans-rv)', () => {
  const car = pickCar(
    'outback-caravans-rv',
    (c) => c.status === 'in_stock' && hasImages(c) && c.item_type === 'caravan',
    'an in-stock caravan',
  );

  test('lives under /campers with caravan specifications', async ({ page }) => {
    const errors = collectErrors(page);
    await mockApi(page);
    const response = await page.goto(carUrl('outback-caravans-rv', car));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleOf(car));
    const details = page.getByTestId('detail-list');
    await expect(details.getByRole('heading', { name: 'Caravan Details' })).toBeVisible();
    if (car.specifications?.sleeps)
      await expect(details).toContainText(`Sleeps${car.specifications.sleeps}`);
    if (car.specifications?.body_length)
      await expect(details).toContainText(/Body Length[\d.]+ ft \([\d.]+ m\)/);
    expect((await jsonLd(page))['@type']).toBe('Vehicle');
    await expect(page.getByRole('heading', { name: 'Share this caravan' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
