/**
 * The service pages (rules.md: Own-site routes (content side); Model menus and model pages; Service plans): /service ('Book your service
 * online') with the capped-price service table on Toyota sites and 'Book a Service', and the
 * fallback booking page /genuine-service.
 */
import { getModels, getSite } from '../data/collections';
import type { Model } from '../domain/tenant/schema/model';
import type { Website } from '../domain/tenant/schema/website';
import { isManufacturer } from '../domain/tenant/flags';
import { modelPagePath } from '../domain/models/paths';
import {
  DEFAULT_SERVICE_PLAN,
  intervalText,
  planPriceText,
  planTermsText,
  SERVICE_PLANS,
} from '../domain/service/plans';
import { GENUINE_PARTS_WARRANTY_TEXT } from '../domain/service/parts-warranty';
import { BOOK_A_SERVICE } from '../domain/service/booking';
import { formatNumber } from '../domain/format/money';
import { formPage } from './forms';
import { rangeModels } from './models';
import { bookServiceLink } from './service-views';

export interface ServiceInput {
  site: Website;
  models: Model[];
}

export async function serviceInput(): Promise<ServiceInput> {
  const [site, models] = await Promise.all([getSite(), getModels()]);
  return { site, models: rangeModels(site, models) };
}

export interface PlanRow {
  model: string;
  href: string | null;
  amount: string;
  years: number;
  services: number;
  interval: string;
  range: string;
}

const fold = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

export function servicePageData(input: ServiceInput) {
  const { site } = input;
  // the rules.md: Service plans table is Toyota's capped-price service programme
  const plans = isManufacturer('toyota', site)
    ? {
        rows: SERVICE_PLANS.map((p): PlanRow => {
          const model = input.models.find((m) => fold(m.name) === fold(p.model));
          return {
            model: p.model,
            href: model ? modelPagePath(model, site.template) : null,
            amount: planPriceText(p),
            years: p.years,
            services: p.services,
            interval: intervalText(p.interval),
            range: `${formatNumber(p.range)} km`,
          };
        }),
        otherModels: `Other models: ${planPriceText(DEFAULT_SERVICE_PLAN)}, ${planTermsText(DEFAULT_SERVICE_PLAN)}.`,
      }
    : null;
  return {
    form: formPage('service'),
    plans,
    book: bookServiceLink(site),
    warranty: GENUINE_PARTS_WARRANTY_TEXT,
  };
}
export type ServicePageData = ReturnType<typeof servicePageData>;

export async function servicePage() {
  return servicePageData(await serviceInput());
}

/** /genuine-service: the booking page when no manufacturer booking site is configured. */
export function genuineServicePageData(site: Website) {
  return {
    kind: 'service' as const,
    title: BOOK_A_SERVICE,
    heading: BOOK_A_SERVICE,
    intro: `Book your next service at ${site.name}: genuine parts, factory-trained technicians and your logbook stamped.`,
    formTitle: 'Service Booking',
    canonicalPath: '/genuine-service',
  };
}

export async function genuineServicePage() {
  return genuineServicePageData(await getSite());
}
