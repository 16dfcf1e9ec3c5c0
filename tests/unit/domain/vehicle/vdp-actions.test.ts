/** Vehicle page actions: CTA buttons, call the dealer, Call Now hours, share, view counter, structured data. */
import { describe, expect, it } from 'vitest';
import {
  stickyBarActions,
  vdpButtons,
  sidebarFinanceText,
  showOnlinePurchase,
} from '../../../../src/domain/vehicle/cta-buttons';
import {
  callNowText,
  carPhone,
  phoneDisplay,
  stockNumberText,
} from '../../../../src/domain/vehicle/dealer-phone';
import { isOpenNow, localClock, minutesOfDay } from '../../../../src/domain/vehicle/call-now';
import {
  copyToastText,
  popupFeatures,
  shareImageUrl,
  shareTargets,
  shareUrl,
} from '../../../../src/domain/vehicle/share';
import {
  mergeCarFields,
  readViewResponse,
  viewCountPath,
  viewsLabel,
} from '../../../../src/domain/vehicle/view-counter';
import { vehicleJsonLd } from '../../../../src/domain/vehicle/structured-data';
import { jsonForScript } from '../../../../src/domain/format/json-script';
import { VdpConfig } from '../../../../src/domain/tenant/config/vdp';
import { makeCar, makeWebsite } from '../../../support/factories';

const car = (over: Record<string, unknown> = {}) =>
  makeCar({
    id: 7,
    slug: '2022-kia-sportage-s-7',
    year: 2022,
    make: 'Kia',
    model: 'Sportage',
    badge: 'S',
    car_type: 'used',
    status: 'in_stock',
    price: 31990,
    vin: 'KNA1',
    dealership_slug: 'kia-north',
    ...over,
  });
const plainSite = makeWebsite({ slug: 'plain-motors', name: 'Plain Motors' });
const group = makeWebsite({
  slug: 'pacific-motor-group',
  name: 'Pacific Motor Group',
  dealership_group: 'Pacific Motor Group',
});
const config = (over: Record<string, unknown> = {}) => VdpConfig.parse(over);
const ctx = { hasPhone: true, locationShown: true };
const keys = (buttons: { key: string }[]) => buttons.map((b) => b.key);

describe('CTA buttons (rules.md: Vehicle detail page (VDP))', () => {
  it("follow the site's order, then the optional buttons; 'details' is left out on the page itself", () => {
    const buttons = vdpButtons(
      car(),
      plainSite,
      config({ buttons: ['testDrive', 'details', 'enquire', 'callUsNow'] }),
      ctx,
    );
    expect(keys(buttons)).toEqual(['testDrive', 'enquire', 'callUsNow', 'share']);
  });
  it('a sold car gets none', () => {
    expect(vdpButtons(car({ status: 'sold' }), group, config(), ctx)).toEqual([]);
  });
  it('Car History Report only when the car has a file', () => {
    const c = config({ buttons: ['carHistoryReport'] });
    expect(keys(vdpButtons(car(), plainSite, c, ctx))).toEqual(['share']);
    expect(
      vdpButtons(car({ file: 'https://cdn.example/report.pdf' }), plainSite, c, ctx)[0],
    ).toMatchObject({
      key: 'carHistoryReport',
      href: 'https://cdn.example/report.pdf',
      newTab: true,
    });
  });
  it("finance links to the car's finance page with 'Get Pre-Approved', or opens the finance enquiry", () => {
    const [link] = vdpButtons(car(), plainSite, config({ buttons: ['finance'] }), ctx);
    expect(link).toMatchObject({
      kind: 'link',
      text: 'Get Pre-Approved',
      href: '/finance?preferredDealership=kia-north&vehiclePriceBudget=31990&car_id=7&car_type=used&vin=KNA1#finance-form',
    });
    expect(
      vdpButtons(
        car(),
        plainSite,
        config({ buttons: ['finance'], financeButton: 'enquiry' }),
        ctx,
      )[0],
    ).toMatchObject({ kind: 'lead', form: 'financeEnquiry', text: 'Finance Enquiry' });
    expect(sidebarFinanceText('Finance')).toBe('Get Finance');
  });
  it.each([
    [undefined, 'Get Pre-Approved'],
    ['', 'Get Pre-Approved'],
    ['Pre-Approved', 'Get Pre-Approved'],
    ['Approved', 'Get Approved'],
    ['Get Approved', 'Get Approved'],
    ['  get finance today ', 'get finance today'],
    ['Getaway Finance', 'Get Getaway Finance'],
  ])('the sidebar finance button from %j reads %j (never "Get Get …")', (configured, text) =>
    expect(sidebarFinanceText(configured)).toBe(text),
  );
  it('Trade-In Valuation only when the trade-in check passes', () => {
    const c = config({ buttons: ['tradeIn'] });
    expect(keys(vdpButtons(car(), group, c, ctx))).toContain('tradeIn');
    expect(keys(vdpButtons(car(), plainSite, c, ctx))).not.toContain('tradeIn');
    expect(keys(vdpButtons(car({ reserved: true }), group, c, ctx))).not.toContain('tradeIn');
    expect(keys(vdpButtons(car({ price: 200 }), group, c, ctx))).not.toContain('tradeIn');
    expect(keys(vdpButtons(car(), { ...plainSite, vehicle_valuation: true }, c, ctx))).toContain(
      'tradeIn',
    );
  });
  it("Reserve ('Reserve Now $200') and Online Purchase only when checkout is enabled for the car", () => {
    const c = config({ buttons: ['reserve'] });
    expect(vdpButtons(car(), group, c, ctx).slice(0, 2)).toEqual([
      {
        key: 'reserve',
        kind: 'link',
        href: '/cars/2022-kia-sportage-s-7/checkout',
        text: 'Reserve Now $200',
      },
      {
        key: 'onlinePurchase',
        kind: 'link',
        href: '/checkout-journey?car_id=7',
        text: 'Online Purchase',
      },
    ]);
    expect(keys(vdpButtons(car({ car_type: 'new' }), group, c, ctx))).toEqual(['reserve', 'share']);
    expect(showOnlinePurchase(car({ car_type: 'new', make: 'Toyota' }), group)).toBe(true);
    expect(keys(vdpButtons(car(), plainSite, c, ctx))).toEqual(['share']);
    expect(keys(vdpButtons(car({ status: 'coming_soon' }), group, c, ctx))).toEqual(['share']);
    expect(
      vdpButtons(car(), group, config({ buttons: ['reserve'], reserveAmount: '$0' }), ctx)[0],
    ).toMatchObject({ text: 'Reserve Now' });
    expect(
      vdpButtons(car(), group, config({ buttons: ['reserve'], buyOnline: true }), ctx)[0],
    ).toMatchObject({ text: 'Buy Online', href: '/cars/2022-kia-sportage-s-7/buy-online' });
  });
  it("call the dealer sits in the buttons when its position is 'Sidebar', not 'Header'", () => {
    expect(keys(vdpButtons(car(), plainSite, config({ buttons: ['CTD'] }), ctx))).toEqual([
      'CTD',
      'share',
    ]);
    expect(
      keys(
        vdpButtons(
          car(),
          plainSite,
          config({ buttons: ['CTD'], callTheDealerPosition: 'Header' }),
          ctx,
        ),
      ),
    ).toEqual(['share']);
  });
  it('Call Us Now needs a number; the assistant button needs the assistant configured', () => {
    expect(
      keys(
        vdpButtons(car(), plainSite, config({ buttons: ['callUsNow', 'openAutobot'] }), {
          ...ctx,
          hasPhone: false,
        }),
      ),
    ).toEqual(['share']);
    expect(
      vdpButtons(
        car(),
        { ...plainSite, autobot: true },
        config({ buttons: ['openAutobot'] }),
        ctx,
      )[0],
    ).toMatchObject({ kind: 'assistant', text: 'Instant Message' });
  });
  it('optional buttons appear with their settings', () => {
    const c = config({
      buttons: [],
      makeAnOffer: true,
      messagingApp: { url: 'https://wa.me/61400000000' },
      chatWithUs: { url: 'https://chat.example' },
      customButton: { text: 'Book a Service', url: '/service' },
      showLocationButton: true,
      accessLoanUrl: 'https://loans.example',
      preOwnedQuoteUrl: 'https://quote.example',
      showPaymentMethods: true,
      showPrintButton: true,
    });
    expect(keys(vdpButtons(car(), plainSite, c, ctx))).toEqual([
      'makeOffer',
      'messagingApp',
      'chatWithUs',
      'custom',
      'location',
      'accessLoan',
      'preOwnedQuote',
      'paymentMethods',
      'print',
      'share',
    ]);
    expect(
      keys(vdpButtons(car({ car_type: 'new' }), plainSite, c, { ...ctx, locationShown: false })),
    ).not.toEqual(expect.arrayContaining(['location', 'preOwnedQuote']));
  });
  it('the default set is enquire, test drive, finance, trade-in, reserve', () => {
    expect(keys(vdpButtons(car(), group, config(), ctx))).toEqual([
      'enquire',
      'testDrive',
      'finance',
      'tradeIn',
      'reserve',
      'onlinePurchase',
      'share',
    ]);
  });
  it('the sticky bar offers Reserve, Enquire (or Instant Message) and Call Now', () => {
    expect(stickyBarActions(car(), group, config(), true)).toEqual({
      reserve: { href: '/cars/2022-kia-sportage-s-7/checkout', text: 'Reserve Now $200' },
      enquire: 'Enquire Now',
      callNow: true,
    });
    expect(stickyBarActions(car(), { ...plainSite, autobot: true }, config(), false)).toEqual({
      reserve: null,
      enquire: 'Instant Message',
      callNow: false,
    });
    expect(stickyBarActions(car({ status: 'sold' }), group, config(), true)).toBeNull();
  });
});

describe('call the dealer (rules.md: Vehicle detail page (VDP); VDP and display)', () => {
  const site = {
    phone: '(07) 3000 1000',
    locations: [{ id: 5, contact_detail: { phone: '07 3555 0000' } }],
    config: {},
  };
  it('uses the car type number, then the car location, then the site location, then the site', () => {
    expect(
      carPhone(car({ location: { id: 5, phone: '0732221111' } }), {
        ...site,
        config: { carTypePhones: { used: '0733334444' } },
      }),
    ).toBe('0733334444');
    expect(
      carPhone(car({ car_type: 'new', location: { id: 5, phone: '0732221111' } }), {
        ...site,
        config: { carTypePhones: { used: '0733334444' } },
      }),
    ).toBe('0732221111');
    expect(carPhone(car({ location_id: 5 }), site)).toBe('07 3555 0000');
    expect(carPhone(car({ location_id: 9 }), site)).toBe('(07) 3000 1000');
    expect(carPhone(car(), { config: {} })).toBeNull();
  });
  it('masks all but the first 5 characters; displays +61 as 0 grouped 2-4-4', () => {
    expect(phoneDisplay('+61730001000')).toEqual({
      display: '07 3000 1000',
      masked: '07 30** ****',
      href: 'tel:+61730001000',
    });
    expect(phoneDisplay('(07) 3000 1000').display).toBe('07 3000 1000');
    expect(phoneDisplay('13001234').display).toBe('13 001 234');
  });
  it("'Stock no: {stocknum}' and 'Call Now - {phone}' or 'Call Us Now'", () => {
    expect(stockNumberText('U1234')).toBe('Stock no: U1234');
    expect(stockNumberText('')).toBeNull();
    expect(callNowText('07 3000 1000', true)).toBe('Call Now - 07 3000 1000');
    expect(callNowText('07 3000 1000', false)).toBe('Call Us Now');
  });
});

describe('open/closed for Call Now (Australia/Perth)', () => {
  const hours = [
    { weekday: 1, open: '08:00', close: '17:30', status: 'Open' },
    { weekday: 6, open: '8:30am', close: '12:00pm', status: 'Open' },
    { weekday: 0, status: 'Closed' },
  ];
  it('reads times', () => {
    expect(minutesOfDay('08:00')).toBe(480);
    expect(minutesOfDay('8:30am')).toBe(510);
    expect(minutesOfDay('12:00pm')).toBe(720);
    expect(minutesOfDay('12:15am')).toBe(15);
    expect(minutesOfDay('5pm')).toBe(1020);
    expect(minutesOfDay('17:30:00')).toBe(1050);
    expect(minutesOfDay('noon')).toBeNull();
  });
  it.each([
    // Monday 2026-03-09; Perth is UTC+8 all year
    ['Monday 07:59 Perth', '2026-03-08T23:59:00Z', false],
    ['Monday 08:00 Perth', '2026-03-09T00:00:00Z', true],
    ['Monday 17:29 Perth', '2026-03-09T09:29:00Z', true],
    ['Monday 17:30 Perth', '2026-03-09T09:30:00Z', false],
    ['Saturday 11:00 Perth', '2026-03-14T03:00:00Z', true],
    ['Sunday (Closed)', '2026-03-15T03:00:00Z', false],
    ['Tuesday (no hours listed)', '2026-03-10T03:00:00Z', false],
  ])('%s → open %s', (_, now, open) => {
    expect(isOpenNow(hours, new Date(now))).toBe(open);
  });
  it('uses Perth time, not the visitor\u2019s: 23:30 UTC Sunday is 07:30 Monday in Perth', () => {
    expect(localClock(new Date('2026-03-08T23:30:00Z'))).toEqual({
      weekday: 1,
      date: '2026-03-09',
      minutes: 450,
    });
  });
  it('holiday hours for today replace the weekday; closed holidays close', () => {
    const monday = new Date('2026-03-09T02:00:00Z'); // 10:00 Perth
    expect(
      isOpenNow(hours, monday, {
        holidays: [{ date: '2026-03-09', status: 'Closed', location_id: null }],
      }),
    ).toBe(false);
    expect(
      isOpenNow(hours, monday, {
        holidays: [{ date: '2026-03-09', status: 'Closed', location_id: 99 }],
        locationId: 5,
      }),
    ).toBe(true);
    expect(
      isOpenNow(hours, monday, {
        holidays: [{ date: '2026-03-09', status: 'Open', start_hour: '11:00', end_hour: '15:00' }],
      }),
    ).toBe(false);
  });
  it('no hours at all: nothing says it is closed', () => {
    expect(isOpenNow([], new Date())).toBe(true);
  });
});

describe('share (rules.md: Vehicle detail page (VDP); Share)', () => {
  it('shares the page URL on the site', () => {
    expect(shareUrl('https://www.example.com.au/', '/cars/abc')).toBe(
      'https://www.example.com.au/cars/abc',
    );
  });
  it('offers social, microblog, messaging, e-mail, SMS and copy; the microblog can be hidden', () => {
    const t = shareTargets('https://x.au/cars/a', '2022 Kia Sportage S');
    expect(t.map((x) => x.key)).toEqual(['facebook', 'x', 'whatsapp', 'email', 'sms', 'copy']);
    expect(t[0].href).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fx.au%2Fcars%2Fa',
    );
    expect(shareTargets('u', 't', { hideMicroblog: true }).map((x) => x.key)).not.toContain('x');
  });
  it('opens 550x400 popups and toasts the copy', () => {
    expect(popupFeatures({ left: 0, top: 0, width: 1550, height: 1400 })).toBe(
      'width=550,height=400,left=500,top=500,noopener,noreferrer',
    );
    expect(copyToastText('2022 Kia Sportage S')).toBe(
      'Copied 2022 Kia Sportage S to your clipboard!',
    );
  });
  it('shares a CDN photo through the 1200x630 image; a photo on the site as it is', () => {
    expect(shareImageUrl('https://x.au/', 'a-car', 'https://cdn.example/p/1.jpg')).toEqual({
      url: 'https://x.au/cars/a-car/share.jpg',
      sized: true,
    });
    expect(shareImageUrl('https://x.au', 'a-car', '/sample-media/v/1.jpg')).toEqual({
      url: 'https://x.au/sample-media/v/1.jpg',
      sized: false,
    });
    expect(shareImageUrl('https://x.au', 'a-car', null)).toBeNull();
  });
});

describe('view counter (rules.md: Vehicle view counter)', () => {
  it('asks with photos_count and updated_at', () => {
    expect(
      viewCountPath('/api/cars/a/view', { photos_count: 12, updated_at: '2026-01-01T00:00:00Z' }),
    ).toBe('/api/cars/a/view?photos_count=12&updated_at=2026-01-01T00%3A00%3A00Z');
  });
  it('reads views and merges car_fields of the right type', () => {
    const r = readViewResponse({
      views: 42,
      car_fields: { price: 29990, status: 'sold', __proto__: { hacked: true }, secret: 'x' },
    });
    expect(r).toEqual({ views: 42, fields: { price: 29990, status: 'sold' } });
    expect(mergeCarFields({ price: 31990, status: 'in_stock' }, { price: 29990 })).toEqual({
      price: 29990,
      status: 'in_stock',
    });
    expect(mergeCarFields({ price: 31990 }, { price: 'free' })).toEqual({ price: 31990 });
    expect(readViewResponse({ views: -1 })).toBeNull();
    expect(readViewResponse('nope')).toBeNull();
  });
  it("labels the count 'views' or custom text", () => {
    expect(viewsLabel(null)).toBe('views');
    expect(viewsLabel('people viewed this car')).toBe('people viewed this car');
  });
});

describe('structured data', () => {
  const c = car({ km: 12000, colour: 'Blue', images: [{ image: { url: 'https://cdn/a.jpg' } }] });
  const site = { name: 'Plain Motors', url: 'https://plain.example', phone: '0730001000' };
  it('is a Car with an Offer in AUD', () => {
    const ld = vehicleJsonLd(c, {
      title: '2022 Kia Sportage S',
      url: 'https://plain.example/cars/x',
      images: ['https://cdn/a.jpg'],
      site,
    });
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Car',
      name: '2022 Kia Sportage S',
      brand: { '@type': 'Brand', name: 'Kia' },
      vehicleIdentificationNumber: 'KNA1',
      mileageFromOdometer: { value: 12000, unitCode: 'KMT' },
      offers: {
        '@type': 'Offer',
        price: 31990,
        priceCurrency: 'AUD',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/UsedCondition',
      },
    });
  });
  it('a motorcycle seller lists a Motorcycle, a caravan a Vehicle; sold cars are SoldOut; no price, no offer', () => {
    expect(
      vehicleJsonLd(c, { title: 't', url: 'u', images: [], site, template: 'motorcycle' })['@type'],
    ).toBe('Motorcycle');
    expect(
      vehicleJsonLd(car({ item_type: 'caravan' }), { title: 't', url: 'u', images: [], site })[
        '@type'
      ],
    ).toBe('Vehicle');
    expect(
      (
        vehicleJsonLd(car({ status: 'sold' }), { title: 't', url: 'u', images: [], site })
          .offers as { availability: string }
      ).availability,
    ).toBe('https://schema.org/SoldOut');
    expect(
      vehicleJsonLd(car({ price: 0 }), { title: 't', url: 'u', images: [], site }).offers,
    ).toBeUndefined();
  });
  it('escapes < so API text cannot close the script', () => {
    expect(jsonForScript({ name: '</script><script>alert(1)</script>' })).not.toContain('<');
  });
});
