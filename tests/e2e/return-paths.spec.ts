/**
 * The hostile return-path table (tests/support/hostile-return-paths.ts: the URL corpus's
 * payloads, the redirect rule's table and the dot-segment forms) against every parameter
 * that sends the browser somewhere, in Chromium, on pacific-motor-group (the tenant with
 * sign-in): sign-in's `redirect` (signed in, where the page moves on at once; and after
 * signing in with a code), sign-in's `back` link, and a reservation's `return_path`, which
 * the payment provider's return (a 303) sends the browser to. Wherever the browser ends up is
 * this site: no request ever leaves for another host.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { tenantUrl } from './support/tenants';
import { newPhone, outboxCode, signInByApi } from './support/account';
import { hydrated, pickCar } from './support/vdp';
import { EVIL_HOST, HOSTILE_RETURN_PATHS } from '../support/hostile-return-paths';
import { RESERVATION_API } from '../../src/domain/checkout/reservation-api';

test.describe.configure({ timeout: 240_000 });

const PACIFIC = 'pacific-motor-group';
const ORIGIN = new URL(tenantUrl(PACIFIC)).origin;

/** Records (and stops) every request that would leave for another host: a navigation, or the table's host. */
async function guard(context: BrowserContext): Promise<string[]> {
  const offSite: string[] = [];
  await context.route(
    (url) => !url.hostname.endsWith('.localhost'),
    async (route) => {
      const request = route.request();
      if (request.isNavigationRequest() || request.url().includes(EVIL_HOST))
        offSite.push(request.url());
      await route.abort();
    },
  );
  return offSite;
}

/**
 * Where a sign-in case lands is asserted from the request the browser makes: that page itself is
 * answered with an empty document rather than loaded and hydrated (the sign-in page, the site's
 * scripts, styles and APIs load as they are). A redirect's target is not routed (Playwright
 * routes the request a page makes, not the one a 303 leads to), so the payment return loads.
 */
async function blankLandings(context: BrowserContext): Promise<void> {
  await context.route(
    (url) =>
      url.origin === ORIGIN &&
      url.pathname !== '/sign-in' &&
      !/^\/(?:_astro|api|pagefind)\//.test(url.pathname) &&
      !/\.[a-z0-9]{2,5}$/i.test(url.pathname),
    async (route) => {
      const request = route.request();
      if (request.isNavigationRequest() && request.frame().parentFrame() === null)
        await route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><title>landed</title>',
        });
      else await route.fallback();
    },
  );
}

/**
 * The next top-level navigation the browser starts that passes `accept` (the URL it resolved
 * a redirect or link to, before any page script rewrites the address bar).
 */
function nextNavigation(page: Page, accept: (url: URL) => boolean): Promise<URL> {
  return page
    .waitForRequest(
      (r) => r.isNavigationRequest() && r.frame() === page.mainFrame() && accept(new URL(r.url())),
    )
    .then((r) => new URL(r.url()));
}

/** The browser went to this site, at this path and query (a request carries no fragment). */
function expectOnSite(url: URL, expected: string, what: string) {
  const want = new URL(expected, ORIGIN);
  expect(url.origin, what).toBe(ORIGIN);
  expect(`${url.pathname}${url.search}`, what).toBe(`${want.pathname}${want.search}`);
}

const signInUrl = (redirect: string, back = redirect) =>
  tenantUrl(
    PACIFIC,
    `/sign-in?type=my-garage&redirect=${encodeURIComponent(redirect)}&back=${encodeURIComponent(back)}`,
  );

/**
 * The table in groups of 11, one test each: a group's test has its own time limit and the groups
 * run on parallel workers (all 88 cases in one test took past its 4 minutes on a loaded machine).
 */
const GROUP = 11;
const GROUPS = Array.from({ length: Math.ceil(HOSTILE_RETURN_PATHS.length / GROUP) }, (_, i) =>
  HOSTILE_RETURN_PATHS.slice(i * GROUP, (i + 1) * GROUP),
);
const groupName = (i: number) => `cases ${i * GROUP + 1}–${i * GROUP + GROUPS[i].length}`;

for (const [i, cases] of GROUPS.entries()) {
  test(`sign-in redirect, signed in: the page moves on at once, only ever to this site (${groupName(i)})`, async ({
    page,
    context,
  }) => {
    const offSite = await guard(context);
    await blankLandings(context);
    await signInByApi(page);
    for (const c of cases) {
      // /sign-in itself, signed in, moves on once more, to '/'
      const lands = c.expected === '/sign-in' ? '/' : c.expected;
      const moved = nextNavigation(page, (u) => u.pathname !== '/sign-in' || lands === '/sign-in');
      await page.goto(signInUrl(c.value));
      expectOnSite(await moved, lands, `${c.kind}: ${JSON.stringify(c.value)}`);
    }
    expect(offSite).toEqual([]);
  });

  test(`sign-in back link: resolves on this site, and clicking it stays here (${groupName(i)})`, async ({
    page,
    context,
  }) => {
    const offSite = await guard(context);
    await blankLandings(context);
    for (const c of cases) {
      await page.goto(signInUrl('/', c.value));
      const back = page.getByRole('link', { name: 'Back', exact: true });
      await hydrated(back);
      await expect(back).toHaveAttribute('href', c.expected);
      // what the browser makes of the link
      const resolved = await back.evaluate((a) => (a as HTMLAnchorElement).href);
      expect(new URL(resolved).origin, c.value).toBe(ORIGIN);
      const moved = nextNavigation(page, () => true);
      await back.click();
      expectOnSite(await moved, c.expected, `${c.kind}: ${JSON.stringify(c.value)}`);
    }
    expect(offSite).toEqual([]);
  });
}

test('sign-in redirect after signing in with a code: the dot-segment forms stay on this site', async ({
  page,
  context,
}) => {
  const offSite = await guard(context);
  await blankLandings(context);
  // the forms the issue found, as values and as the query strings an attacker would send
  const queries = [
    `redirect=${encodeURIComponent(`/.//${EVIL_HOST}`)}`,
    `redirect=/..//${EVIL_HOST}`,
    `redirect=/x/..//${EVIL_HOST}`,
    `redirect=%2F.%2F%2F${EVIL_HOST}`,
    `redirect=/%2e%2e//${EVIL_HOST}`,
    `redirect=/.%5C/${EVIL_HOST}`,
  ];
  for (const query of queries) {
    await context.clearCookies();
    await page.goto(tenantUrl(PACIFIC, `/sign-in?type=my-garage&${query}&back=/`));
    const phone = newPhone();
    const field = page.getByLabel('Mobile number');
    await hydrated(field);
    await field.fill(phone.input);
    await page.getByRole('button', { name: 'Send Code' }).click();
    await page.getByLabel('One-time code').fill(await outboxCode(phone.e164));
    const moved = nextNavigation(page, (u) => u.pathname !== '/sign-in');
    await page.getByRole('button', { name: 'Sign In' }).click();
    expectOnSite(await moved, '/', query);
    // let that navigation finish: the next page.goto would otherwise race its response
    await page.waitForURL((u) => u.pathname === '/');
  }
  expect(offSite).toEqual([]);
});

test('the table holds more than 80 return paths a reservation accepts (300 characters at most)', () => {
  expect(HOSTILE_RETURN_PATHS.filter((c) => c.value.length <= 300).length).toBeGreaterThan(80);
});

for (const [i, cases] of GROUPS.entries()) {
  test(`reservation return_path: the payment return sends the browser only to this site (${groupName(i)})`, async ({
    page,
    context,
  }) => {
    const offSite = await guard(context);
    const car = pickCar(
      PACIFIC,
      (c) => c.status === 'in_stock' && !c.reserved && c.car_type === 'used',
      'a used car in stock',
    );
    const checkout = `/cars/${car.slug}/checkout`;
    await page.goto(tenantUrl(PACIFIC, '/favourites'));
    for (const c of cases) {
      const reply = await page.evaluate(
        async ([url, body]) => {
          const r = await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          });
          return { status: r.status, body: (await r.json()) as Record<string, unknown> };
        },
        [
          RESERVATION_API.create,
          {
            car_id: car.id,
            buyer: {
              name: 'Jo',
              last_name: 'Citizen',
              email: 'jo@example.com',
              phone: '0411 222 333',
              postcode: '4000',
            },
            source: 'checkout',
            return_path: c.value,
            idempotencyKey: randomUUID().replace(/-/g, ''),
          },
        ] as const,
      );
      // a value longer than the field allows is refused outright: nothing to return to
      if (c.value.length > 300) {
        expect(reply.status, c.value.slice(0, 40)).toBe(400);
        continue;
      }
      expect(
        reply.status,
        `${c.kind}: ${JSON.stringify(c.value)} ${JSON.stringify(reply.body)}`,
      ).toBe(200);
      // the provider's page, then Cancel: its 303 sends the browser to the return path
      await page.goto(new URL(String(reply.body.redirect_url), ORIGIN).href);
      const moved = nextNavigation(page, (u) => !u.pathname.startsWith('/api/payments/'));
      await page.getByRole('button', { name: 'Cancel' }).click();
      const url = await moved;
      // a refused path returns to the car's checkout page (the reservation rule), a kept one to itself
      const expectedPath = c.expected === '/' && c.value !== '/' ? checkout : c.expected;
      const want = new URL(expectedPath, ORIGIN);
      expect(url.origin, c.value).toBe(ORIGIN);
      expect(url.pathname, `${c.kind}: ${JSON.stringify(c.value)}`).toBe(want.pathname);
      expect(url.searchParams.get('result')).toBe('cancelled');
      await page.waitForLoadState('domcontentloaded');
    }
    expect(offSite).toEqual([]);
  });
}
