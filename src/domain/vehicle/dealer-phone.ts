/**
 * Call the dealer (rules.md: Vehicle detail page (VDP) Call-the-dealer box, rules.md: Other UI state; VDP and display; rules.md: Phone numbers).
 * - The number is masked (first 5 characters shown, the remaining digits '*'); 'Click to
 *   reveal phone number' reveals it; some sites reveal it by default.
 * - 'Stock no: {stocknum}' is shown.
 * - One dealer has a number per car type (new, used, demo).
 * - Display: +61 becomes 0, grouped 2-4-4; 8-digit numbers 2-3-3.
 * - No number for the car: a console warning only.
 */
import { maskPhone } from '../format/phone';
import { formatPhone, telHref } from '../market/phone';
import type { Market } from '../market/market';
import type { Car, CarType } from './schema';

export const REVEAL_PHONE_TEXT = 'Click to reveal phone number';
export const CALL_US_NOW = 'Call Us Now';
export const CALL_NOW = 'Call Now';

export function stockNumberText(stocknum: string | null | undefined): string | null {
  return stocknum?.trim() ? `Stock no: ${stocknum.trim()}` : null;
}

export interface PhoneSite {
  phone?: string | null;
  locations?: readonly { id: string | number; contact_detail?: { phone?: string | null } | null }[];
  config?: { carTypePhones?: Partial<Record<CarType, string | null>> | null } | null;
}

/** The number to call about a car: its car type's number, its location's, the site location's, then the site's. */
export function carPhone(
  car: Pick<Car, 'car_type' | 'location' | 'location_id'>,
  site: PhoneSite,
): string | null {
  const byType = site.config?.carTypePhones?.[car.car_type];
  if (byType?.trim()) return byType.trim();
  if (car.location?.phone?.trim()) return car.location.phone.trim();
  const locationId = car.location_id ?? car.location?.id;
  const location =
    locationId != null
      ? site.locations?.find((l) => String(l.id) === String(locationId))
      : undefined;
  if (location?.contact_detail?.phone?.trim()) return location.contact_detail.phone.trim();
  return site.phone?.trim() || null;
}

export interface PhoneDisplay {
  display: string;
  masked: string;
  href: string;
}

export function phoneDisplay(phone: string, market: Market = 'AU'): PhoneDisplay {
  const display = formatPhone(phone, market);
  return { display, masked: maskPhone(display), href: telHref(phone, market) };
}

/** 'Call Now - {phone}' or 'Call Us Now'. */
export function callNowText(display: string | null, withNumber: boolean): string {
  return withNumber && display ? `${CALL_NOW} - ${display}` : CALL_US_NOW;
}
