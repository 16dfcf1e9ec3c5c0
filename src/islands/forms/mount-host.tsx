/** Mounts the forms' host once, on the page's first openLeadForm(). */
import { createRoot } from 'react-dom/client';
import LeadFormHost from './LeadFormHost';
import { ensureFormStyles } from './styles';

let mounted = false;

export function mountHost(): void {
  if (mounted) return;
  mounted = true;
  ensureFormStyles();
  const el = document.createElement('div');
  el.id = 'lead-form-host';
  document.body.append(el);
  createRoot(el).render(<LeadFormHost />);
}
