/**
 * The journey's buyer details (rules.md: Forms; Postcode; Phone):
 * name, last name, email, mobile, postcode (the lead forms' fields and validators, in the
 * site's market) and an address for the paperwork. Every error is listed and linked to its
 * field; what was typed stays. Filled from the journey, else from the device's form prefill.
 */
import CollectionNotice from '../forms/CollectionNotice';
import { useMemo, useState } from 'react';
import { formSchema, fieldErrors, fieldForMarket } from '../../domain/leads/fields';
import { JourneyBuyer, journeyBuyerFields } from '../../domain/checkout/journey';
import type { JourneyPageConfig } from '../../page-data/checkout-journey';
import Field, { fieldId, type FieldValue } from '../forms/Field';
import ErrorSummary from '../forms/ErrorSummary';
import { initialValues, payloadValues, type FormValues } from '../forms/form-values';
import { readPrefill, savePrefill } from '../forms/device';
import { StepActions, type ReadyView } from './step-parts';
import '../forms/forms.css';

export default function JourneyDetails({
  view,
  config,
}: {
  view: ReadyView;
  config: JourneyPageConfig;
}) {
  const fields = useMemo(() => journeyBuyerFields(), []);
  const [values, setValues] = useState<FormValues>(() => ({
    ...initialValues(fields),
    ...readPrefill(config.form.slug),
    ...(view.state.buyer ?? {}),
  }));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [summaryKey, setSummaryKey] = useState(0);

  const onChange = (name: string, value: FieldValue) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name])
      setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => k !== name)));
  };

  const submit = () => {
    const result = formSchema(fields, config.form).safeParse(payloadValues(fields, values));
    const buyer = result.success ? JourneyBuyer.safeParse(result.data) : null;
    if (!buyer?.success) {
      setErrors(
        result.success ? { '': ['Please check your details.'] } : fieldErrors(result.error),
      );
      setSummaryKey((k) => k + 1);
      return;
    }
    savePrefill(config.form.slug, buyer.data);
    view.complete({ buyer: buyer.data });
  };

  const summary = [
    ...(errors[''] ?? []).map((message) => ({ fieldId: null, message })),
    ...fields.flatMap((f) =>
      (errors[f.name] ?? []).map((message) => ({ fieldId: fieldId('jd', f.name), message })),
    ),
  ];
  return (
    <form
      className="lf"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <ErrorSummary items={summary} focusKey={summaryKey} />
      <div className="lf-grid">
        {fields.map((f) => (
          <Field
            key={f.name}
            def={fieldForMarket(f, config.form.market)}
            value={values[f.name]}
            onChange={onChange}
            errors={errors[f.name]}
            idPrefix="jd"
          />
        ))}
      </div>
      <CollectionNotice
        dealer={config.form.name}
        market={config.form.market}
        purpose="reservation"
        privacyUrl={config.form.privacyUrl}
      />
      <StepActions view={view} />
    </form>
  );
}
