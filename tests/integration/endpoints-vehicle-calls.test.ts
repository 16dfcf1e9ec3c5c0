/**
 * The vehicle page's calls (src/domain/api/endpoints.ts): finance quote proxy, view counter,
 * phone reveal, car by id, printable PDF, test-drive appointments, geocode, events, captcha.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  youxQuote,
  carView,
  phoneReveal,
  carById,
  carPdfDownload,
  testDriveAppointments,
  geocode,
  events,
  captchaChallenge,
  GEOCODE_UNAVAILABLE,
} from '../../src/server/vehicle-calls';
import { leadEndpoint } from '../../src/server/leads';
import {
  CONTACT,
  fixtureSite,
  get,
  key,
  makeDeps,
  post,
  read,
  SITE_ID,
} from '../support/endpoints';

const quoteBody = {
  selfAssessedCreditScore: 'GREAT',
  purchasePrice: 30000,
  loanTerm: 5,
  year: 2022,
  vin: 'VIN1',
  nvic: 'N1',
  whoIsHelping: '',
};

function fakeFetch(handler: (url: URL, init?: RequestInit) => Response | Promise<Response>) {
  const seen: { url: URL; init?: RequestInit }[] = [];
  const f = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    seen.push({ url, init });
    return handler(url, init);
  }) as typeof fetch;
  return { f, seen };
}

describe('external finance quote (/api/youx/quote)', () => {
  it('with no provider code or service: 204 No Content, no quote (nothing failed)', async () => {
    const none = await youxQuote(post('/api/youx/quote', quoteBody), makeDeps());
    expect(none.status).toBe(204);
    expect(await none.text()).toBe('');
    const noService = await youxQuote(
      post('/api/youx/quote', quoteBody),
      makeDeps({ site: fixtureSite({ youx_provider_code: 'LOOP01' }) }),
    );
    expect(noService.status).toBe(204);
  });
  it('proxies to the service with the provider code and the key kept here', async () => {
    const { f, seen } = fakeFetch(() =>
      Response.json({
        weeklyRepaymentAmount: 123.4,
        advertisedRate: 8.5,
        comparisonRate: 9.1,
        internal: 'x',
      }),
    );
    const deps = makeDeps({
      site: fixtureSite({ youx_provider_code: 'LOOP01' }),
      config: { youxApi: { url: 'https://youx.invalid', key: 'yx-secret' } },
      fetch: f,
    });
    const r = await read(await youxQuote(post('/api/youx/quote', quoteBody), deps));
    expect(r).toEqual({
      status: 200,
      body: { weeklyRepaymentAmount: 123.4, advertisedRate: 8.5, comparisonRate: 9.1 },
    });
    expect(JSON.parse(String(seen[0].init?.body))).toMatchObject({
      ...quoteBody,
      providerCode: 'LOOP01',
    });
    expect((seen[0].init?.headers as Record<string, string>).authorization).toBe(
      'Bearer yx-secret',
    );
  });
  it('a failing service answers 502 with the generic message; its own error only in the log', async () => {
    const { f } = fakeFetch(() => Response.json({ error: 'quote engine down' }, { status: 500 }));
    const deps = makeDeps({
      site: fixtureSite({ youx_provider_code: 'LOOP01' }),
      config: { youxApi: { url: 'https://youx.invalid' } },
      fetch: f,
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await read(await youxQuote(post('/api/youx/quote', quoteBody), deps))).toEqual({
      status: 502,
      body: { error: 'An unexpected error occurred: Bad Gateway' },
    });
    expect(logged.mock.calls.flat().join(' ')).toContain('quote engine down');
    logged.mockRestore();
  });
});

describe('view counter (/api/cars/{slug}/view)', () => {
  it('counts locally from the car’s own views', async () => {
    const deps = makeDeps();
    const first = await read(
      await carView(
        get('/api/cars/2022-toyota-corolla/view?photos_count=12&updated_at=2025-01-01'),
        deps,
        '2022-toyota-corolla',
      ),
    );
    const second = await read(
      await carView(get('/api/cars/2022-toyota-corolla/view'), deps, '2022-toyota-corolla'),
    );
    expect([first.body.views, second.body.views]).toEqual([11, 12]);
    expect((await carView(get('/api/cars/nope/view'), deps, 'nope')).status).toBe(404);
    expect(
      (
        await carView(
          get('/api/cars/2022-toyota-corolla/view?photos_count=lots'),
          deps,
          '2022-toyota-corolla',
        )
      ).status,
    ).toBe(400);
  });
  it('asks the content API when configured and passes views and car_fields through', async () => {
    const { f, seen } = fakeFetch(() => Response.json({ views: 77, car_fields: { price: 29990 } }));
    const deps = makeDeps({
      config: { contentApi: { url: 'https://dash.invalid/api/v1', key: 'dG9rZW4=' } },
      fetch: f,
    });
    expect(
      (
        await read(
          await carView(
            get('/api/cars/2022-toyota-corolla/view?photos_count=12&updated_at=1700000000'),
            deps,
            '2022-toyota-corolla',
          ),
        )
      ).body,
    ).toEqual({ views: 77, car_fields: { price: 29990 } });
    expect(seen[0].url.toString()).toBe(
      `https://dash.invalid/api/v1/cars/2022-toyota-corolla/view.json?photos_count=12&updated_at=1700000000&website_id=${SITE_ID}`,
    );
    expect((seen[0].init?.headers as Record<string, string>).authorization).toBe('Basic dG9rZW4=');
  });
});

describe('phone reveal, car by id, PDF', () => {
  const deps = makeDeps();
  it('records a phone reveal for this site', async () => {
    expect(
      (
        await read(
          await phoneReveal(
            post('/api/phone-reveal', { car_id: 1, dealership_id: 1, website_id: SITE_ID }),
            deps,
          ),
        )
      ).status,
    ).toBe(200);
    expect(await deps.siteData.tracked('phone-reveal')).toHaveLength(1);
    expect(
      (
        await phoneReveal(
          post('/api/phone-reveal', { car_id: 1, dealership_id: 1, website_id: 999 }),
          deps,
        )
      ).status,
    ).toBe(400);
  });
  it('car by id', async () => {
    expect((await read(await carById(get('/api/cars/by-id/1'), deps, '1'))).body).toMatchObject({
      id: 1,
      slug: '2022-toyota-corolla',
    });
    expect(await read(await carById(get('/api/cars/by-id/42'), deps, '42'))).toEqual({
      status: 404,
      body: { error: 'Car not found' },
    });
    expect((await carById(get('/api/cars/by-id/..%2F'), deps, '..')).status).toBe(400);
  });
  it('the PDF is a one-page PDF named after the slug', async () => {
    const r = await carPdfDownload(
      get('/api/cars/2022-toyota-corolla/pdf'),
      deps,
      '2022-toyota-corolla',
    );
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/pdf');
    expect(r.headers.get('content-disposition')).toBe(
      'attachment; filename="2022-toyota-corolla.pdf"',
    );
    const bytes = Buffer.from(await r.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { PDFDocument } = await import('pdf-lib');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe('2022 Toyota Corolla');
    expect((await carPdfDownload(get('/api/cars/nope/pdf'), deps, 'nope')).status).toBe(404);
  });
});

describe('test-drive appointments', () => {
  it('offers hourly slots from opening hours, less the ones already booked', async () => {
    const now = Date.parse('2030-03-03T20:00:00Z'); // Monday 06:00 in Brisbane
    const deps = makeDeps({ now: () => now });
    const first = await read(
      await testDriveAppointments(get('/api/test-drive/appointments?car_id=1'), deps),
    );
    const slots = first.body.appointments as string[];
    expect(first.body.timeZone).toBe('Australia/Brisbane');
    expect(slots[0]).toBe('2030-03-04T08:00:00+10:00');
    await leadEndpoint('test-drive')(
      post('/api/leads/test-drive', {
        form: 'testDrive',
        userData: { ...CONTACT, car_id: '1', 'Test Drive Booking Date': slots[0] },
        isLastStep: true,
        idempotencyKey: key(),
      }),
      deps,
    );
    const again = await read(
      await testDriveAppointments(get('/api/test-drive/appointments?car_id=1'), deps),
    );
    expect(again.body.appointments).not.toContain(slots[0]);
    expect((again.body.appointments as string[])[0]).toBe(slots[1]);
  });
});

describe('geocode', () => {
  it('refuses a bad postcode with the postcode message', async () => {
    expect(await read(await geocode(get('/api/geocode?postcode=40'), makeDeps()))).toMatchObject({
      status: 400,
      body: { error: 'Invalid postcode. Please enter a 4-digit number.' },
    });
  });
  it('with no geocoding service: the generic error', async () => {
    expect(await read(await geocode(get('/api/geocode?postcode=4000'), makeDeps()))).toEqual({
      status: 503,
      body: { error: GEOCODE_UNAVAILABLE },
    });
  });
  it('reads results[0].geometry.location; no results is "Invalid postcode"', async () => {
    const { f, seen } = fakeFetch((url) =>
      url.searchParams.get('address') === '4000'
        ? Response.json({ results: [{ geometry: { location: { lat: -27.47, lng: 153.02 } } }] })
        : Response.json({ results: [] }),
    );
    const deps = makeDeps({
      config: { geocodeApi: { url: 'https://maps.invalid/geocode/json', key: 'g-key' } },
      fetch: f,
    });
    expect((await read(await geocode(get('/api/geocode?postcode=4000'), deps))).body).toEqual({
      lat: -27.47,
      lng: 153.02,
    });
    expect(seen[0].url.searchParams.get('key')).toBe('g-key');
    expect(seen[0].url.searchParams.get('components')).toContain('country:AU');
    expect(await read(await geocode(get('/api/geocode?postcode=0999'), deps))).toEqual({
      status: 404,
      body: { error: 'Invalid postcode' },
    });
  });
});

describe('events and captcha', () => {
  it('events are only sent on for tenants with event logging (none here): accepted, not sent', async () => {
    const { f, seen } = fakeFetch(() => new Response(null, { status: 201 }));
    const deps = makeDeps({
      config: { contentApi: { url: 'https://dash.invalid' } },
      fetch: f,
    });
    const r = await events(
      post('/api/events', {
        event: {
          url: 'https://x/cars/a',
          category: 'lead',
          event_properties: { car: { slug: 'a', name: 'A' } },
        },
      }),
      deps,
    );
    expect(r.status).toBe(204);
    expect(seen).toHaveLength(0);
    expect(
      (await events(post('/api/events', { event: { url: 'https://x', category: '' } }), deps))
        .status,
    ).toBe(400);
  });
  it('the captcha challenge exists only where bot protection is on', async () => {
    expect((await captchaChallenge(get('/api/captcha'), makeDeps())).status).toBe(404);
    const r = await read(
      await captchaChallenge(
        get('/api/captcha'),
        makeDeps({ site: fixtureSite({ bot_protection: true }) }),
      ),
    );
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ parameters: { algorithm: 'PBKDF2/SHA-256' } });
    expect(typeof r.body.signature).toBe('string');
  });
});
