/**
 * The kinds of lead the site stores: the lead forms' three endpoints and the trade-in flow's
 * steps (rules.md: Leads (method and path not shown)), each with the words the dealer reads for it.
 */
export const LEAD_KINDS = [
  'enquiry',
  'test-drive',
  'make-an-offer',
  'trade-in-start',
  'trade-in-adjustments',
  'trade-in-valuation',
  'trade-in-offer',
  'miscellaneous',
] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/** What the dealer reads for a lead's kind where its form has no title of its own. */
export const LEAD_KIND_LABELS: Record<LeadKind, string> = {
  enquiry: 'Enquiry',
  'test-drive': 'Test drive',
  'make-an-offer': 'Make an offer',
  'trade-in-start': 'Trade-in valuation started',
  'trade-in-adjustments': 'Trade-in: condition answers',
  'trade-in-valuation': 'Trade-in valuation',
  'trade-in-offer': 'Trade-in offer answered',
  miscellaneous: 'Trade-in: valuation details',
};

/**
 * The kinds a dealer's CRM and inbox take (ADF by HTTP and by e-mail, the people's e-mail):
 * each is a shopper asking something. A trade-in's condition answers and its miscellaneous
 * valuation details are steps of the flow the webhook and the dashboard take; the valuation
 * that follows them carries the trade-in vehicle.
 */
export const CUSTOMER_LEAD_KINDS: readonly LeadKind[] = [
  'enquiry',
  'test-drive',
  'make-an-offer',
  'trade-in-start',
  'trade-in-valuation',
  'trade-in-offer',
];
