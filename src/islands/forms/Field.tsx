/**
 * One form field, rendered from its definition (src/domain/leads/fields.ts): a label tied
 * to its control, the field's error under it (aria-describedby), the right keyboard on
 * phones, and the spec's placeholders.
 */
import { lazy, Suspense } from 'react';
import type { FieldDef } from '../../domain/leads/fields';
import { quickPicks } from '../../domain/leads/money-input';
import { formatMoney } from '../../domain/format/money';
import { slugify } from '../../domain/format/slug';
import { LOADING_TIMES_TEXT } from '../../domain/leads/appointments';

export type FieldValue = string | boolean | string[];

export interface FieldProps {
  def: FieldDef;
  value: FieldValue | undefined;
  onChange: (name: string, value: FieldValue) => void;
  errors?: string[];
  idPrefix: string;
  termsUrl?: string;
  privacyUrl?: string;
  /** Test-drive slots are fetched for this car / location. */
  appointmentQuery?: { car_id?: string; location_id?: string };
}

export function fieldId(prefix: string, name: string): string {
  return `${prefix}-${slugify(name) || 'field'}`;
}

const INPUT_TYPES: Partial<
  Record<
    FieldDef['type'],
    { type: string; inputMode?: 'numeric' | 'tel' | 'email' | 'text' | 'decimal' }
  >
> = {
  text: { type: 'text' },
  email: { type: 'email', inputMode: 'email' },
  phone: { type: 'tel', inputMode: 'tel' },
  postcode: { type: 'text', inputMode: 'numeric' },
  number: { type: 'number', inputMode: 'numeric' },
};

/** The test-drive time select: its code loads when a form first shows it (a later step). */
const loadAppointments = () => import('./AppointmentSelect');
const Appointments = lazy(loadAppointments);
/** Starts loading the time select's code (a form with a test-drive time, when the shopper reaches for it). */
export const prefetchAppointments = () => void loadAppointments().catch(() => undefined);

export default function Field({
  def,
  value,
  onChange,
  errors,
  idPrefix,
  termsUrl,
  privacyUrl,
  appointmentQuery,
}: FieldProps) {
  if (def.type === 'hidden') return null;
  const id = fieldId(idPrefix, def.name);
  const errorId = `${id}-error`;
  const hasError = Boolean(errors?.length);
  const describedBy =
    [hasError ? errorId : null, def.help ? `${id}-help` : null].filter(Boolean).join(' ') ||
    undefined;
  const str = typeof value === 'string' ? value : '';
  const set = (v: FieldValue) => onChange(def.name, v);
  const required = def.required ? (
    <span className="lf-required" aria-hidden="true">
      {' '}
      *
    </span>
  ) : null;
  const errorText = hasError ? (
    <p id={errorId} className="lf-error">
      {errors!.join(' ')}
    </p>
  ) : null;
  const help = def.help ? (
    <p id={`${id}-help`} className="lf-help">
      {def.help}
    </p>
  ) : null;

  if (def.type === 'checkbox' || def.type === 'terms') {
    return (
      <div className={`lf-field lf-field--check${hasError ? ' has-error' : ''}`}>
        <input
          id={id}
          type="checkbox"
          checked={value === true}
          onChange={(e) => set(e.target.checked)}
          aria-invalid={hasError || undefined}
          aria-describedby={describedBy}
          aria-required={def.required || undefined}
        />
        <label htmlFor={id}>
          {def.type === 'terms' ? (
            <>
              I agree to the{' '}
              <a href={termsUrl} target="_blank" rel="noopener">
                terms of use
              </a>{' '}
              and{' '}
              <a href={privacyUrl} target="_blank" rel="noopener">
                privacy policy
              </a>
              .
            </>
          ) : (
            def.label
          )}
          {required}
        </label>
        {errorText}
      </div>
    );
  }

  if (def.type === 'radio' || def.type === 'checkOptions') {
    const list = Array.isArray(value) ? value : [];
    return (
      <fieldset
        className={`lf-field lf-group${hasError ? ' has-error' : ''}`}
        aria-describedby={describedBy}
      >
        <legend>
          {def.label}
          {required}
        </legend>
        <div className="lf-options">
          {(def.options ?? []).map((o, i) => {
            const oid = `${id}-${i}`;
            return def.type === 'radio' ? (
              <label key={o.value} htmlFor={oid} className="lf-option">
                <input
                  id={oid}
                  type="radio"
                  name={id}
                  value={o.value}
                  checked={str === o.value}
                  onChange={() => set(o.value)}
                  aria-invalid={hasError || undefined}
                />
                {o.label}
              </label>
            ) : (
              <label key={o.value} htmlFor={oid} className="lf-option">
                <input
                  id={oid}
                  type="checkbox"
                  checked={list.includes(o.value)}
                  onChange={(e) =>
                    set(e.target.checked ? [...list, o.value] : list.filter((x) => x !== o.value))
                  }
                />
                {o.label}
              </label>
            );
          })}
        </div>
        {errorText}
      </fieldset>
    );
  }

  const label = (
    <label htmlFor={id} className="lf-label">
      {def.label}
      {required}
    </label>
  );
  const common = {
    id,
    'aria-invalid': hasError || undefined,
    'aria-describedby': describedBy,
    'aria-required': def.required || undefined,
  };

  if (def.type === 'select') {
    return (
      <div className={`lf-field${hasError ? ' has-error' : ''}`}>
        {label}
        <select {...common} className="lf-input" value={str} onChange={(e) => set(e.target.value)}>
          {(def.placeholder || !def.required || !str) && (
            <option value="">{def.placeholder ?? 'Please select…'}</option>
          )}
          {(def.options ?? []).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        {help}
        {errorText}
      </div>
    );
  }

  if (def.type === 'datetime') {
    return (
      <div className={`lf-field${hasError ? ' has-error' : ''}`}>
        {label}
        <Suspense
          fallback={
            <select id={id} className="lf-input" disabled aria-busy aria-describedby={describedBy}>
              <option value="">{LOADING_TIMES_TEXT}</option>
            </select>
          }
        >
          <Appointments
            id={id}
            value={str}
            onChange={set}
            describedBy={describedBy}
            query={appointmentQuery}
          />
        </Suspense>
        {errorText}
      </div>
    );
  }

  if (def.type === 'textarea') {
    return (
      <div className={`lf-field${hasError ? ' has-error' : ''}`}>
        {label}
        <textarea
          {...common}
          className="lf-input"
          rows={4}
          value={str}
          maxLength={def.maxLength ?? 5000}
          placeholder={def.placeholder}
          onChange={(e) => set(e.target.value)}
        />
        {errorText}
      </div>
    );
  }

  if (def.type === 'money') {
    const picks = quickPicks(def.quickPicks);
    const digits = str.replace(/[^\d]/g, '');
    return (
      <div className={`lf-field${hasError ? ' has-error' : ''}`}>
        {label}
        <div className="lf-money">
          <span className="lf-money__prefix" aria-hidden="true">
            $
          </span>
          <input
            {...common}
            className="lf-input"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={str}
            placeholder={def.placeholder?.replace(/^\$/, '')}
            onChange={(e) => set(e.target.value)}
          />
        </div>
        <div className="lf-picks" role="group" aria-label="Quick amounts">
          {picks.map((p) => (
            <button
              key={p}
              type="button"
              className="lf-pick"
              aria-pressed={digits === String(p)}
              onClick={() => set(String(p))}
            >
              {formatMoney(p)}
            </button>
          ))}
        </div>
        {errorText}
      </div>
    );
  }

  const input = INPUT_TYPES[def.type] ?? { type: 'text' };
  return (
    <div className={`lf-field${hasError ? ' has-error' : ''}`}>
      {label}
      <input
        {...common}
        className="lf-input"
        type={input.type}
        inputMode={input.inputMode}
        autoComplete={def.autoComplete}
        value={str}
        maxLength={def.type === 'number' ? undefined : def.maxLength}
        min={def.type === 'number' ? def.min : undefined}
        max={def.type === 'number' ? def.max : undefined}
        step={def.type === 'number' ? def.step : undefined}
        placeholder={def.placeholder}
        onChange={(e) => set(e.target.value)}
      />
      {help}
      {errorText}
    </div>
  );
}
