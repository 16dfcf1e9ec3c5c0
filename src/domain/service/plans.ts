/**
 * Service plans: a manufacturer's capped-price service programme per model
 * (rules.md: Model menus and model pages; Service plan; Service plans), with the table's default for other models.
 */
import type { ServicePlan } from '../tenant/schema/service-plan';
import { formatMoney, formatNumber } from '../format/money';

export type { ServicePlan };

/** A plan's terms, without the model. */
export interface PlanTerms {
  amount: number;
  years: number;
  services: number;
  interval: string;
  range: number;
}

/** Default: $250, 5 years, 5 services, every 12 months or 15,000 km, range 75,000 km (rules.md: Service plans). */
export const DEFAULT_SERVICE_PLAN: PlanTerms = {
  amount: 250,
  years: 5,
  services: 5,
  interval: '12 mo / 15,000 km',
  range: 75_000,
};

const plan = (
  model: string,
  amount: number,
  years: number,
  services: number,
  interval: string,
  range: number,
): ServicePlan => ({ model, amount, years, services, interval, range });
const SIX = '6 mo / 10,000 km';
const TWELVE = '12 mo / 15,000 km';

/** The rules.md: Service plans table, in its order. */
export const SERVICE_PLANS: readonly ServicePlan[] = [
  plan('Coaster', 485, 3, 6, SIX, 75_000),
  plan('HiAce', 290, 3, 6, SIX, 75_000),
  plan('Granvia', 290, 3, 6, SIX, 75_000),
  plan('HiLux', 290, 3, 6, SIX, 75_000),
  plan('Fortuner', 290, 3, 6, SIX, 75_000),
  plan('LandCruiser Prado', 390, 5, 10, SIX, 100_000),
  plan('LandCruiser 70', 525, 5, 10, SIX, 75_000),
  plan('LandCruiser 300', 400, 5, 10, SIX, 75_000),
  plan('Tundra', 400, 5, 10, SIX, 75_000),
  plan('bZ4X', 180, 5, 5, TWELVE, 75_000),
  plan('Corolla Sedan', 245, 5, 5, TWELVE, 75_000),
  plan('Corolla Hatch', 245, 5, 5, TWELVE, 75_000),
  plan('Yaris', 245, 5, 5, TWELVE, 75_000),
  plan('Camry', 255, 5, 5, TWELVE, 75_000),
  plan('Yaris Cross', 250, 5, 5, TWELVE, 75_000),
  plan('C-HR', 250, 5, 5, TWELVE, 75_000),
  plan('Corolla Cross', 250, 5, 5, TWELVE, 75_000),
  plan('RAV4', 260, 5, 5, TWELVE, 75_000),
  plan('Kluger', 265, 5, 5, TWELVE, 75_000),
];

const fold = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The model's plan: its row of the table, else the default under the model's name. */
export function servicePlanFor(model: string): PlanTerms & { model: string; isDefault: boolean } {
  const row = SERVICE_PLANS.find((p) => fold(p.model) === fold(model));
  return row ? { ...row, isDefault: false } : { model, ...DEFAULT_SERVICE_PLAN, isDefault: true };
}

/** '12 mo / 15,000 km' → 'every 12 months or 15,000 km' */
export function intervalText(interval: string): string {
  const m = /^\s*(\d+)\s*mo\s*\/\s*([\d,]+)\s*km\s*$/i.exec(interval);
  return m ? `every ${m[1]} months or ${m[2]} km` : interval;
}

/** The plan's headline: '$250 per service'. */
export const planPriceText = (p: Pick<ServicePlan, 'amount'>) =>
  `${formatMoney(p.amount)} per service`;

/** '5 services over 5 years or 75,000 km, every 12 months or 15,000 km (whichever comes first)' */
export function planTermsText(p: PlanTerms): string {
  return `${p.services} services over ${p.years} years or ${formatNumber(p.range)} km, ${intervalText(p.interval)} (whichever comes first)`;
}
