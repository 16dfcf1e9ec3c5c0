/**
 * The finance_provider enum (rules.md: Entities and their fields): 'Manual' plus named third-party
 * values: several lenders, a manufacturer captive finance arm and a comparison-rate
 * service. The spec calls them lender A–E and the captive lender; these are our names.
 */
import { financeProviderKey } from './lender';

export const FINANCE_PROVIDERS = {
  manual: 'Manual',
  /** Lender A: year > current year − 12, price > 500, in stock, comparisonRate present. */
  lenderA: 'Harbour Finance',
  /** Lenders B and C are a broker pair: in stock. */
  lenderB: 'Keystone Broking',
  /** Lender C: establishment fee 1360.5 by default; ceiling/floor rounding against the listed weekly figure. */
  lenderC: 'Keystone Direct',
  /** Lender D: interest 7.5–14.5; purchase price min 5000. */
  lenderD: 'Southern Cross Lending',
  /** Lender E: a comparison-rate service; comparison range 8.38%–19.42%. */
  lenderE: 'RateWise Compare',
  /** The manufacturer's captive finance arm; its key is nissan_finance. */
  captive: 'Nissan Finance',
} as const;

export type FinanceProviderRole = keyof typeof FINANCE_PROVIDERS;
export type FinanceProviderName = (typeof FINANCE_PROVIDERS)[FinanceProviderRole];

/** The role of a site's finance_provider, or null when it is not one we know. */
export function providerRole(
  financeProvider: string | null | undefined,
): FinanceProviderRole | null {
  if (!financeProvider) return null;
  const key = financeProviderKey(financeProvider);
  for (const [role, name] of Object.entries(FINANCE_PROVIDERS)) {
    if (financeProviderKey(name) === key) return role as FinanceProviderRole;
  }
  return null;
}
