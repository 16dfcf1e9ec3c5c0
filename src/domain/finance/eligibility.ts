/**
 * Finance box eligibility (rules.md: Finance box eligibility).
 *
 * The box shows only when all of these hold:
 * - the car has a non-empty finance_lenders entry for the site's provider key;
 * - interestRate and comparisonRate are not null;
 * - the site manufacturer is not one specific brand;
 * - a certain flag is off;
 * - the dealership is not one of five specific dealership slugs.
 * Then, per provider:
 * - Lender A: car year > current year − 12, price > 500, in stock, comparisonRate present.
 * - Lenders B and C (a broker pair): in stock.
 * - Manual, lender D and lender E: price > 500, in stock, paymentWeek present.
 * - Captive: price > 500, in stock, paymentMonth present.
 * - Cars of one make get no calculator result unless the provider is that make's captive
 *   finance arm, or the site is a specific tenant.
 */
import { isEnabled, type FlagSubject } from '../tenant/flags';
import { isInStock } from '../vehicle/in-stock';
import type { Car } from '../vehicle/schema';
import { financeProviderKey, type FinanceLender } from './lender';
import { providerRole, type FinanceProviderRole } from './providers';

export const MIN_FINANCE_PRICE = 500;
export const LENDER_A_MAX_AGE_YEARS = 12;
/** The make whose cars get a calculator result only from its captive finance arm. */
export const CAPTIVE_MAKE = 'Nissan';
/**
 * The five dealerships whose cars never show the box. The spec does not name them; these
 * are the slugs the dashboard would send for them, none of them a sample dealership.
 */
export const FINANCE_BOX_EXCLUDED_DEALERSHIPS = [
  'coastal-fleet-sales',
  'metro-wholesale-cars',
  'northside-auction-centre',
  'regional-trade-direct',
  'westgate-commercial',
] as const;

export interface FinanceSite extends FlagSubject {
  finance_provider?: string | null;
}

type FinanceCar = Pick<
  Car,
  'finance_lenders' | 'status' | 'price' | 'year' | 'make' | 'dealership_slug'
>;

export interface FinanceSelection {
  role: FinanceProviderRole | null;
  key: string;
  lender: FinanceLender;
}

/** The site's lender entry on the car, when the site has a provider and the entry is non-empty. */
export function siteLender(
  car: Pick<Car, 'finance_lenders'>,
  site: FinanceSite,
): FinanceSelection | null {
  if (!site.finance_provider) return null;
  const key = financeProviderKey(site.finance_provider);
  const lender = car.finance_lenders?.[key];
  if (!lender || Object.values(lender).every((v) => v == null || v === '')) return null;
  return { role: providerRole(site.finance_provider), key, lender };
}

function passesSiteRules(car: FinanceCar, site: FinanceSite): boolean {
  if (isEnabled('noFinanceBoxManufacturer', site)) return false;
  if (isEnabled('financeBoxOff', site)) return false;
  if (
    car.dealership_slug &&
    (FINANCE_BOX_EXCLUDED_DEALERSHIPS as readonly string[]).includes(car.dealership_slug)
  )
    return false;
  return true;
}

function passesProviderRule(
  role: FinanceProviderRole | null,
  lender: FinanceLender,
  car: FinanceCar,
  currentYear: number,
): boolean {
  const price = car.price ?? 0;
  const inStock = isInStock(car);
  switch (role) {
    case 'lenderA':
      return (
        (car.year ?? 0) > currentYear - LENDER_A_MAX_AGE_YEARS &&
        price > MIN_FINANCE_PRICE &&
        inStock &&
        lender.comparisonRate != null
      );
    case 'lenderB':
    case 'lenderC':
      return inStock;
    case 'manual':
    case 'lenderD':
    case 'lenderE':
      return price > MIN_FINANCE_PRICE && inStock && lender.paymentWeek != null;
    case 'captive':
      return price > MIN_FINANCE_PRICE && inStock && lender.paymentMonth != null;
    default:
      return false; // a provider we do not know has no rule that lets it show
  }
}

/** The finance box's lender selection, or null when the box does not show. */
export function financeBox(
  car: FinanceCar,
  site: FinanceSite,
  currentYear: number,
): FinanceSelection | null {
  const selection = siteLender(car, site);
  if (!selection) return null;
  if (selection.lender.interestRate == null || selection.lender.comparisonRate == null) return null;
  if (!passesSiteRules(car, site)) return null;
  if (!passesProviderRule(selection.role, selection.lender, car, currentYear)) return null;
  return selection;
}

/** Cars of the captive make get a calculator result only from the captive arm, or on the one tenant allowed. */
export function calculatorResultAllowed(car: Pick<Car, 'make'>, site: FinanceSite): boolean {
  if (car.make.trim().toLowerCase() !== CAPTIVE_MAKE.toLowerCase()) return true;
  return (
    providerRole(site.finance_provider) === 'captive' || isEnabled('captiveMakeCalculator', site)
  );
}
