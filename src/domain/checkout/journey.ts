/**
 * The online purchase journey (rules.md: Results and car cards; Finance, reserve, purchase, trade-in and print routes Online purchase, rules.md: States and transitions
 * Eligibility, rules.md: Reservation): /checkout-journey?car_id=…&step=… walks the car and its price,
 * buyer details, trade-in, finance or cash, pickup location, the deposit and the confirmation.
 * Each step's URL names it, so reload and the browser's back button land where the shopper was;
 * the choices are kept on the device per tenant and car and validated when read.
 */
import { z } from 'zod';
import { isOnLot } from '../vehicle/in-stock';
import type { Car } from '../vehicle/schema';
import { RESERVATION_HOLD_HOURS } from '../vehicle/checkout';
import { RETURN_PARAMS, returnUrl } from './reservation-api';
import { contactFields } from '../leads/common-fields';
import type { FieldDef } from '../leads/fields';

export const JOURNEY_PATH = '/checkout-journey';

export const JOURNEY_STEPS = [
  'car',
  'details',
  'trade-in',
  'payment',
  'pickup',
  'deposit',
  'confirmation',
] as const;
export type JourneyStep = (typeof JOURNEY_STEPS)[number];

export const STEP_TITLES: Record<JourneyStep, string> = {
  car: 'Your car',
  details: 'Your details',
  'trade-in': 'Trade-in',
  payment: 'Finance or cash',
  pickup: 'Pickup location',
  deposit: 'Deposit',
  confirmation: 'Confirmation',
};

export const NO_LONGER_AVAILABLE = 'This car is no longer available';

/** What buying online includes, shown with the car and its price. */
export const JOURNEY_INCLUDED = [
  `The car held for you for ${RESERVATION_HOLD_HOURS} hours once your deposit is paid`,
  'A 100% refundable deposit',
  'Your trade-in valued online and taken off the balance',
  'Finance estimate or cash: your choice',
  'Pickup at the dealership that suits you',
] as const;

/** The deposit step's promise (rules.md: Eligibility and quotes; Reservation), said plainly. */
export function depositText(amount: string | null): string {
  const hold = `We hold the car for you for ${RESERVATION_HOLD_HOURS} hours`;
  return amount
    ? `Pay a ${amount} deposit now. ${hold}, and the deposit is 100% refundable.`
    : `Reserve the car now. ${hold}, and any deposit is 100% refundable.`;
}

/** Buyer details: the lead forms' contact fields (shared validators) and an address for the paperwork. */
export function journeyBuyerFields(): FieldDef[] {
  return [
    ...contactFields({ lastNameRequired: true }),
    {
      name: 'address',
      type: 'text',
      label: 'Address',
      required: true,
      autoComplete: 'street-address',
      maxLength: 200,
      help: 'For the contract of sale and registration paperwork.',
    },
  ];
}

export const JourneyBuyer = z.strictObject({
  name: z.string().max(80),
  last_name: z.string().max(80),
  email: z.string().max(254),
  phone: z.string().max(32),
  postcode: z.string().max(16),
  address: z.string().max(200),
});
export type JourneyBuyer = z.infer<typeof JourneyBuyer>;

export const JourneyTradeIn = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('none') }),
  z.strictObject({
    kind: z.literal('valued'),
    lead_id: z.string().max(64),
    /** The valuation's offer; null when the dealer values it after an inspection. */
    offer: z.number().nonnegative().nullable(),
    vehicle: z.string().max(200),
  }),
]);
export type JourneyTradeIn = z.infer<typeof JourneyTradeIn>;

export const JourneyPayment = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('cash') }),
  z.strictObject({
    kind: z.literal('finance'),
    deposit: z.number().nonnegative().max(250000),
    termYears: z.number().min(1).max(7),
  }),
]);
export type JourneyPayment = z.infer<typeof JourneyPayment>;

export const JourneyState = z.strictObject({
  v: z.literal(1),
  tenant: z.string().min(1).max(80),
  /** The car's id as a string (the query may give the id or the slug). */
  carId: z.string().min(1).max(64),
  journeyId: z.string().min(1).max(80),
  /** Steps the shopper has completed. */
  done: z.array(z.enum(JOURNEY_STEPS)).max(JOURNEY_STEPS.length),
  buyer: JourneyBuyer.nullable(),
  tradeIn: JourneyTradeIn.nullable(),
  payment: JourneyPayment.nullable(),
  pickupLocationId: z.string().max(64).nullable(),
  /** The reservation started at the deposit step, and its outcome on return. */
  reservation: z
    .strictObject({
      id: z.string().max(80).nullable(),
      status: z.enum(['pending', 'paid', 'cancelled']),
    })
    .nullable(),
});
export type JourneyState = z.infer<typeof JourneyState>;

/** Every journey of one tenant on this device, by car id (one device key per tenant). */
export const journeyStorageKey = (tenant: string) => `${tenant}-CheckoutJourney`;

export function newJourneyState(tenant: string, carId: string, journeyId: string): JourneyState {
  return {
    v: 1,
    tenant,
    carId,
    journeyId,
    done: [],
    buyer: null,
    tradeIn: null,
    payment: null,
    pickupLocationId: null,
    reservation: null,
  };
}

/**
 * The stored journeys of a tenant, as read from the device: anything that is not a record of
 * valid journeys of this tenant under their own car id is dropped (corrupt, old or foreign
 * values start afresh; they never throw).
 */
export function readJourneys(raw: unknown, tenant: string): Record<string, JourneyState> {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return {};
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const out: Record<string, JourneyState> = {};
  for (const [carId, entry] of Object.entries(value)) {
    const parsed = JourneyState.safeParse(entry);
    if (parsed.success && parsed.data.tenant === tenant && parsed.data.carId === carId)
      out[carId] = parsed.data;
  }
  return out;
}

/** The steps before `step` that must be done to enter it. */
const before = (step: JourneyStep) => JOURNEY_STEPS.slice(0, JOURNEY_STEPS.indexOf(step));

/** The first step not yet done (the confirmation once every other is). */
export function resumeStep(state: JourneyState): JourneyStep {
  return JOURNEY_STEPS.find((s) => s !== 'confirmation' && !state.done.includes(s)) ?? 'deposit';
}

/**
 * The step to show for the URL's ?step=: the asked step when every step before it is done,
 * else the first one still to do. The confirmation shows only once the reservation started.
 */
export function allowedStep(asked: string | null, state: JourneyState): JourneyStep {
  const step = (JOURNEY_STEPS as readonly string[]).includes(asked ?? '')
    ? (asked as JourneyStep)
    : null;
  if (step === 'confirmation') return state.reservation ? 'confirmation' : resumeStep(state);
  if (!step) return state.reservation?.status === 'paid' ? 'confirmation' : resumeStep(state);
  return before(step).every((s) => state.done.includes(s)) ? step : resumeStep(state);
}

export function nextStep(step: JourneyStep): JourneyStep | null {
  return JOURNEY_STEPS[JOURNEY_STEPS.indexOf(step) + 1] ?? null;
}

export function previousStep(step: JourneyStep): JourneyStep | null {
  const i = JOURNEY_STEPS.indexOf(step);
  return i > 0 ? JOURNEY_STEPS[i - 1] : null;
}

/** Mark a step done (once), keeping the steps in journey order. */
export function completeStep(state: JourneyState, step: JourneyStep): JourneyState {
  const done = JOURNEY_STEPS.filter((s) => s === step || state.done.includes(s));
  return { ...state, done };
}

/** '/checkout-journey?car_id={car}&step={step}'. */
export function journeyUrl(carParam: string, step: JourneyStep): string {
  return `${JOURNEY_PATH}?car_id=${encodeURIComponent(carParam)}&step=${step}`;
}

/** The return_path the deposit step sends: the provider adds the reservation and its result. */
export function journeyReturnPath(journeyId: string): string {
  return `${JOURNEY_PATH}?journey=${encodeURIComponent(journeyId)}`;
}

/** The URL the payment provider returns the shopper to (reservation-api.ts returnUrl). */
export function journeyReturnUrl(
  journeyId: string,
  reservationId: string,
  result: 'paid' | 'cancelled',
): string {
  return returnUrl(journeyReturnPath(journeyId), reservationId, result);
}

export interface JourneyQuery {
  /** car_id: the car's id or, in one reading of the spec, its slug. */
  car: string | null;
  step: string | null;
  journeyId: string | null;
  status: 'paid' | 'cancelled' | null;
}

export function readJourneyQuery(search: string): JourneyQuery {
  const q = new URLSearchParams(search);
  const text = (name: string, max: number) => {
    const v = q.get(name)?.trim() ?? '';
    return v && v.length <= max ? v : null;
  };
  const status = q.get(RETURN_PARAMS.result);
  return {
    car: text('car_id', 200),
    step: text('step', 20),
    journeyId: text('journey', 80),
    status: status === 'paid' || status === 'cancelled' ? status : null,
  };
}

/** The car the query names: by id first, else by slug (rules.md: Finance, reserve, purchase, trade-in and print routes: both readings). */
export function findJourneyCar<T extends { id: string | number; slug: string }>(
  docs: readonly T[],
  param: string,
): T | null {
  return docs.find((d) => String(d.id) === param) ?? docs.find((d) => d.slug === param) ?? null;
}

export type CarAvailability = 'available' | 'sold' | 'reserved';

/** Whether the car can still be bought online: on the lot, not sold, not reserved. */
export function carAvailability(car: Pick<Car, 'status' | 'sold' | 'reserved'>): CarAvailability {
  if (car.reserved) return 'reserved';
  if (car.sold || !isOnLot(car)) return 'sold';
  return 'available';
}
