/**
 * The accessibility budget (rules.md: Page budgets): zero axe violations, every impact, on one page
 * of every page type of every sample tenant (the page set bench:pages audits,
 * scripts/bench/lib/page-set.ts), at the desktop screen; and at the mobile project's screen on
 * one page of every page type, each kind on another tenant in turn (phoneAudited), so every
 * tenant's theme is audited on the phone's layout too. What the phone's width changes is the
 * layout of the shell and of the page type's template, the same code on every tenant (the menu
 * toggle, the sticky footer, the drawers, target sizes); what a tenant changes (its colours,
 * its content, its features) is audited on every page at the desktop width. The rules: WCAG
 * 2.2 A and AA (the bar the accessibility statement names, with target-size, which axe runs only
 * when asked) and axe's best practices. The HTML validity budget over the same pages is
 * tests/unit/scripts/page-validity.test.ts.
 */
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { axe, WCAG_22_AA } from './support/axe';
import { auditPages } from '../../scripts/bench/lib/page-set';
import { SAMPLE_TENANTS, tenantUrl } from './support/tenants';
import { withPopupClosed } from './support/shell';

const repo = path.resolve(import.meta.dirname, '..', '..');

test.describe.configure({ mode: 'parallel' });

const pagesOf = new Map(SAMPLE_TENANTS.map((t) => [t, auditPages(repo, t)]));

/**
 * The pages audited at the phone's width too: each page kind once, on the tenants that have it
 * in turn (the kinds in the order they first appear, tenants in SAMPLE_TENANTS order).
 */
function phoneAudited(): Set<string> {
  const kinds = [...new Set([...pagesOf.values()].flat().map((p) => p.kind))];
  const chosen = new Set<string>();
  kinds.forEach((kind, i) => {
    const having = SAMPLE_TENANTS.filter((t) => pagesOf.get(t)!.some((p) => p.kind === kind));
    chosen.add(`${having[i % having.length]} ${kind}`);
  });
  return chosen;
}
const atPhone = phoneAudited();

test('every tenant is audited at the phone width on some page kinds', () => {
  const tenants = new Set([...atPhone].map((k) => k.split(' ')[0]));
  expect([...tenants].sort()).toEqual([...SAMPLE_TENANTS].sort());
});

for (const tenant of SAMPLE_TENANTS) {
  const pages = pagesOf.get(tenant)!;
  test(`${tenant}: the audited page set is built`, () => {
    expect(pages.length, `npm run build -- --tenant ${tenant}`).toBeGreaterThan(8);
  });
  for (const p of pages) {
    const screens = atPhone.has(`${tenant} ${p.kind}`) ? ' @phone' : '';
    test(`${tenant} ${p.kind} ${p.path}: no axe violation${screens}`, async ({ page }) => {
      // a search page has ~1,600 elements: axe takes tens of seconds there on a busy 2-core machine
      test.setTimeout(180_000);
      // the promotional popup has its own keyboard and screen-reader tests (shell-a11y.spec.ts)
      await withPopupClosed(page, tenant);
      await page.goto(tenantUrl(tenant, p.path), { waitUntil: 'networkidle' });
      const result = await axe(page)
        .withTags([...WCAG_22_AA, 'best-practice'])
        .analyze();
      const found = result.violations.map(
        (v) =>
          `${v.id} (${v.impact}): ${v.nodes
            .slice(0, 4)
            .map((n) => `${n.target.join(' ')} ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`)
            .join(' | ')}`,
      );
      expect(found, `axe on ${p.path}`).toEqual([]);
    });
  }
}
