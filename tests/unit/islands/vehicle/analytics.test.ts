/** Vehicle page analytics: the dataLayer push, and the events endpoint's own request shape. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS, phoneClickLabel, track } from '../../../../src/islands/vehicle/analytics';
import { EventRequest } from '../../../../src/domain/api/endpoints';

function browser(eventLogging: boolean) {
  const posted: { url: string; body: unknown }[] = [];
  const win = { dataLayer: [] as unknown[] };
  vi.stubGlobal('window', win);
  vi.stubGlobal('location', {
    href: 'https://dealer.example/cars/2021-kia-used-cerato',
    pathname: '/cars/2021-kia-used-cerato',
  });
  vi.stubGlobal('document', {
    getElementById: (id: string) =>
      id === 'lead-form-context' ? { textContent: JSON.stringify({ eventLogging }) } : null,
  });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    posted.push({ url, body: JSON.parse(String(init.body)) });
    return new Response(null, { status: 202 });
  });
  return { posted, win };
}

afterEach(() => vi.unstubAllGlobals());

describe('vehicle page analytics (§9 Analytics event ids)', () => {
  it('pushes the id to the dataLayer and posts nothing without event logging', () => {
    const { posted, win } = browser(false);
    track('/api/events', ANALYTICS.firstCalculatorUse, { car_id: 7 });
    expect(win.dataLayer).toEqual([
      { event: 'vdp', event_id: 26, category: 'First calculator interaction', car_id: 7 },
    ]);
    expect(posted).toEqual([]);
  });
  it('posts the body the events endpoint accepts on tenants with event logging', () => {
    const { posted } = browser(true);
    track('/api/events', ANALYTICS.print, { slug: '2021-kia-used-cerato' });
    expect(posted).toHaveLength(1);
    expect(posted[0].url).toBe('/api/events');
    expect(EventRequest.safeParse(posted[0].body).success).toBe(true);
    expect(posted[0].body).toEqual({
      event: {
        url: 'https://dealer.example/cars/2021-kia-used-cerato',
        category: 'Print',
        event_properties: { event_id: 61, slug: '2021-kia-used-cerato' },
      },
    });
  });
  it("labels phone clicks 'New Car' or 'Used Car' by the path", () => {
    expect(phoneClickLabel('/cars/2021-kia-used-cerato')).toBe('Used Car');
    expect(phoneClickLabel('/cars/2025-kia-new-ev6')).toBe('New Car');
    expect(phoneClickLabel('/cars/2025-kia-ev6')).toBeNull();
    expect(ANALYTICS.historyReport.id).toBe(60);
    expect(ANALYTICS.phoneClick.id).toBe(25);
    expect(ANALYTICS.financeLinkClick.id).toBe(58);
  });
});
