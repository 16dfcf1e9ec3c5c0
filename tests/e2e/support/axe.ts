/** Accessibility checks with axe-core: the one place the suite builds an axe run. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * An axe run over the page. Legacy mode runs axe where the page is; the default mode opens a
 * second, blank page in the context to merge the frames' results. One run on this 2-core
 * machine kind, default against legacy: a content page 2.5–3.8 s against 1.3–1.5 s, a search
 * landing 8.4 s against 3.1–3.4 s. What the default mode adds is isolation from cross-origin
 * frames; the sites embed none but a dealer's video, whose frame does not load offline.
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
