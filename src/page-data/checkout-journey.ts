/**
 * Build-time data for /checkout-journey (rules.md: Finance, reserve, purchase, trade-in and print routes Online purchase, rules.md: Business constants and limits
 * Reservation, Finance display): a prerendered shell whose island reads car_id from the query
 * and the car from the stock index the search page loads. The page carries the site's sales
 * locations (pickup, with address and hours), the deposit wording, the finance estimate's
 * settings and the form context the buyer details and the valuation flow validate with.
 * Personal: noindex.
 */
import { getLocations, getSite } from '../data/collections';
import { RESERVATION_HOLD_HOURS, reserveAmount } from '../domain/vehicle/checkout';
import { GUIDE_ONLY_DISCLAIMER } from '../domain/finance/display';
import { locationTypeOf } from '../domain/locations/location-type';
import { addressLines } from '../domain/locations/paths';
import { groupedHours } from '../domain/locations/hours';
import { JOURNEY_PATH } from '../domain/checkout/journey';
import type { FormContext } from '../domain/leads/context';
import type { FieldDef } from '../domain/leads/field-defs';
import { valuationStartFields } from '../domain/trade-in/wizard';
import { pageFormContext } from './forms';
import { comparePage } from './shopper';
import type { ShopperPageConfig } from './shopper';

export interface PickupLocation {
  id: string;
  name: string;
  dealershipId: string | null;
  address: string[];
  hours: { days: string; text: string }[];
}

export interface JourneyPageConfig {
  tenant: string;
  shopper: ShopperPageConfig;
  /** The deposit as the reserve buttons show it ('$200'), or null when none is configured. */
  deposit: string | null;
  holdHours: number;
  configuredInterest: number | null;
  disclaimer: string;
  locations: PickupLocation[];
  form: FormContext;
  /** Whether the site runs the valuation flow (trade-in or the dealer's integration). */
  tradeInValuation: boolean;
  /** The valuation's first step's fields (built here, not in the browser). */
  tradeInStartFields: FieldDef[];
}

export interface JourneyPage {
  title: string;
  path: string;
  config: JourneyPageConfig;
}

export const JOURNEY_TITLE = 'Buy Online';

export async function checkoutJourneyPage(): Promise<JourneyPage> {
  const [site, locations, compare, form] = await Promise.all([
    getSite(),
    getLocations(),
    comparePage(),
    pageFormContext(),
  ]);
  const sales = locations.filter((l) => locationTypeOf(l) === 'sales');
  return {
    title: JOURNEY_TITLE,
    path: JOURNEY_PATH,
    config: {
      tenant: site.slug,
      shopper: compare.config,
      deposit: reserveAmount(site.config.reserveAmount),
      holdHours: RESERVATION_HOLD_HOURS,
      configuredInterest: site.config.financeCalculatorDefaultInterestRate ?? null,
      disclaimer: GUIDE_ONLY_DISCLAIMER,
      locations: sales.map((l) => ({
        id: String(l.id),
        name: l.name,
        dealershipId: l.dealership_id == null ? null : String(l.dealership_id),
        address: addressLines(l.address),
        hours: groupedHours(l.contact_detail?.opening_hours ?? [], { locationType: 'sales' }),
      })),
      form,
      tradeInValuation: form.tradeIn || form.valuationIntegration,
      tradeInStartFields: valuationStartFields(form),
    },
  };
}
