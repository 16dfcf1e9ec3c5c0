/**
 * Asking for a lead form from the vehicle page: openLeadForm() (src/stores/lead-form.ts)
 * with the page's LeadCar; the forms' host island shows the form. (Not data-lead-form: the
 * shell opens a form for any click inside an element carrying that.) The shell mirrors the
 * request on <html> (src/islands/forms/lead-form-links.ts).
 */
import { openLeadForm, type LeadFormKind } from '../../stores/lead-form';
import type { LeadCar } from '../../domain/leads/lead-car';

export function requestLeadForm(
  kind: LeadFormKind,
  car: LeadCar | undefined,
  source: string,
  returnFocus?: HTMLElement | null,
): void {
  openLeadForm({ kind, car, source, returnFocus: returnFocus ?? null });
}
