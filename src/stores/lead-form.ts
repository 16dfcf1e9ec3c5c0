/**
 * Opening a lead form from anywhere: any island (a search card, the vehicle page's
 * buttons, the sticky bar) calls openLeadForm(); the forms' host island renders the
 * matching form in a modal. Islands on one page share this store (nanostores).
 */
import { atom } from 'nanostores';
import type { LeadCar } from '../domain/leads/lead-car';

export type LeadFormKind =
  | 'enquiry'
  | 'testDrive'
  | 'requestPhotos'
  | 'similar'
  | 'makeOffer'
  | 'financeEnquiry'
  | 'tradeIn'
  | 'general';

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
