/**
 * The location pages' data (src/page-data/locations.ts, location-views.ts) from the fixture
 * dealer (tests/fixtures/dealer.ts), at fixed clocks in the dealer's timezone (Brisbane, UTC+10).
 */
import { describe, expect, it, vi } from 'vitest';
import {
  hiddenPartsLocation,
  makeSite,
  otherTownLocation,
  salesLocation,
  serviceLocation,
} from '../../fixtures/dealer';

vi.mock('astro:content', () => ({ getCollection: async () => [], getEntry: async () => null }));
const {
  carouselData,
  contactLocationPaths,
  contactPageData,
  locationPaths,
  locationsPageData,
  visitUsData,
} = await import('../../../src/page-data/locations');

/** 24 December 2026 09:00 in Brisbane. */
const CHRISTMAS_EVE = new Date('2026-12-23T23:00:00Z');

const input = (over: Partial<Parameters<typeof locationsPageData>[0]> = {}) => ({
  site: makeSite(),
  locations: [salesLocation(), serviceLocation(), hiddenPartsLocation(), otherTownLocation()],
  landingPaths: new Set(['/search/coastal-toyota-sales']),
  now: CHRISTMAS_EVE,
  ...over,
});

describe('/our-location: View our locations', () => {
  const page = locationsPageData(input());

  it('groups the types sharing an address into one card; hidden locations never show', () => {
    expect(page.title).toBe('View our locations');
    expect(page.cards.map((c) => c.name)).toEqual(['Coastal Toyota', 'Noosa Toyota']);
    expect(page.cards[0].types).toEqual(['Sales', 'Service']);
    expect(JSON.stringify(page)).not.toContain('coastal-toyota-parts');
  });

  it('shows the stars and count, the address to the map place, the phone and the details link', () => {
    const lead = page.cards[0].lead;
    expect(lead.rating?.summary).toBe('4.6 (412 reviews)');
    expect(lead.rating?.stars).toEqual(['full', 'full', 'full', 'full', 'partial']);
    expect(lead.mapLink?.href).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
    expect(lead.phone).toEqual({ href: 'tel:+61754431200', text: '07 5443 1200' });
    expect(lead.details).toEqual({
      href: '/our-location/coastal-toyota-sales',
      text: 'View Location Details',
    });
    // 'View Our Stock' only where that stock page exists
    expect(lead.stock?.href).toBe('/search/coastal-toyota-sales');
    expect(page.cards[1].lead.stock).toBeNull();
  });

  it('hides a rating below the minimum (4)', () => {
    expect(page.cards[1].lead.rating).toBeNull();
    const lower = locationsPageData(
      input({ site: makeSite({ config: { reviewMinimumRating: 3 } }) }),
    );
    expect(lower.cards[1].lead.rating?.summary).toBe('3.5 (20 reviews)');
  });

  it('describes every visible location as an AutoDealer', () => {
    const ld = JSON.stringify(page.jsonLd);
    expect(ld).toContain('AutoDealer');
    expect(ld).toContain('Coastal Toyota Sales');
    expect(ld).not.toContain('Coastal Toyota Parts');
  });

  it('says so when the site has no location', () => {
    expect(locationsPageData(input({ locations: [] })).cards).toEqual([]);
  });
});

describe('/our-location/{slug}: the detail page', () => {
  const paths = locationPaths(input());
  const sales = paths.find((p) => p.params.slug === 'coastal-toyota-sales')!.props;
  const service = paths.find((p) => p.params.slug === 'coastal-toyota-service')!.props;

  it('builds a page for every visible location only', () => {
    expect(paths.map((p) => p.params.slug)).toEqual([
      'coastal-toyota-sales',
      'coastal-toyota-service',
      'noosa-toyota',
    ]);
    expect(sales.canonicalPath).toBe('/our-location/coastal-toyota-sales');
  });

  it("reads 'Based on {count} reviews' and lists 12 reviews without blocked names", () => {
    expect(sales.info.rating?.basedOn).toBe('Based on 412 reviews');
    expect(sales.reviews).toHaveLength(12);
    expect(sales.reviews.map((r) => r.customer_name)).not.toContain('Cheap Car Deals Online');
    expect(sales.info.directions?.text).toBe('Get Directions');
  });

  it('offers the hours of the types sharing its address in the select, itself first', () => {
    expect(sales.siblings.map((s) => [s.label, s.id])).toEqual([
      ['Sales', '101'],
      ['Service', '102'],
    ]);
    expect(service.info.id).toBe('102');
  });

  it("shows Monday to Sunday, a closed service Saturday as 'By appointment only'", () => {
    const table = (s: typeof sales) => s.info.hours.table.map((r) => `${r.abbreviation} ${r.text}`);
    expect(table(sales)).toEqual([
      'Mon 8:30am-5:30pm',
      'Tue 8:30am-5:30pm',
      'Wed 8:30am-5:30pm',
      'Thu 8:30am-5:30pm',
      'Fri 8:30am-5:30pm',
      'Sat 8:30am-4:00pm',
      'Sun Closed',
    ]);
    expect(table(service)[5]).toBe('Sat By appointment only');
    const plain = locationPaths(input({ site: makeSite({ config: {} }) }));
    expect(plain[1].props.info.hours.table[5].text).toBe('Closed');
  });

  it("lists holiday hours from today: one location's entry and the entry for all", () => {
    expect(sales.info.hours.holidays).toMatchObject({
      title: 'Holiday Opening Hours: Coastal Toyota Sales',
      rows: [
        { date: '2026-12-24', label: 'Today', text: '8:30am-2:00pm', closed: false },
        { date: '2026-12-25', label: 'Friday 25 December 2026', text: 'Closed', closed: true },
      ],
    });
    // the service centre has only the entry for every location
    expect(service.info.hours.holidays?.rows.map((r) => r.date)).toEqual(['2026-12-25']);
    // on Boxing Day every entry has passed: no button
    const later = locationPaths(input({ now: new Date('2026-12-26T00:00:00Z') }));
    expect(later[0].props.info.hours.holidays).toBeNull();
  });

  it("gives the browser the dealer's timezone to say open or closed now", () => {
    expect(sales.info.hours.openNow).toMatchObject({
      locationId: '101',
      timeZone: 'Australia/Brisbane',
    });
  });
});

describe('contact pages and the carousel', () => {
  it('/contact and /contact-us: the general enquiry with every visible location, canonical /contact', () => {
    const page = contactPageData(input(), '/contact-us');
    expect(page.canonicalPath).toBe('/contact');
    expect(page.form.formTitle).toBe('General Enquiry');
    expect(page.locations.map((l) => l.name)).toEqual([
      'Coastal Toyota Sales',
      'Coastal Toyota Service',
      'Noosa Toyota',
    ]);
  });

  it('/contact-us/{location_slug}: one per visible location, linking back to its details', () => {
    const paths = contactLocationPaths(input());
    expect(paths.map((p) => p.params.location_slug)).toHaveLength(3);
    expect(paths[0].props.form.heading).toBe('Contact Coastal Toyota Sales');
    expect(paths[0].props.detailsPath).toBe('/our-location/coastal-toyota-sales');
  });

  it("the 'Our Locations' carousel: visible locations by name, 'View Location'", () => {
    const carousel = carouselData(input());
    expect(carousel.title).toBe('Our Locations');
    expect(carousel.items.map((i) => i.info.name)).toEqual([
      'Coastal Toyota Sales',
      'Coastal Toyota Service',
      'Noosa Toyota',
    ]);
    expect(carousel.items[0].view).toEqual({
      href: '/our-location/coastal-toyota-sales',
      text: 'View Location',
    });
  });

  it('/pages/visit-us links to the locations grid', () => {
    const page = visitUsData(input());
    expect(page.locationsPath).toBe('/our-location');
    expect(page.cards).toHaveLength(2);
  });
});
