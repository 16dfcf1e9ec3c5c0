/**
 * Sign-in endpoints (vehicles-and-shopping.md §2.7 Sign-in, §6 Roles; issue 12 item 4):
 * request a one-time code for a mobile number, verify it (sets the session cookie), read the
 * session, sign out. Errors use the generic format ({ error, fields? }, §7). Only the tenants
 * with authentication enabled (authEnabled) answer; the rest answer 404.
 *
 * The code is sent through the dealer dashboard (POST {LEAD_API_URL}/auth/one-time-code with
 * { phone_number, code, website_id }); in the embedded default (no lead API) the server prints
 * it and appends it to the development outbox ({store dir}/sign-in-outbox.jsonl).
 */
import { createHmac, randomInt } from 'node:crypto';
import { constantTimeEqual } from './constant-time';
import path from 'node:path';
import {
  AUTH_MESSAGES,
  CODE_RESEND_MS,
  CODE_TTL_MS,
  judgeCode,
  makeCode,
  VERDICT_MESSAGE,
  type SessionReply,
  type SessionUser,
} from '../domain/shopper/account';
import { RequestCodeBody, VerifyCodeBody } from '../domain/shopper/account-schema';
import { authEnabled } from '../domain/shopper/sign-in';
import { validatePhone } from '../domain/format/phone';
import { phoneModeOf } from '../domain/market/phone';
import { marketOf } from '../domain/market/market';
import { AccountStore } from './account-store';
import type { ServerDeps } from './endpoint-deps';
import { BODY_LIMITS, handle, HttpError, json, parseOr400, readJson } from './http';
import {
  clearedCookies,
  isHttps,
  sessionCookies,
  sessionUser,
  signSession,
  userIdOf,
} from './session';
import { callUpstream } from './upstream';

export interface Accounts {
  store: AccountStore | null;
  secret: string;
  log: (line: string) => void;
}

const accounts = new WeakMap<ServerDeps, Accounts>();

/** The account store and session secret of a site's deps (opened once). */
export function accountsOf(deps: ServerDeps, log: (line: string) => void = console.log): Accounts {
  let a = accounts.get(deps);
  if (!a) {
    let store: AccountStore | null = null;
    try {
      store = new AccountStore(path.join(path.dirname(deps.config.storePath), 'accounts.sqlite'));
    } catch (error) {
      console.error(`[auth] ${String(error)}`);
    }
    const secret = deps.config.sessionSecret ?? store?.secret('session') ?? null;
    if (!secret) throw new HttpError(503, AUTH_MESSAGES.unavailable);
    a = { store, secret, log };
    accounts.set(deps, a);
  }
  return a;
}

function requireEnabled(deps: ServerDeps): void {
  if (!authEnabled(deps.site)) throw new HttpError(404, AUTH_MESSAGES.disabled);
}

/** The number as E.164 in the site's market, or a 400 with the market's phone message. */
export function phoneOf(deps: ServerDeps, input: string): string {
  const result = validatePhone(input, phoneModeOf(marketOf(deps.site.config ?? {})));
  if (!result.ok) throw new HttpError(400, result.message, { phone_number: [result.message] });
  return result.value;
}

function codeHash(secret: string, phone: string, code: string): string {
  return createHmac('sha256', secret).update(`code:${phone}:${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length > 0 && constantTimeEqual(x, y);
}

function storeOf(a: Accounts): AccountStore {
  if (!a.store) throw new HttpError(503, AUTH_MESSAGES.unavailable);
  return a.store;
}

/** POST /api/auth/request-code { phone_number } → { sent: true, expires_in } */
export function requestCode(request: Request, deps: ServerDeps, given?: Accounts) {
  return handle(async () => {
    requireEnabled(deps);
    const a = given ?? accountsOf(deps);
    const body = parseOr400(RequestCodeBody, await readJson(request, BODY_LIMITS.small));
    const phone = phoneOf(deps, body.phone_number);
    const store = storeOf(a);
    const now = deps.now();
    const previous = store.code(phone);
    if (previous && now - previous.sentAt < CODE_RESEND_MS)
      throw new HttpError(429, AUTH_MESSAGES.resendTooSoon);
    const code = makeCode(() => randomInt(0, 2 ** 32 - 1));
    if (deps.config.leadApi) {
      try {
        await callUpstream(deps.config.leadApi, '/auth/one-time-code', {
          body: { phone_number: phone, code, website_id: deps.site.id ?? null },
          timeoutMs: deps.config.upstreamTimeoutMs,
          fetch: deps.fetch,
        });
      } catch (error) {
        console.error('[auth] sending the code failed:', (error as Error).message);
        throw new HttpError(502, AUTH_MESSAGES.sendFailed);
      }
    } else {
      a.log(`[auth] one-time code for ${phone}: ${code} (development: no lead API configured)`);
      store.appendOutbox({ phone, code, at: now });
    }
    store.putCode(phone, codeHash(a.secret, phone, code), now + CODE_TTL_MS, now);
    return json({ sent: true, phone_number: phone, expires_in: CODE_TTL_MS / 1000 });
  });
}

/** POST /api/auth/verify-code { phone_number, code } → SessionReply, with the session cookies. */
export function verifyCode(request: Request, deps: ServerDeps, given?: Accounts) {
  return handle(async () => {
    requireEnabled(deps);
    const a = given ?? accountsOf(deps);
    const body = parseOr400(VerifyCodeBody, await readJson(request, BODY_LIMITS.small));
    const phone = phoneOf(deps, body.phone_number);
    const store = storeOf(a);
    const now = deps.now();
    const record = store.code(phone);
    const matches = record ? sameHash(record.hash, codeHash(a.secret, phone, body.code)) : false;
    const verdict = judgeCode(record, matches, now);
    if (verdict !== 'ok') {
      if (verdict === 'wrong') store.countAttempt(phone);
      const status = verdict === 'too-many' ? 429 : verdict === 'wrong' ? 401 : 410;
      throw new HttpError(status, VERDICT_MESSAGE[verdict], { code: [VERDICT_MESSAGE[verdict]] });
    }
    store.deleteCode(phone);
    const user: SessionUser = { id: userIdOf(phone, a.secret), phone };
    const response = json({ signed_in: true, user } satisfies SessionReply);
    for (const c of sessionCookies(signSession(user, a.secret, now), isHttps(request)))
      response.headers.append('set-cookie', c);
    return response;
  });
}

/** The request's signed-in user, or a 401 in the generic format. */
export function requireUser(request: Request, deps: ServerDeps, a: Accounts): SessionUser {
  const user = sessionUser(request, a.secret, deps.now());
  if (!user) throw new HttpError(401, AUTH_MESSAGES.notSignedIn);
  return user;
}

/** GET /api/auth/session → SessionReply (a stale cookie is cleared). */
export function getSession(request: Request, deps: ServerDeps, given?: Accounts) {
  return handle(async () => {
    requireEnabled(deps);
    const a = given ?? accountsOf(deps);
    const user = sessionUser(request, a.secret, deps.now());
    const response = json({ signed_in: Boolean(user), user } satisfies SessionReply);
    if (!user && request.headers.get('cookie'))
      for (const c of clearedCookies(isHttps(request))) response.headers.append('set-cookie', c);
    return response;
  });
}

/** POST /api/auth/sign-out → { signed_in: false }, clearing both cookies. */
export function signOut(request: Request) {
  return handle(async () => {
    const response = json({ signed_in: false, user: null } satisfies SessionReply);
    for (const c of clearedCookies(isHttps(request))) response.headers.append('set-cookie', c);
    return response;
  });
}
