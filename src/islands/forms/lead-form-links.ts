/**
 * Any link or button with data-lead-form="{kind}" (and optional data-lead-car JSON) opens that
 * form in the modal; without JavaScript it stays a link to the form's page. The forms' host
 * loads on the first openLeadForm(): pages nobody enquires from stay light.
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
  const stop = leadFormRequest.subscribe((request) => {
    if (!request) return;
    queueMicrotask(() => stop());
    void import('./mount-host').then((m) => m.mountHost());
  });
}
