/** Lead-form e2e support: the leads the served sites keep in their database, sample cars, opening a form. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { LeadStore, type StoredLead } from '../../src/server/stores/leads';
import { e2eDb } from './support/database';
import { Car } from '../../src/domain/vehicle/schema';
import { leadCarFromCar } from '../../src/domain/leads/car-enquiry';
import type { LeadFormKind } from '../../src/stores/lead-form';

/** A form's fields a shopper can focus (not the hidden inputs, not the honeypot). */
export const SHOPPER_FIELD = 'input:not([type="hidden"]):not([tabindex="-1"]), select, textarea';

/**
 * A page's form, reached for as a keyboard user does (focus moves into its first field): its
 * island hydrates on that reach (client:reach), and the form is returned once it is ready.
 */
export async function reachedForm(page: Page, selector = 'form.lf'): Promise<Locator> {
  await page.locator(selector).first().locator(SHOPPER_FIELD).first().focus();
  const ready = page.locator(`${selector}[data-ready]`).first();
  await expect(ready).toBeVisible();
  return ready;
}

/** A field's label, with or without its required mark. */
export function label(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);
}

export function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/** The leads the served site kept, newest first (what `npm run leads` lists). */
export function leads(slug: string): Promise<StoredLead[]> {
  return new LeadStore(e2eDb, slug).list({ limit: 2000 });
}

export async function leadWhere(
  slug: string,
  match: (lead: StoredLead) => boolean,
  timeoutMs = 5000,
): Promise<StoredLead> {
  let found: StoredLead | undefined;
  await expect
    .poll(async () => (found = (await leads(slug)).find(match)), { timeout: timeoutMs })
    .toBeTruthy();
  return found!;
}

export const byEmail = (email: string) => (lead: StoredLead) =>
  (lead.payload.userData as Record<string, unknown> | undefined)?.email === email;

export function sampleCars(slug: string) {
  const raw = JSON.parse(
    readFileSync(path.join('tenants', slug, 'store', 'indexes', 'Car_production.json'), 'utf8'),
  ) as unknown[];
  return raw.map((c) => Car.parse(c));
}

/** A listed, in-stock car the trade-in and enquiry tests can use. */
export function eligibleCar(slug: string, type: 'used' | 'new' = 'used') {
  const car = sampleCars(slug).find(
    (c) =>
      c.status === 'in_stock' &&
      !c.reserved &&
      (c.price ?? 0) > 200 &&
      c.show_on_dealer_website !== false &&
      c.car_type === type,
  );
  if (!car) throw new Error(`no eligible ${type} car in ${slug}`);
  return car;
}

/** Opens a form in the modal the way any page does: a [data-lead-form] link, here added for the test. */
export async function openForm(
  page: Page,
  kind: LeadFormKind,
  car?: ReturnType<typeof eligibleCar>,
) {
  await page.evaluate(
    ([k, c]) => {
      const a = document.createElement('a');
      a.href = '/contact';
      a.textContent = `Open ${k}`;
      a.dataset.leadForm = k;
      if (c) a.dataset.leadCar = c;
      a.id = 'e2e-open-form';
      document.querySelector('main')!.prepend(a);
    },
    [kind, car ? JSON.stringify(leadCarFromCar(car)) : ''] as const,
  );
  await page.locator('#e2e-open-form').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('form.lf[data-ready]')).toBeVisible();
  return dialog;
}

export async function fillContact(
  scope: Page | ReturnType<Page['getByRole']>,
  email: string,
  overrides: Partial<Record<'name' | 'last' | 'phone' | 'postcode', string>> = {},
) {
  await scope.getByLabel(label('First Name')).fill(overrides.name ?? 'Jo');
  const last = scope.getByLabel(label('Last Name'));
  if (await last.count()) await last.fill(overrides.last ?? 'Citizen');
  await scope.getByLabel(label('Email')).fill(email);
  await scope.getByLabel(label('Mobile Number')).fill(overrides.phone ?? '0411 222 333');
  // 'ZIP Code' on a US site (market/postal.ts)
  const pc = scope.getByLabel(/^(Postcode|ZIP Code)( \*)?$/);
  if (await pc.count()) await pc.fill(overrides.postcode ?? '4558');
}
