/**
 * The accessibility budget (rules.md: Page budgets): zero axe violations, every impact, on one page
 * of every page type of every sample tenant (the page set bench:pages audits,
 * scripts/bench/lib/page-set.ts), at the desktop and the mobile project's screen. The rules: WCAG
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

for (const tenant of SAMPLE_TENANTS) {
  const pages = auditPages(repo, tenant);
  test(`${tenant}: the audited page set is built`, () => {
    expect(pages.length, `npm run build -- --tenant ${tenant}`).toBeGreaterThan(8);
  });
  for (const p of pages) {
    test(`${tenant} ${p.kind} ${p.path}: no axe violation @phone`, async ({ page }) => {
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
