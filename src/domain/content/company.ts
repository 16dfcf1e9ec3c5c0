/**
 * Company pages (rules.md: What the product does and for whom; Own-site routes (content side); Regulator entry and enquiry types; Marketing copy constants): about-us, careers, team,
 * fleet, /buying ('Reserve Online' read more), unsubscribe, the customer feedback survey and
 * the warranty page. A dealer's own page of the same slug replaces the default text; the
 * page's form (careers, fleet, feedback) stays.
 */
import type { ContentBlock } from '../tenant/schema/content-block';
import { isEnabled, type FlagSubject } from '../tenant/flags';
import { FORM_TITLES } from '../leads/forms';
import { DEFAULT_RESERVE_AMOUNT } from '../tenant/config/vdp-defaults';
import { RESERVATION_HOLD_HOURS } from '../vehicle/checkout';
import { blockIds, buttons, custom, header, list, paragraph } from './block-builders';

/** Fleet pages carry the heading 'Get In Touch' and an enquiry of category 'Fleet Enquiry' (rules.md: What the product does and for whom, CATEGORY.fleet). */
export const FLEET_HEADING = FORM_TITLES.fleet;
export const FLEET_BULLETS = [
  'Custom fleet solutions',
  'Servicing and repairs',
  'Fast quotes',
  'Finance Options',
] as const;
/** The one dealer group's extra fleet bullet (rules.md: What the product does and for whom). */
export const NATIONAL_DEALER_NETWORK = 'National Dealer Network';

export function fleetBullets(site: FlagSubject): string[] {
  return isEnabled('fleetNationalDealerNetwork', site)
    ? [...FLEET_BULLETS, NATIONAL_DEALER_NETWORK]
    : [...FLEET_BULLETS];
}

/** The dealer group's marketing copy (rules.md: What the product does and for whom): about 60 years of experience, a $100,000 community program. */
export const GROUP_HERITAGE_COPY =
  'For about 60 years our family of dealerships has looked after local drivers, and through our $100,000 community program we give back to the clubs, schools and charities in the towns we serve.';

/** The built-in company pages: slug and title. */
export const COMPANY_PAGES = {
  about: { slug: 'about-us', title: 'About Us' },
  careers: { slug: 'careers', title: 'Careers' },
  team: { slug: 'team', title: 'Our Team' },
  fleet: { slug: 'fleet', title: 'Fleet' },
  buying: { slug: 'buying', title: 'Reserve Online' },
  unsubscribe: { slug: 'unsubscribe', title: 'Unsubscribe' },
  feedbackSurvey: { slug: 'customer-feedback-survey', title: 'Customer Feedback Survey' },
  warranty: { slug: 'warranty', title: 'Warranty' },
} as const;

export function defaultAboutUs(site: FlagSubject): ContentBlock[] {
  const id = blockIds('about');
  return [
    paragraph(
      id,
      '[website_name] is your local [default_vehicle] dealer in [city], [state]. We sell new, used and demo vehicles, arrange finance and insurance, and look after your vehicle with servicing and genuine parts.',
    ),
    ...(isEnabled('groupHeritageCopy', site) ? [paragraph(id, GROUP_HERITAGE_COPY)] : []),
    paragraph(id, '[authorised_service].'),
    header(id, 'Why buy from us?'),
    list(id, [
      'Fair, upfront pricing on every vehicle',
      'Finance and insurance arranged in-house',
      'Trade-ins welcome, with an instant offer online',
      'Servicing by trained technicians with genuine parts',
    ]),
    custom(id, 'Locations', { title: 'Visit us' }),
    buttons(id, [
      { text: 'Search our stock', href: '/search/new-used-and-demo-cars' },
      { text: 'Contact us', href: '/contact' },
    ]),
  ];
}

export function defaultCareers(): ContentBlock[] {
  const id = blockIds('careers');
  return [
    paragraph(
      id,
      'We are always looking for people who love vehicles and looking after customers: sales consultants, technicians and apprentices, parts interpreters, service advisors and administration staff.',
    ),
    list(id, [
      'Ongoing training and manufacturer accreditation',
      'A friendly, local team with room to grow',
      'Staff discounts on vehicles, servicing and parts',
    ]),
    paragraph(id, 'Tell us about yourself with the form below and we will be in touch.'),
  ];
}

export function defaultTeam(): ContentBlock[] {
  const id = blockIds('team');
  return [
    paragraph(
      id,
      'Our sales, finance, service and parts teams are here six days a week. Call [phone] or drop in to any of our locations and ask for the department you need.',
    ),
    custom(id, 'Locations', { title: 'Where to find us' }),
    buttons(id, [
      { text: 'Contact us', href: '/contact' },
      { text: 'Join the team', href: '/careers' },
    ]),
  ];
}

export function defaultFleetIntro(): ContentBlock[] {
  const id = blockIds('fleet');
  return [
    paragraph(
      id,
      'Whether you run two utes or two hundred cars, our fleet team looks after the whole life of your vehicles: choosing and supplying them, keeping them on the road and replacing them when the time comes.',
    ),
  ];
}

/** /buying: the 'Reserve Online' read-more page. */
export function defaultBuying(): ContentBlock[] {
  const id = blockIds('buying');
  return [
    paragraph(
      id,
      `Found the one? Reserve it online in a few minutes with a ${DEFAULT_RESERVE_AMOUNT} deposit. We take it off sale and hold it for you for ${RESERVATION_HOLD_HOURS} hours while you arrange finance, a test drive or an inspection, and the deposit is 100% refundable.`,
    ),
    header(id, 'How it works'),
    list(
      id,
      [
        'Choose a vehicle and select <b>Reserve Now</b> on its page.',
        `Pay the ${DEFAULT_RESERVE_AMOUNT} deposit securely online.`,
        `We call you to arrange the rest; the vehicle is held for ${RESERVATION_HOLD_HOURS} hours.`,
        'Change your mind? Your deposit is refunded in full.',
      ],
      'ordered',
    ),
    buttons(id, [
      { text: 'Search our stock', href: '/search/new-used-and-demo-cars' },
      { text: 'Ask a question', href: '/contact' },
    ]),
  ];
}

export function defaultUnsubscribe(): ContentBlock[] {
  const id = blockIds('unsubscribe');
  return [
    paragraph(
      id,
      'Sorry to see you go. To stop our news and offers, use the <b>unsubscribe</b> link at the bottom of any email we sent you, or email us with the subject “Unsubscribe” and we will remove you within 5 business days.',
    ),
    paragraph(
      id,
      'You will still hear from us about a vehicle you own or a booking you made, such as service reminders and recalls.',
    ),
  ];
}

export function defaultFeedbackSurvey(): ContentBlock[] {
  const id = blockIds('survey');
  return [
    paragraph(
      id,
      'We are sorry your experience was not what it should have been. Please tell us what happened: a manager reads every response and will contact you to put it right.',
    ),
  ];
}

export function defaultWarranty(): ContentBlock[] {
  const id = blockIds('warranty');
  return [
    paragraph(
      id,
      'Every new vehicle we sell is covered by its manufacturer’s warranty: 5 or 7 years with unlimited kilometres, depending on the make. Service it with us on time and some makes extend cover up to 10 years/200,000 km.',
    ),
    header(id, 'Used vehicles'),
    list(id, [
      '48 hour money back guarantee',
      '12 months roadside assist',
      'Extended warranty options on most vehicles',
    ]),
    header(id, 'Genuine parts'),
    paragraph(
      id,
      'Genuine parts fitted by us are covered for the remainder of your vehicle’s warranty or 2 years, whichever is longer.',
    ),
    buttons(id, [{ text: 'Book a service', href: '/service' }]),
  ];
}
