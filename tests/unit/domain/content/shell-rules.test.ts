/**
 * Button hrefs (rules.md: Button href interpretation), navigation (Own-site routes (content side);
 * Header and footer navigation; Navigation item), the sub-footer (Sub-footer and header banner),
 * the popup and banners (Promotions and popups; Popup and promo card; Popup; Offers, promotions
 * and popups) and which pages the site search indexes (Site search).
 */
import { describe, expect, it } from 'vitest';
import {
  HELP_DESK_KEYWORD,
  LIVE_CHAT_KEYWORD,
  buttonAction,
  buttonElement,
  buttonText,
  stripTags,
} from '../../../../src/domain/content/button-href';
import { linkPolicy } from '../../../../src/domain/content/links';
import {
  DEFAULT_NAVIGATION,
  SUB_FOOTER_LINKS,
  defaultFooterNavigation,
  footerItems,
  headerItems,
  currentHeaderLinks,
  isCurrentLink,
  navigationView,
  safeClassName,
} from '../../../../src/domain/content/navigation';
import {
  licenceNumber,
  paymentMethods,
  subFooterLicences,
} from '../../../../src/domain/content/footer';
import {
  POPUP_MAX_HEIGHT_VH,
  POPUP_MAX_WIDTH_PX,
  dismissedValue,
  isPopupDismissed,
  isPopupLive,
  popupFingerprint,
  popupStorageKey,
} from '../../../../src/domain/promotions/popup';
import {
  SLIDER_HEIGHT_PX,
  SLIDER_WIDTH_PX,
  bannerViews,
} from '../../../../src/domain/promotions/banners';
import { isSiteSearchIndexed } from '../../../../src/domain/content/site-search';

const policy = linkPolicy({
  slug: 'sunshine-coast-toyota',
  name: 'Sunshine Coast Toyota',
  template: 'toyota',
  manufacturer: 'Toyota',
  settings: { 'Toyota Base Domain': 'sunshinecoast.toyota.com.au' },
});
const site = {
  policy,
  settings: {
    'Toyota Service Insurance URL': 'https://insurance.example/service?dealer=1',
    'Toyota Parts Insurance URL': 'https://insurance.example/parts?dealer=1',
  },
};

describe('button hrefs (rules.md: Button href interpretation)', () => {
  it('the live-chat keyword (trimmed, case-insensitive) opens the live-chat widget', () => {
    expect(buttonAction(`  ${LIVE_CHAT_KEYWORD.toUpperCase()} `, site)).toEqual({
      kind: 'live-chat',
    });
    expect(buttonElement({ kind: 'live-chat' })).toEqual({
      tag: 'button',
      attributes: { type: 'button', 'data-shell-action': 'live-chat' },
    });
  });
  it('the help-desk keyword opens the help-desk widget', () => {
    expect(buttonAction(HELP_DESK_KEYWORD, site)).toEqual({ kind: 'help-desk' });
  });
  it("'scroll={className}' scrolls to the first element with that class", () => {
    expect(buttonAction('scroll=finance-form', site)).toEqual({
      kind: 'scroll',
      className: 'finance-form',
    });
    expect(buttonElement({ kind: 'scroll', className: 'finance-form' }).attributes).toMatchObject({
      'data-shell-action': 'scroll',
      'data-scroll-to': 'finance-form',
    });
    const bad = buttonAction('scroll=a b"><x', site, 'blocks[2].buttons[0].href');
    expect(bad.kind).toBe('none');
    expect(bad.kind === 'none' && bad.warning).toContain('blocks[2].buttons[0].href');
  });
  it('[toyota-service-insurance] and [toyota-parts-insurance] map to the configured insurance URLs', () => {
    const service = buttonAction('[toyota-service-insurance]', site);
    expect(service.kind === 'link' && service.link.href).toBe(
      'https://insurance.example/service?dealer=1',
    );
    const parts = buttonAction('[toyota-parts-insurance]', site);
    expect(parts.kind === 'link' && parts.link.newTab).toBe(true);
    expect(buttonAction('[toyota-service-insurance]', { policy }).kind).toBe('none');
  });
  it('any other shortcode gives an empty link', () => {
    expect(buttonAction('[something_else]', site)).toEqual({ kind: 'none' });
    expect(buttonElement({ kind: 'none' })).toEqual({ tag: 'span', attributes: {} });
  });
  it('HTML tags are stripped from href and text', () => {
    const action = buttonAction('<b>/special-offers</b>', site);
    expect(action.kind === 'link' && action.link.href).toBe('/special-offers');
    expect(buttonText('<strong>View</strong> <em>Offers</em> &amp; more')).toBe(
      'View Offers & more',
    );
    expect(stripTags('<scr<script>ipt>alert(1)</script>')).toBe('alert(1)');
    expect(stripTags('Book <a href="x')).toBe('Book');
  });
  it('everything else goes through the link policy, unsafe links included', () => {
    expect(buttonAction('javascript:alert(1)', site)).toMatchObject({ kind: 'none' });
    const tags = buttonAction('<i>java</i>script:alert(1)', site);
    expect(tags.kind).toBe('none');
    const link = buttonAction('/pages/about-us', site);
    expect(link.kind === 'link' && buttonElement(link)).toEqual({
      tag: 'a',
      attributes: { href: '/about-us', 'data-astro-prefetch': 'hover' },
    });
  });
});

describe('navigation (rules.md: Own-site routes (content side); Header and footer navigation; Navigation item)', () => {
  it('uses the default links when none are configured, and hides Home', () => {
    expect(headerItems(undefined)).toEqual(DEFAULT_NAVIGATION);
    expect(headerItems([])).toEqual(DEFAULT_NAVIGATION);
    expect(DEFAULT_NAVIGATION.map((i) => [i.url, i.name])).toEqual([
      ['/search/new-used-and-demo-cars', 'Search Vehicles'],
      ['/book-test-drive/', 'Test Drive'],
      ['/service', 'Service'],
      ['/finance', 'Finance'],
      ['/trade-in', 'Trade-In'],
      ['/vehicle-parts-and-accessories', 'Parts'],
      ['/contact', 'Contact'],
    ]);
    expect(
      headerItems([
        { url: '/', name: 'Home' },
        { url: '/home', name: 'Home', className: 'hidden' },
        { url: '/x', name: 'X' },
      ]),
    ).toEqual([{ url: '/x', name: 'X' }]);
  });
  it("the footer's default menu names the search link 'New, Used & Demo Cars'", () => {
    const links = defaultFooterNavigation().flatMap((m) => m.dropdownItems ?? []);
    expect(links).toContainEqual({
      url: '/search/new-used-and-demo-cars',
      name: 'New, Used & Demo Cars',
    });
    expect(footerItems(null, 'Motorcycles')[0].dropdownItems?.[0].name).toBe(
      'New, Used & Demo Motorcycles',
    );
    expect(footerItems([{ url: '/a', name: 'A' }])).toEqual([{ url: '/a', name: 'A' }]);
  });
  it('resolves every URL, fills [toyota_domain], offers the parent page, and reports refused links', () => {
    const warnings: string[] = [];
    const view = navigationView(
      [
        {
          url: '/service',
          name: 'Service',
          className: 'nav-service onclick="x"',
          dropdownItems: [
            { url: 'https://[toyota_domain]/service/booking', name: 'Book a Service' },
            { url: 'javascript:alert(1)', name: 'Evil' },
          ],
        },
        { url: '/new-vehicles', name: 'New Vehicles', dynamicDropdown: 'models' },
        { url: '/contact', name: 'Contact', dropdownItems: [{ url: '/contact', name: 'Contact' }] },
      ],
      policy,
      'navigation.header',
      (w) => warnings.push(w),
    );
    expect(view[0].className).toBe('nav-service');
    expect(view[0].children[0].link).toMatchObject({
      href: 'https://sunshinecoast.toyota.com.au/service/booking',
      kind: 'dealer-portal',
      newTab: false,
    });
    expect(view[0].children[1].link.kind).toBe('blocked');
    expect(warnings).toEqual([
      expect.stringContaining(
        'sunshine-coast-toyota: navigation.header[0].dropdownItems[1].url: unsafe link',
      ),
    ]);
    expect(view[0].overview?.link.href).toBe('/service');
    expect(view[1]).toMatchObject({ models: true, overview: { name: 'New Vehicles' } });
    expect(view[2].overview).toBeNull();
  });
  it("marks a link the page's own by its path alone, and lists the header's own links of a page", () => {
    expect(isCurrentLink('/service?from=nav#top', '/service.html')).toBe(true);
    expect(isCurrentLink('/service/', '/service')).toBe(true);
    expect(isCurrentLink('/service/booking', '/service')).toBe(false);
    expect(isCurrentLink('', '/')).toBe(false);
    const header = navigationView(
      [
        {
          url: '/service',
          name: 'Service',
          dropdownItems: [{ url: '/service/booking', name: 'Book' }],
        },
        {
          url: '/contact',
          name: 'Contact',
          dropdownItems: [{ url: '/contact#form', name: 'Form' }],
        },
        { url: 'javascript:alert(1)', name: 'Evil' },
      ],
      policy,
      'navigation.header',
    );
    // the service item's overview link is /service too: each link it appears as counts
    expect(currentHeaderLinks(header, '/service')).toEqual(['/service', '/service']);
    expect(currentHeaderLinks(header, '/service/booking.html')).toEqual(['/service/booking']);
    expect(currentHeaderLinks(header, '/contact')).toEqual([
      '/contact',
      '/contact#form',
      '/contact',
    ]);
    // a vehicle page, a search page: no link of theirs, so one header serves them all
    expect(currentHeaderLinks(header, '/cars/2020-kia-rio-abc123')).toEqual([]);
    expect(currentHeaderLinks(header, '/')).toEqual([]);
  });
  it('keeps only class names from a dashboard className', () => {
    expect(safeClassName('btn  text-red "><script> hidden')).toBe('btn text-red');
  });
});

describe('sub-footer (rules.md: Sub-footer and header banner)', () => {
  it("shows the licence as 'LMCT' and the repairer number as 'MVR', a stored prefix stripped", () => {
    expect(subFooterLicences('LMCT 12345', 'MVR: MVR98765')).toEqual([
      'LMCT 12345',
      'MVR MVR98765',
    ]);
    expect(subFooterLicences('LMCT No. 0042', 'MRB-456')).toEqual(['LMCT 0042', 'MVR 456']);
    expect(subFooterLicences('Dealer Licence 7788', null)).toEqual(['LMCT 7788']);
    expect(subFooterLicences(null, undefined)).toEqual([]);
    expect(licenceNumber('lmct#  55')).toBe('55');
  });
  it("links to its five pages, then the site's accessibility statement", () => {
    expect(SUB_FOOTER_LINKS.map((l) => l.url)).toEqual([
      '/customer-feedback-survey',
      '/sitemap.xml',
      '/privacy-policy',
      '/terms-and-conditions',
      '/pages/complaint-handling-process',
      '/accessibility',
    ]);
  });
  it("'We accept:' shows the five logos unless a site turns one off", () => {
    expect(paymentMethods(null).map((m) => m.label)).toEqual([
      'Visa',
      'Mastercard',
      'eftpos',
      'Apple Pay',
      'Google Pay',
    ]);
    expect(paymentMethods({ googlePay: false, eftpos: false }).map((m) => m.key)).toEqual([
      'visa',
      'mastercard',
      'applePay',
    ]);
  });
});

describe('the popup (rules.md: Promotions and popups; Popup and promo card; Popup; Offers, promotions and popups)', () => {
  const popup = {
    src: '/sample-media/promos/popup.svg',
    title: 'End of Year Sale',
    description: 'Huge savings',
    linkTo: '/special-offers',
    buttonText: 'View Offers',
    expiryDate: '2026-12-21T00:00:00+10:00',
  };
  const at = (iso: string) => Date.parse(iso);
  it('is visible until expiryDate', () => {
    expect(isPopupLive(popup, at('2026-12-20T23:59:00+10:00'))).toBe(true);
    expect(isPopupLive(popup, at('2026-12-21T00:00:00+10:00'))).toBe(false);
    expect(isPopupLive({ ...popup, expiryDate: '' }, at('2030-01-01T00:00:00Z'))).toBe(true);
    expect(isPopupLive({ expiryDate: '2030-01-01' }, 0)).toBe(false);
    expect(isPopupLive(null, 0)).toBe(false);
  });
  it("once closed, '{slug}-popupVisibility' keeps it hidden; a new popup shows again", () => {
    expect(popupStorageKey('sunshine-coast-toyota')).toBe('sunshine-coast-toyota-popupVisibility');
    const f = popupFingerprint(popup);
    expect(isPopupDismissed(null, f)).toBe(false);
    expect(isPopupDismissed(dismissedValue(f), f)).toBe(true);
    expect(isPopupDismissed('false', f)).toBe(true);
    expect(isPopupDismissed(dismissedValue(f), popupFingerprint({ ...popup, title: 'New' }))).toBe(
      false,
    );
    expect(isPopupDismissed('{broken', f)).toBe(false);
  });
  it('is at most 600px wide and 80vh high; the slider is 540 by 1920', () => {
    expect([POPUP_MAX_WIDTH_PX, POPUP_MAX_HEIGHT_VH]).toEqual([600, 80]);
    expect([SLIDER_HEIGHT_PX, SLIDER_WIDTH_PX]).toEqual([540, 1920]);
  });
});

describe('image banners (rules.md: Promotions and popups)', () => {
  it('have a title, subtitle and buttons, every href and src through the policy', () => {
    const warnings: string[] = [];
    const views = bannerViews(
      {
        banners: [
          {
            title: 'Find your next car',
            subtitle: '<b>New</b> and used',
            image: '/sample-media/promos/banner.svg',
            buttons: [
              { text: 'Search Stock', href: '/search/new-used-and-demo-cars' },
              { text: 'Chat', href: 'livechat' },
              { text: 'Bad', href: 'vbscript:x' },
            ],
          },
          { title: '', image: 'javascript:alert(1)' },
        ],
      },
      site,
      (w) => warnings.push(w),
    );
    expect(views).toHaveLength(1);
    expect(views[0]).toMatchObject({
      title: 'Find your next car',
      subtitle: 'New and used',
      image: '/sample-media/promos/banner.svg',
    });
    expect(views[0].buttons.map((b) => b.action.kind)).toEqual(['link', 'live-chat', 'none']);
    expect(warnings).toEqual([
      expect.stringContaining('promotions.banners[0].buttons[2].href'),
      expect.stringContaining('promotions.banners[1].image'),
    ]);
  });
});

describe('site search pages', () => {
  it.each([
    ['/', true],
    ['/service', true],
    ['/pages/hybrids', true],
    ['/special-offers', true],
    ['/offers/12', true],
    ['/new-vehicles/hilux', true],
    ['/our-location/maroochydore', true],
    ['/cars/2021-kia-cerato', false],
    ['/search/used-cars', false],
    ['/search', false],
    ['/new-used-and-demo-cars', false],
    ['/used-cars/kia', false],
    ['/pre-owned', false],
    ['/success', false],
    ['/cars/x/checkout', false],
  ])('%s indexed: %s', (path, indexed) => {
    expect(isSiteSearchIndexed(path, 'toyota')).toBe(indexed);
  });
  it('leaves out noindex pages and the template vehicle paths', () => {
    expect(isSiteSearchIndexed('/about-us', 'default', { noindex: true })).toBe(false);
    // an alias is left out in favour of its canonical page; a page canonical to itself stays
    const alias = { canonicalPath: '/our-location/sales' };
    expect(isSiteSearchIndexed('/locations/sales/index.html', 'toyota', alias)).toBe(false);
    expect(isSiteSearchIndexed('/our-location/sales/', 'toyota', alias)).toBe(true);
    expect(isSiteSearchIndexed('/about-us', 'toyota', { canonicalPath: null })).toBe(true);
    expect(isSiteSearchIndexed('/motorcycles/x', 'motorcycle')).toBe(false);
    expect(isSiteSearchIndexed('/campers/x', 'camper')).toBe(false);
  });
});
