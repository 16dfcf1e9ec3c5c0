/** The site shell's page data (src/page-data/shell.ts), with astro:content replaced by fixtures. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Website } from '../../../src/domain/tenant/schema/website';
import { Model } from '../../../src/domain/tenant/schema/model';
import { Promotions } from '../../../src/domain/tenant/schema/promotion';
import { miniWebsite } from '../../support/fixture-tenant';

const content = vi.hoisted((): { website: unknown; models: unknown[]; promotions: unknown } => ({
  website: null,
  models: [],
  promotions: null,
}));
vi.mock('astro:content', () => ({
  getEntry: async (collection: string) =>
    collection === 'website'
      ? { data: content.website }
      : collection === 'promotions' && content.promotions
        ? { data: content.promotions }
        : undefined,
  getCollection: async (collection: string) =>
    collection === 'models'
      ? content.models.map((data) => ({ data }))
      : collection === 'promotions' && content.promotions
        ? [{ data: content.promotions }]
        : [],
}));

const { buildShell, shellData } = await import('../../../src/page-data/shell');

const site = Website.parse(
  miniWebsite('coast-toyota', 77, {
    template: 'toyota',
    manufacturer: { name: 'Toyota' },
    manufacturer_id: 5,
    company_name: 'Coast Toyota Pty Ltd',
    facebook_url: 'https://www.facebook.com/coasttoyota',
    instagram_url: 'javascript:alert(1)',
    gtm_id: 'GTM-ABC123',
    facebook_pixel: '1234567890',
    settings: { 'Toyota Base Domain': 'coast.toyota.com.au' },
    stock: { models: { 'Toyota:HiLux': 4 } },
    config: {
      primaryColor: '#eb0a1e',
      headerBanner: { enabled: true },
      paymentMethods: { googlePay: false },
    },
    navigation: {
      header: [
        { url: '/', name: 'Home' },
        { url: '/new-vehicles', name: 'New Vehicles', dynamicDropdown: 'models' },
        {
          url: '/service',
          name: 'Service',
          dropdownItems: [{ url: 'https://[toyota_domain]/service/booking', name: 'Book' }],
        },
        { url: ' JAVASCRIPT:alert(document.cookie)', name: 'Hacked' },
      ],
    },
  }),
);
const models = [
  { id: 1, name: 'HiLux', slug: 'models/hilux', manufacturer_body: 'Utes & Vans', status: '' },
  {
    id: 2,
    name: 'Tundra',
    slug: 'models/tundra',
    manufacturer_body: 'Upcoming',
    manufacturer_body2: 'Utes & Vans',
    status: 'coming_soon',
    override_url: 'javascript:alert(1)',
  },
  {
    id: 3,
    name: 'Yaris',
    slug: 'models/yaris',
    manufacturer_body: 'Cars',
    manufacturer_body2: 'Electrified',
    path: '/new-vehicles/yaris',
    image: { url: '/img/yaris.jpg' },
  },
].map((m) => Model.parse(m));
const promotions = Promotions.parse({
  popup: {
    src: '/p.svg',
    title: 'Sale',
    description: 'Now on',
    linkTo: '/special-offers',
    buttonText: 'View Offers',
    expiryDate: '2026-12-31T00:00:00+10:00',
  },
  banners: [{ title: 'Banner', buttons: [{ text: 'Go', href: '/trade-in' }] }],
});
const now = new Date('2026-11-21T02:00:00Z');

describe('buildShell', () => {
  const landingPaths = new Set(['/search/toyota', '/search/toyota/hilux']);
  const shell = buildShell({ site, models, promotions, now, landingPaths });
  it('builds the header from the configuration, Home hidden, every link through the policy', () => {
    expect(shell.header.map((h) => h.name)).toEqual(['New Vehicles', 'Service', 'Hacked']);
    expect(shell.header[1].children[0].link.href).toBe(
      'https://coast.toyota.com.au/service/booking',
    );
    expect(shell.header[2].link.kind).toBe('blocked');
  });
  it('groups the models dropdown in the category order (rules.md: Model menus), Our Stock hidden for coming_soon', () => {
    expect(shell.models.map((c) => c.name)).toEqual([
      'Cars',
      'Utes & Vans',
      'Electrified',
      'Upcoming',
    ]);
    const utes = shell.models.find((c) => c.name === 'Utes & Vans')!;
    // Tundra's unsafe override is not used (a warning names it): its own page's path is
    expect(utes.models.map((m) => m.name)).toEqual(['HiLux', 'Tundra']);
    expect(utes.models[1].explore.href).not.toMatch(/javascript/i);
    expect(utes.models[1].stock).toBeNull();
    expect(utes.models[0]).toMatchObject({
      explore: { href: '/new-vehicles/hilux' },
      stock: { href: '/search/toyota/hilux' },
      badge: null,
    });
    const yaris = shell.models[0].models[0];
    expect(yaris).toMatchObject({
      image: '/img/yaris.jpg',
      explore: { href: '/new-vehicles/yaris' },
    });
    // no landing page for Yaris: 'Our Stock' goes to the make's, as on the models pages
    expect(yaris.stock?.href).toBe('/search/toyota');
  });
  it('leaves a warning naming the tenant and the field for each refused link', () => {
    expect(shell.warnings).toEqual([
      expect.stringMatching(/^coast-toyota: navigation\.header\[3\]\.url: unsafe link/),
      expect.stringMatching(/^coast-toyota: instagram_url: unsafe link/),
      expect.stringMatching(/^coast-toyota: models\[Tundra\]\.url: unsafe link/),
    ]);
  });
  it('has the header banner with its default text and Click Here To Sell', () => {
    expect(shell.banner).toMatchObject({
      text: 'We Would Love To Buy Your Vehicle. Get $$$ For Your Car Today!',
      buttonText: 'Click Here To Sell',
      link: { href: '/trade-in' },
    });
  });
  it('has the footer text, sub-footer, social links and payment toggles', () => {
    expect(shell.footer.lines).toEqual([
      'coast toyota Motors. Toyota Dealer in Brisbane QLD',
      'Dealer License: LMCT 12345.',
      'Copyright © 2026. All Rights Reserved.',
    ]);
    expect(shell.footer.copyright).toBe('© 2026 Coast Toyota Pty Ltd');
    expect(shell.footer.licences).toEqual(['LMCT 12345']);
    expect(shell.footer.subLinks).toHaveLength(6);
    expect(shell.footer.social.map((s) => s.name)).toEqual(['Facebook']);
    expect(shell.footer.payments).toMatchObject({ googlePay: false });
  });
  it('has the popup, the banners, the mobile footer and the tracker ids', () => {
    expect(shell.popup).toMatchObject({
      title: 'Sale',
      button: { text: 'View Offers', link: { href: '/special-offers' } },
      storageKey: 'coast-toyota-popupVisibility',
    });
    expect(buildShell({ site, models, promotions, now: new Date('2027-01-01') }).popup).toBeNull();
    expect(shell.banners[0].buttons[0].text).toBe('Go');
    expect(shell.mobileFooter).toMatchObject({
      phone: { href: 'tel:+61754431234', display: '07 5443 1234' },
      enquireHref: '/enquiries/general-enquiry',
      locationId: '770',
    });
    expect(shell.tracking).toEqual({ gtm: 'GTM-ABC123', pixel: '1234567890' });
    expect(shell.serviceBooking.href).toBe('https://coast.toyota.com.au/service/booking');
  });
  it('uses the default navigation when none is configured, and no models menu without a models item', () => {
    const bare = Website.parse(miniWebsite('plain-motors', 5));
    const s = buildShell({ site: bare, models, promotions: null, now });
    expect(s.header.map((h) => h.link.href)[0]).toBe('/search/new-used-and-demo-cars');
    expect(s.models).toEqual([]);
    expect(s.popup).toBeNull();
    expect(s.footer.lines[0]).toBe('plain motors Motors. Car Dealership in Brisbane QLD');
  });
});

describe('shellData', () => {
  afterEach(() => vi.restoreAllMocks());
  it('reads the collections once per build and logs each warning once', async () => {
    content.website = site;
    content.models = models;
    content.promotions = promotions;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const a = await shellData();
    const b = await shellData();
    expect(a).toBe(b);
    expect(a.name).toBe('coast toyota Motors');
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn.mock.calls[0][0]).toMatch(/^\[links\] coast-toyota: navigation\.header\[3\]\.url/);
  });

  it('does not ask for the models of a site without a manufacturer (Astro warns of an empty collection)', async () => {
    const { getModels } = await import('../../../src/data/collections');
    content.website = Website.parse({ ...site, manufacturer_id: null });
    content.models = models;
    expect(await getModels()).toEqual([]);
    content.website = site;
    expect(await getModels()).toHaveLength(models.length);
  });
});
