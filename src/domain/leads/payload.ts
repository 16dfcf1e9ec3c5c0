/**
 * Form payload processing (rules.md: Form payload processing;
 * rules.md: Regulator entry and enquiry types; Other rules):
 * - fields whose name contains '_radio_options' are dropped;
 * - checked '(check_option)' fields are collected into additional_services;
 * - Service Booking: dealership_slug is derived from the location named in 'Service Location'.
 */
import { SERVICE_BOOKING_SUBCATEGORY } from './categories';

export const RADIO_OPTIONS_MARKER = '_radio_options';
export const CHECK_OPTION_MARKER = '(check_option)';
export const SERVICE_LOCATION_FIELD = 'Service Location';

export type FormValue = string | number | boolean | null | string[] | undefined;
export type FormValues = Record<string, FormValue>;

/** The checkbox field name of one additional-service option. */
export function checkOptionField(option: string): string {
  return `${option} ${CHECK_OPTION_MARKER}`;
}

/** A checkbox counts as checked when it is true or the browser's 'on' / a 'true' / 'yes' string. */
export function isChecked(value: FormValue): boolean {
  if (value === true) return true;
  if (typeof value === 'string')
    return ['on', 'true', 'yes', '1'].includes(value.trim().toLowerCase());
  return false;
}

export interface PayloadContext {
  /** Locations a 'Service Location' may name, with the dealership each belongs to. */
  locations?: readonly { name: string; dealership_slug?: string | null }[];
}

/** Returns a new object; the input is not changed. Key order is kept. */
export function processPayload(values: FormValues, context: PayloadContext = {}): FormValues {
  const out: FormValues = {};
  const services: string[] = Array.isArray(values.additional_services)
    ? [...values.additional_services]
    : [];
  for (const [key, value] of Object.entries(values)) {
    if (key === 'additional_services') continue;
    if (key.includes(RADIO_OPTIONS_MARKER)) continue;
    if (key.includes(CHECK_OPTION_MARKER)) {
      const option = key.replace(CHECK_OPTION_MARKER, '').trim();
      if (isChecked(value) && option && !services.includes(option)) services.push(option);
      continue;
    }
    out[key] = value;
  }
  if (services.length > 0 || 'additional_services' in values) out.additional_services = services;
  if (isServiceBooking(out) && typeof out[SERVICE_LOCATION_FIELD] === 'string') {
    const named = String(out[SERVICE_LOCATION_FIELD]).trim();
    const location = context.locations?.find((l) => l.name === named);
    if (location?.dealership_slug) out.dealership_slug = location.dealership_slug;
  }
  return out;
}

function isServiceBooking(values: FormValues): boolean {
  return (
    values.subcategory === SERVICE_BOOKING_SUBCATEGORY ||
    values.category === SERVICE_BOOKING_SUBCATEGORY
  );
}
