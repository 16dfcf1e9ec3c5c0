/**
 * Any link or button with data-lead-form="{kind}" (and optional data-lead-car JSON) opens that
 * form in the modal; without JavaScript it stays a link to the form's page. The forms' host
 * loads on the first openLeadForm(): pages nobody enquires from stay light. Each request (from
 * a link, an island or the vehicle page's sticky bar) is mirrored on <html data-lead-request
 * data-lead-request-source data-lead-request-car> so tests and analytics can read what was
 * asked for without reaching into the store.
 */
import { leadFormRequest, openLeadForm, type LeadFormKind } from '../../stores/lead-form';

export function startLeadFormLinks(): void {
  document.addEventListener('click', (event) => {
    const el = (event.target as Element | null)?.closest<HTMLElement>('[data-lead-form]');
    if (
      !el ||
      event.defaultPrevented ||
      (event as MouseEvent).button > 0 ||
      (event as MouseEvent).metaKey ||
      (event as MouseEvent).ctrlKey
    )
      return;
    event.preventDefault();
    let car;
    try {
      car = el.dataset.leadCar ? JSON.parse(el.dataset.leadCar) : undefined;
    } catch {
      car = undefined;
    }
    openLeadForm({
      kind: el.dataset.leadForm as LeadFormKind,
      car,
      returnFocus: el,
      source: el.dataset.leadSource ?? 'link',
    });
  });
  leadFormRequest.listen((request) => {
    const data = document.documentElement.dataset;
    data.leadRequest = request?.kind ?? '';
    data.leadRequestSource = request?.source ?? '';
    data.leadRequestCar = request?.car ? String(request.car.id) : '';
  });
  const stop = leadFormRequest.subscribe((request) => {
    if (!request) return;
    queueMicrotask(() => stop());
    void import('./mount-host').then((m) => m.mountHost());
  });
}
