/** Accessibility checks with axe-core: the one place the suite builds an axe run. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * An axe run over the page. Legacy mode runs axe where the page is; the default mode opens a
 * second, blank page in the context to merge the frames' results, which takes about twice as
 * long. What the default mode adds is isolation from cross-origin frames; the sites embed none
 * but a dealer's video, whose frame does not load offline. Only the violations' nodes are
 * collected (`resultTypes`): a test reads nothing else, and listing every passing node is most
 * of axe's time on a large page.
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
}

/**
 * WCAG 2.2 level AA, as axe tags its rules (2.0, 2.1 and 2.2, A and AA). Selecting by tag also
 * runs the rules axe leaves off by default, such as target-size (2.5.8 Target Size (Minimum)).
 */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Accessibility check of a page's main content with axe (WCAG 2.2 A and AA). */
export async function expectNoAxeViolations(page: Page, include = '#main'): Promise<void> {
  const result = await axe(page).include(include).withTags(WCAG_22_AA).analyze();
  const found = result.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(found, `axe on ${page.url()}`).toEqual([]);
}
