/**
 * Navigation menus (rules.md: Own-site routes (content side) default links, rules.md: Header and footer navigation single-franchise header
 * and footer). URLs may hold the [toyota_domain] placeholder, filled from settings.
 */
import type { NavigationItem } from '../../../src/domain/tenant/schema/navigation';

const link = (name: string, url: string, extra: Partial<NavigationItem> = {}): NavigationItem => ({
  name,
  url,
  mandatory: false,
  ...extra,
});

/** The default links when none are configured (rules.md: Own-site routes (content side)). */
export function defaultHeader(
  options: { usedLabel?: string; vehicleWord?: string; usedOnly?: boolean } = {},
): NavigationItem[] {
  const word = options.vehicleWord ?? 'Cars';
  // A used-only dealer has no new or demo search pages to link to.
  const all = !options.usedOnly;
  return [
    link('Search Vehicles', '/search/new-used-and-demo-cars', {
      mandatory: true,
      dropdownItems: [
        link(`New, Used & Demo ${word}`, '/search/new-used-and-demo-cars'),
        ...(all ? [link(`New ${word}`, '/search/new-cars')] : []),
        link(options.usedLabel ?? `Used ${word}`, '/search/used-cars'),
        ...(all ? [link(`Demo ${word}`, '/search/demo-cars')] : []),
      ],
    }),
    link('Test Drive', '/book-test-drive/'),
    link('Service', '/service'),
    link('Finance', '/finance'),
    link('Trade-in', '/trade-in'),
    link('Parts', '/vehicle-parts-and-accessories'),
    link('Contact', '/contact', { mandatory: true }),
  ];
}

export function defaultFooter(): NavigationItem[] {
  return [
    link('Vehicles', '/search/new-used-and-demo-cars', {
      dropdownItems: [
        link('Search Vehicles', '/search/new-used-and-demo-cars'),
        link('Special Offers', '/special-offers'),
        link('Sell Your Car', '/sell-your-car'),
      ],
    }),
    link('Service & Parts', '/service', {
      dropdownItems: [
        link('Book a Service', '/service'),
        link('Parts', '/vehicle-parts-and-accessories'),
        link('Service Enquiry', '/enquiries/service-enquiry'),
      ],
    }),
    link('About', '/about-us', {
      dropdownItems: [
        link('About Us', '/about-us'),
        link('Our Team', '/team'),
        link('Careers', '/careers'),
        link('Fleet', '/fleet'),
        link('Blog', '/blog'),
        link('Warranty', '/warranty'),
        link('Our Locations', '/our-location'),
        link('Contact Us', '/contact'),
      ],
    }),
  ];
}

/**
 * The navigation with the tenant's content pages added: its guides under About (the footer's
 * 'About' column, or the header's 'Discover' menu), its brand pages in a footer 'Our Brands'
 * column. Links are written /pages/{slug}; the link rules give each its address.
 */
export function withPageLinks(
  navigation: { header: NavigationItem[]; footer: NavigationItem[] },
  pages: { payload: { slug: string }; nav?: { group: 'guides' | 'brands'; name: string } }[],
): { header: NavigationItem[]; footer: NavigationItem[] } {
  const linked = (group: 'guides' | 'brands') =>
    pages
      .filter((p) => p.nav?.group === group)
      .map((p) => link(p.nav!.name, `/pages/${p.payload.slug}`));
  const guides = linked('guides');
  const brands = linked('brands');
  const addTo = (items: NavigationItem[], name: string, extra: NavigationItem[]) =>
    items.map((item) =>
      item.name === name && extra.length
        ? { ...item, dropdownItems: [...(item.dropdownItems ?? []), ...extra] }
        : item,
    );
  const hasDiscover = navigation.header.some((i) => i.name === 'Discover');
  const header = hasDiscover ? addTo(navigation.header, 'Discover', guides) : navigation.header;
  let footer = hasDiscover ? navigation.footer : addTo(navigation.footer, 'About', guides);
  if (brands.length && !hasDiscover)
    footer = [...footer, link('Our Brands', brands[0].url, { dropdownItems: brands })];
  return { header, footer };
}

/** The single-franchise Toyota header (rules.md: Header and footer navigation), with dealer-portal links on [toyota_domain]. */
export function toyotaHeader(): NavigationItem[] {
  const portal = (path: string) => `https://[toyota_domain]/${path}`;
  return [
    link('Home', '/', { className: 'hidden' }),
    link('New Vehicles', '/new-vehicles', { dynamicDropdown: 'models', mandatory: true }),
    link('Pre-Owned Vehicles', '/pre-owned', {
      dropdownItems: [
        link('All Pre-Owned', '/pre-owned'),
        link('Certified Pre-Owned', '/pre-owned?certified=true'),
        link('Demonstrators', portal('demonstrators')),
        link('Sell My Car', portal('sellmycar')),
      ],
    }),
    link('Special Offers', '/special-offers', {
      dropdownItems: [
        link('Dealer Offers', '/special-offers'),
        link('National Offers', portal('new-vehicles/dealer-specials')),
      ],
    }),
    link('Service', '/service', {
      dropdownItems: [
        link('Book a Service', portal('service/booking')),
        link('Service Menu', '/service'),
        link('Express Maintenance', '/pages/express-maintenance'),
        link('Warranty', '/warranty'),
        link('Toyota Warranty Advantage', '/pages/toyota-warranty-advantage'),
      ],
    }),
    link('Parts & Accessories', '/vehicle-parts-and-accessories'),
    link('Finance & Insurance', '/finance', {
      dropdownItems: [
        link('Car Loan Calculator', portal('finance/car-loan-calculator')),
        link('Full Service Lease', portal('finance/full-service-lease')),
        link('Used Car Finance', portal('finance/used-car')),
        link('Car Insurance', portal('finance/car-insurance')),
        link('Finance for Farmers', portal('finance/finance-for-farmers')),
      ],
    }),
    link('Fleet', '/fleet'),
    link('Personalise', portal('toyota-for-you/vehicle-selection')),
    link('Discover', '/about-us', {
      dropdownItems: [
        link('About Us', '/about-us'),
        link('Our Team', '/team'),
        link('Careers', '/careers'),
        link('News', '/blog'),
        link('Hybrid Vehicles', '/pages/hybrids'),
        link('Safety Features', '/pages/safety-features'),
      ],
    }),
    link('Contact', '/contact', { mandatory: true }),
  ];
}

/** The Toyota footer: the model-category lists, then Pre-Owned, Service and Contact (rules.md: Header and footer navigation). */
export function toyotaFooter(
  models: { name: string; slug: string; category: string }[],
): NavigationItem[] {
  // /models?body={body}: the name lowercased, spaces become hyphens, '&' removed (rules.md: Own-site routes (content side)), in that order.
  const category = (name: string) =>
    link(name, `/new-vehicles?body=${name.toLowerCase().replace(/ /g, '-').replace(/&/g, '')}`, {
      dropdownItems: models
        .filter((m) => m.category === name)
        .map((m) => link(m.name, `/new-vehicles/${m.slug}`)),
    });
  return [
    category('Cars'),
    category('SUVs & 4WDs'),
    category('Utes & Vans'),
    link('Pre-Owned', '/pre-owned', {
      dropdownItems: [
        link('All Pre-Owned', '/pre-owned'),
        link('Certified Pre-Owned', '/pre-owned?certified=true'),
      ],
    }),
    link('Service', '/service', {
      dropdownItems: [
        link('Book a Service', 'https://[toyota_domain]/service/booking'),
        link('Parts & Accessories', '/vehicle-parts-and-accessories'),
      ],
    }),
    link('Contact', '/contact', {
      dropdownItems: [
        link('Contact Us', '/contact'),
        link('Our Locations', '/our-location'),
        link('Careers', '/careers'),
      ],
    }),
  ];
}
