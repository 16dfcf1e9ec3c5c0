/**
 * Reservation rules (rules.md: Eligibility and quotes 'Reservation holds the car for 48
 * hours; the deposit is 100% refundable', rules.md: Reservation): the deposit in the market's currency,
 * the hold, the page's wording, the buyer's fields (the lead forms' own contact fields and
 * validators) and which cars a paid reservation marks reserved.
 */
import { RESERVATION_HOLD_HOURS, reserveAmount } from '../vehicle/checkout';
import { contactFields } from '../leads/common-fields';
import { formSchema } from '../leads/fields';
import { MARKET_RULES, type Market } from '../market/market';
import type { PhoneMode } from '../format/phone';

export const RESERVATION_TEXT = {
  heading: 'Reserve this car',
  hold: `We hold the car for you for ${RESERVATION_HOLD_HOURS} hours once your deposit is paid.`,
  refundable: 'Your deposit is 100% refundable.',
  depositLabel: 'Deposit',
  /** A reserve amount of '$0' or null hides the amount: the button and line then read without one. */
  noAmount: 'Reserve online: the dealer confirms the deposit with you.',
  pay: 'Pay deposit',
  paying: 'Taking you to payment…',
  paidHeading: 'Your car is reserved',
  paidNext:
    'The dealer will contact you to arrange an inspection, a test drive and the paperwork. If you change your mind, your deposit is refunded in full.',
  pendingHeading: 'Confirming your payment…',
  cancelledHeading: 'Payment cancelled',
  cancelledBody: 'No money was taken. Your details are still here: you can try again.',
  tryAgain: 'Try again',
  reference: 'Reference',
  heldUntil: 'Held for you until',
  unavailable: 'Sorry, this car is no longer available to reserve.',
  alreadyReserved: 'Sorry, this car has just been reserved by someone else.',
  notConfigured: 'Online reservation is not available just now. Please call or enquire instead.',
  serverDown: 'We could not start your payment just now. Please try again in a few minutes.',
  notFound: 'We could not find this reservation.',
} as const;

/** The labelled test provider (the embedded default): no card is ever charged. */
export const TEST_PROVIDER_LABEL = 'Test payment — no card is charged';

export const PAYMENT_PROVIDERS = ['test', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** The site's payment_provider: 'stripe' or 'test' (any case), null when blank, 'unknown' for anything else. */
export function providerName(
  configured: string | null | undefined,
): PaymentProviderName | 'unknown' | null {
  const name = configured?.trim().toLowerCase() ?? '';
  if (!name) return null;
  return (PAYMENT_PROVIDERS as readonly string[]).includes(name)
    ? (name as PaymentProviderName)
    : 'unknown';
}

/** The setting that allows the test provider, and its one value. */
export const TEST_PROVIDER_SETTING = { name: 'PAYMENT_TEST_PROVIDER', value: 'enabled' } as const;

/**
 * The test provider marks a reservation paid without taking money: it answers only where it is
 * explicitly enabled (PAYMENT_TEST_PROVIDER=enabled, which the local server sets) and never in
 * a production deploy (Netlify's CONTEXT=production).
 */
export function testProviderEnabled(env: Record<string, string | undefined>): boolean {
  return (
    env[TEST_PROVIDER_SETTING.name]?.trim() === TEST_PROVIDER_SETTING.value &&
    env.CONTEXT?.trim() !== 'production'
  );
}

/**
 * The provider that actually takes the payment, or null (reservations are refused with
 * RESERVATION_TEXT.notConfigured and the reason is logged):
 *   - 'stripe' with Stripe's keys: Stripe; without them, the test provider where it is enabled
 *     (a clone run locally), else none;
 *   - 'test' or blank: the test provider where it is enabled, else none;
 *   - any other name: none, whatever is enabled (never a silent fallback).
 */
export function effectiveProvider(
  configured: string | null | undefined,
  env: { hasStripeKeys: boolean; testEnabled: boolean },
): PaymentProviderName | null {
  const name = providerName(configured);
  if (name === 'unknown') return null;
  if (name === 'stripe' && env.hasStripeKeys) return 'stripe';
  return env.testEnabled ? 'test' : null;
}

/** Why a tenant has no provider, for the log (null when it has one). */
export function providerProblem(
  configured: string | null | undefined,
  env: { hasStripeKeys: boolean; testEnabled: boolean },
): string | null {
  if (effectiveProvider(configured, env)) return null;
  const name = providerName(configured);
  if (name === 'unknown')
    return `payment_provider "${String(configured).slice(0, 40)}" is not supported (${PAYMENT_PROVIDERS.join(' or ')})`;
  if (name === 'stripe') return 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are not set';
  return `the test provider is not enabled here (${TEST_PROVIDER_SETTING.name}=${TEST_PROVIDER_SETTING.value}, outside production)`;
}

/**
 * The deposit in the currency's minor unit: '$200' → 20000. A reserve amount of '$0' or null
 * hides the amount but a deposit is still taken: the default $200 (the spec's default deposit).
 */
export function depositMinorUnits(configured: string | null | undefined): number {
  const shown = reserveAmount(configured) ?? reserveAmount(undefined)!;
  const amount = Number(shown.replace(/[^0-9.]/g, ''));
  const safe = Number.isFinite(amount) && amount > 0 ? amount : 200;
  return Math.round(safe * 100);
}

/** ISO 4217 in lower case, as Stripe takes it. */
export function depositCurrency(market: Market): string {
  return MARKET_RULES[market].currency.toLowerCase();
}

export function heldUntil(paidAtMs: number): number {
  return paidAtMs + RESERVATION_HOLD_HOURS * 3_600_000;
}

/** 'Tuesday 25 November 2026, 4:30 pm' in the dealer's timezone. */
export function formatHeldUntil(ms: number, timeZone: string, locale = 'en-AU'): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(ms));
}

/** The buyer's fields on the checkout page: the lead forms' contact fields, last name required. */
export function buyerFields() {
  return contactFields({ lastNameRequired: true });
}

export function buyerSchema(options: { phoneMode: PhoneMode; market: Market }) {
  return formSchema(buyerFields(), { ...options, termsFormWording: false });
}

export interface PaidHold {
  car_id: string;
  status: string;
  held_until: number | null;
}

/** The cars a paid reservation still holds at `nowMs` (48 hours from payment). */
export function heldCarIds(holds: readonly PaidHold[], nowMs: number): Set<string> {
  const ids = new Set<string>();
  for (const h of holds)
    if (h.status === 'paid' && h.held_until !== null && h.held_until > nowMs) ids.add(h.car_id);
  return ids;
}

/** The stock with held cars marked reserved: true, so 'RESERVED' shows from the next build. */
export function withReservedOverlay<C extends { id: string | number; reserved?: boolean | null }>(
  cars: C[],
  held: ReadonlySet<string>,
): C[] {
  if (held.size === 0) return cars;
  return cars.map((c) => (held.has(String(c.id)) ? { ...c, reserved: true } : c));
}
