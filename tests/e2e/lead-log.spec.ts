/**
 * The delivery log in Chromium, on the built site's on-demand route: refused without the
 * dealer key (the key form, 401; the CSV too), then with the key, by keyboard alone: the key
 * typed and sent with Enter, a wrong key's error announced, the filter, a lead's attempts
 * opened, sign-out. axe finds no violation on either page, the page's own CSP lets its style
 * apply and reports nothing, and the table scrolls inside its region on a phone.
 */
import { expect, test, type Page } from '@playwright/test';
import { tenantUrl } from './support/tenants';
import { e2eDb } from './support/database';
import { expectNoAxeViolations } from './support/axe';
import { E2E_LEAD_LOG_SECRET } from '../../playwright.config';
import { dealerKey } from '../../src/server/lead-log/auth';
import { LeadStore } from '../../src/server/stores/leads';
import { LEAD_LOG_CSV_PATH, LEAD_LOG_PATH } from '../../src/domain/leads/delivery-log-paths';
import { CRM_ADF_CHANNEL, WEBHOOK_CHANNEL } from '../../src/domain/leads/channel-names';

const SLUG = 'sunshine-coast-toyota';
const LOG = tenantUrl(SLUG, LEAD_LOG_PATH);
const KEY = dealerKey(E2E_LEAD_LOG_SECRET, SLUG);

/**
 * A lead whose CRM gave up after two 503s and whose webhook took it on the second try, written
 * settled (the e2e server has neither channel, so its loop must find nothing of it to send).
 */
async function seedDeadLetter(name: string): Promise<string> {
  const t0 = Date.now() - 40 * 60_000;
  const { lead } = await new LeadStore(e2eDb, SLUG).insert(
    {
      idempotencyKey: `lead-log-e2e-${name}-${t0}`,
      kind: 'enquiry',
      form: 'general',
      category: 'General Enquiry',
      payload: {
        userData: {
          name,
          last_name: 'Keyboard',
          email: `${name.toLowerCase()}@example.com`,
          phone: '+61411222333',
          message: 'Call me after 5',
        },
      },
    },
    [],
    t0,
  );
  for (const [channel, status, deliveredAt] of [
    [CRM_ADF_CHANNEL, 'dead', null],
    [WEBHOOK_CHANNEL, 'delivered', t0 + 61_000],
  ] as const) {
    const { rows } = await e2eDb.query<{ id: number }>(
      `INSERT INTO outbox (tenant, lead_id, channel, status, attempts, next_attempt_at, last_error, last_status, delivered_at, created_at)
       VALUES ($1, $2, $3, $4, 2, $5, $6, $7, $8, $5) RETURNING id`,
      [
        SLUG,
        lead.id,
        channel,
        status,
        t0,
        status === 'dead' ? 'answered 503 Service Unavailable' : null,
        status === 'dead' ? 503 : 202,
        deliveredAt,
      ],
    );
    await e2eDb.query(
      `INSERT INTO outbox_attempts (outbox_id, at, ok, status, error, duration_ms) VALUES
         ($1, $2, false, 503, 'answered 503 Service Unavailable', 41), ($1, $3, $4, $5, $6, 12)`,
      [
        rows[0].id,
        t0 + 1000,
        t0 + 61_000,
        status === 'delivered',
        status === 'dead' ? 503 : 202,
        status === 'dead' ? 'answered 503 Service Unavailable' : null,
      ],
    );
  }
  return lead.id;
}

/** The CSV over Node's request (Node does not resolve *.localhost: 127.0.0.1 with the tenant's Host). */
async function csvOf(page: Page, query = '') {
  const url = new URL(tenantUrl(SLUG, `${LEAD_LOG_CSV_PATH}${query}`));
  const cookies = await page.context().cookies(url.toString());
  return page.request.get(`http://127.0.0.1:${url.port}${url.pathname}${url.search}`, {
    headers: { host: url.host, cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') },
    failOnStatusCode: false,
  });
}

async function watchCsp(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (m.text().includes('Content Security Policy')) seen.push(m.text());
  });
  return seen;
}

test('refused without the dealer key: the key form and a 401, nothing of any lead', async ({
  page,
}) => {
  const name = `Refused${Date.now()}`;
  await seedDeadLetter(name);
  const csp = await watchCsp(page);
  const response = await page.goto(LOG);
  expect(response?.status()).toBe(401);
  await expect(page.getByRole('heading', { level: 1, name: 'Lead delivery log' })).toBeVisible();
  await expect(page.getByLabel('Dealer key')).toBeFocused();
  await expect(page.getByText(name)).toHaveCount(0);
  await expectNoAxeViolations(page);
  // the style applied (its hash is in the page's own CSP) and nothing was refused
  expect(await page.locator('body').evaluate((b) => getComputedStyle(b).backgroundColor)).toBe(
    'rgb(244, 244, 245)',
  );
  expect(csp).toEqual([]);
  const csv = await csvOf(page);
  expect(csv.status()).toBe(401);
  expect(await csv.text()).not.toContain(name);
});

test('with the key, by keyboard alone: the log, a wrong key announced, the filter, the attempts, sign-out', async ({
  page,
}) => {
  const name = `Keyboard${Date.now()}`;
  const ref = await seedDeadLetter(name);
  const csp = await watchCsp(page);
  await page.goto(LOG);
  // a wrong key: the error is announced and tied to the field, which has the focus again
  await page.keyboard.type('dk_not-the-key');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('That dealer key is not right for this site.');
  const field = page.getByLabel('Dealer key');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.type(KEY);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Leads', exact: true })).toBeVisible();

  // the dead letters only, chosen and sent from the keyboard
  const filter = page.getByLabel('Show');
  await filter.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(filter).toHaveValue('dead');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Show' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\?status=dead$/);
  const row = page.getByRole('row').filter({ hasText: `Ref. ${ref}` });
  await expect(row).toContainText(`${name} Keyboard`);
  await expect(row).toContainText('Gave up (dead letter)');
  await expect(row).toContainText('last response 503');
  await expect(row).toContainText('Delivered');

  // a channel's attempts: the disclosure opens with Enter
  const attempts = row.getByText('2 attempts', { exact: false }).first();
  await attempts.focus();
  await expect(attempts).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(
    row.getByText(/failed, response 503 \(answered 503 Service Unavailable\), 41 ms/).first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  expect(csp).toEqual([]);

  // the CSV link carries the filter; the download is the dealer's own
  const download = page.getByRole('link', { name: /Download as CSV/ });
  await expect(download).toHaveAttribute('href', `${LEAD_LOG_CSV_PATH}?status=dead`);
  const csv = await csvOf(page, '?status=dead');
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain(ref);

  // sign out, from the keyboard
  await page.getByRole('button', { name: 'Sign out' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Dealer key')).toBeVisible();
  expect((await csvOf(page)).status()).toBe(401);
});

test('on a phone the table scrolls inside its labelled region @phone-only', async ({ page }) => {
  const name = `Phone${Date.now()}`;
  const ref = await seedDeadLetter(name);
  await page.goto(LOG);
  await page.getByLabel('Dealer key').fill(KEY);
  await page.getByRole('button', { name: 'Show the log' }).click();
  await page.goto(`${LOG}?status=dead`);
  const region = page.getByRole('region', { name: /Recent leads/ });
  await expect(region.getByText(`Ref. ${ref}`)).toBeVisible();
  const {
    scroll,
    client,
    page: pageWidth,
  } = await region.evaluate((el) => ({
    scroll: el.scrollWidth,
    client: el.clientWidth,
    page: document.documentElement.scrollWidth,
  }));
  expect(scroll).toBeGreaterThan(client);
  expect(pageWidth).toBeLessThanOrEqual(page.viewportSize()!.width);
  await expectNoAxeViolations(page);
});
