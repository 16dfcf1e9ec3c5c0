/** The payload shapes the generator writes: the input side of the spec's zod schemas. */
import type { z } from 'zod';
import type { Car } from '../../src/domain/vehicle/schema';
import type { FinanceLender } from '../../src/domain/finance/lender';
import type {
  Dealership,
  DealershipWebsite,
  Location,
  Model,
  Offer,
  Page,
  Promotions,
  SearchPageTemplate,
  SearchSlug,
  Website,
} from '../../src/domain/tenant/schema';

export type CarPayload = z.input<typeof Car>;
export type FinanceLenderPayload = z.input<typeof FinanceLender>;
export type WebsitePayload = z.input<typeof Website>;
export type LocationPayload = z.input<typeof Location>;
export type DealershipPayload = z.input<typeof Dealership>;
export type DealershipWebsitePayload = z.input<typeof DealershipWebsite>;
export type ModelPayload = z.input<typeof Model>;
export type OfferPayload = z.input<typeof Offer>;
export type PagePayload = z.input<typeof Page>;
export type PromotionsPayload = z.input<typeof Promotions>;
export type SearchSlugPayload = z.input<typeof SearchSlug>;
export type SearchPageTemplatePayload = z.input<typeof SearchPageTemplate>;
