/**
 * The location components' browser side, one module for every location page: open or closed
 * now and the holiday rows from the visitor's clock in the dealer's timezone, the hours
 * select, the holiday-hours dialog. The rules are the domain's (hours, holidays, open-now).
 */
import { holidayRows, type HolidayHours } from '../../domain/locations/holidays';
import { openState, type OpenNowInput } from '../../domain/locations/open-now';
import { localClock } from '../../domain/vehicle/call-now';
import type { ZoneOffsets } from '../../domain/format/zone-offsets';
import type { Market } from '../../domain/market/market';

function readJson<T>(el: HTMLElement, key: string): T | null {
  try {
    return JSON.parse(el.dataset[key] ?? '') as T;
  } catch {
    return null;
  }
}

/** [data-open-now]: 'Open now until 5:30pm' or 'Closed now', shown once known. */
export function renderOpenNow(root: ParentNode, now: Date): void {
  for (const el of root.querySelectorAll<HTMLElement>('[data-open-now]')) {
    const input = readJson<OpenNowInput>(el, 'openNow');
    if (!input) continue;
    const state = openState(input, now);
    el.dataset.state = state.open ? 'open' : 'closed';
    const text = el.querySelector<HTMLElement>('[data-open-text]') ?? el;
    text.textContent = state.note ? `${state.text} (${state.note})` : state.text;
    el.hidden = false;
  }
}

/** [data-holiday-list]: rows from today on, 'Today' for today's entry. */
export function renderHolidays(root: ParentNode, now: Date): void {
  for (const list of root.querySelectorAll<HTMLElement>('[data-holiday-list]')) {
    const data = readJson<{
      locationId: string;
      timeZone: string;
      offsets?: ZoneOffsets | null;
      entries: HolidayHours[];
      market?: Market;
    }>(list, 'holidayList');
    if (!data) continue;
    const today = localClock(now, data.timeZone, data.offsets).date;
    const rows = holidayRows(data.entries, data.locationId, today, data.market);
    const template = list.querySelector<HTMLTemplateElement>('template');
    if (!template) continue;
    for (const old of list.querySelectorAll('[data-holiday-row]')) old.remove();
    for (const row of rows) {
      const item = template.content.firstElementChild!.cloneNode(true) as HTMLElement;
      item.dataset.holidayRow = row.date;
      item.querySelector('[data-label]')!.textContent = row.label;
      item.querySelector('[data-text]')!.textContent = row.text;
      item.classList.toggle('is-closed', row.closed);
      list.append(item);
    }
    const empty = list.parentElement?.querySelector<HTMLElement>('[data-holiday-empty]');
    if (empty) empty.hidden = rows.length > 0;
  }
}

/** select[data-hours-select]: shows the panel of the chosen location type. */
function wireHoursSelect(root: ParentNode): void {
  for (const select of root.querySelectorAll<HTMLSelectElement>('select[data-hours-select]')) {
    const group = select.closest('[data-hours-group]');
    if (!group) continue;
    const show = () => {
      for (const panel of group.querySelectorAll<HTMLElement>('[data-hours-panel]')) {
        panel.hidden = panel.dataset.hoursPanel !== select.value;
        panel.classList.remove('hours-panel--other');
      }
    };
    select.addEventListener('change', show);
    show();
  }
}

/** button[data-dialog-open="{id}"] opens that <dialog>; its [data-dialog-close] closes it. */
function wireDialogs(root: ParentNode): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>('[data-dialog-open]')) {
    const dialog = document.getElementById(button.dataset.dialogOpen!) as HTMLDialogElement | null;
    if (!dialog) continue;
    button.addEventListener('click', () => {
      renderHolidays(dialog, new Date());
      dialog.showModal();
    });
    dialog.addEventListener('close', () => button.focus());
    dialog.addEventListener('click', (event) => {
      if (event.target === dialog) dialog.close(); // a click on the backdrop
    });
    for (const close of dialog.querySelectorAll<HTMLElement>('[data-dialog-close]'))
      close.addEventListener('click', () => dialog.close());
  }
}

export function initLocations(root: ParentNode = document): void {
  const now = new Date();
  renderOpenNow(root, now);
  renderHolidays(root, now);
  wireHoursSelect(root);
  wireDialogs(root);
}
