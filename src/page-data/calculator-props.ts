/** Props of the finance calculator island (serialised into the page; numbers and strings only). */
import type { Bounds } from '../domain/finance/calculator';
import type { Market } from '../domain/market/market';
import type { FinanceProviderRole } from '../domain/finance/providers';
import type { CalculatorInputs, LenderDefaults, LenderFigures } from '../domain/finance/repayment';

export interface CalculatorProps {
  carId: string | number;
  carName: string;
  providerKey: string | null;
  role: FinanceProviderRole | null;
  lender: LenderFigures | null;
  defaults: CalculatorInputs;
  lenderDefaults: LenderDefaults | null;
  amountBounds: Bounds;
  interestBounds: Bounds;
  fee: number;
  /** A fee charged each month (the comparison rate counts it); 0 when none is listed. */
  monthlyFee: number;
  /** The site's market: how the rate is advertised (comparison rate, APR, interest rate). */
  market: Market;
  /** Cars of the captive make get no result unless the site may show one. */
  resultAllowed: boolean;
  disclaimerShort: string | null;
  /** The lender's disclaimer is missing: read it from the car by id. */
  needsDisclaimerFetch: boolean;
  comparisonRange: string | null;
  /** 'Comparison rate range' (AU, NZ), 'APR range' (US). */
  comparisonRangeLabel: string;
  fees: { label: string; amount: number }[];
  eventsPath: string;
  carByIdPath: string;
}
