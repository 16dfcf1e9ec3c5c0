/**
 * What the site knew of a lead when it came in, stored with it: the car of interest (only a car
 * the site has: a lead naming a car the tenant does not have carries no car, never what the
 * visitor typed as its make, model or stock number), the dealership the lead is for, the form's
 * title, the market and timezone. The channels that send the lead later (a CRM's ADF, e-mail,
 * the webhook) may run where there is no site content (the scheduled function), so they build
 * their documents from this.
 */
import type { Car } from '../vehicle/schema';
import type { Website } from '../tenant/schema/website';
import type { FormContext } from './context';
import { modelName } from '../vehicle/car-values';
import { vehiclePath } from '../tenant/template';
import { dealerTimeZone, type Market } from '../market/market';
import { FORM_TITLES, isFormKind } from './forms';

export interface LeadVehicleFacts {
  id: string;
  year: number | null;
  make: string;
  model: string;
  badge: string | null;
  condition: 'new' | 'used' | 'demo';
  status: 'in_stock' | 'sold' | 'coming_soon';
  stocknum: string | null;
  vin: string | null;
  price: number | null;
  colour: string | null;
  transmission: string | null;
  body: string | null;
  doors: number | null;
  odometer: number | null;
  /** The vehicle page on the site. */
  url: string | null;
}

export interface LeadContext {
  site: { slug: string; name: string; url: string };
  market: Market;
  timeZone: string;
  /** The dealership the lead is for (a group's dealership by the lead's dealership_slug). */
  dealership: { name: string; phone: string | null; email: string | null };
  /** The form's title ('Book a Test Drive'): the lead's source. */
  formTitle: string | null;
  car: LeadVehicleFacts | null;
}

const text = (v: unknown): string | null =>
  typeof v === 'string' && v.trim() !== '' ? v.trim() : null;
const num = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() ? Number(v) : NaN;
  return Number.isFinite(n) ? n : null;
};

export function vehicleFacts(car: Car, site: Pick<Website, 'url' | 'template'>): LeadVehicleFacts {
  const path = vehiclePath(site.template, car.slug);
  const url = URL.canParse(path, site.url) ? new URL(path, site.url).toString() : null;
  return {
    id: String(car.id),
    year: car.year ?? null,
    make: car.make,
    model: modelName(car),
    badge: text(car.badge),
    condition: car.car_type,
    status: car.status,
    stocknum: text(car.stocknum),
    vin: text(car.vin),
    price: num(car.price),
    colour: text(car.colour),
    transmission: text(car.trans),
    body: text(car.body),
    doors: num(car.doors),
    odometer: num(car.km),
    url,
  };
}

/** The context of a lead: `car` is the car the site has under the lead's car_id, or none. */
export function leadContext(input: {
  site: Website;
  form: FormContext;
  car: Car | undefined;
  formKind: string | null;
  dealershipSlug: string | null;
  locationId: string | null;
  locations: readonly { id?: unknown; phone?: unknown; email?: unknown; time_zone?: unknown }[];
}): LeadContext {
  const { site, form } = input;
  const dealership = form.dealerships.find((d) => d.slug === input.dealershipSlug) ?? null;
  const location =
    input.locations.find((l) => input.locationId !== null && String(l.id) === input.locationId) ??
    null;
  return {
    site: { slug: site.slug, name: site.name, url: site.url },
    market: form.market,
    timeZone: dealerTimeZone(site.config, text(location?.time_zone)),
    dealership: {
      name: dealership?.name ?? site.name,
      phone: text(location?.phone) ?? text(site.phone),
      email: text(location?.email) ?? text(site.email),
    },
    formTitle: input.formKind && isFormKind(input.formKind) ? FORM_TITLES[input.formKind] : null,
    car: input.car ? vehicleFacts(input.car, site) : null,
  };
}
