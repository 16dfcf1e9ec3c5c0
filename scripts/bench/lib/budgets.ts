/**
 * The page budgets (issue: page budgets in CI): performance >= 95 and accessibility 100 on
 * every page; LCP <= 1.8 s, TBT <= 150 ms, CLS <= 0.05; JavaScript (transfer, gzip) <= 15 KB
 * on pages with no island, <= 90 KB on a vehicle page, <= 150 KB on search; 0 validator
 * errors; 0 axe violations of any impact.
 */
import type { AxeViolation, LighthouseRun } from './audit';

export type PageKind =
  | 'home'
  | 'search'
  | 'make landing'
  | 'model landing'
  | 'vehicle'
  | 'vehicle sold'
  | 'vehicle no image'
  | 'contact'
  | 'finance'
  | 'trade-in'
  | 'locations'
  | 'offers'
  | 'content'
  | 'blog';

export interface Budget {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptBytes: number;
}

const KB = 1024;
const BASE = { performance: 95, accessibility: 100, lcpMs: 1800, tbtMs: 150, cls: 0.05 };

/** The JavaScript budget of a page kind: search pages 150 KB, vehicle and form pages 90 KB, else 15 KB. */
export function pageBudget(kind: PageKind): Budget {
  const scriptBytes =
    kind === 'search' || kind === 'make landing' || kind === 'model landing'
      ? 150 * KB
      : kind.startsWith('vehicle') ||
          kind === 'contact' ||
          kind === 'finance' ||
          kind === 'trade-in'
        ? 90 * KB
        : 15 * KB;
  return { ...BASE, scriptBytes };
}

/** What one measured page breaks, in words; empty when it is within budget. */
export function budgetBreaks(
  budget: Budget,
  page: { lighthouse?: LighthouseRun; axe: AxeViolation[]; validator: number },
): string[] {
  const out: string[] = [];
  const lh = page.lighthouse;
  if (lh) {
    if (lh.performance < budget.performance) out.push(`performance ${lh.performance}`);
    if (lh.accessibility < budget.accessibility) out.push(`accessibility ${lh.accessibility}`);
    if (lh.lcp > budget.lcpMs) out.push(`LCP ${(lh.lcp / 1000).toFixed(2)} s`);
    if (lh.tbt > budget.tbtMs) out.push(`TBT ${lh.tbt.toFixed(0)} ms`);
    if (lh.cls > budget.cls) out.push(`CLS ${lh.cls.toFixed(3)}`);
    if (lh.scriptBytes > budget.scriptBytes)
      out.push(`JavaScript ${(lh.scriptBytes / KB).toFixed(1)} KB`);
  }
  if (page.axe.length) out.push(`${page.axe.length} axe violations`);
  if (page.validator) out.push(`${page.validator} validator errors`);
  return out;
}
