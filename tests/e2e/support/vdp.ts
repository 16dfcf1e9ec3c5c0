/**
 * Vehicle page test helpers: cars picked from the sample stores (only ones the build wrote a
 * page for), and the site's own /api/* endpoints fulfilled with Playwright (their server
 * side is the forms issue's), including their failures.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page, type Route } from '@playwright/test';
import { tenantUrl, type E2ETenant } from './tenants';

const repo = path.resolve(import.meta.dirname, '..', '..', '..');

export interface StoreCar {
  id: number;
  slug: string;
  make: string;
  model: string | { name: string };
  year: number;
  badge?: string | null;
  series?: string | null;
  car_type: 'new' | 'used' | 'demo';
  status: 'in_stock' | 'sold' | 'coming_soon';
  price: number;
  certified?: boolean;
  reserved?: boolean;
  images?: { image?: { url?: string } }[];
  item_type?: string;
  file?: string | null;
  dealership_id?: number;
  youxQuote?: unknown;
  finance_lenders?: Record<string, { paymentWeek?: number }>;
  location?: { distribution_locations?: unknown[] } | null;
  specifications?: Record<string, unknown> | null;
}

export const PREFIX: Record<E2ETenant, string> = {
  'badger-state-auto': '/cars',
  'sunshine-coast-toyota': '/cars',
  'pacific-motor-group': '/cars',
  'throttle-motorcycles': '/motorcycles',
  'outback-caravans-rv': '/campers',
};

const cache = new Map<string, StoreCar[]>();
/** The cars of a tenant's store that have a built page, in store order. */
export function builtCars(tenant: E2ETenant): StoreCar[] {
  let cars = cache.get(tenant);
  if (!cars) {
    const all = JSON.parse(
      readFileSync(
        path.join(repo, 'tenants', tenant, 'store', 'indexes', 'Car_production.json'),
        'utf8',
      ),
    ) as StoreCar[];
    cars = all.filter((c) =>
      existsSync(
        path.join(repo, 'dist', tenant, 'client', PREFIX[tenant].slice(1), `${c.slug}.html`),
      ),
    );
    cache.set(tenant, cars);
  }
  return cars;
}

export function pickCar(tenant: E2ETenant, test: (c: StoreCar) => boolean, what: string): StoreCar {
  const car = builtCars(tenant).find(test);
  if (!car)
    throw new Error(
      `${tenant} has no built page for ${what}: run npm run sample-data and build the tenant`,
    );
  return car;
}

export const hasImages = (c: StoreCar) => (c.images?.length ?? 0) > 1;
export const noDistribution = (c: StoreCar) => !(c.location?.distribution_locations?.length ?? 0);

export function carUrl(tenant: E2ETenant, car: StoreCar): string {
  return tenantUrl(tenant, `${PREFIX[tenant]}/${car.slug}`);
}

export interface ApiCalls {
  views: string[];
  quotes: unknown[];
  reveals: unknown[];
  pdfs: string[];
  events: unknown[];
}

export interface ApiOptions {
  views?: { status: number; body?: unknown };
  /** 'server': the site's own endpoint answers (no stand-in). */
  quote?: { status: number; body?: unknown; delayMs?: number } | 'server';
  reveal?: { status: number };
  pdf?: { status: number; body?: unknown; delayMs?: number };
}

export const QUOTE = { weeklyRepaymentAmount: 101.5, advertisedRate: 7.99, comparisonRate: 8.51 };

const json = (route: Route, status: number, body: unknown) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body ?? {}) });
const wait = (ms = 0) => new Promise((r) => setTimeout(r, ms));

/** Fulfils the vehicle page's /api/* calls and records them. */
export async function mockApi(page: Page, options: ApiOptions = {}): Promise<ApiCalls> {
  const calls: ApiCalls = { views: [], quotes: [], reveals: [], pdfs: [], events: [] };
  await page.route('**/api/**', async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    const p = url.pathname;
    if (/^\/api\/cars\/[^/]+\/view$/.test(p)) {
      calls.views.push(url.search);
      const v = options.views ?? { status: 200, body: { views: 1234, car_fields: {} } };
      return json(route, v.status, v.body);
    }
    if (p === '/api/youx/quote') {
      calls.quotes.push(request.postDataJSON());
      if (options.quote === 'server') return route.continue();
      const q = options.quote ?? { status: 200, body: QUOTE };
      await wait(q.delayMs);
      return json(route, q.status, q.body);
    }
    if (p === '/api/phone-reveal') {
      calls.reveals.push(request.postDataJSON());
      return json(route, options.reveal?.status ?? 200, { ok: true });
    }
    if (/^\/api\/cars\/[^/]+\/pdf$/.test(p)) {
      calls.pdfs.push(p);
      const r = options.pdf ?? { status: 200 };
      await wait(r.delayMs);
      if (r.status !== 200)
        return json(route, r.status, r.body ?? { error: 'PDF service unavailable' });
      return route.fulfill({
        status: 200,
        contentType: 'application/pdf',
        body: Buffer.from('%PDF-1.4\n%test\n'),
      });
    }
    if (p === '/api/events') {
      calls.events.push(request.postData());
      return route.fulfill({ status: 204 });
    }
    return json(route, 404, { error: 'Not found' });
  });
  return calls;
}

/**
 * Errors the page reported, except the logged ones the spec allows. The browser's own
 * 'Failed to load resource' line for a stand-in's failure is allowed too, unless
 * { network: true } asks for every error.
 */
export function collectErrors(page: Page, options: { network?: boolean } = {}): string[] {
  const errors: string[] = [];
  const allowed = options.network
    ? /Phone reveal tracking failed/
    : /Phone reveal tracking failed|Failed to load resource/;
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && !allowed.test(m.text())) errors.push(m.text());
  });
  return errors;
}

/** What the page asked the forms' host for (mirrored on <html> by the vehicle islands). */
export async function leadRequest(page: Page) {
  return page.evaluate(() => {
    const d = document.documentElement.dataset;
    return {
      kind: d.leadRequest ?? '',
      source: d.leadRequestSource ?? '',
      car: d.leadRequestCar ?? '',
    };
  });
}

/** The forms' host shows the requested form in its modal; Escape closes it again. */
export async function expectLeadModal(page: Page, title: string): Promise<void> {
  const modal = page.getByRole('dialog', { name: title });
  await expect(modal).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
}

/**
 * The repayment formula (rules.md: Finance calculator), written again here so the page is checked
 * against an independent reading.
 */
export function expectedPayment(input: {
  amount: number;
  tradeIn: number;
  fee: number;
  residual: number;
  interest: number;
  term: number;
  perYear: number;
}): number {
  const P = input.amount - input.tradeIn + input.fee;
  const r = input.interest / 100 / input.perYear;
  const n = input.term * input.perYear;
  const g = (1 + r) ** n;
  return ((P - input.residual / g) * g * r) / (g - 1);
}

/**
 * Reaches for the island holding this element as a shopper's pointer does (a pointerover on
 * it), when the island waits for that (client:reach, rules.md: Hydrate on reach); nothing
 * for any other.
 */
export async function reached(locator: Locator): Promise<void> {
  const element = locator.first();
  const island = element.locator('xpath=ancestor-or-self::astro-island[1]');
  if ((await island.getAttribute('client')) === 'reach') await element.dispatchEvent('pointerover');
}

/**
 * Waits until the island holding this element has hydrated and React has taken the element over.
 * Astro drops the island's ssr attribute once it has asked React to hydrate, but React 19
 * hydrates concurrently: a click in between can land before the handler is attached (a flake
 * under a loaded full run). React's props key on the element is the sign it is attached.
 * Hydration waits up to 15 s: a client:visible or idle island on a loaded machine is slow,
 * not broken. An island that waits for the shopper (client:reach) is reached for first.
 */
export async function hydrated(locator: Locator): Promise<void> {
  const element = locator.first();
  await element.scrollIntoViewIfNeeded();
  await reached(element);
  await expect(element.locator('xpath=ancestor::astro-island[1]')).not.toHaveAttribute(
    'ssr',
    /.*/,
    { timeout: 15_000 },
  );
  await expect
    .poll(
      () => element.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps'))),
      {
        timeout: 15_000,
      },
    )
    .toBe(true);
}
