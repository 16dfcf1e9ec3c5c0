/**
 * The form pages (rules.md: Own-site routes (content side), rules.md: Forms): the site's form
 * context for every lead form, each form page's heading and intro, the enquiry pages, the
 * contact page's locations, the trade-in routes and /success.
 */
import { getLocations, getSite } from '../data/collections';
import { formContextFor, type FormContext } from '../domain/leads/context';
import type { FormKind } from '../domain/leads/forms';
import { successWording } from '../domain/leads/success';
import { siteSearchPath } from '../domain/tenant/config/search-defaults';
import type { Website } from '../domain/tenant/schema/website';
import { SERVICE_HEADING } from '../domain/service/booking';
import { jsonForScript, type ScriptJson } from '../domain/format/json-script';

let cached: Promise<FormContext> | null = null;
let cachedJson: Promise<ScriptJson> | null = null;

/** The site's form context for pages, from the tenant's content collections (build time). */
export function pageFormContext(): Promise<FormContext> {
  cached ??= (async () => formContextFor(await getSite(), await getLocations()))();
  return cached;
}

/**
 * The form context as every page's lead-form-context script holds it: written once per build
 * (7.8 KB of JSON on each of a group's 5,000 pages).
 */
export function pageFormContextJson(): Promise<ScriptJson> {
  cachedJson ??= pageFormContext().then(jsonForScript);
  return cachedJson;
}

/** What a page hosting one lead form shows (components/forms/FormPage.astro's props). */
export interface FormPageData {
  kind: FormKind;
  title: string;
  heading: string;
  intro?: string;
  formTitle?: string;
  /** The section's id (the finance link's #finance-form). */
  id?: string;
  readQuery?: boolean;
}

/** The form pages of the default navigation with fixed wording. */
export const FORM_PAGES = {
  'book-test-drive': {
    kind: 'testDrive',
    title: 'Test Drive',
    heading: 'Book a Test Drive',
    intro: 'Tell us what you would like to drive and pick a time that suits you.',
    formTitle: 'Book a Test Drive',
  },
  service: {
    kind: 'service',
    title: 'Service',
    heading: SERVICE_HEADING,
    intro: 'Choose your service centre and any extra work, and we will confirm your booking.',
    formTitle: 'Service Booking',
  },
  'vehicle-parts-and-accessories': {
    kind: 'parts',
    title: 'Parts',
    heading: 'Parts and accessories',
    intro:
      'Genuine parts and accessories for your vehicle. Tell us what you need and our parts team will get back to you.',
    formTitle: 'Parts Enquiry',
  },
} as const satisfies Record<string, FormPageData>;

export function formPage(route: keyof typeof FORM_PAGES): FormPageData {
  return FORM_PAGES[route];
}

/** /finance: the finance enquiry, read from the query the finance links carry. */
export async function financePage(): Promise<FormPageData> {
  const site = await getSite();
  return {
    kind: 'financeEnquiry',
    id: 'finance-form',
    readQuery: true,
    title: 'Finance',
    heading: 'Car finance',
    intro: `Tell us your budget and ${site.name}'s finance team will find a loan that suits you.`,
    formTitle: 'Finance Enquiry',
  };
}

/** The general enquiry of /contact and /contact-us (their location panels: page-data/locations.ts). */
export function contactForm(site: Pick<Website, 'name' | 'config'>): FormPageData {
  const title = site.config.contactFormTitle;
  return {
    kind: 'general',
    title,
    heading: title,
    intro: `Questions about a vehicle, service or finance? Send ${site.name} a message and we will get back to you.`,
    formTitle: 'General Enquiry',
  };
}

/** The enquiry pages /enquiries/{form} (rules.md: Own-site routes (content side)): one form each. */
export const ENQUIRY_PAGES: { form: string; kind: FormKind; heading: string; intro: string }[] = [
  {
    form: 'general-enquiry',
    kind: 'general',
    heading: 'General Enquiry',
    intro: 'Send us a message and we will get back to you.',
  },
  {
    form: 'service-enquiry',
    kind: 'service',
    heading: 'Service Enquiry',
    intro: 'Book a service or ask our service team a question.',
  },
  {
    form: 'parts-enquiry',
    kind: 'parts',
    heading: 'Parts Enquiry',
    intro: 'Genuine parts and accessories: tell us what you need.',
  },
  {
    form: 'fleet-enquiry',
    kind: 'fleet',
    heading: 'Get In Touch',
    intro: 'Custom fleet solutions, servicing and repairs, fast quotes and finance options.',
  },
  {
    form: 'new-vehicle-enquiry',
    kind: 'newVehicle',
    heading: 'New Vehicle Enquiry',
    intro: 'Ask about a new model, pricing or availability.',
  },
  {
    form: 'finance-enquiry',
    kind: 'financeEnquiry',
    heading: 'Finance Enquiry',
    intro: 'Tell us your budget and we will find a loan that suits you.',
  },
  {
    form: 'careers-enquiry',
    kind: 'careers',
    heading: 'Careers',
    intro: 'Interested in joining our team? Send us your details.',
  },
  {
    form: 'sell-my-car-enquiry',
    kind: 'sellMyCar',
    heading: 'Sell My Car',
    intro: 'Tell us about your car and we will make you an offer.',
  },
  {
    form: 'feedback',
    kind: 'feedback',
    heading: 'Feedback',
    intro: 'Tell us how we did. We read every response.',
  },
];

/** getStaticPaths of /enquiries/[form]: the finance enquiry reads the finance links' query. */
export function enquiryStaticPaths() {
  return ENQUIRY_PAGES.map(({ form, kind, heading, intro }) => {
    const finance = kind === 'financeEnquiry';
    const page: FormPageData = {
      kind,
      title: heading,
      heading,
      intro,
      formTitle: heading,
      id: finance ? 'finance-form' : undefined,
      readQuery: finance,
    };
    return { params: { form }, props: { page } };
  });
}

/** The trade-in routes' headings (the page's title is its heading). */
export const TRADE_IN_PAGES = {
  'trade-in': 'Sell your car',
  'sell-my-car': 'Sell My Car',
  'sell-your-car': 'Sell Your Car',
  'cars/trade-in': 'Trade-In Valuation',
} as const;

/** A trade-in route (components/forms/TradeInPage.astro's props). */
export function tradeInPage(route: keyof typeof TRADE_IN_PAGES) {
  const heading = TRADE_IN_PAGES[route];
  return { heading, title: heading };
}

/**
 * /success (rules.md: Forms): the default wording (a script swaps in the stored
 * category's), the site's slug for that lookup, and where 'Keep browsing' goes.
 */
export async function successPage() {
  const site = await getSite();
  return { slug: site.slug, wording: successWording(null), searchPath: siteSearchPath(site) };
}
