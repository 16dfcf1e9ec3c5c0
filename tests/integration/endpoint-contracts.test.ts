/**
 * One contract per wire: every endpoint under src/pages/api/ answers with the shape its shared
 * schema says (src/domain/api/endpoints.ts, src/domain/leads/request.ts,
 * src/domain/trade-in/api.ts), which is the type the islands read it as. The request bodies
 * here are typed with the same schemas' input types, as the islands build them.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ApiErrorBody,
  AppointmentsResponse,
  CarViewResponse,
  GeocodeResponse,
  OkReply,
  YouxQuoteResponse,
  type EventRequest,
  type PhoneRevealRequest,
  type YouxQuoteRequest,
} from '../../src/domain/api/endpoints';
import { LeadReply, type LeadEnvelope } from '../../src/domain/leads/request';
import {
  AdjustmentsReply,
  MiscellaneousReply,
  OfferReply,
  RegoLookupReply,
  TradeInStartReply,
  ValuationReply,
  type AdjustmentsRequest,
  type MiscellaneousRequest,
  type OfferRequest,
  type RegoLookupRequest,
  type TradeInStartEnvelope,
  type ValuationRequest,
} from '../../src/domain/trade-in/api';
import { Car } from '../../src/domain/vehicle/schema';
import { leadEndpoint } from '../../src/server/leads';
import {
  miscellaneous,
  regoLookup,
  tradeInAdjustments,
  tradeInOffer,
  tradeInStart,
  tradeInValuation,
} from '../../src/server/trade-in';
import {
  carById,
  carView,
  events,
  geocode,
  phoneReveal,
  testDriveAppointments,
  youxQuote,
} from '../../src/server/vehicle-calls';
import {
  ADJUSTMENT_ANSWERS,
  CONTACT,
  fixtureSite,
  generalEnquiry,
  get,
  key,
  makeDeps,
  post,
  read,
  SITE_ID,
} from '../support/endpoints';

/** The reply's JSON, which must parse with the schema unchanged. */
async function replyOf<S extends z.ZodType>(
  schema: S,
  response: Response,
  status = 200,
): Promise<z.infer<S>> {
  const { status: got, body } = await read(response);
  expect(got).toBe(status);
  const parsed = schema.safeParse(body);
  expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
  return parsed.data as z.infer<S>;
}

/** A general enquiry as the lead form sends it. */
const envelope = (over: Partial<LeadEnvelope> = {}): LeadEnvelope => ({
  ...generalEnquiry(),
  form: 'general',
  ...over,
});

describe('the lead endpoints answer LeadReply (or ApiErrorBody)', () => {
  const deps = makeDeps();
  const enquiry = leadEndpoint('enquiry');
  it('a lead, a step check, a bot and a bad body', async () => {
    const lead = await replyOf(
      LeadReply,
      await enquiry(post('/api/leads/enquiry', envelope()), deps),
    );
    expect(lead).toMatchObject({ redirect: true });
    expect(typeof lead.lead_id).toBe('string');
    const step = envelope({ isLastStep: false });
    expect(await replyOf(LeadReply, await enquiry(post('/api/leads/enquiry', step), deps))).toEqual(
      { lead_id: null, redirect: false, step: 'ok' },
    );
    const bot = envelope({ website: 'http://spam' });
    expect(await replyOf(LeadReply, await enquiry(post('/api/leads/enquiry', bot), deps))).toEqual({
      lead_id: null,
      redirect: true,
    });
    const bad = envelope({ userData: { ...CONTACT, email: 'nope' } });
    const error = await replyOf(
      ApiErrorBody,
      await enquiry(post('/api/leads/enquiry', bad), deps),
      400,
    );
    expect(Object.keys(error.fields ?? {})).toContain('email');
  });
});

describe('the trade-in flow answers its replies in src/domain/trade-in/api.ts', () => {
  it('start → adjustments → miscellaneous → rego lookup → valuation → offer', async () => {
    const deps = makeDeps({
      config: { valuationApi: { url: 'http://valuation.invalid', key: 'val-key' } },
      fetch: async (url: string | URL | Request) =>
        new URL(String(url)).pathname === '/rego'
          ? Response.json({ vehicle: { year: 2020, make: 'Mazda', model: 'CX-5' } })
          : Response.json({ offer_price: 21500 }),
    });
    const startBody = {
      userData: {
        rego: 'ABC123',
        regoState: 'QLD',
        kms: 40000,
        name: CONTACT.name,
        last_name: CONTACT.last_name,
        phone: CONTACT.phone,
        email: CONTACT.email,
        location_id: '100',
        PreferredContactMethod: 'Phone',
        finance: 'Yes',
        terms_agreed: true,
      },
      url: 'https://loop.example.com.au/trade-in?car_id=1',
      source: 'Website',
      user_agent: 'Mozilla/5.0',
      car_id: '1',
      car_dealership_id: '1',
      lead_attributes: { visited_pages: ['/'], linked_query_params: {} },
      idempotencyKey: key(),
    } satisfies TradeInStartEnvelope;
    const started = await replyOf(
      TradeInStartReply,
      await tradeInStart(post('/api/trade-in/start', startBody), deps),
    );
    const id = started.lead_id!;
    expect(typeof id).toBe('string');

    const adjustments = await replyOf(
      AdjustmentsReply,
      await tradeInAdjustments(
        post('/api/trade-in/adjustments', {
          id,
          adjustmentAnswers: ADJUSTMENT_ANSWERS,
          idempotencyKey: key(),
        } satisfies AdjustmentsRequest),
        deps,
      ),
    );
    // The wizard forwards the adjustments' reply as it came, plus column_name.
    await replyOf(
      MiscellaneousReply,
      await miscellaneous(
        post('/api/miscellaneous', {
          ...adjustments,
          column_name: 'valuation',
        } satisfies MiscellaneousRequest),
        deps,
      ),
    );

    const lookup = await replyOf(
      RegoLookupReply,
      await regoLookup(
        post('/api/trade-in/rego-lookup', {
          rego: 'ABC123',
          regoState: 'QLD',
        } satisfies RegoLookupRequest),
        deps,
      ),
    );
    expect(lookup).toEqual({
      found: true,
      vehicle: { year: 2020, make: 'Mazda', model: 'CX-5', badge: '' },
    });
    expect(
      await replyOf(
        RegoLookupReply,
        await regoLookup(
          post('/api/trade-in/rego-lookup', { rego: 'XYZ1', regoState: 'NSW' }),
          makeDeps(),
        ),
      ),
    ).toEqual({ found: false });

    const valuation = await replyOf(
      ValuationReply,
      await tradeInValuation(
        post('/api/trade-in/valuation', {
          id,
          vehicle: lookup.found ? lookup.vehicle : {},
        } satisfies ValuationRequest),
        deps,
      ),
    );
    expect(valuation).toMatchObject({
      offer_price: 21500,
      estimate: 'dealer',
      under_finance: true,
    });
    expect(valuation.car?.id).toBe('1');

    expect(
      await replyOf(
        OfferReply,
        await tradeInOffer(
          post('/api/trade-in/offer', {
            category: 'Sell My Car Enquiry',
            subcategory: '3. Offer Accepted',
            lead_id: id,
            form_completed: true,
            offer_accepted: true,
            idempotencyKey: key(),
          } satisfies OfferRequest),
          deps,
        ),
      ),
    ).toEqual({ lead_id: id });
  });
});

describe('the vehicle page’s calls answer their replies in src/domain/api/endpoints.ts', () => {
  const deps = makeDeps();
  it('youx quote', async () => {
    const quoteDeps = makeDeps({
      site: fixtureSite({ youx_provider_code: 'LOOP01' }),
      config: { youxApi: { url: 'https://youx.invalid', key: 'k' } },
      fetch: async () =>
        Response.json({
          weeklyRepaymentAmount: 123.4,
          advertisedRate: 8.5,
          comparisonRate: 9.1,
          internal: 'x',
        }),
    });
    const body = {
      selfAssessedCreditScore: 'GREAT',
      purchasePrice: 30000,
      loanTerm: 5,
      year: 2022,
      vin: null,
      nvic: null,
      whoIsHelping: '',
    } satisfies YouxQuoteRequest;
    expect(
      await replyOf(YouxQuoteResponse, await youxQuote(post('/api/youx/quote', body), quoteDeps)),
    ).toEqual({ weeklyRepaymentAmount: 123.4, advertisedRate: 8.5, comparisonRate: 9.1 });
  });
  it('view counter, phone reveal, car by id, appointments', async () => {
    const views = await replyOf(
      CarViewResponse,
      await carView(
        get('/api/cars/2022-toyota-corolla/view?photos_count=3'),
        deps,
        '2022-toyota-corolla',
      ),
    );
    expect(views.views).toBeGreaterThan(0);
    const reveal = {
      car_id: 1,
      dealership_id: 1,
      website_id: SITE_ID,
    } satisfies PhoneRevealRequest;
    await replyOf(OkReply, await phoneReveal(post('/api/phone-reveal', reveal), deps));
    // The car by id is the car's payload: it reads with the Car schema.
    await replyOf(Car, await carById(get('/api/cars/by-id/1'), deps, '1'));
    const slots = await replyOf(
      AppointmentsResponse,
      await testDriveAppointments(get('/api/test-drive/appointments?car_id=1'), deps),
    );
    expect(slots.timeZone).toBe('Australia/Brisbane');
    await replyOf(ApiErrorBody, await carById(get('/api/cars/by-id/42'), deps, '42'), 404);
  });
  it('geocode', async () => {
    const geoDeps = makeDeps({
      config: { geocodeApi: { url: 'https://maps.invalid/geocode/json', key: 'g' } },
      fetch: async () =>
        Response.json({
          results: [{ geometry: { location: { lat: -27.47, lng: 153.02 } } }, { other: true }],
        }),
    });
    expect(
      await replyOf(GeocodeResponse, await geocode(get('/api/geocode?postcode=4000'), geoDeps)),
    ).toEqual({ lat: -27.47, lng: 153.02 });
  });
  it('events take an EventRequest and answer without a body', async () => {
    const event = {
      event: { url: 'https://x/cars/a', category: 'Print', event_properties: { event_id: 61 } },
    } satisfies EventRequest;
    const r = await events(post('/api/events', event), deps);
    expect(r.status).toBe(204);
    expect(await r.text()).toBe('');
  });
});
