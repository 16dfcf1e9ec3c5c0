/**
 * Asking for a lead form from the vehicle page: openLeadForm() (src/stores/lead-form.ts)
 * with the page's LeadCar; the forms' host island shows the form. The current request is
 * mirrored on <html data-lead-request data-lead-request-source data-lead-request-car> so
 * tests and analytics can read what was asked for without reaching into the store. (Not
 * data-lead-form: the shell opens a form for any click inside an element carrying that.)
 */
import { leadFormRequest, openLeadForm, type LeadFormKind } from '../../stores/lead-form';
import type { LeadCar } from '../../domain/leads/lead-car';

let mirrored = false;
function mirror(): void {
  if (mirrored || typeof document === 'undefined') return;
  mirrored = true;
  leadFormRequest.subscribe((request) => {
    const data = document.documentElement.dataset;
    data.leadRequest = request?.kind ?? '';
    data.leadRequestSource = request?.source ?? '';
    data.leadRequestCar = request?.car ? String(request.car.id) : '';
  });
}

mirror();

export function requestLeadForm(
  kind: LeadFormKind,
  car: LeadCar | undefined,
  source: string,
  returnFocus?: HTMLElement | null,
): void {
  openLeadForm({ kind, car, source, returnFocus: returnFocus ?? null });
}
