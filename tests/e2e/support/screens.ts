/**
 * Which screen sizes an end-to-end test runs at (rules.md: Test at the screens that change the
 * behaviour). A test's title carries a tag (Playwright reads an @-word in a title, or in a
 * describe's title, as a tag of every test inside):
 * - `@phone`: both projects. What the test checks can differ on a phone: the layout (a carousel,
 *   the drawer, the sticky bars, where a box sits), touch (a tap, a swipe, reaching for an
 *   island), axe at the phone's width, computed font sizes.
 * - `@phone-only`: the mobile project only. The behaviour exists only on a phone's screen.
 * - no tag: the desktop project only. The test checks what is the same bytes and the same code
 *   at any width (server HTML and headers, a lead's fields, the rows in a store, legal words, a
 *   redirect, a calculator's figures).
 * Every page kind of every sample tenant is still loaded at the phone's width by the layout check
 * (`@phone-only`); the page audit (axe, every rule) runs at the phone's width on one page of
 * every page kind, each kind on another tenant in turn (page-audit.spec.ts).
 */

/** The mobile project's grep: the tests tagged for the phone (`@phone` and `@phone-only`). */
export const PHONE_TESTS = /@phone\b/;
/** The desktop project's grepInvert: the tests that exist only on a phone. */
export const PHONE_ONLY_TESTS = /@phone-only\b/;
