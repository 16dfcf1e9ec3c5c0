/**
 * How a shopper's alerts reach them (domain/alerts/saved-search.ts): by e-mail to the address
 * they give, or by text message to their own number. One fieldset with two radios and the
 * address when e-mail is chosen; the submit button says when it is busy; a failure shows the
 * server's message (role=alert) and the field's own message under it, and keeps what was
 * typed. Used by the search page's 'Save this search' and the garage's watchlist alerts.
 */
import { useId, useRef, useState, type SubmitEvent } from 'react';
import { SAVE_SEARCH_TEXT as T, type AlertChannel } from '../../domain/alerts/saved-search';
import type { CallResult } from '../../stores/saved-searches';
import './alerts.css';

export default function AlertChannelForm<V>({
  phone,
  legend,
  submitText,
  onSubmit,
  onDone,
  onCancel,
}: {
  phone: string;
  legend: string;
  submitText: string;
  onSubmit: (channel: AlertChannel, email: string) => Promise<CallResult<V>>;
  onDone: (value: V) => void;
  onCancel?: () => void;
}) {
  const id = useId();
  const [channel, setChannel] = useState<AlertChannel>('email');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; email: string | null } | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const submit = async (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    const result = await onSubmit(channel, email);
    setBusy(false);
    if (result.ok) return onDone(result.value);
    const fieldMessage = result.fields.email?.[0] ?? null;
    setError({ message: result.message, email: fieldMessage });
    if (fieldMessage) emailRef.current?.focus();
  };
  return (
    <form className="alert-form" onSubmit={(e) => void submit(e)} noValidate aria-busy={busy}>
      <fieldset>
        <legend>{legend}</legend>
        <label className="alert-form__choice">
          <input
            type="radio"
            name={`${id}-channel`}
            value="email"
            checked={channel === 'email'}
            onChange={() => setChannel('email')}
          />{' '}
          {T.email}
        </label>
        {channel === 'email' && (
          <div className="alert-form__field">
            <label htmlFor={`${id}-email`}>{T.emailLabel}</label>
            <input
              ref={emailRef}
              id={`${id}-email`}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              required
              value={email}
              aria-invalid={error?.email ? true : undefined}
              aria-describedby={error?.email ? `${id}-email-error` : undefined}
              onChange={(e) => setEmail(e.target.value)}
            />
            {error?.email && (
              <p
                id={`${id}-email-error`}
                className="alert-form__field-error"
                // the field's message is the whole answer: said once, as the alert
                role={error.email === error.message ? 'alert' : undefined}
              >
                {error.email}
              </p>
            )}
          </div>
        )}
        <label className="alert-form__choice">
          <input
            type="radio"
            name={`${id}-channel`}
            value="sms"
            checked={channel === 'sms'}
            onChange={() => setChannel('sms')}
          />{' '}
          {T.sms.replace('{phone}', phone)}
        </label>
      </fieldset>
      {error && error.message !== error.email && (
        <p className="alert-form__error" role="alert">
          {error.message}
        </p>
      )}
      <div className="alert-form__actions">
        <button type="submit" className="btn" disabled={busy}>
          {busy ? T.saving : submitText}
        </button>
        {onCancel && (
          <button type="button" className="link-button" onClick={onCancel} disabled={busy}>
            {T.cancel}
          </button>
        )}
      </div>
    </form>
  );
}
