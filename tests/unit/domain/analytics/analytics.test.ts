/**
 * Site-wide analytics (rules.md: Analytics identity and event; Event logging; Tracked link events;
 * Analytics event ids): identity, the event post's body, tracked link events, the trackers' ids.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS, phoneClickLabel, linkEvent } from '../../../../src/domain/analytics/events';
import {
  DISTINCT_ID_KEY,
  distinctIdFrom,
  insertId,
  randomChars,
  sessionIdFrom,
} from '../../../../src/domain/analytics/identity';
import {
  carFromPath,
  carNameFromSlug,
  eventBody,
  shouldPostEvent,
} from '../../../../src/domain/analytics/event-post';
import { describeUserAgent } from '../../../../src/domain/analytics/user-agent';
import {
  gtmScriptUrl,
  trackingAllowedOn,
  trackingIds,
} from '../../../../src/domain/analytics/tracking-scripts';
import { isMapsHref } from '../../../../src/domain/content/maps-link';
import { EventRequest } from '../../../../src/domain/api/endpoints';

const bytes = (seed: number) => (n: number) =>
  Uint8Array.from({ length: n }, (_, i) => (seed * 31 + i * 17) % 256);

describe('identity (rules.md: Analytics identity and event; Platform)', () => {
  it("distinctId is 'device_' plus 10 random characters, kept once stored", () => {
    const fresh = distinctIdFrom(null, bytes(1));
    expect(fresh.id).toMatch(/^device_[0-9a-z]{10}$/);
    expect(fresh.isNew).toBe(true);
    expect(distinctIdFrom(fresh.id, bytes(2))).toEqual({ id: fresh.id, isNew: false });
    expect(distinctIdFrom('garbage', bytes(2)).isNew).toBe(true);
    expect(DISTINCT_ID_KEY).toBe('distinctId');
  });
  it("sessionId is 'session_' plus 10 random characters", () => {
    expect(sessionIdFrom(null, bytes(3)).id).toMatch(/^session_[0-9a-z]{10}$/);
  });
  it('the insert id is 16 base-36 characters, without modulo bias (bytes ≥ 252 are skipped)', () => {
    expect(insertId(bytes(4))).toMatch(/^[0-9a-z]{16}$/);
    expect(
      randomChars(3, (n) => new Uint8Array(n).fill(255).map((v, i) => (i === 0 ? 1 : v))),
    ).toBe('111');
  });
});

describe('the event post (rules.md: Event logging)', () => {
  const env = {
    href: 'https://dealer.example/cars/toyota-hilux-sr5?x=1',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    referrer: 'https://www.google.com/',
    screen: { height: 844, width: 390, dpr: 3 },
    now: 1_760_000_000_000,
  };
  it('is sent only for the event-logging tenants and only with a category', () => {
    expect(shouldPostEvent(true, 'Phone link click')).toBe(true);
    expect(shouldPostEvent(true, '')).toBe(false);
    expect(shouldPostEvent(true, '  ')).toBe(false);
    expect(shouldPostEvent(false, 'Phone link click')).toBe(false);
  });
  it('carries every listed property and the car from a /cars/ path, and the endpoint accepts it', () => {
    const body = eventBody(
      { category: 'Phone link click', eventId: 25, params: { label: 'Used Car' } },
      {
        anonId: 'device_abcdefghij',
        sessionId: 'session_abcdefghij',
        insertId: '0123456789abcdef',
      },
      env,
    );
    expect(body.event).toMatchObject({
      url: env.href,
      category: 'Phone link click',
      lead_id: null,
      anon_id: 'device_abcdefghij',
      session_id: 'session_abcdefghij',
      error_message: null,
    });
    expect(body.event.event_properties).toEqual({
      event_id: 25,
      label: 'Used Car',
      os: 'iOS',
      browser: 'Mobile Safari',
      browser_version: '17.4',
      referrer: 'https://www.google.com/',
      referring_domain: 'www.google.com',
      device: 'iPhone',
      current_url: env.href,
      host: 'dealer.example',
      pathname: '/cars/toyota-hilux-sr5',
      screen_height: 844,
      screen_width: 390,
      screen_dpr: 3,
      lib: 'web',
      insert_id: '0123456789abcdef',
      time: env.now,
      car: { slug: 'toyota-hilux-sr5', name: 'Toyota Hilux Sr5' },
    });
    expect(EventRequest.safeParse(body).success).toBe(true);
  });
  it("takes the car from a path starting with /cars/ that does not end with 'checkout'", () => {
    expect(carFromPath('/cars/2021-kia-cerato')).toEqual({
      slug: '2021-kia-cerato',
      name: '2021 Kia Cerato',
    });
    expect(carFromPath('/cars/2021-kia-cerato/checkout')).toBeNull();
    expect(carFromPath('/search/used-cars')).toBeNull();
    expect(carFromPath('/cars/')).toBeNull();
    expect(carNameFromSlug('mazda-cx-5')).toBe('Mazda Cx 5');
  });
  it('reads the browser, os and device from the user agent', () => {
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.2849.68',
      ),
    ).toEqual({
      os: 'Windows',
      browser: 'Microsoft Edge',
      browser_version: '130.0',
      device: 'Desktop',
    });
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
      ),
    ).toMatchObject({ os: 'Android', browser: 'Chrome', device: 'Android Mobile' });
  });
});

describe('tracked link events (rules.md: Tracked link events)', () => {
  it("25: phone links, labelled 'New Car' or 'Used Car' by the page path", () => {
    expect(linkEvent('tel:0754431234', '/cars/2021-kia-used-cerato', isMapsHref)).toEqual({
      event: ANALYTICS.phoneClick,
      params: { label: 'Used Car' },
    });
    expect(linkEvent('tel:0754431234', '/cars/2025-kia-new-ev6', isMapsHref)?.params.label).toBe(
      'New Car',
    );
    expect(linkEvent('tel:0754431234', '/contact', isMapsHref)?.params.label).toBeNull();
    expect(phoneClickLabel('/service/used-car-servicing')).toBeNull();
    expect(ANALYTICS.phoneClick.id).toBe(25);
  });
  it('41: maps links', () => {
    expect(linkEvent('https://maps.google.com/?cid=12', '/', isMapsHref)?.event.id).toBe(41);
    expect(linkEvent('https://www.google.com/maps/place/x', '/', isMapsHref)?.event.id).toBe(41);
  });
  it('58: finance sign-in and personalised-finance links', () => {
    expect(linkEvent('/personalised/finance?car_id=7', '/cars/x', isMapsHref)?.event.id).toBe(58);
    expect(linkEvent('/sign-in?redirect=/personalised/finance', '/', isMapsHref)?.event.id).toBe(
      58,
    );
    expect(linkEvent('/finance', '/', isMapsHref)).toBeNull();
    expect(linkEvent('https://other.example/personalised/finance', '/', isMapsHref)).toBeNull();
    expect(linkEvent('mailto:a@b.example', '/', isMapsHref)).toBeNull();
  });
});

describe('trackers (rules.md: Website (site configuration))', () => {
  it('take the GTM and Facebook pixel ids from config, only when well formed', () => {
    expect(trackingIds({ gtm_id: ' gtm-vu626sw ', facebook_pixel: '680910853690751' })).toEqual({
      gtm: 'GTM-VU626SW',
      pixel: '680910853690751',
    });
    expect(trackingIds({ gtm_id: 'GTM-1"><script>', facebook_pixel: 'abc' })).toEqual({
      gtm: null,
      pixel: null,
    });
    expect(gtmScriptUrl('GTM-VU626SW')).toBe(
      'https://www.googletagmanager.com/gtm.js?id=GTM-VU626SW',
    );
  });
  it('never load on local previews', () => {
    for (const host of ['localhost', 'sunshine-coast-toyota.localhost', '127.0.0.1'])
      expect(trackingAllowedOn(host)).toBe(false);
    expect(trackingAllowedOn('www.sunshinecoasttoyota.com.au')).toBe(true);
  });
});

describe('the page module (src/islands/shell/analytics.ts)', () => {
  function browser(eventLogging: boolean) {
    const posted: { url: string; body: unknown }[] = [];
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    const win = { dataLayer: [] as unknown[] };
    vi.stubGlobal('window', win);
    vi.stubGlobal('localStorage', storage);
    vi.stubGlobal('sessionStorage', storage);
    vi.stubGlobal('navigator', {
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36',
    });
    vi.stubGlobal('screen', { height: 900, width: 1280 });
    vi.stubGlobal('devicePixelRatio', 1);
    vi.stubGlobal('location', {
      href: 'https://dealer.example/cars/2021-kia-used-cerato',
      pathname: '/cars/2021-kia-used-cerato',
    });
    vi.stubGlobal('document', {
      referrer: '',
      getElementById: (id: string) =>
        id === 'lead-form-context' ? { textContent: JSON.stringify({ eventLogging }) } : null,
    });
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      posted.push({ url, body: JSON.parse(String(init.body)) });
      return new Response(null, { status: 202 });
    });
    return { posted, win, store };
  }
  afterEach(() => vi.unstubAllGlobals());

  it('pushes the id to the dataLayer and posts nothing without event logging', async () => {
    const { track } = await import('../../../../src/islands/shell/analytics');
    const { posted, win } = browser(false);
    track('/api/events', ANALYTICS.firstCalculatorUse, { car_id: 7 });
    expect(win.dataLayer).toEqual([
      { event: 'dealer_event', event_id: 26, category: 'First calculator interaction', car_id: 7 },
    ]);
    expect(posted).toEqual([]);
  });
  it('posts the body the events endpoint accepts, with the ids kept on the device', async () => {
    const { track } = await import('../../../../src/islands/shell/analytics');
    const { posted, store } = browser(true);
    track('/api/events', ANALYTICS.print, { slug: '2021-kia-used-cerato' });
    track('/api/events', ANALYTICS.print, {});
    // the post's code loads on the first event where the page did not ask for it at start
    await vi.waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[0].url).toBe('/api/events');
    expect(EventRequest.safeParse(posted[0].body).success).toBe(true);
    const [a, b] = posted.map((p) => (p.body as { event: Record<string, unknown> }).event);
    expect(a.anon_id).toBe(store.get('distinctId'));
    expect(a.anon_id).toBe(b.anon_id);
    expect(a.session_id).toMatch(/^session_/);
    expect((a.event_properties as Record<string, unknown>).insert_id).not.toBe(
      (b.event_properties as Record<string, unknown>).insert_id,
    );
  });
  it('only logs a failed post', async () => {
    const { postEvent } = await import('../../../../src/islands/shell/analytics');
    browser(true);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('fetch', () => Promise.reject(new Error('offline')));
    expect(() => postEvent('/api/events', { category: 'Print' })).not.toThrow();
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith('[analytics] event post failed', expect.any(Error)),
    );
    warn.mockRestore();
  });
});
