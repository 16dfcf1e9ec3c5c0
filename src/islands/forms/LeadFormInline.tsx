/**
 * A lead form in the page itself (the vehicle page's sold view embeds
 * <LeadFormInline kind="similar" car={leadCar} />). Reads the site's form context from
 * the page; LeadFormInline.astro renders the same with the context on the server.
 */
import type { LeadFormKind } from '../../stores/lead-form';
import type { LeadCar } from '../../domain/leads/lead-car';
import type { FormContext } from '../../domain/leads/context';
import LeadForm from './LeadForm';
import { ensureFormStyles } from './styles';

export interface LeadFormInlineProps {
  kind: LeadFormKind;
  car?: LeadCar;
  context?: FormContext | null;
}

export default function LeadFormInline({ kind, car, context }: LeadFormInlineProps) {
  ensureFormStyles();
  return <LeadForm kind={kind} car={car} context={context} idPrefix={`lfi-${kind}`} />;
}
