/**
 * Content pages (websites/{id}/pages.json): about-us, privacy-policy, terms-and-conditions,
 * complaint-handling-process and careers, as editor blocks with tunes
 * (tenants-and-content.md §3.11, §5.2–5.4). Text uses the site's placeholders ([name],
 * [phone], {website.city}, ...), which the site fills from its configuration.
 */
import type { ContentBlock } from '../../../src/domain/tenant/schema/content-block';
import type { PagePayload } from '../payloads';

let counter = 0;
const id = (prefix: string) => `${prefix}-${(counter++).toString(36)}`;

const header = (text: string, level = 2, tunes?: ContentBlock['tunes']): ContentBlock => ({
  id: id('h'),
  type: 'header',
  data: { text, level },
  tunes,
});
const paragraph = (text: string, tunes?: ContentBlock['tunes']): ContentBlock => ({
  id: id('p'),
  type: 'paragraph',
  data: { text },
  tunes,
});
const list = (items: string[], style: 'unordered' | 'ordered' = 'unordered'): ContentBlock => ({
  id: id('l'),
  type: 'list',
  data: { style, items },
});
const buttons = (
  items: { text: string; href: string; type?: string }[],
  fullWidth = false,
): ContentBlock => ({
  id: id('b'),
  type: 'button',
  data: {
    fullWidth,
    roundedButton: true,
    buttons: items.map((b, i) => ({
      text: b.text,
      href: b.href,
      type: b.type ?? (i === 0 ? 'solid' : 'outline'),
      colour: 'primary',
      customClassname: '',
      customPadding: { useCustomPadding: i === 1, paddingVertical: 12, paddingHorizontal: 32 },
    })),
  },
  tunes: {
    alignment: { alignment: 'center' },
    margin: {
      spacingTop: 2,
      spacingBottom: 4,
      mobile: { active: true, spacingTop: 1, spacingBottom: 2 },
    },
  },
});
const image = (url: string, caption: string): ContentBlock => ({
  id: id('i'),
  type: 'image',
  data: { file: { url }, caption, withBorder: false, stretched: true },
  tunes: { container: { contain: true } },
});

export interface PageFacts {
  slug: string;
  websiteId: number;
  name: string;
  vehicleWord: string;
  manufacturer?: string;
  complaintsContact: string;
  heroImage: string;
  /** Another sample site's slug, to show the website-{slug} / remove-{slug} class rules. */
  otherSlug: string;
}

export function buildPages(f: PageFacts): PagePayload[] {
  counter = 0;
  const brand = f.manufacturer
    ? `authorised ${f.manufacturer} dealer`
    : `${f.vehicleWord.toLowerCase()} dealership`;
  const page = (
    n: number,
    slug: string,
    title: string,
    meta: string,
    blocks: ContentBlock[],
  ): PagePayload => ({ id: f.websiteId * 100 + n, slug, title, meta_description: meta, blocks });
  return [
    page(1, 'about-us', 'About Us', `About [name], your local ${brand} in {website.city}.`, [
      header('About [name]', 1, {
        alignment: { alignment: 'center' },
        textColor: { textColor: 'primary' },
      }),
      image(f.heroImage, '[name], {website.street}, {website.city}'),
      paragraph(
        `[name] is a family-owned ${brand} based in [city], [state]. For more than 30 years we have helped locals into the right ${f.vehicleWord.toLowerCase()} at the right price.`,
      ),
      paragraph('[authorised_service]', {
        backgroundColor: { backgroundColor: 'custom', customBackgroundColor: '#f3f4f6' },
        padding: { paddingTop: 4, paddingBottom: 4, mobile: { paddingTop: 2, paddingBottom: 2 } },
      }),
      header('Why buy from us?', 2),
      list([
        'Fair, upfront pricing on every vehicle',
        'Finance and insurance arranged in-house',
        'Trade-ins welcome: get an instant offer in 2 minutes',
        'Servicing by factory-trained technicians',
      ]),
      paragraph(`Visit our team at [address] or call us on [phone].`, {
        classname: { className: `website-${f.slug}` },
      }),
      paragraph('This paragraph only shows on another site.', {
        classname: { className: `website-${f.otherSlug}` },
      }),
      paragraph('', {}),
      buttons([
        { text: 'Search our stock', href: '/search/new-used-and-demo-cars' },
        { text: 'Contact us', href: '/contact' },
      ]),
      {
        id: id('c'),
        type: 'custom',
        data: {
          component: 'LocationsCarousel',
          props: JSON.stringify([{ key: 'title', value: 'Our Locations' }]),
        },
        tunes: { screensize: { screenSize: 'desktop' } },
      },
    ]),
    page(
      2,
      'privacy-policy',
      'Privacy Policy',
      'How [name] collects, uses and protects your personal information.',
      [
        header('Privacy Policy', 1),
        paragraph(
          '[name] respects your privacy. This policy explains why we collect personal information, what we collect and how we handle it.',
        ),
        header('Why we collect personal information'),
        paragraph(
          'We collect information to answer your enquiries, arrange test drives, finance, insurance and servicing, and to tell you about offers you may be interested in.',
        ),
        header('What we collect'),
        list([
          'Your name, phone number, email address and postcode',
          'Details of vehicles you own, want to buy or trade in',
          'Driver licence details when you book a test drive',
          'How you use our website, through cookies and analytics',
        ]),
        header('Sharing with our network'),
        paragraph(
          f.manufacturer
            ? `We may share your information with ${f.manufacturer} Australia and its national dealer network so they can provide warranty, recall and service support.`
            : 'We may share your information with our related dealerships and service providers who help us run our business.',
        ),
        header('Marketing and opting out'),
        paragraph(
          'You can unsubscribe from marketing at any time using the link in our emails or at /pages/unsubscribe.',
        ),
        header('Cookies and analytics'),
        paragraph(
          'Our website uses cookies and analytics tools to understand how visitors use it and to improve it.',
        ),
        header('Disclosure and security'),
        paragraph(
          'We disclose information only to the providers who need it (finance, insurance, IT and marketing partners) and keep it secure.',
        ),
        header('Access and correction'),
        paragraph(
          'To access or correct your information, call us on [phone] or contact us at /contact.',
        ),
        header('Contact us'),
        paragraph(
          'Phone [phone]. Mail: The Privacy Officer, [name], [address]. We answer privacy complaints within 30 days.',
        ),
        header('Changes to this policy'),
        paragraph(
          'We may update this policy from time to time. The current version is always on this page.',
        ),
      ],
    ),
    page(3, 'terms-and-conditions', 'Terms and Conditions', 'Terms of use of the [name] website.', [
      header('Terms and Conditions', 1),
      paragraph(
        'By using this website you agree to these terms. Prices, specifications and availability can change without notice; please confirm details with our team before you buy.',
      ),
      list(
        [
          'Vehicle images may show optional equipment.',
          'Finance estimates are a guide only and subject to lender approval.',
          'Online reservations hold the vehicle for 48 hours and the $200 deposit is 100% refundable.',
        ],
        'ordered',
      ),
      paragraph('Dealer licence: [dealer_license]. ABN: [abn].', {
        textColor: { textColor: 'custom', customTextColor: '#6b7280' },
      }),
    ]),
    page(
      4,
      'complaint-handling-process',
      'Complaint Handling Process',
      'How to raise a complaint with [name].',
      [
        header('Complaint Handling Process', 1),
        paragraph(
          'We want to hear when something is not right. Please raise your complaint first with the manager of the relevant department (sales, service, parts or finance).',
        ),
        paragraph(
          `If you are not satisfied with the outcome, contact ${f.complaintsContact} by email at [email] or by phone on [phone].`,
        ),
        paragraph(
          'If we cannot resolve your complaint, you can contact the consumer protection regulator in your state, or seek independent legal advice.',
        ),
        { id: id('c'), type: 'custom', data: { component: 'StateRegulators', props: '[]' } },
      ],
    ),
    page(5, 'careers', 'Careers', 'Join the team at [name].', [
      header('Careers at [name]', 1, { alignment: { alignment: 'center' } }),
      paragraph(
        'We are always looking for people who love vehicles and looking after customers. Current openings:',
      ),
      list([
        'Sales Consultant',
        'Qualified Light Vehicle Technician',
        'Apprentice Technician',
        'Parts Interpreter',
        'Service Advisor',
      ]),
      paragraph('Send us your details with the careers enquiry form and we will be in touch.', {
        classname: { className: `remove-${f.otherSlug}` },
      }),
      buttons(
        [{ text: 'Apply now', href: '/enquiries/general-enquiry?subcategory=Career%20Enquiry' }],
        true,
      ),
    ]),
  ];
}
