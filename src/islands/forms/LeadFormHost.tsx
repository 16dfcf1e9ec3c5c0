/**
 * The forms' host: shows the form any island asks for through openLeadForm()
 * (src/stores/lead-form.ts) in a modal. Mounted by BaseLayout on the first request, so a
 * page nobody enquires from never loads the forms.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { leadFormRequest, type LeadFormRequest } from '../../stores/lead-form';
import { readFormContext } from './device';

const LeadModal = lazy(() => import('./LeadModal'));

export default function LeadFormHost() {
  const [request, setRequest] = useState<LeadFormRequest | null>(() => leadFormRequest.get());
  const [context] = useState(() => readFormContext());
  useEffect(() => leadFormRequest.subscribe(setRequest), []);
  if (!request || !context) return null;
  return (
    <Suspense fallback={null}>
      <LeadModal request={request} context={context} />
    </Suspense>
  );
}
