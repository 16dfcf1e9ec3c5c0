/**
 * The eight Australian states and territories (rules.md: What the product does and for whom; Platform): each with its
 * full name and its consumer-affairs regulator (name and website), which the complaint-handling
 * page lists for every state the dealer has a location in (rules.md: Legal, complaint and privacy pages; Regulator entry and enquiry types).
 */
export const AU_STATES = ['NSW', 'QLD', 'VIC', 'ACT', 'NT', 'SA', 'TAS', 'WA'] as const;
export type AuState = (typeof AU_STATES)[number];

/** Regulator entry (rules.md: Regulator entry and enquiry types): name, website. */
export interface Regulator {
  name: string;
  website: string;
}

export interface StateDetails {
  code: AuState;
  name: string;
  regulator: Regulator;
}

export const STATES: Readonly<Record<AuState, StateDetails>> = {
  NSW: {
    code: 'NSW',
    name: 'New South Wales',
    regulator: { name: 'NSW Fair Trading', website: 'https://www.fairtrading.nsw.gov.au' },
  },
  QLD: {
    code: 'QLD',
    name: 'Queensland',
    regulator: {
      name: 'Office of Fair Trading Queensland',
      website: 'https://www.qld.gov.au/law/fair-trading',
    },
  },
  VIC: {
    code: 'VIC',
    name: 'Victoria',
    regulator: { name: 'Consumer Affairs Victoria', website: 'https://www.consumer.vic.gov.au' },
  },
  ACT: {
    code: 'ACT',
    name: 'Australian Capital Territory',
    regulator: { name: 'Access Canberra', website: 'https://www.accesscanberra.act.gov.au' },
  },
  NT: {
    code: 'NT',
    name: 'Northern Territory',
    regulator: { name: 'NT Consumer Affairs', website: 'https://consumeraffairs.nt.gov.au' },
  },
  SA: {
    code: 'SA',
    name: 'South Australia',
    regulator: { name: 'Consumer and Business Services', website: 'https://www.cbs.sa.gov.au' },
  },
  TAS: {
    code: 'TAS',
    name: 'Tasmania',
    regulator: {
      name: 'Consumer, Building and Occupational Services',
      website: 'https://www.cbos.tas.gov.au',
    },
  },
  WA: {
    code: 'WA',
    name: 'Western Australia',
    regulator: {
      name: 'Consumer Protection Western Australia',
      website: 'https://www.commerce.wa.gov.au/consumer-protection',
    },
  },
};

/** A state code or full name as written in an address ('qld', 'Queensland') → its code, else null. */
export function stateCode(value: string | null | undefined): AuState | null {
  const v = (value ?? '').trim().toLowerCase();
  if (!v) return null;
  for (const s of Object.values(STATES))
    if (s.code.toLowerCase() === v || s.name.toLowerCase() === v) return s.code;
  return null;
}

/** The states the dealer has a location in, in the table's order, each once. */
export function statesOf(
  locations: readonly { address?: { state?: string | null } | null; visible?: boolean | null }[],
): StateDetails[] {
  const codes = new Set(
    locations
      .filter((l) => l.visible !== false)
      .map((l) => stateCode(l.address?.state))
      .filter((c): c is AuState => c !== null),
  );
  return AU_STATES.filter((c) => codes.has(c)).map((c) => STATES[c]);
}
