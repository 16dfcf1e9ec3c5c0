import { z } from 'zod';
import { loose, numericValue, opt } from '../schema-helpers';
import { slugify } from '../format/slug';

/**
 * rules.md: Finance lender data (car.finance_lenders) (car.finance_lenders[providerKey]).
 * paymentWeek and paymentMonth are whole numbers; disclaimer is newline-separated text.
 */
export const FinanceLender = loose({
  deposit: opt(numericValue),
  balloon: opt(numericValue),
  establishmentFees: opt(numericValue),
  totalPayable: opt(numericValue),
  termYears: opt(numericValue),
  termMonths: opt(numericValue),
  termWeeks: opt(numericValue),
  interestRate: opt(numericValue),
  comparisonRate: opt(numericValue),
  paymentWeek: opt(numericValue),
  paymentMonth: opt(numericValue),
  disclaimer: opt(z.string()),
  financeProvider: opt(z.string()),
});
export type FinanceLender = z.infer<typeof FinanceLender>;

/** Keys that exist besides the site's provider key (rules.md: Entities and their fields). */
export const MANUAL_LENDER_KEY = 'manual';
export const CAPTIVE_LENDER_KEY = 'nissan_finance';

/**
 * The finance_lenders key for a site's finance_provider: the name slugified, with its
 * first '-' replaced by '_' (e.g. 'Money Now Finance' → 'money_now-finance').
 */
export function financeProviderKey(financeProvider: string): string {
  return slugify(financeProvider).replace('-', '_');
}
