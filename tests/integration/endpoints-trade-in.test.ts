/**
 * The trade-in flow at its endpoints (rules.md: Trade-in flow; Leads (method and path not shown)):
 * lead created → adjustments → rego lookup → valuation → offer accepted, the
 * no-online-estimate rule, the payout-letter note, reducedPrice and savings, and
 * /api/miscellaneous under its flag.
 */
import { describe, expect, it } from 'vitest';
import {
  tradeInStart,
  tradeInAdjustments,
  regoLookup,
  tradeInValuation,
  tradeInOffer,
  miscellaneous,
} from '../../src/server/trade-in';
import {
  CAVEAT_PAYOUT_LETTER,
  NO_ONLINE_ESTIMATE_MESSAGE,
} from '../../src/domain/trade-in/valuation';
import type { ServerDeps } from '../../src/server/endpoint-deps';
import { fixtureSite, key, makeDeps, post, read } from '../support/endpoints';

const ANSWERS = {
  serviceHistory: 'Full',
  twoSetsOfKeys: 'Yes',
  componentsPresent: 'Yes',
  illegalModifications: 'No',
  condition: 'Good',
};

async function start(
  deps: ServerDeps,
  userData: Record<string, unknown> = {},
  extra: Record<string, unknown> = {},
) {
  return read(
    await tradeInStart(
      post('/api/trade-in/start', {
        userData: {
          rego: 'ABC123',
          regoState: 'QLD',
          kms: 40000,
          name: 'Jo',
          last_name: 'Citizen',
          phone: '0411 222 333',
          email: 'jo@example.com',
          location_id: '100',
          PreferredContactMethod: 'Phone',
          finance: 'No',
          terms_agreed: true,
          ...userData,
        },
        url: 'https://loop.example.com.au/cars/trade-in?car_id=1&gclid=g-7',
        source: 'Website',
        user_agent: 'Mozilla/5.0',
        car_id: 1,
        car_dealership_id: 1,
        lead_attributes: {
          visited_pages: ['/', '/cars/2022-toyota-corolla'],
          linked_query_params: { gclid: 'g-7', utm_campaign: 'eofy' },
        },
        idempotencyKey: key(),
        ...extra,
      }),
      deps,
    ),
  );
}

const adjust = async (deps: ServerDeps, id: unknown, answers = ANSWERS) =>
  read(
    await tradeInAdjustments(
      post('/api/trade-in/adjustments', { id, adjustmentAnswers: answers, idempotencyKey: key() }),
      deps,
    ),
  );
const value = async (
  deps: ServerDeps,
  id: unknown,
  vehicle: Record<string, unknown> = { year: 2021, make: 'Toyota', model: 'Corolla', badge: '' },
) => read(await tradeInValuation(post('/api/trade-in/valuation', { id, vehicle }), deps));
const offer = async (deps: ServerDeps, id: unknown, accepted = true) =>
  read(
    await tradeInOffer(
      post('/api/trade-in/offer', {
        category: 'Sell My Car Enquiry',
        subcategory: accepted ? '3. Offer Accepted' : '3. Offer Rejected',
        lead_id: id,
        form_completed: true,
        offer_accepted: accepted,
        idempotencyKey: key(),
      }),
      deps,
    ),
  );

describe('the trade-in flow with no valuation service', () => {
  const deps = makeDeps();

  it('runs from lead created to offer accepted, keeping everything in the store', async () => {
    const s = await start(deps);
    expect(s.status).toBe(200);
    const id = s.body.lead_id as string;
    const startLead = (await deps.leads.get(id))!;
    expect(startLead.payload).toMatchObject({
      url: 'https://loop.example.com.au/cars/trade-in?car_id=1&gclid=g-7',
      source: 'Website',
      user_agent: 'Mozilla/5.0',
      car_id: '1',
      car_dealership_id: 1,
      lead_attributes: {
        visited_pages: ['/', '/cars/2022-toyota-corolla'],
        linked_query_params: { gclid: 'g-7', utm_campaign: 'eofy' },
      },
      userData: {
        kms: 40000,
        regoState: 'QLD',
        rego: 'ABC123',
        phone: '+61411222333',
        PreferredContactMethod: 'Phone',
        finance: 'No',
      },
    });

    const a = await adjust(deps, id);
    expect(a).toMatchObject({ status: 200, body: { lead_id: id, adjustmentAnswers: ANSWERS } });

    expect(
      await read(
        await regoLookup(
          post('/api/trade-in/rego-lookup', { rego: 'ABC123', regoState: 'QLD' }),
          deps,
        ),
      ),
    ).toEqual({ status: 200, body: { found: false } });

    const v = await value(deps, id);
    expect(v.status).toBe(200);
    expect(v.body).toMatchObject({
      estimate: 'local',
      reason: 'estimate',
      label: 'Local estimate',
      under_finance: false,
      offer_rejection: true,
    });
    const offerPrice = v.body.offer_price as number;
    expect(offerPrice).toBeGreaterThan(0);
    expect(v.body.caveats).toContain(
      'This offer is indicative and subject to inspection of your vehicle.',
    );
    expect(v.body.caveats).not.toContain(CAVEAT_PAYOUT_LETTER);
    // the car being bought: price 30000, was 32000
    expect(v.body.car).toMatchObject({
      price: 30000,
      offer: offerPrice,
      reducedPrice: 30000 - offerPrice,
      extraSavings: 2000,
      total: 32000,
    });

    const o = await offer(deps, id);
    expect(o).toEqual({ status: 200, body: { lead_id: id } });
    const kinds = (await deps.leads.children(id)).map((c) => c.kind);
    expect(kinds).toEqual(['trade-in-adjustments', 'trade-in-valuation', 'trade-in-offer']);
    expect((await deps.leads.children(id)).at(-1)!.payload).toMatchObject({
      category: 'Sell My Car Enquiry',
      subcategory: '3. Offer Accepted',
      lead_id: id,
      form_completed: true,
      offer_accepted: true,
      offer_price: offerPrice,
    });
  });

  it('no online estimate for a car over 7 years old or over 100,000 km; nothing to accept', async () => {
    const s = await start(deps, { kms: 150000 });
    const id = s.body.lead_id;
    await adjust(deps, id);
    const v = await value(deps, id);
    expect(v.body).toMatchObject({
      offer_price: null,
      reason: 'no-online-estimate',
      message: NO_ONLINE_ESTIMATE_MESSAGE,
    });
    expect((await offer(deps, id)).status).toBe(409);
    const old = await start(deps);
    await adjust(deps, old.body.lead_id);
    expect(
      (
        await value(deps, old.body.lead_id, {
          year: new Date().getFullYear() - 8,
          make: 'Toyota',
          model: 'Corolla',
        })
      ).body.reason,
    ).toBe('no-online-estimate');
  });

  it('a car under finance gets the payout-letter note', async () => {
    const s = await start(deps, { finance: 'Yes' });
    await adjust(deps, s.body.lead_id);
    const v = await value(deps, s.body.lead_id);
    expect(v.body.under_finance).toBe(true);
    expect(v.body.caveats).toContain('Cars under finance need a payout letter from the lender.');
  });

  it('asks for the adjustments before a valuation, and refuses an unknown valuation', async () => {
    const s = await start(deps);
    expect((await value(deps, s.body.lead_id)).status).toBe(409);
    expect((await adjust(deps, 'L-nope')).status).toBe(404);
    expect((await offer(deps, 'L-nope')).status).toBe(404);
  });

  it('refuses a start without the trigger fields, naming them', async () => {
    const r = await start(deps, { rego: '', kms: undefined, location_id: undefined });
    expect(r.status).toBe(400);
    expect(Object.keys(r.body.fields as object)).toEqual(
      expect.arrayContaining(['rego', 'kms', 'location_id']),
    );
  });

  it('an offer rejection is taken when the dealership allows it, and refused otherwise', async () => {
    const s = await start(deps);
    await adjust(deps, s.body.lead_id);
    await value(deps, s.body.lead_id);
    expect((await offer(deps, s.body.lead_id, false)).status).toBe(200);
    const strict = makeDeps({
      site: fixtureSite({
        dealerships: [
          {
            id: 1,
            name: 'Loop Toyota',
            slug: 'loop-toyota',
            enable_valuation_offer_rejection: false,
          },
        ],
      }),
    });
    const t = await start(strict);
    await adjust(strict, t.body.lead_id);
    await value(strict, t.body.lead_id);
    expect((await offer(strict, t.body.lead_id, false)).status).toBe(400);
  });

  it('/api/miscellaneous saves the adjustments response with column_name valuation under its flag', async () => {
    const s = await start(deps);
    const a = await adjust(deps, s.body.lead_id);
    const r = await read(
      await miscellaneous(
        post('/api/miscellaneous', { ...a.body, column_name: 'valuation' }),
        deps,
      ),
    );
    expect(r).toMatchObject({ status: 200, body: { ok: true } });
    expect(
      (await deps.leads.children(String(s.body.lead_id))).some((c) => c.kind === 'miscellaneous'),
    ).toBe(true);
    const off = makeDeps({ site: fixtureSite({ dealership_group: 'Someone Else' }) });
    expect(
      (
        await read(
          await miscellaneous(
            post('/api/miscellaneous', { ...a.body, column_name: 'valuation' }),
            off,
          ),
        )
      ).status,
    ).toBe(404);
  });
});

describe('with the dealer’s valuation service', () => {
  it('uses its rego lookup and offer', async () => {
    const calls: string[] = [];
    const deps = makeDeps({
      config: { valuationApi: { url: 'http://valuation.invalid', key: 'val-key' } },
      fetch: async (url: string | URL | Request, init?: RequestInit) => {
        const u = new URL(String(url));
        calls.push(
          `${u.pathname}${u.search} ${(init?.headers as Record<string, string>).authorization}`,
        );
        if (u.pathname === '/rego')
          return Response.json({
            vehicle: { year: 2020, make: 'Mazda', model: 'CX-5', badge: 'Maxx' },
          });
        return Response.json({ offer_price: 21500 });
      },
    });
    expect(
      await read(
        await regoLookup(
          post('/api/trade-in/rego-lookup', { rego: 'abc-123', regoState: 'NSW' }),
          deps,
        ),
      ),
    ).toEqual({
      status: 200,
      body: { found: true, vehicle: { year: 2020, make: 'Mazda', model: 'CX-5', badge: 'Maxx' } },
    });
    const s = await start(deps);
    await adjust(deps, s.body.lead_id);
    const v = await value(deps, s.body.lead_id, {
      year: 2020,
      make: 'Mazda',
      model: 'CX-5',
      badge: 'Maxx',
    });
    expect(v.body).toMatchObject({ offer_price: 21500, estimate: 'dealer', label: null });
    expect(calls[0]).toBe('/rego?rego=ABC123&state=NSW Bearer val-key');
  });
});

describe('bot protection on the trade-in start', () => {
  it('refuses a start without a captcha token when the tenant protects its forms', async () => {
    const deps = makeDeps({ site: fixtureSite({ bot_protection: true }) });
    expect((await start(deps)).status).toBe(400);
  });
});
