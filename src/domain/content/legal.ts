/**
 * Legal, complaint and privacy pages (tenants-and-content.md §2.1, §2.4, §2.10, §3.13, §9.1).
 * - The privacy policy covers, in order: why personal information is collected and what
 *   kinds; sharing within the manufacturer's national network; marketing and opt-out; cookies
 *   and analytics; who information is disclosed to, and security; access requests (the dealer
 *   phone and /contact); contact details (phone and mailing address); policy changes.
 *   Privacy complaints are answered within 30 days.
 * - The complaint-handling page: complaints go to the relevant department manager; the
 *   configured complaints contact, the complaints e-mail and the dealership phone; then the
 *   consumer-protection regulator (name and website) of each state the dealer has a location
 *   in; it ends with 'or seek independent legal advice'.
 * - Per-dealer custom terms-and-conditions and privacy-policy text replace the defaults.
 * The default texts are editor blocks with placeholders, filled and rendered as any content page.
 */
import type { ContentBlock } from '../tenant/schema/content-block';
import { DEFAULT_RESERVE_AMOUNT } from '../tenant/config/vdp-defaults';
import { RESERVATION_HOLD_HOURS } from '../vehicle/checkout';
import { blockIds, header, list, paragraph } from './block-builders';
import { statesOf, type StateDetails } from '../tenant/states';

export const PRIVACY_COMPLAINT_DAYS = 30;
export const LEGAL_ADVICE_ENDING = 'or seek independent legal advice';

/** The built-in legal pages: slug, title and the path they live at (§2.1, §2.4). */
export const LEGAL_PAGES = {
  privacy: { slug: 'privacy-policy', title: 'Privacy Policy' },
  terms: { slug: 'terms-and-conditions', title: 'Terms and Conditions' },
  complaints: { slug: 'complaint-handling-process', title: 'Complaint Handling Process' },
} as const;

/** The privacy policy's sections, in the order §2.10 lists them. */
export const PRIVACY_SECTIONS = [
  'Why we collect personal information and what we collect',
  'Sharing within our national network',
  'Marketing and opting out',
  'Cookies and analytics',
  'Who we disclose information to, and how we keep it secure',
  'Accessing and correcting your information',
  'Contact details',
  'Changes to this policy',
] as const;

/** The default privacy policy; the network section names the manufacturer when there is one. */
export function defaultPrivacyPolicy(options: { hasManufacturer: boolean }): ContentBlock[] {
  const id = blockIds('privacy');
  const [why, network, marketing, cookies, disclosure, access, contact, changes] = PRIVACY_SECTIONS;
  return [
    paragraph(
      id,
      '[name] ("we", "us") respects your privacy and handles personal information under the <i>Privacy Act 1988</i> (Cth) and the Australian Privacy Principles. This policy explains what we collect, why, and how you can access it.',
    ),
    header(id, why),
    paragraph(
      id,
      'We collect personal information to answer your enquiries, arrange test drives, vehicle sales, trade-ins, finance, insurance and servicing, to meet our legal obligations, and to tell you about products and offers that may interest you. The kinds of information we collect include:',
    ),
    list(id, [
      'your name, phone number, email address, postcode and mailing address;',
      'your driver licence details when you test drive or buy a vehicle;',
      'details of the vehicles you own, want to buy, service or trade in;',
      'finance and insurance details you give us when you apply through us;',
      'how you use our website, through cookies and analytics.',
    ]),
    header(id, network),
    paragraph(
      id,
      options.hasManufacturer
        ? 'We may share your information with [website_manufacturer] in Australia and its national network of authorised dealers, so they can provide warranty, recall, roadside assistance and service support, and so you receive the same care at any dealer in the network.'
        : 'We may share your information with the dealerships in our group and their national networks, so they can provide warranty, recall and service support for your vehicle wherever you are.',
    ),
    header(id, marketing),
    paragraph(
      id,
      'With your consent we send you news and offers by email, SMS or post. You can opt out at any time: use the unsubscribe link in any message, visit <a href="/pages/unsubscribe">our unsubscribe page</a> or call us on [phone]. Opting out of marketing does not stop messages about a vehicle you own or a booking you made.',
    ),
    header(id, cookies),
    paragraph(
      id,
      'Our website uses cookies and analytics tools to remember your preferences (such as saved vehicles and form details), to understand how visitors use the site and to improve it, and to show you relevant advertising. You can block or delete cookies in your browser; some features may then not work.',
    ),
    header(id, disclosure),
    paragraph(
      id,
      'We disclose personal information only to those who need it to serve you: finance and insurance providers, the manufacturer and its dealer network, vehicle valuation and history services, IT, hosting and marketing providers, and government bodies where the law requires it. We keep information on secure systems, limit who can see it, and destroy or de-identify it when we no longer need it.',
    ),
    header(id, access),
    paragraph(
      id,
      'You can ask to see or correct the personal information we hold about you. Call us on [phone] or <a href="/contact">contact us online</a>; we will confirm your identity and respond within a reasonable time.',
    ),
    header(id, contact),
    paragraph(
      id,
      `Phone: [phone]<br>Mail: The Privacy Officer, [name], [address]<br>Email: [email]<br>If you have a privacy complaint, write to us and we will answer it within ${PRIVACY_COMPLAINT_DAYS} days. If you are not satisfied with our answer, you can contact the Office of the Australian Information Commissioner at <a href="https://www.oaic.gov.au">www.oaic.gov.au</a>.`,
    ),
    header(id, changes),
    paragraph(
      id,
      'We may update this policy from time to time. The current version is always on this page, and changes apply from the day they are published here.',
    ),
  ];
}

/** The default terms and conditions of the website. */
export function defaultTermsAndConditions(): ContentBlock[] {
  const id = blockIds('terms');
  return [
    paragraph(
      id,
      'This website is operated by [name]. By using it you agree to these terms. Please read them before you rely on anything on the site.',
    ),
    header(id, 'Vehicles, prices and availability'),
    list(id, [
      'Prices, specifications, equipment and availability can change without notice. Please confirm the details of any vehicle with our team before you buy.',
      'Vehicle images are a guide and may show optional equipment or a different colour.',
      'Drive-away and advertised prices include the charges shown with them; anything else we will tell you before you buy.',
      'Fuel consumption and emissions figures come from laboratory tests and will vary with how and where you drive.',
    ]),
    header(id, 'Finance estimates'),
    paragraph(
      id,
      'Repayment estimates and calculators are a guide only. They are not a quote or an offer of credit; credit is subject to the lender’s approval criteria, fees and charges.',
    ),
    header(id, 'Reserving a vehicle online'),
    paragraph(
      id,
      `A ${DEFAULT_RESERVE_AMOUNT} online deposit holds a vehicle for ${RESERVATION_HOLD_HOURS} hours and is 100% refundable. A reservation is not a contract of sale; the sale is made when we both sign the contract. See <a href="/buying">how reserving online works</a>.`,
    ),
    header(id, 'Using this website'),
    paragraph(
      id,
      'The content of this website belongs to [name] or its licensors. You may view and print it for your own use. Links to other websites are for your convenience; we are not responsible for their content. To the extent the law allows, we are not liable for any loss from using this website; nothing in these terms limits your rights under the Australian Consumer Law.',
    ),
    header(id, 'About us'),
    paragraph(id, '[abn]. Dealer licence: [dealer_license]. [address]. Phone [phone].'),
  ];
}

/** The complaints contact (§2.10): the configured contact name, else the dealer's customer relations manager. */
export const DEFAULT_COMPLAINTS_CONTACT = 'our Customer Relations Manager';

export interface ComplaintHandling {
  intro: string;
  contact: { name: string; email: string; phone: string };
  regulatorsIntro: string;
  regulators: StateDetails[];
  /** The page's last sentence, ending with 'or seek independent legal advice'. */
  closing: string;
}

/** The complaint-handling page's facts for a site (§2.10). */
export function complaintHandling(site: {
  phone?: string | null;
  email?: string | null;
  settings?: { 'Toyota Complaints Contact'?: string | null; 'Toyota Email'?: string | null } | null;
  locations: readonly { address?: { state?: string | null } | null; visible?: boolean | null }[];
  address?: { state?: string | null } | null;
}): ComplaintHandling {
  const regulators = statesOf(
    site.locations.length ? site.locations : [{ address: site.address ?? null }],
  );
  return {
    intro:
      'We want to know when something is not right. Please raise your complaint first with the manager of the relevant department (sales, service, parts or finance): most concerns are resolved quickly that way.',
    contact: {
      name: site.settings?.['Toyota Complaints Contact'] || DEFAULT_COMPLAINTS_CONTACT,
      email: site.settings?.['Toyota Email'] || site.email || '',
      phone: site.phone ?? '',
    },
    regulatorsIntro:
      regulators.length === 1
        ? 'If we cannot resolve your complaint, you can contact the consumer protection regulator in your state:'
        : 'If we cannot resolve your complaint, you can contact the consumer protection regulator in your state or territory:',
    regulators,
    closing: `You can contact ${regulators.length === 1 ? 'the regulator' : 'your state’s regulator'} at any time, ${LEGAL_ADVICE_ENDING}.`,
  };
}
