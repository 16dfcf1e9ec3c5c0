/**
 * The lead form in a modal (a native <dialog>: focus stays inside, Escape closes, the page
 * behind is inert); focus returns to the button that opened it. 'Book a Test Drive' is at
 * most 600 wide (rules.md: VDP and display).
 */
import { useEffect, useMemo, useRef } from 'react';
import { closeLeadForm, type LeadFormRequest } from '../../stores/lead-form';
import type { FormContext } from '../../domain/leads/context';
import type { FormKind } from '../../domain/leads/forms';
import { FORM_TITLES, formDefinition } from '../../domain/leads/forms';
import { tradeInPath } from '../../domain/trade-in/eligibility';
import LeadForm from './LeadForm';

const KIND_TO_FORM: Record<LeadFormRequest['kind'], FormKind> = {
  enquiry: 'enquiry',
  testDrive: 'testDrive',
  requestPhotos: 'requestPhotos',
  similar: 'similar',
  makeOffer: 'makeOffer',
  financeEnquiry: 'financeEnquiry',
  tradeIn: 'tradeIn',
  general: 'general',
};

export default function LeadModal({
  request,
  context,
}: {
  request: LeadFormRequest;
  context: FormContext;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const form = KIND_TO_FORM[request.kind] ?? 'general';
  const titleId = `lf-modal-title-${form}`;
  const definition = useMemo(
    () => formDefinition(form, context, request.car),
    [form, context, request.car],
  );

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    const onClose = () => closeLeadForm();
    dialog.addEventListener('close', onClose);
    return () => {
      dialog.removeEventListener('close', onClose);
      if (dialog.open) dialog.close();
    };
  }, [request]);

  return (
    <dialog
      ref={ref}
      className={`lf-modal${form === 'testDrive' ? ' lf-modal--narrow' : ''}`}
      aria-labelledby={titleId}
      onClick={(e) => {
        if (e.target === ref.current) ref.current?.close();
      }}
    >
      <div className="lf-modal__head">
        <h2 id={titleId}>{FORM_TITLES[form]}</h2>
        <button
          type="button"
          className="lf-modal__close"
          aria-label="Close"
          onClick={() => ref.current?.close()}
        >
          ×
        </button>
      </div>
      <div className="lf-modal__body">
        {request.car && form !== 'makeOffer' && (
          <p className="lf-modal__note muted">{request.car.title}</p>
        )}
        {form === 'tradeIn' && request.car && (
          <p className="lf-modal__note">
            Want a number now?{' '}
            <a href={tradeInPath(request.car)}>Get an instant offer in 2 minutes</a>, or leave your
            details and we will call you.
          </p>
        )}
        <LeadForm
          key={`${form}-${request.car?.id ?? ''}`}
          kind={form}
          car={request.car}
          context={context}
          definition={definition}
          idPrefix={`lfm-${form}`}
        />
      </div>
    </dialog>
  );
}
