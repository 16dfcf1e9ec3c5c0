/** A button that asks the forms' host for a lead form about this car (sold view, Request Photos). */
import type { LeadCar, LeadFormKind } from '../../stores/lead-form';
import { requestLeadForm } from './lead';

interface Props {
  kind: LeadFormKind;
  car?: LeadCar;
  text: string;
  source: string;
  className?: string;
}

export default function LeadButton({ kind, car, text, source, className = 'btn' }: Props) {
  return (
    <button type="button" className={className} data-key={kind} onClick={(e) => requestLeadForm(kind, car, source, e.currentTarget)}>
      {text}
    </button>
  );
}
