/**
 * The lead endpoints end to end at the handler: what the store keeps (the spec's payload),
 * idempotency, the server's own values for hidden fields, bot protection, and what the
 * shopper gets when the lead cannot be stored.
 */
import { describe, expect, it } from 'vitest';
import { leadEndpoint } from '../../src/server/leads';
import { checkOptionField } from '../../src/domain/leads/payload';
import { CAPTCHA_MESSAGES } from '../../src/server/captcha';
import { NOT_SAVED_MESSAGE } from '../../src/server/accept-lead';
import { lazyDb } from '../../src/db/sql';
import {
  CONTACT,
  fixtureSite,
  generalEnquiry,
  key,
  makeDeps,
  post,
  read,
  solvedCaptcha,
  startUpstream,
} from '../support/endpoints';

const enquiry = leadEndpoint('enquiry');
const testDrive = leadEndpoint('test-drive');
const makeOffer = leadEndpoint('make-an-offer');

describe('accepting an enquiry with no lead API (the embedded default)', () => {
  const deps = makeDeps();

  it('stores the lead with the spec’s payload and answers lead_id and redirect', async () => {
    const result = await read(
      await enquiry(
        post('/api/leads/enquiry', {
          ...generalEnquiry(),
          tracking: { gclid: 'g-1', utm_source: 'google' },
        }),
        deps,
      ),
    );
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ redirect: true });
    const lead = (await deps.leads.get(String(result.body.lead_id)))!;
    expect(lead.status).toBe('stored');
    expect(lead.payload).toMatchObject({
      isLastStep: true,
      form: 'general',
      website_id: '31',
      tracking: { gclid: 'g-1', utm_source: 'google' },
      userData: {
        category: 'General Enquiry',
        name: 'Jo',
        last_name: 'Citizen',
        email: 'jo@example.com',
        phone: '+61411222333',
        postcode: '4000',
        message: 'Do you service hybrids?',
        terms_agreed: true,
        dealership_slug: 'loop-kia',
        location_id: '100',
      },
    });
  });

  it('the same idempotency key makes one lead, however often it is sent', async () => {
    const k = key();
    const replies = await Promise.all(
      Array.from({ length: 5 }, () =>
        enquiry(post('/api/leads/enquiry', generalEnquiry(k)), deps).then(read),
      ),
    );
    const ids = new Set(replies.map((r) => r.body.lead_id));
    expect(replies.every((r) => r.status === 200)).toBe(true);
    expect(ids.size).toBe(1);
    expect(
      (await deps.leads.list({ limit: 1000 })).filter((l) => l.idempotencyKey === k),
    ).toHaveLength(1);
  });

  it('a car enquiry carries the car’s own fields, whatever the browser sent', async () => {
    const body = {
      form: 'enquiry',
      userData: {
        ...CONTACT,
        message: 'Still available?',
        terms_agreed: true,
        opt_in: true,
        opt_in_finance: true,
        opt_in_trade: false,
        car_id: '1',
        'Vehicle Make': 'Ferrari',
        category: 'Fleet Enquiry',
        car_type: 'new',
        manufacturer_slug: 'x',
        stock_number: 'S1',
        'Vehicle Model': 'Corolla',
        vehicle_status: 'in_stock',
        dealership_slug: 'loop-toyota',
        location_id: '100',
      },
      isLastStep: true,
      idempotencyKey: key(),
    };
    const result = await read(await enquiry(post('/api/leads/enquiry', body), deps));
    expect(result.status).toBe(200);
    const userData = (await deps.leads.get(String(result.body.lead_id)))!.payload.userData;
    expect(userData).toMatchObject({
      'Vehicle Make': 'Toyota',
      'Vehicle Model': 'Corolla',
      category: 'Used Vehicle Enquiry',
      car_type: 'used',
      manufacturer_slug: 'toyota',
      stock_number: 'S1',
      car_id: '1',
      vehicle_status: 'in_stock',
      dealership_slug: 'loop-toyota',
      opt_in: true,
      opt_in_finance: true,
      opt_in_trade: false,
    });
  });

  it('a sold car’s enquiry is a Find me something similar', async () => {
    const body = {
      form: 'similar',
      userData: {
        ...CONTACT,
        message: 'Can you please find me something similar?',
        terms_agreed: true,
        car_id: '3',
      },
      isLastStep: true,
      idempotencyKey: key(),
    };
    const result = await read(await enquiry(post('/api/leads/enquiry', body), deps));
    expect(result.status).toBe(200);
    expect((await deps.leads.get(String(result.body.lead_id)))!.payload.userData).toMatchObject({
      subcategory: 'Find me something similar',
      category: 'New Vehicle Enquiry',
      vehicle_status: 'sold',
    });
  });

  it('a careers enquiry is sent as General Enquiry / Career Enquiry', async () => {
    const body = {
      form: 'careers',
      userData: {
        ...CONTACT,
        message: 'Apprentice',
        terms_agreed: true,
        dealership_slug: 'loop-toyota',
        Position: 'Technician',
      },
      isLastStep: true,
      idempotencyKey: key(),
    };
    const result = await read(await enquiry(post('/api/leads/enquiry', body), deps));
    expect((await deps.leads.get(String(result.body.lead_id)))!.payload.userData).toMatchObject({
      category: 'General Enquiry',
      subcategory: 'Career Enquiry',
    });
  });

  it('a service booking gets additional_services from check options and dealership_slug from its Service Location', async () => {
    const body = {
      form: 'service',
      userData: {
        ...CONTACT,
        terms_agreed: true,
        'Service Location': 'Loop Service',
        [checkOptionField('Tyres')]: true,
        [checkOptionField('Brakes')]: false,
        [checkOptionField('Battery')]: true,
        Time_radio_options: 'Morning,Afternoon',
      },
      isLastStep: true,
      idempotencyKey: key(),
    };
    const result = await read(await enquiry(post('/api/leads/enquiry', body), deps));
    expect(result.status).toBe(200);
    const userData = (await deps.leads.get(String(result.body.lead_id)))!.payload
      .userData as Record<string, unknown>;
    expect(userData).toMatchObject({
      category: 'Service Enquiry',
      subcategory: 'Service Booking',
      dealership_slug: 'loop-kia',
      additional_services: ['Tyres', 'Battery'],
    });
    expect(
      Object.keys(userData).some(
        (k) => k.includes('_radio_options') || k.includes('(check_option)'),
      ),
    ).toBe(false);
  });

  it('a test drive: Test Drive Booking Used with its date', async () => {
    const body = {
      form: 'testDrive',
      userData: { ...CONTACT, car_id: '1', 'Test Drive Booking Date': '2030-03-04T09:00:00+10:00' },
      isLastStep: true,
      idempotencyKey: key(),
    };
    const result = await read(await testDrive(post('/api/leads/test-drive', body), deps));
    expect(result.status).toBe(200);
    expect((await deps.leads.get(String(result.body.lead_id)))!).toMatchObject({
      kind: 'test-drive',
      subcategory: 'Test Drive Booking Used',
      payload: { userData: { 'Test Drive Booking Date': '2030-03-04T09:00:00+10:00' } },
    });
  });

  it('make an offer: offer_from_client in dollars, no message', async () => {
    const body = {
      form: 'makeOffer',
      userData: { ...CONTACT, car_id: '1', offer_from_client: '$28,500', terms_agreed: true },
      isLastStep: true,
      idempotencyKey: key(),
    };
    const result = await read(await makeOffer(post('/api/leads/make-an-offer', body), deps));
    expect(result.status).toBe(200);
    expect((await deps.leads.get(String(result.body.lead_id)))!.payload.userData).toMatchObject({
      offer_from_client: 28500,
      subcategory: 'Make an Offer',
    });
  });

  it('the honeypot: answered as success, nothing kept', async () => {
    const before = (await deps.leads.list({ limit: 1000 })).length;
    const result = await read(
      await enquiry(
        post('/api/leads/enquiry', { ...generalEnquiry(), website: 'http://spam.example' }),
        deps,
      ),
    );
    expect(result.status).toBe(200);
    expect(result.body.lead_id).toBeNull();
    expect((await deps.leads.list({ limit: 1000 })).length).toBe(before);
  });
});

describe('bot protection (bot_protection: true)', () => {
  const deps = makeDeps({ site: fixtureSite({ bot_protection: true }) });

  it('refuses a missing token', async () => {
    const result = await read(await enquiry(post('/api/leads/enquiry', generalEnquiry()), deps));
    expect(result).toMatchObject({
      status: 400,
      body: { error: CAPTCHA_MESSAGES.missing, fields: { captcha: [CAPTCHA_MESSAGES.missing] } },
    });
  });

  it('accepts a solved token once; the same token again is refused as reused', async () => {
    const token = await solvedCaptcha(deps);
    expect(
      (
        await read(
          await enquiry(post('/api/leads/enquiry', { ...generalEnquiry(), captcha: token }), deps),
        )
      ).status,
    ).toBe(200);
    expect(
      await read(
        await enquiry(post('/api/leads/enquiry', { ...generalEnquiry(), captcha: token }), deps),
      ),
    ).toMatchObject({ status: 400, body: { error: CAPTCHA_MESSAGES.reused } });
  });

  it('a repeat of an accepted submission (same key) is answered with its lead, not refused', async () => {
    const k = key();
    const first = await read(
      await enquiry(
        post('/api/leads/enquiry', { ...generalEnquiry(k), captcha: await solvedCaptcha(deps) }),
        deps,
      ),
    );
    const again = await read(
      await enquiry(
        post('/api/leads/enquiry', { ...generalEnquiry(k), captcha: 'whatever' }),
        deps,
      ),
    );
    expect(again).toMatchObject({ status: 200, body: { lead_id: first.body.lead_id } });
  });

  it('refuses a tampered, a garbage and an expired token', async () => {
    const token = await solvedCaptcha(deps);
    const payload = JSON.parse(Buffer.from(token, 'base64').toString());
    payload.solution.derivedKey = '00'.repeat(32);
    const tampered = Buffer.from(JSON.stringify(payload)).toString('base64');
    expect(
      (
        await read(
          await enquiry(
            post('/api/leads/enquiry', { ...generalEnquiry(), captcha: tampered }),
            deps,
          ),
        )
      ).body.error,
    ).toBe(CAPTCHA_MESSAGES.invalid);
    expect(
      (
        await read(
          await enquiry(
            post('/api/leads/enquiry', { ...generalEnquiry(), captcha: 'bm90IGpzb24=' }),
            deps,
          ),
        )
      ).body.error,
    ).toBe(CAPTCHA_MESSAGES.invalid);
    // issued 11 minutes ago with the same secret: only its expiry is wrong
    const expired = await solvedCaptcha(deps, Date.now() - 11 * 60_000);
    expect(
      (
        await read(
          await enquiry(
            post('/api/leads/enquiry', { ...generalEnquiry(), captcha: expired }),
            deps,
          ),
        )
      ).body.error,
    ).toBe(CAPTCHA_MESSAGES.expired);
  });
});

describe('when the lead cannot be stored', () => {
  it('the database out of reach: 503 with the form kept, with or without a lead API, and nothing sent', async () => {
    const unreachable = lazyDb(() =>
      Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })),
    );
    const upstream = await startUpstream();
    try {
      for (const config of [{}, { leadApi: { url: upstream.url } }]) {
        const deps = makeDeps({ db: unreachable, config });
        expect(
          await read(await enquiry(post('/api/leads/enquiry', generalEnquiry()), deps)),
        ).toMatchObject({ status: 503, body: { error: NOT_SAVED_MESSAGE } });
      }
      // a lead the database did not take never reaches the dealer under a key it cannot retry
      expect(upstream.state.requests).toBe(0);
    } finally {
      await upstream.close();
    }
  });
});
