/**
 * Sign-in endpoints (rules.md: Finance, reserve, purchase, trade-in and print routes Sign-in, rules.md: Roles and permissions Roles): request a one-time code
 * for a mobile number, verify it (starts a session in the database and sets its cookie), read
 * the session, sign out (ends the session's row: the old cookie no longer signs anyone in).
 * Errors use the generic format ({ error, fields? }, rules.md: The calls it makes). Only the tenants with authentication
 * enabled (authEnabled) answer; the rest answer 404.
 *
 * Wrong codes count per number AND per client (a hash of its address): five wrong tries lock
 * that client out of that code, not the number's owner on another (MAX_CODE_ATTEMPTS,
 * MAX_CODE_GUESSES_TOTAL). Codes sent to a number are limited per client and per number per
 * hour in the database (contact-limits.ts).
 *
 * The code is sent through the dealer dashboard (POST {LEAD_API_URL}/auth/one-time-code with
 * { phone_number, code, website_id }); in the embedded default (no lead API) the server prints
 * it and records it as a development message in the database (`npm run leads -- --messages`).
 */
import { createHmac, randomInt } from 'node:crypto';
import { constantTimeEqual } from './constant-time';
import {
  AUTH_MESSAGES,
  CODE_RESEND_MS,
  CODE_TTL_MS,
  judgeCode,
  makeCode,
  SESSION_TTL_MS,
  VERDICT_MESSAGE,
  type SessionReply,
  type SessionUser,
} from '../domain/shopper/account';
import { RequestCodeBody, VerifyCodeBody } from '../domain/shopper/account-schema';
import { authEnabled } from '../domain/shopper/sign-in';
import { validatePhone } from '../domain/format/phone';
import { phoneModeOf } from '../domain/market/phone';
import { marketOf } from '../domain/market/market';
import type { ServerDeps } from './endpoint-deps';
import { BODY_LIMITS, handle, HttpError, json, parseOr400, readJson } from './http';
import {
  clearedCookies,
  isHttps,
  sessionCookies,
  sessionIdOf,
  signSession,
  userIdOf,
} from './session';
import { callUpstream } from './upstream';
import { NO_META, type RequestMeta } from './request-meta';
import { CODE_REQUEST_LIMIT } from './contact-limits';

/** Codes one client may have sent to one number per hour (the number's own limit is CODE_REQUEST_LIMIT). */
export const CODE_REQUESTS_PER_CLIENT = 3;

/** The signing secret of sessions and code hashes: SESSION_SECRET, or the site's shared secret. */
export async function sessionSecret(deps: ServerDeps): Promise<string> {
  return deps.config.sessionSecret ?? (await deps.siteData.secret('session'));
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

/** A client's key: a keyed hash of its address (no address is stored). */
function clientKey(secret: string, meta: RequestMeta): string {
  return createHmac('sha256', secret)
    .update(`client:${meta.clientAddress}`)
    .digest('hex')
    .slice(0, 32);
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length > 0 && constantTimeEqual(x, y);
}

async function limited(
  deps: ServerDeps,
  key: string,
  max: number,
  windowMs: number,
): Promise<boolean> {
  const wait = await deps.limits.hit(
    key,
    { max: max * deps.config.limitMultiplier, windowMs },
    deps.now(),
  );
  return wait !== null;
}

/** POST /api/auth/request-code { phone_number } → { sent: true, expires_in } */
export function requestCode(request: Request, deps: ServerDeps, meta: RequestMeta = NO_META) {
  return handle(async () => {
    requireEnabled(deps);
    const body = parseOr400(RequestCodeBody, await readJson(request, BODY_LIMITS.small));
    const phone = phoneOf(deps, body.phone_number);
    const secret = await sessionSecret(deps);
    const now = deps.now();
    const previous = await deps.accounts.code(phone);
    if (previous && now - previous.sentAt < CODE_RESEND_MS)
      throw new HttpError(429, AUTH_MESSAGES.resendTooSoon);
    const client = clientKey(secret, meta);
    const hour = CODE_REQUEST_LIMIT.windowMs;
    if (
      (await limited(deps, `code-client:${phone}:${client}`, CODE_REQUESTS_PER_CLIENT, hour)) ||
      (await limited(deps, `code-phone:${phone}`, CODE_REQUEST_LIMIT.max, hour))
    )
      throw new HttpError(429, AUTH_MESSAGES.tooManyCodes);
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
      console.log(
        `[auth] one-time code for ${phone}: ${code} (development: no lead API configured)`,
      );
      await deps.accounts.recordDevMessage({
        channel: 'sms',
        recipient: phone,
        body: code,
        createdAt: now,
      });
    }
    await deps.accounts.putCode(phone, codeHash(secret, phone, code), now + CODE_TTL_MS, now);
    return json({ sent: true, phone_number: phone, expires_in: CODE_TTL_MS / 1000 });
  });
}

/** POST /api/auth/verify-code { phone_number, code } → SessionReply, with the session cookies. */
export function verifyCode(request: Request, deps: ServerDeps, meta: RequestMeta = NO_META) {
  return handle(async () => {
    requireEnabled(deps);
    const body = parseOr400(VerifyCodeBody, await readJson(request, BODY_LIMITS.small));
    const phone = phoneOf(deps, body.phone_number);
    const secret = await sessionSecret(deps);
    const now = deps.now();
    const client = clientKey(secret, meta);
    const record = await deps.accounts.code(phone);
    const hash = codeHash(secret, phone, body.code);
    const matches = record ? sameHash(record.hash, hash) : false;
    const verdict = judgeCode(
      record && {
        expiresAt: record.expiresAt,
        attempts: await deps.accounts.wrongGuesses(phone, client),
        totalAttempts: record.wrongTotal,
      },
      matches,
      now,
    );
    // two right answers at once: one of them takes the code
    const taken = verdict === 'ok' && (await deps.accounts.takeCode(phone, record!.hash));
    if (!taken) {
      const final = verdict === 'ok' ? 'none' : verdict;
      if (final === 'wrong') await deps.accounts.countWrong(phone, client);
      const status = final === 'too-many' ? 429 : final === 'wrong' ? 401 : 410;
      throw new HttpError(status, VERDICT_MESSAGE[final], { code: [VERDICT_MESSAGE[final]] });
    }
    const user: SessionUser = { id: userIdOf(phone, secret), phone };
    await deps.accounts.signIn(phone, user.id, now);
    const session = await deps.accounts.createSession(user.id, phone, now, SESSION_TTL_MS);
    const response = json({ signed_in: true, user } satisfies SessionReply);
    for (const c of sessionCookies(signSession(session.id, secret), isHttps(request)))
      response.headers.append('set-cookie', c);
    return response;
  });
}

/** The request's signed-in user (a live session in the database), or null. */
export async function currentUser(request: Request, deps: ServerDeps): Promise<SessionUser | null> {
  const id = sessionIdOf(request, await sessionSecret(deps));
  if (!id) return null;
  const session = await deps.accounts.session(id, deps.now());
  return session ? { id: session.accountId, phone: session.phone } : null;
}

/** The request's signed-in user, or a 401 in the generic format. */
export async function requireUser(request: Request, deps: ServerDeps): Promise<SessionUser> {
  const user = await currentUser(request, deps);
  if (!user) throw new HttpError(401, AUTH_MESSAGES.notSignedIn);
  return user;
}

/** GET /api/auth/session → SessionReply (a stale cookie is cleared). */
export function getSession(request: Request, deps: ServerDeps) {
  return handle(async () => {
    requireEnabled(deps);
    const user = await currentUser(request, deps);
    const response = json({ signed_in: Boolean(user), user } satisfies SessionReply);
    if (!user && request.headers.get('cookie'))
      for (const c of clearedCookies(isHttps(request))) response.headers.append('set-cookie', c);
    return response;
  });
}

/** POST /api/auth/sign-out → { signed_in: false }: ends the session's row and clears both cookies. */
export function signOut(request: Request, deps: ServerDeps) {
  return handle(async () => {
    const id = sessionIdOf(request, await sessionSecret(deps));
    if (id) await deps.accounts.endSession(id, deps.now());
    const response = json({ signed_in: false, user: null } satisfies SessionReply);
    for (const c of clearedCookies(isHttps(request))) response.headers.append('set-cookie', c);
    return response;
  });
}
