/**
 * 'Book a Service' (rules.md: Own-site routes (content side); Location screens; Model menus and model pages): the dealer's external booking URL
 * when configured, else the manufacturer's service-booking site on the dealer's base domain,
 * else the fallback page /genuine-service.
 */
export const BOOK_A_SERVICE = 'Book a Service';
export const GENUINE_SERVICE_PATH = '/genuine-service';
export const SERVICE_PATH = '/service';
export const SERVICE_HEADING = 'Book your service online';
/** The manufacturer's booking page on the dealer's base domain (the [toyota_domain] placeholder). */
export const MANUFACTURER_BOOKING_URL = 'https://[toyota_domain]/service/booking';

export interface BookingSite {
  config: { serviceBookingUrl?: string | null };
  settings?: { 'Toyota Base Domain'?: string | null } | null;
}

/** The raw href (the link policy fills [toyota_domain] and decides the tab). */
export function bookServiceHref(site: BookingSite): string {
  const own = site.config.serviceBookingUrl?.trim();
  if (own) return own;
  if (site.settings?.['Toyota Base Domain']?.trim()) return MANUFACTURER_BOOKING_URL;
  return GENUINE_SERVICE_PATH;
}
