/**
 * The button actions of rules.md: Button href interpretation (rules.md), for buttons rendered with
 * data-shell-action (src/domain/content/button-href.ts buttonElement):
 * - 'live-chat' / 'help-desk' dispatch the cancelable window events 'dealer:live-chat' and
 *   'dealer:help-desk', for the dealer's chat or help-desk widget script to open itself (it
 *   calls preventDefault); with no widget listening, the general enquiry form opens instead;
 * - 'scroll' smoothly scrolls to the first element with the class in data-scroll-to and moves
 *   focus there (instantly for visitors who prefer reduced motion).
 */
import { openLeadForm } from '../../stores/lead-form';

export const WIDGET_EVENTS = {
  'live-chat': 'dealer:live-chat',
  'help-desk': 'dealer:help-desk',
} as const;

let started = false;

export function startButtonActions(): void {
  if (started) return;
  started = true;
  document.addEventListener('click', (e) => {
    const button = (e.target as Element | null)?.closest?.<HTMLElement>('[data-shell-action]');
    if (!button) return;
    const action = button.dataset.shellAction;
    if (action === 'live-chat' || action === 'help-desk') {
      const handled = !window.dispatchEvent(
        new CustomEvent(WIDGET_EVENTS[action], { cancelable: true }),
      );
      if (!handled) openLeadForm({ kind: 'general', returnFocus: button, source: action });
      return;
    }
    if (action === 'scroll') {
      const name = button.dataset.scrollTo ?? '';
      const target = name ? document.querySelector<HTMLElement>(`.${CSS.escape(name)}`) : null;
      if (!target) return;
      const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
      target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
      if (!target.matches('a[href], button, input, select, textarea, [tabindex]'))
        target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    }
  });
}
