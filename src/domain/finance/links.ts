/**
 * Finance links (rules.md: Finance, reserve, purchase, trade-in and print routes).
 * - /finance by default, or the configured defaultFinanceLink;
 * - /finance-enquiry under one flag; /apply-for-finance for certain dealerships or under a flag;
 * - query preferredDealership, vehiclePriceBudget, car_id, car_type, vin, plus #finance-form
 *   (the test variant drops the anchor); with no car, plain /finance;
 * - /personalised/finance?car_id={id} when the personalised-finance flag is on and the car
 *   has_nvic; otherwise the finance-provider link built from the car.
 */
import { isEnabled, type FlagSubject } from '../tenant/flags';
import type { Car } from '../vehicle/schema';

export const FINANCE_FORM_ANCHOR = '#finance-form';

type LinkCar = Pick<Car, 'id' | 'car_type' | 'vin' | 'price' | 'dealership_slug' | 'has_nvic'>;
export interface FinanceLinkSite extends FlagSubject {
  config?: { defaultFinanceLink?: string | null } | null;
}

function basePath(site: FinanceLinkSite): string {
  if (isEnabled('financeEnquiryLink', site)) return '/finance-enquiry';
  if (isEnabled('applyForFinanceLink', site)) return '/apply-for-finance';
  return site.config?.defaultFinanceLink || '/finance';
}

/** The finance-provider (application) link for a car, or plain /finance with no car. */
export function financeLink(site: FinanceLinkSite, car?: LinkCar | null): string {
  if (!car) return '/finance';
  const query = new URLSearchParams();
  if (car.dealership_slug) query.set('preferredDealership', car.dealership_slug);
  if (car.price != null && car.price > 0)
    query.set('vehiclePriceBudget', String(Math.round(car.price)));
  query.set('car_id', String(car.id));
  query.set('car_type', car.car_type);
  if (car.vin) query.set('vin', car.vin);
  const anchor = isEnabled('financeLinkTestVariant', site) ? '' : FINANCE_FORM_ANCHOR;
  return `${basePath(site)}?${query.toString()}${anchor}`;
}

/** The link a car's finance button uses: personalised finance for has_nvic cars under its flag. */
export function carFinanceLink(site: FinanceLinkSite, car: LinkCar): string {
  if (isEnabled('personalisedFinance', site) && car.has_nvic)
    return `/personalised/finance?car_id=${encodeURIComponent(String(car.id))}`;
  return financeLink(site, car);
}
