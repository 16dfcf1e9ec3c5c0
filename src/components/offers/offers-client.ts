/**
 * Offer texts that expand and collapse (rules.md: Offers; Toggles): 'View more' /
 * 'View less' on the description, 'View full disclaimer' / 'less disclaimer' on the disclaimer.
 */
export function initCollapsibles(root: ParentNode = document): void {
  for (const box of root.querySelectorAll<HTMLElement>('[data-collapsible]')) {
    const button = box.querySelector<HTMLButtonElement>('button[data-more]');
    const label = button?.querySelector<HTMLElement>('[data-label]');
    if (!button || !label || button.dataset.wired) continue;
    button.dataset.wired = '1';
    button.addEventListener('click', () => {
      const expanded = button.getAttribute('aria-expanded') !== 'true';
      button.setAttribute('aria-expanded', String(expanded));
      box.toggleAttribute('data-expanded', expanded);
      label.textContent = expanded ? button.dataset.less! : button.dataset.more!;
    });
  }
}
