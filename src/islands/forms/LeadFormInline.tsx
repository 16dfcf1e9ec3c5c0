/**
 * A lead form in the page itself (the vehicle page's sold view embeds
 * <LeadFormInline kind="similar" car={leadCar} />). Reads the site's form context from
 * the page; LeadFormInline.astro renders the same with the context on the server. Its page
 * links forms.css (no injected styles).
 */
import type { LeadFormKind } from '../../stores/lead-form';
import type { LeadCar } from '../../domain/leads/lead-car';
import type { FormContext } from '../../domain/leads/context';
import type { FormDefinition } from '../../domain/leads/forms';
import LeadForm from './LeadForm';

export interface LeadFormInlineProps {
  kind: LeadFormKind;
  car?: LeadCar;
  context?: FormContext | null;
  /** Built on the server (LeadFormInline.astro): the island does not load the definitions. */
  definition?: FormDefinition;
}

export default function LeadFormInline({ kind, car, context, definition }: LeadFormInlineProps) {
  return (
    <LeadForm
      kind={kind}
      car={car}
      context={context}
      definition={definition}
      idPrefix={`lfi-${kind}`}
    />
  );
}
