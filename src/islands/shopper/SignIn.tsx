/**
 * /sign-in (rules.md: Finance, reserve, purchase, trade-in and print routes Sign-in, rules.md: Roles and permissions): mobile number → one-time code → signed
 * in → the page named by ?redirect (safeReturnPath: only a path of this site, else '/');
 * 'Back' goes to ?back the same way. Every state has its message in a live region: sending,
 * a wrong, expired or spent code, too many attempts, the server down or unreachable.
 */
import CollectionNotice from '../forms/CollectionNotice';
import type { Market } from '../../domain/market/market';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { readSignInQuery, type SignInQuery } from '../../domain/shopper/sign-in';
import { AUTH_API, AUTH_MESSAGES, CODE_LENGTH, SIGN_IN_TEXT } from '../../domain/shopper/account';
import { responseErrorMessage } from '../../domain/api/errors';
import { loadSession } from '../../stores/account';
import './shopper.css';

type Step = 'phone' | 'code' | 'done';

async function post(
  path: string,
  body: unknown,
): Promise<
  { ok: true; data: Record<string, unknown> } | { ok: false; message: string; status: number }
> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, message: AUTH_MESSAGES.network, status: 0 };
  }
  const data = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok) {
    const message =
      response.status >= 500 && !(data && typeof data.error === 'string')
        ? AUTH_MESSAGES.unavailable
        : responseErrorMessage(data, response.statusText);
    return { ok: false, message, status: response.status };
  }
  return { ok: true, data: data ?? {} };
}

export default function SignIn({
  phoneExample,
  enabled,
  notice,
}: {
  phoneExample: string;
  enabled: boolean;
  notice: { dealer: string; market: Market; privacyUrl: string };
}) {
  const [query, setQuery] = useState<SignInQuery>({ type: null, redirect: '/', back: '/' });
  const [step, setStep] = useState<Step>('phone');
  const [phone, setPhone] = useState('');
  const [sentTo, setSentTo] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');
  const codeRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const ids = { phone: useId(), code: useId(), hint: useId(), error: useId() };

  useEffect(() => {
    const q = readSignInQuery(new URLSearchParams(location.search));
    setQuery(q);
    // Already signed in: straight on to where sign-in was going.
    void loadSession().then((s) => {
      if (s.status === 'signed-in') location.replace(q.redirect);
    });
  }, []);

  useEffect(() => {
    if (step === 'code') codeRef.current?.focus();
    if (step === 'phone') phoneRef.current?.focus({ preventScroll: true });
  }, [step]);

  if (!enabled)
    return (
      <p className="sign-in__status" role="status">
        {AUTH_MESSAGES.disabled}
      </p>
    );

  const sendCode = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    setBusy(true);
    setError('');
    setStatus(SIGN_IN_TEXT.sending);
    const result = await post(AUTH_API.requestCode, { phone_number: phone });
    setBusy(false);
    if (!result.ok) {
      setStatus('');
      setError(result.message);
      return;
    }
    const to = typeof result.data.phone_number === 'string' ? result.data.phone_number : phone;
    setSentTo(to);
    setCode('');
    setStatus(SIGN_IN_TEXT.sent.replace('{phone}', phone));
    setStep('code');
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code)) {
      setError(AUTH_MESSAGES.codeFormat);
      codeRef.current?.focus();
      return;
    }
    setBusy(true);
    setError('');
    setStatus(SIGN_IN_TEXT.verifying);
    const result = await post(AUTH_API.verifyCode, { phone_number: sentTo, code });
    if (!result.ok) {
      setBusy(false);
      setStatus('');
      setError(result.message);
      codeRef.current?.focus();
      return;
    }
    setStep('done');
    setStatus(SIGN_IN_TEXT.signedIn);
    location.assign(query.redirect);
  };

  const errorProps = error ? { 'aria-invalid': true, 'aria-describedby': ids.error } : {};
  return (
    <div className="sign-in card">
      <p className="sign-in__status" role="status" aria-live="polite">
        {status}
      </p>
      {error && (
        <p className="sign-in__error" id={ids.error} role="alert">
          {error}
        </p>
      )}
      {step === 'phone' && (
        <form className="sign-in__form" onSubmit={sendCode} noValidate>
          <label htmlFor={ids.phone}>{SIGN_IN_TEXT.phoneLabel}</label>
          <p className="sign-in__hint" id={ids.hint}>
            We will text you a {CODE_LENGTH}-digit code. For example, {phoneExample}.
          </p>
          <input
            ref={phoneRef}
            id={ids.phone}
            name="phone_number"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            required
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            aria-describedby={error ? `${ids.hint} ${ids.error}` : ids.hint}
            aria-invalid={error ? true : undefined}
          />
          <CollectionNotice {...notice} purpose="account" />
          <button className="btn" type="submit" disabled={busy || phone.trim() === ''}>
            {busy ? SIGN_IN_TEXT.sending : SIGN_IN_TEXT.send}
          </button>
        </form>
      )}
      {step !== 'phone' && (
        <form className="sign-in__form" onSubmit={verify} noValidate>
          <label htmlFor={ids.code}>{SIGN_IN_TEXT.codeLabel}</label>
          <input
            ref={codeRef}
            id={ids.code}
            name="code"
            type="text"
            autoComplete="one-time-code"
            inputMode="numeric"
            pattern={`\\d{${CODE_LENGTH}}`}
            maxLength={CODE_LENGTH}
            required
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH))}
            {...errorProps}
          />
          <button className="btn" type="submit" disabled={busy || step === 'done'}>
            {busy ? SIGN_IN_TEXT.verifying : SIGN_IN_TEXT.verify}
          </button>
          <div className="sign-in__more">
            <button
              type="button"
              className="btn btn--outline"
              disabled={busy}
              onClick={() => void sendCode()}
            >
              {SIGN_IN_TEXT.resend}
            </button>
            <button
              type="button"
              className="btn btn--outline"
              disabled={busy}
              onClick={() => {
                setError('');
                setStatus('');
                setStep('phone');
              }}
            >
              {SIGN_IN_TEXT.changeNumber}
            </button>
          </div>
        </form>
      )}
      <p>
        <a href={query.back}>{SIGN_IN_TEXT.back}</a>
      </p>
    </div>
  );
}
