/**
 * The clicks a shopper makes on an island's buttons before it has hydrated (rules.md: Hydrate
 * on reach): a tap on a phone reaches for the island (touchstart) and clicks it a moment later,
 * before its code has loaded, and the server's button has no handler yet. keepClicks records
 * each such click (which of the island's buttons, by its place among them, as the hydrated
 * island renders the same buttons in the same order) and hands back a replay that clicks them
 * again once the island has hydrated, so nothing the shopper did is lost. Links, inputs and
 * disclosures act natively before hydration and are not replayed; a submit button is the
 * form's (disabled until it hydrates). Plain DOM code: the directive's inline script bundles it.
 */

/** What a click is replayed on: a button that is not a form's submit. */
export const REPLAYED = 'button:not([type="submit"]), [role="button"]';

/** The most clicks kept for one island (a shopper's taps on Next while its code loads). */
export const MAX_KEPT_CLICKS = 10;

/** Records clicks on the island's buttons; the returned function stops and replays them. */
export function keepClicks(island: HTMLElement): () => void {
  const kept: number[] = [];
  const record = (event: Event) => {
    const target = (event.target as Element | null)?.closest?.(REPLAYED);
    if (!target || !island.contains(target) || kept.length >= MAX_KEPT_CLICKS) return;
    const at = [...island.querySelectorAll(REPLAYED)].indexOf(target);
    if (at >= 0) kept.push(at);
  };
  island.addEventListener('click', record, { capture: true });
  return () => {
    island.removeEventListener('click', record, { capture: true });
    for (const at of kept.splice(0)) island.querySelectorAll<HTMLElement>(REPLAYED)[at]?.click();
  };
}
