/**
 * Signing in on pacific-motor-group in e2e tests: each test uses a mobile number of its own and
 * reads its one-time code from the development messages in the local server's database.
 */
import { expect, type Page } from '@playwright/test';
import { tenantUrl } from './tenants';
import { AccountStore } from '../../../src/server/stores/accounts';
import { e2eDb } from './database';

const PACIFIC = 'pacific-motor-group';

/** A mobile number of this test's own (Australian: 04 + 8 digits). */
export function newPhone(): { input: string; e164: string } {
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  return { input: `04${digits}`, e164: `+614${digits}` };
}

/** The last code the local server 'texted' to this number (a development message in its database). */
export async function outboxCode(e164: string): Promise<string> {
  let code = '';
  const store = new AccountStore(e2eDb, PACIFIC);
  await expect
    .poll(async () => (code = (await store.devMessages(e164)).at(-1)?.body ?? ''), {
      timeout: 10_000,
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** Sign in through the endpoints, from a page of the site (the browser keeps the cookies). */
export async function signInByApi(page: Page) {
  const phone = newPhone();
  // a page without the sign-in island (which moves on by itself once it sees a session)
  await page.goto(tenantUrl(PACIFIC, '/favourites'));
  const call = (path: string, body: unknown) =>
    page.evaluate(
      async ([p, b]) =>
        (
          await fetch(p, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(b),
          })
        ).status,
      [path, body] as const,
    );
  expect(await call('/api/auth/request-code', { phone_number: phone.input })).toBe(200);
  const code = await outboxCode(phone.e164);
  expect(await call('/api/auth/verify-code', { phone_number: phone.input, code })).toBe(200);
  return phone;
}
