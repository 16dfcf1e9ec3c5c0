/**
 * What every lead form shows around its fields: the honeypot (a field a person never sees or
 * fills; a bot that fills it is answered as if it worked) and the failed-submission alert
 * (rules.md: The error catalogue: 'An error occurred when submitting this form' with the
 * server's message).
 */
import { HONEYPOT_FIELD } from '../../domain/leads/honeypot';
import { SUBMIT_FAILED_MESSAGE } from '../../domain/leads/messages';

export function Honeypot({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="lf-hp" aria-hidden="true">
      <label>
        Website
        <input
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      </label>
    </div>
  );
}

export function FormErrorAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div className="lf-alert lf-alert--destructive" role="alert">
      <strong>{SUBMIT_FAILED_MESSAGE}</strong>
      {message !== SUBMIT_FAILED_MESSAGE && (
        <p className="lf-alert__detail" data-form-error>
          {message}
        </p>
      )}
    </div>
  );
}
