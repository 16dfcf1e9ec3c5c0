/**
 * Opening a lead form from anywhere: any island (a search card, the vehicle page's
 * buttons, the sticky bar) calls openLeadForm(); the forms' host island renders the
 * matching form in a modal. Islands on one page share this store (nanostores).
 */
import { atom } from 'nanostores';

export type LeadFormKind =
  | 'enquiry'
  | 'testDrive'
  | 'requestPhotos'
  | 'similar'
  | 'makeOffer'
  | 'financeEnquiry'
  | 'tradeIn'
  | 'general';

/** What a form needs to know about the car it is about. */
export interface LeadCar {
  id: string | number;
  slug: string;
  title: string;
  make: string;
  model: string;
  year?: number | null;
  badge?: string | null;
  car_type: 'new' | 'used' | 'demo';
  status: 'in_stock' | 'sold' | 'coming_soon';
  stocknum?: string | null;
  vin?: string | null;
  price?: number | null;
  price_type?: string | null;
  colour?: string | null;
  trans?: string | null;
  km?: number | null;
  cylinders?: number | null;
  engine_size_litres?: number | null;
  fuel?: string | null;
  image?: string | null;
  dealership_id?: string | number | null;
  dealership_slug?: string | null;
  location?: {
    id?: string | number | null;
    name?: string | null;
    distribution_locations?: { id?: string | number | null; name?: string | null }[] | null;
  } | null;
}

export interface LeadFormRequest {
  kind: LeadFormKind;
  car?: LeadCar;
  /** The element to return focus to when the modal closes. */
  returnFocus?: HTMLElement | null;
  /** Where the request came from, for analytics ('card', 'vdp-sidebar', 'sticky-bar', ...). */
  source?: string;
}

export const leadFormRequest = atom<LeadFormRequest | null>(null);

export function openLeadForm(request: LeadFormRequest): void {
  leadFormRequest.set(request);
}

export function closeLeadForm(): void {
  const current = leadFormRequest.get();
  leadFormRequest.set(null);
  current?.returnFocus?.focus();
}
