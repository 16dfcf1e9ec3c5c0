/**
 * One valid body per endpoint, shared by the bad-body and the fast-check endpoint tests: each
 * call returns a fresh body (a new idempotency key) that the endpoint accepts with a 2xx.
 */
import { leadEndpoint } from '../../src/server/leads';
import {
  tradeInStart,
  tradeInAdjustments,
  regoLookup,
  tradeInValuation,
  tradeInOffer,
  miscellaneous,
} from '../../src/server/trade-in';
import { youxQuote, phoneReveal, events } from '../../src/server/vehicle-calls';
import type { ServerDeps } from '../../src/server/endpoint-deps';
import { CONTACT, generalEnquiry, key, SITE_ID } from './endpoints';

export type Handler = (request: Request, deps: ServerDeps) => Promise<Response>;

export const validBodies: [string, Handler, () => Record<string, unknown>][] = [
  ['/api/leads/enquiry', leadEndpoint('enquiry'), () => generalEnquiry()],
  [
    '/api/leads/test-drive',
    leadEndpoint('test-drive'),
    () => ({
      form: 'testDrive',
      userData: { ...CONTACT },
      isLastStep: true,
      idempotencyKey: key(),
    }),
  ],
  [
    '/api/leads/make-an-offer',
    leadEndpoint('make-an-offer'),
    () => ({
      form: 'makeOffer',
      userData: { ...CONTACT, car_id: '1', offer_from_client: 25000, terms_agreed: true },
      isLastStep: true,
      idempotencyKey: key(),
    }),
  ],
  [
    '/api/trade-in/start',
    tradeInStart,
    () => ({
      userData: {},
      url: 'https://x',
      source: 'Website',
      user_agent: 'ua',
      lead_attributes: { visited_pages: [], linked_query_params: {} },
      idempotencyKey: key(),
    }),
  ],
  [
    '/api/trade-in/adjustments',
    tradeInAdjustments,
    () => ({ id: 'L1', adjustmentAnswers: {}, idempotencyKey: key() }),
  ],
  ['/api/trade-in/rego-lookup', regoLookup, () => ({ rego: 'ABC123', regoState: 'QLD' })],
  ['/api/trade-in/valuation', tradeInValuation, () => ({ id: 'L1', vehicle: {} })],
  [
    '/api/trade-in/offer',
    tradeInOffer,
    () => ({
      category: 'Sell My Car Enquiry',
      subcategory: '3. Offer Accepted',
      lead_id: 'L1',
      form_completed: true,
      offer_accepted: true,
      idempotencyKey: key(),
    }),
  ],
  [
    '/api/miscellaneous',
    miscellaneous,
    () => ({ lead_id: 'L1', adjustmentAnswers: {}, column_name: 'valuation' }),
  ],
  [
    '/api/youx/quote',
    youxQuote,
    () => ({
      selfAssessedCreditScore: 'GREAT',
      purchasePrice: 30000,
      loanTerm: 5,
      year: 2022,
      vin: 'V',
      nvic: 'N',
      whoIsHelping: '',
    }),
  ],
  ['/api/phone-reveal', phoneReveal, () => ({ car_id: 1, dealership_id: 1, website_id: SITE_ID })],
  ['/api/events', events, () => ({ event: { url: 'https://x', category: 'lead' } })],
];
