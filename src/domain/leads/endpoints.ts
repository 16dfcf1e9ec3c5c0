/**
 * The lead endpoints' paths (rules.md: Leads (method and path not shown): method and path not shown
 * by the spec; these are ours). The vehicle page's calls are in src/domain/api/endpoints.ts.
 */
export const LEAD_ENDPOINTS = {
  enquiry: '/api/leads/enquiry',
  testDrive: '/api/leads/test-drive',
  makeOffer: '/api/leads/make-an-offer',
  tradeInStart: '/api/trade-in/start',
  tradeInAdjustments: '/api/trade-in/adjustments',
  regoLookup: '/api/trade-in/rego-lookup',
  valuation: '/api/trade-in/valuation',
  offerAccepted: '/api/trade-in/offer',
  miscellaneous: '/api/miscellaneous',
  captcha: '/api/captcha',
} as const;
