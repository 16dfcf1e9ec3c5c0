/**
 * The paths of the site's own server endpoints (src/pages/api/*). Apart from their request and
 * reply schemas (./endpoints.ts, which re-exports API) so an island that calls an endpoint
 * does not load zod for its path.
 */
export const API = {
  /** POST: external finance quote proxy. */
  youxQuote: '/api/youx/quote',
  /** GET ?photos_count={n}&updated_at={ts}: records a view, returns { views, car_fields }. */
  carView: (slug: string) => `/api/cars/${encodeURIComponent(slug)}/view`,
  /** POST { car_id, dealership_id, website_id }: phone reveal tracking. */
  phoneReveal: '/api/phone-reveal',
  /** GET: the car by id (used when the finance disclaimer is missing). */
  carById: (id: string | number) => `/api/cars/by-id/${encodeURIComponent(String(id))}`,
  /** GET: the printable PDF, downloaded as {slug}.pdf. */
  carPdf: (slug: string) => `/api/cars/${encodeURIComponent(slug)}/pdf`,
  /** GET ?car_id=&location_id=: test-drive appointment slots. */
  testDriveAppointments: '/api/test-drive/appointments',
  /** GET ?postcode=: geocode proxy. */
  geocode: '/api/geocode',
  /** POST: analytics events. */
  events: '/api/events',
} as const;
