/**
 * The default privacy policy (rules.md: Legal, complaint and privacy pages), one text per market: the law it is
 * written under and the regulator a complaint can go to come from the market's law
 * (market/law.ts). Sections, in order: why personal information is collected and what kinds;
 * sharing within the manufacturer's national network; marketing and opt-out; cookies and
 * analytics; who information is disclosed to, and security; automated decisions; access
 * requests (the dealer phone and /contact); contact details (phone and mailing address), with
 * privacy complaints answered within 30 days; policy changes.
 *
 * Automated decisions: from 10 December 2026 an Australian privacy policy must say whether
 * decisions that could significantly affect a person are made by a computer program (the
 * Privacy and Other Legislation Amendment Act 2024, APP 1.7–1.9). Every market's policy says
 * it: what the site computes (repayment, drive-away and trade-in estimates, the spam check) and
 * that none of it decides anything about the shopper alone.
 *
 * The text is editor blocks with placeholders, filled and rendered as any content page; the
 * dealer's own privacy-policy page replaces it.
 */
import type { ContentBlock } from '../tenant/schema/content-block';
import type { Market } from '../market/market';
import { marketLaw } from '../market/law';
import { blockIds, header, list, paragraph } from './block-builders';

/** Privacy complaints are answered within 30 days (rules.md: Legal, complaint and privacy pages). */
export const PRIVACY_COMPLAINT_DAYS = 30;

/** The privacy policy's sections, in the order rules.md: Legal, complaint and privacy pages lists them, with automated decisions before access. */
export const PRIVACY_SECTIONS = [
  'Why we collect personal information and what we collect',
  'Sharing within our national network',
  'Marketing and opting out',
  'Cookies and analytics',
  'Who we disclose information to, and how we keep it secure',
  'Automated decisions',
  'Accessing and correcting your information',
  'Contact details',
  'Changes to this policy',
] as const;

/** The automated-decisions section's first sentence, in every market. */
export const NO_AUTOMATED_DECISIONS =
  'We do not make decisions that significantly affect you by computer program alone.';

const COUNTRY: Record<Market, string> = {
  AU: 'Australia',
  NZ: 'New Zealand',
  US: 'the United States',
};

const link = (href: string, text: string) => `<a href="${href}">${text}</a>`;
const host = (website: string) => new URL(website).host;

function introduction(market: Market): string {
  const law = marketLaw(market).privacyLaw;
  if (law)
    return `[name] ("we", "us") respects your privacy and handles personal information under the <i>${law.act}</i>${law.suffix} and ${law.principles}. This policy explains what we collect, why, and how you can access it.`;
  return '[name] ("we", "us") respects your privacy. This policy explains what personal information we collect through this website and at our dealership, why, who we share it with, and the choices you have. If you apply for financing through us, our separate financial privacy notice under the Gramm-Leach-Bliley Act also applies to that information.';
}

function overseas(market: Market): string {
  if (market === 'US')
    return 'Our service providers may store information in other countries; we require them to protect it.';
  return `Some of our IT and hosting providers store information outside ${COUNTRY[market]}, including in the United States; we take reasonable steps to make sure they protect it as ${marketLaw(market).privacyLaw?.principles ?? 'the law'} require.`;
}

function accessRights(market: Market): string {
  const contact = link('/contact', 'contact us online');
  if (market === 'US')
    return `Depending on the state you live in, you may have the right to know what personal information we hold about you, to see it, to correct it, to have it deleted and to opt out of its sale or sharing for advertising. Call us on [phone] or ${contact}; we will confirm your identity and respond within the time your state's law allows.`;
  return `You can ask to see or correct the personal information we hold about you. Call us on [phone] or ${contact}; we will confirm your identity and respond within a reasonable time.`;
}

function complaintsLine(market: Market): string {
  const regulator = marketLaw(market).privacyRegulator;
  const where = link(regulator.website, host(regulator.website));
  if (market === 'US')
    return `If you have a privacy complaint, write to us and we will answer it within ${PRIVACY_COMPLAINT_DAYS} days. You can also contact the ${regulator.name} at ${where} or your state Attorney General.`;
  return `If you have a privacy complaint, write to us and we will answer it within ${PRIVACY_COMPLAINT_DAYS} days. If you are not satisfied with our answer, you can contact the ${regulator.name} at ${where}.`;
}

/** The default privacy policy of a market; the network section names the manufacturer when there is one. */
export function defaultPrivacyPolicy(options: {
  hasManufacturer: boolean;
  market?: Market;
}): ContentBlock[] {
  const market = options.market ?? 'AU';
  const id = blockIds('privacy');
  const us = market === 'US';
  const [why, network, marketing, cookies, disclosure, automated, access, contact, changes] =
    PRIVACY_SECTIONS;
  return [
    paragraph(id, introduction(market)),
    header(id, why),
    paragraph(
      id,
      'We collect personal information to answer your enquiries, arrange test drives, vehicle sales, trade-ins, finance, insurance and servicing, to meet our legal obligations, and to tell you about products and offers that may interest you. The kinds of information we collect include:',
    ),
    list(id, [
      'your name, phone number, email address, postcode and mailing address;',
      us
        ? 'your driver’s license details when you test drive or buy a vehicle;'
        : 'your driver licence details when you test drive or buy a vehicle;',
      'details of the vehicles you own, want to buy, service or trade in;',
      'finance and insurance details you give us when you apply through us;',
      'how you use our website, through cookies and analytics.',
    ]),
    header(id, network),
    paragraph(
      id,
      options.hasManufacturer
        ? `We may share your information with [website_manufacturer] in ${COUNTRY[market]} and its national network of ${us ? 'authorized' : 'authorised'} dealers, so they can provide warranty, recall, roadside assistance and service support, and so you receive the same care at any dealer in the network.`
        : 'We may share your information with the dealerships in our group and their national networks, so they can provide warranty, recall and service support for your vehicle wherever you are.',
    ),
    header(id, marketing),
    paragraph(
      id,
      `With your consent we send you news and offers by email, SMS or post. You can opt out at any time: use the unsubscribe link in any message, visit ${link('/pages/unsubscribe', 'our unsubscribe page')} or call us on [phone]. Opting out of marketing does not stop messages about a vehicle you own or a booking you made.`,
    ),
    header(id, cookies),
    paragraph(
      id,
      'Our website uses cookies and analytics tools to remember your preferences (such as saved vehicles and form details), to understand how visitors use the site and to improve it, and to show you relevant advertising. You can block or delete cookies in your browser; some features may then not work.',
    ),
    header(id, disclosure),
    paragraph(
      id,
      `We disclose personal information only to those who need it to serve you: finance and insurance providers, the manufacturer and its dealer network, vehicle valuation and history services, IT, hosting and marketing providers, and government bodies where the law requires it. ${overseas(market)} We keep information on secure systems, limit who can see it, and destroy or de-identify it when we no longer need it.`,
    ),
    header(id, automated),
    paragraph(
      id,
      `${NO_AUTOMATED_DECISIONS} Some tools on this website work out figures automatically from what you enter or choose: repayment estimates in the finance calculator${market === 'AU' ? ', estimated drive-away prices for your state' : ''} and indicative trade-in valuations. They are estimates, not decisions: a person on our team makes every trade-in offer after inspecting the vehicle, and a lender decides any finance application under its own credit assessment, which may use automated processes that its privacy policy explains. Our forms also run an automated check that stops spam; if it stops you, call us on [phone].`,
    ),
    header(id, access),
    paragraph(id, accessRights(market)),
    header(id, contact),
    paragraph(
      id,
      `Phone: [phone]<br>Mail: The Privacy Officer, [name], [address]<br>Email: [email]<br>${complaintsLine(market)}`,
    ),
    header(id, changes),
    paragraph(
      id,
      'We may update this policy from time to time. The current version is always on this page, and changes apply from the day they are published here.',
    ),
  ];
}
