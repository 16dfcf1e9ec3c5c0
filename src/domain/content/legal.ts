/**
 * Legal, complaint and accessibility pages (rules.md: Own-site routes (content side); Sub-footer and header banner; Legal, complaint and privacy pages; Regulator entry and enquiry types; Platform): the built-in pages and the complaint-handling page's facts. The default texts are in
 * privacy-policy.ts, terms.ts and accessibility-statement.ts, one per market; a dealer's own
 * page of the same slug replaces each.
 * - The complaint-handling page: complaints go to the relevant department manager; the
 *   configured complaints contact, the complaints e-mail and the dealership phone; then the
 *   consumer-protection regulator (name and website) of each state the dealer has a location
 *   in (Australia), or the market's complaint bodies (New Zealand, the US: market/law.ts); it
 *   ends with 'or seek independent legal advice'.
 */
import { statesOf, type Regulator } from '../tenant/states';
import { marketOf, type Market } from '../market/market';
import { marketLaw } from '../market/law';

export const LEGAL_ADVICE_ENDING = 'or seek independent legal advice';

/** The built-in legal pages: slug, title and the path they live at (rules.md: Own-site routes (content side); Sub-footer and header banner). */
export const LEGAL_PAGES = {
  privacy: { slug: 'privacy-policy', title: 'Privacy Policy' },
  terms: { slug: 'terms-and-conditions', title: 'Terms and Conditions' },
  complaints: { slug: 'complaint-handling-process', title: 'Complaint Handling Process' },
  accessibility: { slug: 'accessibility', title: 'Accessibility Statement' },
} as const;

/** The complaints contact (rules.md: Legal, complaint and privacy pages): the configured contact name, else the dealer's customer relations manager. */
export const DEFAULT_COMPLAINTS_CONTACT = 'our Customer Relations Manager';

/**
 * A body a complaint can go to: an Australian state's regulator (code and name: the state's),
 * or one of the market's bodies (no state).
 */
export interface ComplaintBody {
  code: string | null;
  name: string | null;
  regulator: Regulator;
}

export interface ComplaintHandling {
  intro: string;
  contact: { name: string; email: string; phone: string };
  regulatorsIntro: string;
  regulators: ComplaintBody[];
  /** The page's last sentence, ending with 'or seek independent legal advice'. */
  closing: string;
}

/** An Australian dealer whose locations name no state: the national regulator. */
export const ACCC: Regulator = {
  name: 'Australian Competition and Consumer Commission',
  website: 'https://www.accc.gov.au',
};

/** The bodies a complaint can go to after the dealer, by market. */
function complaintBodies(
  market: Market,
  locations: readonly { address?: { state?: string | null } | null; visible?: boolean | null }[],
): ComplaintBody[] {
  if (market !== 'AU')
    return marketLaw(market).complaintBodies.map((b) => ({ code: null, name: null, regulator: b }));
  const states = statesOf(locations);
  return states.length ? states : [{ code: null, name: null, regulator: ACCC }];
}

/** The complaint-handling page's facts for a site (rules.md: Legal, complaint and privacy pages). */
export function complaintHandling(site: {
  phone?: string | null;
  email?: string | null;
  settings?: { 'Toyota Complaints Contact'?: string | null; 'Toyota Email'?: string | null } | null;
  locations: readonly { address?: { state?: string | null } | null; visible?: boolean | null }[];
  address?: { state?: string | null } | null;
  config?: { market?: Market | null; phoneMode?: string | null } | null;
}): ComplaintHandling {
  const market = marketOf(site.config);
  const regulators = complaintBodies(
    market,
    site.locations.length ? site.locations : [{ address: site.address ?? null }],
  );
  const byState = regulators.some((r) => r.code !== null);
  return {
    intro:
      'We want to know when something is not right. Please raise your complaint first with the manager of the relevant department (sales, service, parts or finance): most concerns are resolved quickly that way.',
    contact: {
      name: site.settings?.['Toyota Complaints Contact'] || DEFAULT_COMPLAINTS_CONTACT,
      email: site.settings?.['Toyota Email'] || site.email || '',
      phone: site.phone ?? '',
    },
    regulatorsIntro: !byState
      ? 'If we cannot resolve your complaint, you can contact:'
      : regulators.length === 1
        ? 'If we cannot resolve your complaint, you can contact the consumer protection regulator in your state:'
        : 'If we cannot resolve your complaint, you can contact the consumer protection regulator in your state or territory:',
    regulators,
    closing: `You can contact ${!byState ? (regulators.length === 1 ? 'it' : 'them') : regulators.length === 1 ? 'the regulator' : 'your state’s regulator'} at any time, ${LEGAL_ADVICE_ENDING}.`,
  };
}
