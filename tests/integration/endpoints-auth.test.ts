/**
 * Sign-in and watchlist endpoints (src/server/auth.ts, watchlist.ts) against a fixture site
 * (Pacific Motor Group: authentication on) and a test database: the code read from the
 * development messages, wrong/expired/spent codes, the lock-out per client, the session and
 * signing out, the watchlist, hostile bodies.
 */
import { describe, expect, it } from 'vitest';
import { getSession, requestCode, signOut, verifyCode } from '../../src/server/auth';
import { listWatchlist, removeCar, saveCar } from '../../src/server/watchlist';
import {
  AUTH_MESSAGES,
  CODE_TTL_MS,
  MAX_CODE_ATTEMPTS,
  MAX_CODE_GUESSES_TOTAL,
} from '../../src/domain/shopper/account';
import type { ServerDeps } from '../../src/server/endpoint-deps';
import type { RequestMeta } from '../../src/server/request-meta';
import { fixtureSite, get, makeDeps, post, read } from '../support/endpoints';

const PHONE = '0411 222 333';
const E164 = '+61411222333';
const OWNER: RequestMeta = { clientAddress: '198.51.100.10' };

function setup(now = { t: 1_800_000_000_000 }, limitMultiplier = 100) {
  const deps = makeDeps({ now: () => now.t, config: { limitMultiplier } });
  return { deps, meta: OWNER, now };
}

/** The last code the site 'texted' to the number (no lead API: a development message). */
async function outboxCode(deps: ServerDeps, phone = E164): Promise<string> {
  return (await deps.accounts.devMessages(phone)).at(-1)!.body;
}

function withCookies(request: Request, cookies: string[]): Request {
  const jar = cookies.map((c) => c.split(';')[0]).join('; ');
  const headers = new Headers(request.headers);
  headers.set('cookie', jar);
  return new Request(request, { headers });
}

async function signIn(s = setup()) {
  const sent = await read(
    await requestCode(post('/api/auth/request-code', { phone_number: PHONE }), s.deps, s.meta),
  );
  expect(sent.status).toBe(200);
  const response = await verifyCode(
    post('/api/auth/verify-code', { phone_number: PHONE, code: await outboxCode(s.deps) }),
    s.deps,
    s.meta,
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
      await getSession(withCookies(get('/api/auth/session'), s.cookies), s.deps),
    );
    expect(session.body).toMatchObject({ signed_in: true, user: { phone: E164 } });
    const anonymous = await read(await getSession(get('/api/auth/session'), s.deps));
    expect(anonymous.body).toEqual({ signed_in: false, user: null });
  });

  it('the code is stored hashed, and works once', async () => {
    const s = setup();
    await requestCode(post('/x', { phone_number: PHONE }), s.deps, s.meta);
    const code = await outboxCode(s.deps);
    expect((await s.deps.accounts.code(E164))!.hash).not.toContain(code);
    const ok = await verifyCode(post('/x', { phone_number: PHONE, code }), s.deps, s.meta);
    expect(ok.status).toBe(200);
    const again = await read(
      await verifyCode(post('/x', { phone_number: PHONE, code }), s.deps, s.meta),
    );
    expect(again.status).toBe(410);
    expect(again.body.error).toBe(AUTH_MESSAGES.noCode);
  });

  it('a wrong code is refused; after the allowed attempts even the right one is', async () => {
    const s = setup();
    await requestCode(post('/x', { phone_number: PHONE }), s.deps, s.meta);
    const code = await outboxCode(s.deps);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < MAX_CODE_ATTEMPTS; i++) {
      const r = await read(
        await verifyCode(post('/x', { phone_number: PHONE, code: wrong }), s.deps, s.meta),
      );
      expect(r.status).toBe(401);
      expect(r.body).toMatchObject({
        error: AUTH_MESSAGES.wrongCode,
        fields: { code: [AUTH_MESSAGES.wrongCode] },
      });
    }
    const spent = await read(
      await verifyCode(post('/x', { phone_number: PHONE, code }), s.deps, s.meta),
    );
    expect(spent.status).toBe(429);
    expect(spent.body.error).toBe(AUTH_MESSAGES.tooManyAttempts);
  });

  it('an expired code is refused', async () => {
    const s = setup();
    await requestCode(post('/x', { phone_number: PHONE }), s.deps, s.meta);
    s.now.t += CODE_TTL_MS;
    const r = await read(
      await verifyCode(
        post('/x', { phone_number: PHONE, code: await outboxCode(s.deps) }),
        s.deps,
        s.meta,
      ),
    );
    expect(r.status).toBe(410);
    expect(r.body.error).toBe(AUTH_MESSAGES.expired);
  });

  it('a new code for the same number waits 30 seconds', async () => {
    const s = setup();
    expect((await requestCode(post('/x', { phone_number: PHONE }), s.deps, s.meta)).status).toBe(
      200,
    );
    const soon = await read(await requestCode(post('/x', { phone_number: PHONE }), s.deps, s.meta));
    expect(soon.status).toBe(429);
    s.now.t += 30_000;
    expect((await requestCode(post('/x', { phone_number: PHONE }), s.deps, s.meta)).status).toBe(
      200,
    );
  });

  it('a bad number gets the market message', async () => {
    const s = setup();
    const r = await read(await requestCode(post('/x', { phone_number: 'abc' }), s.deps, s.meta));
    expect(r.status).toBe(400);
    expect(String(r.body.error)).toMatch(/Invalid Australian mobile number/);
  });

  it('a site without authentication answers 404', async () => {
    const deps = makeDeps({ site: fixtureSite({ dealership_group: 'Other' }) });
    const r = await read(await requestCode(post('/x', { phone_number: PHONE }), deps, OWNER));
    expect(r.status).toBe(404);
    expect(r.body.error).toBe(AUTH_MESSAGES.disabled);
  });

  it('sign-out clears both cookies', async () => {
    const response = await signOut(post('/x', {}), setup().deps);
    const cookies = response.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    for (const c of cookies) expect(c).toContain('Max-Age=0');
  });

  it('sign-out ends the session: the old cookie, sent again, is signed out everywhere', async () => {
    const s = await signIn();
    const out = await signOut(withCookies(post('/x', {}), s.cookies), s.deps);
    expect(out.status).toBe(200);
    const replay = await read(await getSession(withCookies(get('/x'), s.cookies), s.deps));
    expect(replay.body).toEqual({ signed_in: false, user: null });
    const save = await read(
      await saveCar(
        withCookies(post('/x', { phone_number: E164, car_id: '1' }), s.cookies),
        s.deps,
      ),
    );
    expect(save).toEqual({ status: 401, body: { error: AUTH_MESSAGES.notSignedIn } });
    // another session of the same number (another device) is untouched
    const other = await signIn({ ...s, meta: { clientAddress: '198.51.100.11' } });
    expect(
      (await read(await getSession(withCookies(get('/x'), other.cookies), s.deps))).body.signed_in,
    ).toBe(true);
  });

  it('wrong codes lock out the client that guessed, not the number’s owner', async () => {
    const s = setup();
    await requestCode(post('/x', { phone_number: PHONE }), s.deps, s.meta);
    const code = await outboxCode(s.deps);
    const wrong = code === '000000' ? '111111' : '000000';
    const attacker: RequestMeta = { clientAddress: '203.0.113.66' };
    for (let i = 0; i < MAX_CODE_ATTEMPTS; i++)
      expect(
        (await verifyCode(post('/x', { phone_number: PHONE, code: wrong }), s.deps, attacker))
          .status,
      ).toBe(401);
    // the attacker is locked out of this code, even with the right digits
    const locked = await read(
      await verifyCode(post('/x', { phone_number: PHONE, code }), s.deps, attacker),
    );
    expect(locked).toMatchObject({ status: 429, body: { error: AUTH_MESSAGES.tooManyAttempts } });
    // the owner, on their own phone, signs in with the code they were sent
    const owner = await verifyCode(post('/x', { phone_number: PHONE, code }), s.deps, OWNER);
    expect(owner.status).toBe(200);
  });

  it('wrong codes spread over many clients spend the code for everyone (a bound on guessing)', async () => {
    const s = setup();
    await requestCode(post('/x', { phone_number: PHONE }), s.deps, s.meta);
    const code = await outboxCode(s.deps);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < MAX_CODE_GUESSES_TOTAL; i++) {
      const client: RequestMeta = { clientAddress: `203.0.113.${i % 10}` };
      await verifyCode(post('/x', { phone_number: PHONE, code: wrong }), s.deps, client);
    }
    const spent = await read(
      await verifyCode(post('/x', { phone_number: PHONE, code }), s.deps, OWNER),
    );
    expect(spent).toMatchObject({ status: 429, body: { error: AUTH_MESSAGES.tooManyAttempts } });
    // the owner asks for a new code, and signs in
    s.now.t += 30_000;
    expect((await requestCode(post('/x', { phone_number: PHONE }), s.deps, OWNER)).status).toBe(
      200,
    );
    const fresh = await outboxCode(s.deps);
    expect(
      (await verifyCode(post('/x', { phone_number: PHONE, code: fresh }), s.deps, OWNER)).status,
    ).toBe(200);
  });

  it('codes sent to a number are limited per client and per number, in the database', async () => {
    const s = setup(undefined, 1);
    const ask = (client: string) =>
      requestCode(post('/x', { phone_number: PHONE }), s.deps, { clientAddress: client }).then(
        read,
      );
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await ask('203.0.113.1')).status);
      s.now.t += 30_000;
    }
    // 3 codes per client an hour
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await ask('203.0.113.1')).body.error).toBe(AUTH_MESSAGES.tooManyCodes);
    // another client may still ask, up to the number's 5 an hour
    s.now.t += 30_000;
    expect((await ask('203.0.113.2')).status).toBe(200);
    s.now.t += 30_000;
    expect((await ask('203.0.113.3')).status).toBe(200);
    s.now.t += 30_000;
    expect((await ask('203.0.113.4')).status).toBe(429);
    // an hour later the number can be sent codes again
    s.now.t += 60 * 60_000;
    expect((await ask('203.0.113.1')).status).toBe(200);
  });

  it('a tampered session cookie is not signed in', async () => {
    const s = await signIn();
    const forged = s.cookies.map((c) =>
      c.replace(/^dealer_session=([^.]*)\.[^;]*/, 'dealer_session=$1.AAAA'),
    );
    // a well-formed cookie for a session that does not exist is not signed in either
    const invented = s.cookies.map((c) =>
      c.replace(/^dealer_session=[^.]*/, `dealer_session=${'A'.repeat(32)}`),
    );
    expect(
      (await read(await getSession(withCookies(get('/x'), invented), s.deps))).body.signed_in,
    ).toBe(false);
    const r = await read(await getSession(withCookies(get('/x'), forged), s.deps));
    expect(r.body.signed_in).toBe(false);
  });
});

describe('watchlist', () => {
  it('save, list and remove with the session', async () => {
    const s = await signIn();
    const body = { phone_number: E164, car_id: '1' };
    const saved = await read(await saveCar(withCookies(post('/x', body), s.cookies), s.deps));
    expect(saved).toEqual({ status: 200, body: { success: true, car_ids: ['1'] } });
    const list = await read(await listWatchlist(withCookies(get('/x'), s.cookies), s.deps));
    expect((list.body.items as { id: string }[]).map((i) => i.id)).toEqual(['1']);
    const removed = await read(
      await removeCar(
        withCookies(post('/x', { phone_number: PHONE, car_id: 1 }), s.cookies),
        s.deps,
      ),
    );
    expect(removed.body).toEqual({ success: true, car_ids: [] });
  });

  it('refuses without a session, with another phone, for an unknown or sold car', async () => {
    const s = await signIn();
    const noSession = await read(
      await saveCar(post('/x', { phone_number: E164, car_id: '1' }), s.deps),
    );
    expect(noSession).toEqual({ status: 401, body: { error: AUTH_MESSAGES.notSignedIn } });
    const other = await read(
      await saveCar(
        withCookies(post('/x', { phone_number: '0499 999 999', car_id: '1' }), s.cookies),
        s.deps,
      ),
    );
    expect(other.status).toBe(403);
    const unknown = await read(
      await saveCar(
        withCookies(post('/x', { phone_number: E164, car_id: '999' }), s.cookies),
        s.deps,
      ),
    );
    expect(unknown.status).toBe(404);
    const sold = await read(
      await saveCar(
        withCookies(post('/x', { phone_number: E164, car_id: '3' }), s.cookies),
        s.deps,
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
    const handlers: ((r: Request, d: ServerDeps, m: RequestMeta) => Promise<Response>)[] = [
      saveCar,
      removeCar,
      requestCode,
      verifyCode,
    ];
    for (const handler of handlers)
      for (const raw of raws) {
        const r = await read(
          await handler(withCookies(post('/x', null, { raw }), s.cookies), s.deps, s.meta),
        );
        expect(r.status, `${handler.name} ${raw.slice(0, 60)}`).toBeGreaterThanOrEqual(400);
        expect(r.status).toBeLessThan(500);
        expect(typeof r.body.error).toBe('string');
      }
    const wrongType = await read(
      await saveCar(withCookies(post('/x', {}, { type: 'text/plain' }), s.cookies), s.deps),
    );
    expect(wrongType.status).toBe(415);
  });
});
