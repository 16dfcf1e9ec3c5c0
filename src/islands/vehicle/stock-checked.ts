/**
 * Fills a vehicle page's 'Checked in stock' line from the build's /stock-check.json
 * (domain/vehicle/stock-check.ts). The line stays hidden when the file cannot be read.
 */
import { readStockCheck, stockCheckedText } from '../../domain/vehicle/stock-check';

export async function showStockChecked(): Promise<void> {
  for (const el of document.querySelectorAll<HTMLElement>('[data-stock-checked]')) {
    try {
      const response = await fetch(el.dataset.stockChecked ?? '', { cache: 'no-cache' });
      if (!response.ok) continue;
      const check = readStockCheck(await response.json());
      if (!check) continue;
      el.textContent = stockCheckedText(
        new Date(check.checkedAt),
        new Date(),
        el.dataset.timeZone ?? 'UTC',
        el.dataset.locale ?? 'en-AU',
      );
      el.dataset.checkedAt = check.checkedAt;
      el.hidden = false;
    } catch (e) {
      console.warn('[stock-check] not shown', e);
    }
  }
}
