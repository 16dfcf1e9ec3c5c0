/**
 * Content pages (websites/{id}/pages.json) as a real dealer writes them in the dashboard's
 * editor: blocks with tunes (rules.md: Content blocks; Content block rules) and placeholders ([name],
 * [phone], {website.city}, ...; rules.md: Text placeholders). Every tenant gets the pages its navigation links to:
 * about-us, team and careers text, the brand pages of its franchise makes, guides, and for
 * the group a fleet sub-page, its own terms and conditions, and the community page (whose
 * pasted HTML carries the payloads the sanitizer must remove). The privacy policy and the
 * complaint-handling page use the platform's default text.
 */
import type { ContentBlock } from '../../../src/domain/tenant/schema/content-block';
import {
  blockIds,
  buttons,
  custom,
  header,
  image,
  list,
  paragraph,
} from '../../../src/domain/content/block-builders';
import type { PagePayload } from '../payloads';
import { brandPages, toyotaPages } from './brand-pages';

export interface PageFacts {
  slug: string;
  websiteId: number;
  name: string;
  /** 'Car', 'Motorcycle', 'Caravan'. */
  vehicleWord: string;
  manufacturer?: string;
  /** Franchise makes of the site's dealerships. */
  makes: string[];
  itemType: 'car' | 'motorcycle' | 'caravan';
  dealershipGroup?: string;
  heroImage: string;
  /** Pictures of the site's locations, for the team and community pages. */
  locationImages: string[];
  /** Another sample site's slug, to show the website-{slug} / remove-{slug} class rules. */
  otherSlug: string;
}

/** A page's path in the navigation: /pages/{slug} (the link rules drop the prefix where they should). */
export interface SamplePage {
  payload: PagePayload;
  /** Where the navigation lists it ('guides', 'brands'); none for pages linked elsewhere. */
  nav?: { group: 'guides' | 'brands'; name: string };
}

export function buildPages(f: PageFacts): SamplePage[] {
  let n = 0;
  const page = (
    slug: string,
    title: string,
    meta: string,
    blocks: ContentBlock[],
    nav?: SamplePage['nav'],
  ): SamplePage => ({
    payload: { id: f.websiteId * 100 + ++n, slug, title, meta_description: meta, blocks },
    ...(nav ? { nav } : {}),
  });
  const word = f.vehicleWord.toLowerCase();
  const group = Boolean(f.dealershipGroup);
  const pages: SamplePage[] = [
    page(
      'about-us',
      'About Us',
      `About [name], your local ${word} specialists in {website.city}.`,
      aboutUs(f),
    ),
    page('team', 'Our Team', 'Meet the people at [name].', team(f)),
    page('careers', 'Careers', 'Join the team at [name].', careers(f)),
  ];
  if (f.manufacturer === 'Toyota') pages.push(...toyotaPages(f, page));
  pages.push(...brandPages(f, page));
  if (f.itemType === 'caravan')
    pages.push(
      page(
        'your-finance-options',
        'Your Finance Options',
        'Caravan and RV finance options at [name].',
        financeOptions(f),
        { group: 'guides', name: 'Your Finance Options' },
      ),
    );
  if (f.itemType === 'motorcycle')
    pages.push(
      page(
        'vehicle-trade-in-guide',
        'Trading In Your Bike',
        'How trading in your motorcycle at [name] works.',
        tradeInGuide(f),
        { group: 'guides', name: 'Trade-In Guide' },
      ),
    );
  if (group)
    pages.push(
      page('fleet', 'Fleet Sales', 'Fleet sales and servicing across the [name] network.', fleet()),
      page(
        'fleet/government',
        'Government and Council Fleets',
        'Supplying and servicing government and council fleets.',
        governmentFleet(),
      ),
      page('community', 'Our Community', 'The [name] community program.', community(f), {
        group: 'guides',
        name: 'Our Community',
      }),
      page(
        'terms-and-conditions',
        'Terms and Conditions',
        'Terms of use of the [name] websites.',
        groupTerms(),
      ),
    );
  return pages;
}

function aboutUs(f: PageFacts): ContentBlock[] {
  const id = blockIds('about');
  const word = f.vehicleWord.toLowerCase();
  return [
    header(id, 'About [name]', 1, {
      alignment: { alignment: 'center' },
      textColor: { textColor: 'primary' },
    }),
    image(id, f.heroImage, '[name], {website.street}, {website.city}', {
      alt: 'Our dealership in {website.city}',
      stretched: true,
      tunes: { container: { contain: true } },
    }),
    paragraph(
      id,
      f.dealershipGroup
        ? `[name] is a family of dealerships across Queensland and New South Wales selling [manufacturers] vehicles. For about 60 years we have helped locals into the right ${word}, and our $100,000 community program gives back to the towns we serve.`
        : `[name] is a locally owned ${word} dealership in [city], [state]. For more than 20 years we have helped locals into the right ${word} at a fair price, and looked after it for years afterwards.`,
    ),
    paragraph(id, '[authorised_service].', {
      backgroundColor: { backgroundColor: 'custom', customBackgroundColor: '#f3f4f6' },
      padding: { paddingTop: 4, paddingBottom: 4, mobile: { paddingTop: 2, paddingBottom: 2 } },
      alignment: { alignment: 'center' },
    }),
    header(id, 'Why buy from us?', 2),
    list(id, [
      'Fair, upfront pricing on every vehicle, new and used',
      'Finance and insurance arranged in-house, often on the same day',
      'Trade-ins welcome: get an instant offer in 2 minutes',
      'Servicing by factory-trained technicians with genuine parts',
    ]),
    paragraph(id, `Visit our team at [address] or call us on [phone].`, {
      classname: { className: `website-${f.slug}` },
    }),
    paragraph(id, 'This paragraph only shows on another site.', {
      classname: { className: `website-${f.otherSlug}` },
    }),
    paragraph(id, ''),
    buttons(
      id,
      [
        { text: 'Search our stock', href: '/search/new-used-and-demo-cars' },
        {
          text: 'Contact us',
          href: '/contact',
          customPadding: { useCustomPadding: true, paddingVertical: 2, paddingHorizontal: 5 },
        },
      ],
      {
        tunes: {
          alignment: { alignment: 'center' },
          margin: {
            spacingTop: 2,
            spacingBottom: 4,
            mobile: { active: true, spacingTop: 1, spacingBottom: 2 },
          },
        },
      },
    ),
    custom(
      id,
      'LocationsCarousel',
      { title: 'Our Locations' },
      { screensize: { screenSize: 'desktop' } },
    ),
    custom(id, 'Locations', { title: 'Find us' }, { screensize: { screenSize: 'mobile-tablet' } }),
  ];
}

function team(f: PageFacts): ContentBlock[] {
  const id = blockIds('team');
  const service = f.itemType === 'motorcycle' ? 'Workshop' : 'Service';
  return [
    paragraph(
      id,
      'Behind every vehicle we sell is a team that knows it inside out. Here are the people you will meet at [name].',
    ),
    header(id, 'Sales'),
    list(id, [
      '<b>Michael Nguyen</b>, Dealer Principal',
      '<b>Sarah Thompson</b>, Sales Manager',
      '<b>James O’Connor</b>, Sales Consultant',
      '<b>Priya Patel</b>, Sales Consultant',
    ]),
    header(id, 'Finance and insurance'),
    list(id, ['<b>Daniel Kim</b>, Business Manager']),
    header(id, service),
    list(id, [
      `<b>Emma Wilson</b>, ${service} Manager`,
      '<b>Luke Harris</b>, Service Advisor',
      '<b>Tom Becker</b>, Master Technician',
    ]),
    header(id, 'Parts'),
    list(id, ['<b>Aisha Rahman</b>, Parts Manager']),
    ...(f.locationImages[1]
      ? [image(id, f.locationImages[1], 'Our service team at work', { alt: 'Our workshop' })]
      : []),
    buttons(id, [
      { text: 'Contact the team', href: '/contact' },
      { text: 'Work with us', href: '/careers' },
    ]),
  ];
}

function careers(f: PageFacts): ContentBlock[] {
  const id = blockIds('careers');
  return [
    paragraph(
      id,
      `We are always looking for people who love ${f.vehicleWord.toLowerCase()}s and looking after customers. Current openings at [name]:`,
    ),
    list(id, [
      'Sales Consultant',
      f.itemType === 'motorcycle' ? 'Motorcycle Technician' : 'Qualified Light Vehicle Technician',
      'Apprentice Technician (first or second year)',
      'Parts Interpreter',
      'Service Advisor',
    ]),
    paragraph(id, 'Send us your details with the careers enquiry form and we will be in touch.', {
      classname: { className: `remove-${f.otherSlug}` },
    }),
  ];
}

function financeOptions(f: PageFacts): ContentBlock[] {
  const id = blockIds('finance');
  return [
    paragraph(
      id,
      `Most of our customers finance their ${f.vehicleWord.toLowerCase()}. Our business manager compares lenders for you and can usually give you an answer the same day.`,
    ),
    list(id, [
      '<b>Secured consumer loan</b>: fixed repayments over 1 to 7 years',
      '<b>Balloon payment</b>: lower repayments with a lump sum at the end',
      '<b>Business finance</b>: chattel mortgage for ABN holders',
    ]),
    buttons(
      id,
      [
        { text: 'Apply for finance', href: '/finance' },
        { text: 'Browse caravans', href: '/search/new-used-and-demo-cars' },
      ],
      { fullWidth: true },
    ),
  ];
}

function tradeInGuide(f: PageFacts): ContentBlock[] {
  const id = blockIds('trade');
  return [
    paragraph(
      id,
      'Trading in your bike with us takes minutes: tell us about it online, get an instant offer, and ride away on your next one the same day.',
    ),
    list(
      id,
      [
        'Enter your rego and kilometres online.',
        'Answer a few questions about its condition.',
        'Get an instant offer, then bring the bike in for a quick inspection.',
      ],
      'ordered',
    ),
    {
      id: id(),
      type: 'embed',
      data: {
        service: 'youtube',
        source: 'https://youtu.be/dQw4w9WgXcQ',
        caption: `How a trade-in works at ${f.name}`,
      },
    },
    buttons(id, [{ text: 'Get my instant offer', href: '/trade-in' }]),
  ];
}

function fleet(): ContentBlock[] {
  const id = blockIds('fleet');
  return [
    paragraph(
      id,
      'From sole traders to national companies, [name] supplies and services fleets across [manufacturers]. One account manager looks after ordering, delivery, servicing and remarketing for every vehicle in your fleet.',
    ),
    paragraph(
      id,
      'Supplying a council or government department? See our <a href="/pages/fleet/government">government fleet</a> page.',
    ),
  ];
}

function governmentFleet(): ContentBlock[] {
  const id = blockIds('gov');
  return [
    header(id, 'Government and Council Fleets', 1),
    paragraph(
      id,
      'We supply vehicles under state purchasing arrangements and look after them at any of our service centres, with priority bookings and loan vehicles.',
    ),
    buttons(id, [{ text: 'Talk to our fleet team', href: '/fleet' }]),
  ];
}

/** The community page: the group's copy, and HTML pasted from a partner's newsletter. */
function community(f: PageFacts): ContentBlock[] {
  const id = blockIds('community');
  return [
    paragraph(
      id,
      'For about 60 years our dealerships have been part of the towns they serve. Each year our $100,000 community program supports local sporting clubs, schools, surf lifesaving and charities.',
    ),
    ...(f.locationImages[0]
      ? [
          image(id, f.locationImages[0], 'Junior cricket day, sponsored by [name]', {
            alt: 'Our team at a community event',
          }),
        ]
      : []),
    {
      id: id(),
      type: 'raw',
      data: {
        // Pasted as it came from a partner's newsletter: the sanitizer keeps the text and the
        // safe link, and drops the script, the handlers, the javascript: link and the svg.
        html:
          '<p>Thank you to everyone who came to the <b>Coast Charity Ride</b>!<script>document.title="hacked"</script></p>' +
          '<p><img src="/sample-media/locations/pacific-used-car-centre.svg" alt="" onerror="alert(\'img\')"><a href="javascript:alert(\'link\')" onclick="alert(\'click\')">See the photos</a> or <a href="https://www.example.org/charity-ride">read the club’s story</a>.</p>' +
          '<svg onload="alert(\'svg\')"><circle r="4"></circle></svg><iframe src="https://tracker.example/x"></iframe>',
      },
    },
    custom(id, 'LeadForm', '{kind: general, title: Ask about sponsorship'),
    buttons(id, [{ text: 'Apply for sponsorship', href: '/enquiries/general-enquiry' }]),
  ];
}

function groupTerms(): ContentBlock[] {
  const id = blockIds('terms');
  return [
    paragraph(
      id,
      'These terms apply to every website of the [name] group of dealerships. By using them you agree to these terms.',
    ),
    header(id, 'Prices and availability'),
    paragraph(
      id,
      'Prices include GST. Drive-away prices include registration, CTP and dealer delivery. Vehicles can sell at any time; please confirm availability before you visit.',
    ),
    header(id, 'Online reservations'),
    paragraph(
      id,
      'A $200 online deposit holds a vehicle for 48 hours and is 100% refundable. See <a href="/buying">how reserving online works</a>.',
    ),
    header(id, 'Finance'),
    paragraph(
      id,
      'Finance estimates are a guide only and subject to the lender’s approval criteria, fees and charges.',
    ),
    header(id, 'About the group'),
    paragraph(id, '[abn]. Dealer licence [dealer_license]. [address].', {
      textColor: { textColor: 'custom', customTextColor: '#4b5563' },
    }),
  ];
}
