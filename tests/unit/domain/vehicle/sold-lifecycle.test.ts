import { describe, expect, it } from 'vitest';
import {
  closestLandingPath,
  isRedirecting,
  readPermanentRedirects,
  redirectDays,
  redirectLines,
  soldRedirects,
  SOLD_REDIRECT_HORIZON_DAYS,
} from '../../../../src/domain/vehicle/sold-lifecycle';
import { SiteConfig } from '../../../../src/domain/tenant/config';

const DAY = 86400;
const SOLD_AT = Date.UTC(2026, 9, 1, 0, 0, 0) / 1000;
const car = {
  slug: '2023-toyota-rav4-gx-abc123',
  make: 'Toyota',
  model: 'RAV4',
  sold_date_timestamp: SOLD_AT,
};

describe('the redirect day', () => {
  it('is config.soldCarRedirectDays after the sale (14 by default), never inside the listing window', () => {
    expect(SiteConfig.parse({}).soldCarRedirectDays).toBe(14);
    expect(redirectDays({})).toBe(14);
    expect(redirectDays({ config: { soldCarRedirectDays: 30 } })).toBe(30);
    expect(redirectDays({ config: { soldCarRedirectDays: 1 }, include_sold_cars_days: 7 })).toBe(7);
  });

  it('a fixed clock: not a second before the day, from it on, and not past a year', () => {
    const site = { config: { soldCarRedirectDays: 14 } };
    expect(isRedirecting(site, car, SOLD_AT + 14 * DAY - 1)).toBe(false);
    expect(isRedirecting(site, car, SOLD_AT + 14 * DAY)).toBe(true);
    expect(isRedirecting(site, car, SOLD_AT + (SOLD_REDIRECT_HORIZON_DAYS - 1) * DAY)).toBe(true);
    expect(isRedirecting(site, car, SOLD_AT + SOLD_REDIRECT_HORIZON_DAYS * DAY)).toBe(false);
    expect(isRedirecting(site, { ...car, sold_date_timestamp: null }, SOLD_AT + 99 * DAY)).toBe(
      false,
    );
  });
});

describe('the closest landing page', () => {
  const root = '/search/used-cars';
  it('make and model, else make, else the search root', () => {
    expect(closestLandingPath(car, new Set(['/search/toyota', '/search/toyota/rav4']), root)).toBe(
      '/search/toyota/rav4',
    );
    expect(closestLandingPath(car, new Set(['/search/toyota']), root)).toBe('/search/toyota');
    expect(closestLandingPath(car, new Set(['/search/kia']), root)).toBe(root);
    // the model name mapping of the landing pages: Mazda 3 lives at /search/mazda/mazda3
    expect(
      closestLandingPath(
        { ...car, make: 'Mazda', model: '3' },
        new Set(['/search/mazda/mazda3']),
        root,
      ),
    ).toBe('/search/mazda/mazda3');
  });
});

describe('the rules', () => {
  it('one per sold car past its day, none for a car listed again; the local server reads them back', () => {
    const options = {
      nowSeconds: SOLD_AT + 20 * DAY,
      landingPaths: new Set(['/search/toyota']),
      searchRoot: '/search',
      listedSlugs: new Set(['relisted-car']),
    };
    const redirects = soldRedirects(
      { template: 'default' },
      [car, { ...car, slug: 'relisted-car' }],
      options,
    );
    expect(redirects).toEqual([{ from: `/cars/${car.slug}`, to: '/search/toyota' }]);
    const text = redirectLines(redirects);
    expect(text).toBe(`/cars/${car.slug} /search/toyota 301\n`);
    const read = readPermanentRedirects(`/search/toyota page=2 /search/toyota/page/2 200\n${text}`);
    expect([...read]).toEqual([[`/cars/${car.slug}`, '/search/toyota']]);
    expect(soldRedirects({ template: 'motorcycle' }, [car], options)[0].from).toBe(
      `/motorcycles/${car.slug}`,
    );
  });
});
