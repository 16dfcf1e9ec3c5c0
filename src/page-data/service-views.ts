/**
 * The service-plan section (rules.md: Model menus and model pages; Service plans): a model's capped-price
 * service plan with 'Book a Service' to the dealer's booking site or /genuine-service.
 */
import type { Website } from '../domain/tenant/schema/website';
import { linkPolicy, resolveLink } from '../domain/content/links';
import { BOOK_A_SERVICE, bookServiceHref } from '../domain/service/booking';
import { planPriceText, planTermsText, servicePlanFor } from '../domain/service/plans';

export interface ServicePlanView {
  model: string;
  /** '$250 per service' */
  price: string;
  /** '5 services over 5 years or 75,000 km, every 12 months or 15,000 km (whichever comes first)' */
  terms: string;
  isDefault: boolean;
  book: { href: string; text: string; newTab: boolean };
}

export function bookServiceLink(site: Website) {
  const link = resolveLink(bookServiceHref(site), linkPolicy(site), 'service booking');
  return { href: link.href, text: BOOK_A_SERVICE, newTab: link.newTab };
}

export function servicePlanView(site: Website, model: string): ServicePlanView {
  const plan = servicePlanFor(model);
  return {
    model: plan.model,
    price: planPriceText(plan),
    terms: planTermsText(plan),
    isDefault: plan.isDefault,
    book: bookServiceLink(site),
  };
}
