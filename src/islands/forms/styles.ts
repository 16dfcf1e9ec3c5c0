/**
 * The forms' styles where no page stylesheet brought them (the modal on any page, mounted
 * by mount-host.tsx): injected once. Pages that render a form on the server link
 * forms.css themselves (FormSection, TradeInPage, LeadFormInline.astro).
 */
import css from './forms.css?inline';

export function ensureFormStyles(): void {
  if (typeof document === 'undefined' || document.querySelector('style[data-lf-styles]')) return;
  if (getComputedStyle(document.documentElement).getPropertyValue('--lf-styles').trim()) return;
  const style = document.createElement('style');
  style.dataset.lfStyles = '';
  style.textContent = css;
  document.head.append(style);
}
