/**
 * Sign-in and watchlist endpoints (src/server/auth.ts, watchlist.ts) against a fixture site
 * (Pacific Motor Group: authentication on) and a temporary store: the code read from the
 * development outbox, wrong/expired/spent codes, the session, the watchlist, hostile bodies.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { accountsOf, getSession, requestCode, signOut, verifyCode } from '../../src/server/auth';
import { listWatchlist, removeCar, saveCar } from '../../src/server/watchlist';
import { OUTBOX_FILE } from '../../src/server/account-store';
import { AUTH_MESSAGES, CODE_TTL_MS, MAX_CODE_ATTEMPTS } from '../../src/domain/shopper/account';
import type { ServerDeps } from '../../src/server/endpoint-deps';
import { fixtureSite, get, makeDeps, post, read } from '../support/endpoints';

const PHONE = '0411 222 333';
const E164 = '+61411222333';

function setup(now = { t: 1_800_000_000_000 }) {
  const deps = makeDeps({ now: () => now.t });
  const a = accountsOf(deps, () => undefined);
  return { deps, a, now };
}

function outboxCode(deps: ServerDeps, phone = E164): string {
  const file = path.join(path.dirname(deps.config.storePath), OUTBOX_FILE);
  const lines = readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  return lines.filter((l) => l.phone === phone).at(-1).code as string;
}

function withCookies(request: Request, cookies: string[]): Request {
  const jar = cookies.map((c) => c.split(';')[0]).join('; ');
  const headers = new Headers(request.headers);
  headers.set('cookie', jar);
  return new Request(request, { headers });
}

async function signIn(s = setup()) {
  const sent = await read(
    await requestCode(post('/api/auth/request-code', { phone_number: PHONE }), s.deps, s.a),
  );
  expect(sent.status).toBe(200);
  const response = await verifyCode(
    post('/api/auth/verify-code', { phone_number: PHONE, code: outboxCode(s.deps) }),
    s.deps,
    s.a,
  );
  expect(response.status).toBe(200);
  return { ...s, cookies: response.headers.getSetCookie() };
}

describe('sign-in', () => {
  it('a code from the outbox signs in: session cookie, then the session call knows the user', async () => {
    const s = await signIn();
    expect(s.cookies.some((c) => c.startsWith('dealer_session=') && c.includes('HttpOnly'))).toBe(
      true,
    );
    expect(s.cookies.some((c) => c.startsWith('signed_in=1'))).toBe(true);
    const session = await read(
      await getSession(withCookies(get('/api/auth/session'), s.cookies), s.deps, s.a),
    );
    expect(session.body).toMatchObject({ signed_in: true, user: { phone: E164 } });
    const anonymous = await read(await getSession(get('/api/auth/session'), s.deps, s.a));
    expect(anonymous.body).toEqual({ signed_in: false, user: null });
  });

  it('the code is stored hashed, and works once', async () => {
    const s = setup();
    await requestCode(post('/x', { phone_number: PHONE }), s.deps, s.a);
    const code = outboxCode(s.deps);
    expect(s.a.store!.code(E164)!.hash).not.toContain(code);
    const ok = await verifyCode(post('/x', { phone_number: PHONE, code }), s.deps, s.a);
    expect(ok.status).toBe(200);
    const again = await read(
      await verifyCode(post('/x', { phone_number: PHONE, code }), s.deps, s.a),
    );
    expect(again.status).toBe(410);
    expect(again.body.error).toBe(AUTH_MESSAGES.noCode);
  });

  it('a wrong code is refused; after the allowed attempts even the right one is', async () => {
    const s = setup();
    await requestCode(post('/x', { phone_number: PHONE }), s.deps, s.a);
    const code = outboxCode(s.deps);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < MAX_CODE_ATTEMPTS; i++) {
      const r = await read(
        await verifyCode(post('/x', { phone_number: PHONE, code: wrong }), s.deps, s.a),
      );
      expect(r.status).toBe(401);
      expect(r.body).toMatchObject({
        error: AUTH_MESSAGES.wrongCode,
        fields: { code: [AUTH_MESSAGES.wrongCode] },
      });
    }
    const spent = await read(
      await verifyCode(post('/x', { phone_number: PHONE, code }), s.deps, s.a),
    );
    expect(spent.status).toBe(429);
    expect(spent.body.error).toBe(AUTH_MESSAGES.tooManyAttempts);
  });

  it('an expired code is refused', async () => {
    const s = setup();
    await requestCode(post('/x', { phone_number: PHONE }), s.deps, s.a);
    s.now.t += CODE_TTL_MS;
    const r = await read(
      await verifyCode(post('/x', { phone_number: PHONE, code: outboxCode(s.deps) }), s.deps, s.a),
    );
    expect(r.status).toBe(410);
    expect(r.body.error).toBe(AUTH_MESSAGES.expired);
  });

  it('a new code for the same number waits 30 seconds', async () => {
    const s = setup();
    expect((await requestCode(post('/x', { phone_number: PHONE }), s.deps, s.a)).status).toBe(200);
    const soon = await read(await requestCode(post('/x', { phone_number: PHONE }), s.deps, s.a));
    expect(soon.status).toBe(429);
    s.now.t += 30_000;
    expect((await requestCode(post('/x', { phone_number: PHONE }), s.deps, s.a)).status).toBe(200);
  });

  it('a bad number gets the market message', async () => {
    const s = setup();
    const r = await read(await requestCode(post('/x', { phone_number: 'abc' }), s.deps, s.a));
    expect(r.status).toBe(400);
    expect(String(r.body.error)).toMatch(/Invalid Australian mobile number/);
  });

  it('a site without authentication answers 404', async () => {
    const deps = makeDeps({ site: fixtureSite({ dealership_group: 'Other' }) });
    const a = accountsOf(deps, () => undefined);
    const r = await read(await requestCode(post('/x', { phone_number: PHONE }), deps, a));
    expect(r.status).toBe(404);
    expect(r.body.error).toBe(AUTH_MESSAGES.disabled);
  });

  it('sign-out clears both cookies', async () => {
    const response = await signOut(post('/x', {}));
    const cookies = response.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    for (const c of cookies) expect(c).toContain('Max-Age=0');
  });

  it('a tampered session cookie is not signed in', async () => {
    const s = await signIn();
    const forged = s.cookies.map((c) =>
      c.replace(/^dealer_session=([^.]*)\.[^;]*/, 'dealer_session=$1.AAAA'),
    );
    const r = await read(await getSession(withCookies(get('/x'), forged), s.deps, s.a));
    expect(r.body.signed_in).toBe(false);
  });
});

describe('watchlist', () => {
  it('save, list and remove with the session', async () => {
    const s = await signIn();
    const body = { phone_number: E164, car_id: '1' };
    const saved = await read(await saveCar(withCookies(post('/x', body), s.cookies), s.deps, s.a));
    expect(saved).toEqual({ status: 200, body: { success: true, car_ids: ['1'] } });
    const list = await read(await listWatchlist(withCookies(get('/x'), s.cookies), s.deps, s.a));
    expect((list.body.items as { id: string }[]).map((i) => i.id)).toEqual(['1']);
    const removed = await read(
      await removeCar(
        withCookies(post('/x', { phone_number: PHONE, car_id: 1 }), s.cookies),
        s.deps,
        s.a,
      ),
    );
    expect(removed.body).toEqual({ success: true, car_ids: [] });
  });

  it('refuses without a session, with another phone, for an unknown or sold car', async () => {
    const s = await signIn();
    const noSession = await read(
      await saveCar(post('/x', { phone_number: E164, car_id: '1' }), s.deps, s.a),
    );
    expect(noSession).toEqual({ status: 401, body: { error: AUTH_MESSAGES.notSignedIn } });
    const other = await read(
      await saveCar(
        withCookies(post('/x', { phone_number: '0499 999 999', car_id: '1' }), s.cookies),
        s.deps,
        s.a,
      ),
    );
    expect(other.status).toBe(403);
    const unknown = await read(
      await saveCar(
        withCookies(post('/x', { phone_number: E164, car_id: '999' }), s.cookies),
        s.deps,
        s.a,
      ),
    );
    expect(unknown.status).toBe(404);
    const sold = await read(
      await saveCar(
        withCookies(post('/x', { phone_number: E164, car_id: '3' }), s.cookies),
        s.deps,
        s.a,
      ),
    );
    expect(sold.status).toBe(409);
  });

  it('hostile bodies never give a 500, and always the error format', async () => {
    const s = await signIn();
    const raws = [
      '{"__proto__":{"x":1},"phone_number":"+61411222333","car_id":"1"}',
      '{"constructor":{"prototype":{}},"phone_number":"+61411222333","car_id":"1"}',
      '{"phone_number":{"$gt":""},"car_id":"1"}',
      '{"phone_number":"+61411222333","car_id":["1"]}',
      '{"phone_number":"+61411222333","car_id":"1","code":"123456","extra":true}',
      '[]',
      'null',
      '"x"',
      '{',
      `{"phone_number":"${'9'.repeat(5000)}","car_id":"1"}`,
      '{"phone_number":"+61411222333","car_id":-1}',
    ];
    const handlers = [saveCar, removeCar, requestCode, verifyCode];
    for (const handler of handlers)
      for (const raw of raws) {
        const r = await read(
          await handler(withCookies(post('/x', null, { raw }), s.cookies), s.deps, s.a),
        );
        expect(r.status, `${handler.name} ${raw.slice(0, 60)}`).toBeGreaterThanOrEqual(400);
        expect(r.status).toBeLessThan(500);
        expect(typeof r.body.error).toBe('string');
      }
    const wrongType = await read(
      await saveCar(withCookies(post('/x', {}, { type: 'text/plain' }), s.cookies), s.deps, s.a),
    );
    expect(wrongType.status).toBe(415);
  });
});
