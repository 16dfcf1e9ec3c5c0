/**
 * Asking for a lead form from the vehicle page: openLeadForm() (src/stores/lead-form.ts)
 * with the page's LeadCar; the forms' host island shows the form. The current request is
 * mirrored on <html data-lead-form data-lead-form-source data-lead-form-car> so tests and
 * analytics can read what was asked for without reaching into the store.
 */
import { leadFormRequest, openLeadForm, type LeadCar, type LeadFormKind } from '../../stores/lead-form';

let mirrored = false;
function mirror(): void {
  if (mirrored || typeof document === 'undefined') return;
  mirrored = true;
  leadFormRequest.subscribe((request) => {
    const data = document.documentElement.dataset;
    data.leadForm = request?.kind ?? '';
    data.leadFormSource = request?.source ?? '';
    data.leadFormCar = request?.car ? String(request.car.id) : '';
  });
}

export function requestLeadForm(kind: LeadFormKind, car: LeadCar | undefined, source: string, returnFocus?: HTMLElement | null): void {
  mirror();
  openLeadForm({ kind, car, source, returnFocus: returnFocus ?? null });
}
