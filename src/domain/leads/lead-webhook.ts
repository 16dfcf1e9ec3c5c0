/**
 * The lead webhook's wire contract (docs/lead-delivery.md shows a receiver): one JSON object
 * per lead, POSTed with
 *
 *   Content-Type: application/json
 *   X-Lead-Timestamp: 1764000000                (Unix seconds when the site signed)
 *   X-Lead-Signature: sha256=<64 hex digits>    HMAC-SHA256 with the shared secret over
 *                                               `{timestamp}.{raw body}`, as the rebuild webhook
 *   Idempotency-Key: <the lead's reference>     the same on every retry of the same lead
 *
 * A receiver answers 2xx once it has the lead; anything else is tried again later.
 */
import type { LeadKind } from './lead-kinds';
import type { LeadView, VehicleView } from './lead-view';

export const LEAD_WEBHOOK_HEADERS = {
  timestamp: 'x-lead-timestamp',
  signature: 'x-lead-signature',
  idempotencyKey: 'idempotency-key',
} as const;

export interface LeadWebhookVehicle {
  interest: VehicleView['interest'];
  condition: VehicleView['condition'];
  year: string;
  make: string;
  model: string;
  trim: string;
  vin: string;
  stock_number: string;
  odometer: number | null;
  odometer_unit: 'km' | 'mi';
  price: number | null;
  price_type: 'asking' | 'offer' | 'appraisal' | null;
  url: string;
}

export interface LeadWebhookBody {
  event: 'lead';
  reference: string;
  /** The lead this one follows (a trade-in's later steps), or null. */
  parent_reference: string | null;
  kind: LeadKind;
  form: string | null;
  source: string;
  category: string;
  subcategory: string;
  received_at: string;
  site: { slug: string; name: string; url: string };
  dealership: { name: string };
  currency: string;
  customer: {
    first_name: string;
    last_name: string;
    email: string;
    phone: string;
    postcode: string;
  };
  message: string;
  vehicles: LeadWebhookVehicle[];
  answers: { label: string; value: string }[];
}

export function leadWebhookBody(view: LeadView): LeadWebhookBody {
  const c = view.customer;
  return {
    event: 'lead',
    reference: view.reference,
    parent_reference: view.parentReference,
    kind: view.kind,
    form: view.form,
    source: view.source,
    category: view.category,
    subcategory: view.subcategory,
    received_at: new Date(view.receivedAt).toISOString(),
    site: view.site,
    dealership: { name: view.dealership.name },
    currency: view.currency,
    customer: {
      first_name: c.firstName,
      last_name: c.lastName,
      email: c.email,
      phone: c.phone,
      postcode: c.postcode,
    },
    message: view.message,
    vehicles: view.vehicles.map((v) => ({
      interest: v.interest,
      condition: v.condition,
      year: v.year,
      make: v.make,
      model: v.model,
      trim: v.trim,
      vin: v.vin,
      stock_number: v.stock,
      odometer: v.odometer,
      odometer_unit: view.distanceUnit,
      price: v.price?.amount ?? null,
      price_type: v.price?.type ?? null,
      url: v.url,
    })),
    answers: view.answers,
  };
}
