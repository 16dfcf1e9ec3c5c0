/**
 * The endpoints on one shared PostgreSQL database, the way a serverless deploy runs them
 * (pacific-motor-group: sign-in, the watchlist, bot protection, reservations):
 *   - two server processes (scripts/serve.ts): a code requested on one verifies on the other; a
 *     watchlist saved on one shows on the other; signing out on one ends the session on both;
 *     two shoppers paying for one car on the two processes end with one reservation and one
 *     refund;
 *   - a fresh process for every request, in a working directory it cannot write, as a user
 *     that owns nothing: the same journeys work, so nothing depends on process memory or disk.
 * The spec starts its own PostgreSQL server (scripts/lib/postgres-server.ts) and stops it.
 */
import { expect, test } from '@playwright/test';
import { execa, type ResultPromise } from 'execa';
import http from 'node:http';
import { chmodSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { startPostgres, type PostgresServer } from '../../scripts/lib/postgres-server';
import { postgresDb } from '../../src/db/postgres';
import { migrate, readMigrations } from '../../src/db/migrate';
import { AccountStore } from '../../src/server/stores/accounts';
import { LeadStore } from '../../src/server/stores/leads';
import { encodeCaptcha } from '../../src/server/captcha';
import { checkoutEnabled } from '../../src/domain/vehicle/checkout';
import { RESERVATION_TEXT } from '../../src/domain/checkout/reservation';
import type { Car } from '../../src/domain/vehicle/schema';
import type { Website } from '../../src/domain/tenant/schema/website';

const TENANT = 'pacific-motor-group';
const HOST = `${TENANT}.localhost`;
const root = path.resolve(import.meta.dirname, '..', '..');

test.describe.configure({ mode: 'serial', timeout: 240_000 });

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}
interface Call {
  method: 'GET' | 'POST';
  path: string;
  json?: unknown;
  form?: Record<string, string>;
  cookies?: string[];
}
type Send = (call: Call) => Promise<Reply>;

function requestOf(call: Call) {
  const headers: Record<string, string> = {};
  let body: string | undefined;
  if (call.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(call.json);
  } else if (call.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(call.form).toString();
  }
  if (call.cookies?.length) headers.cookie = call.cookies.map((c) => c.split(';')[0]).join('; ');
  headers['x-forwarded-for'] = '198.51.100.20';
  // a browser's form post carries its origin (Astro refuses a cross-site one)
  headers.origin = `http://${HOST}`;
  return { method: call.method, path: call.path, host: HOST, headers, body };
}

/** A server process's sender (http.request: fetch would not send our Host header). */
function viaServer(port: number): Send {
  return (call) =>
    new Promise((resolve, reject) => {
      const r = requestOf(call);
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: r.method,
          path: r.path,
          headers: { ...r.headers, host: HOST },
        },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (c) => (body += c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        },
      );
      req.on('error', reject);
      if (r.body !== undefined) req.write(r.body);
      req.end();
    });
}

const json = (r: Reply) => JSON.parse(r.body) as Record<string, unknown>;
const cookiesOf = (r: Reply) => (r.headers['set-cookie'] as string[] | undefined) ?? [];

let pg: PostgresServer;
let databaseUrl: string;
const servers: ResultPromise[] = [];

test.beforeAll(async () => {
  pg = await startPostgres();
  databaseUrl = pg.url;
  const db = postgresDb(databaseUrl, { max: 1 });
  await migrate(db, readMigrations(root));
  await db.close();
});

test.afterAll(async () => {
  for (const s of servers) s.kill('SIGTERM');
  await Promise.allSettled(servers);
  await pg?.stop();
});

const env = () => ({
  DATABASE_URL: databaseUrl,
  PAYMENT_TEST_PROVIDER: 'enabled',
  RATE_LIMIT_MULTIPLIER: '100',
});

async function startServer(): Promise<number> {
  const proc = execa(
    path.join(root, 'node_modules', '.bin', 'node'),
    [
      path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
      'scripts/serve.ts',
      '--port',
      '0',
      '--tenant',
      TENANT,
    ],
    { cwd: root, env: { ...env(), E2E_PORT: undefined }, reject: false, all: true, buffer: false },
  );
  servers.push(proc);
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`the server did not start: ${out}`)), 60_000);
    proc.all.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /localhost:(\d+)\//.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
  });
}

/** A sender that runs each request in a new process, read-only working directory, user nobody. */
function viaFreshProcesses(): Send {
  const cwd = mkdtempSync(path.join(tmpdir(), 'read-only-'));
  chmodSync(cwd, 0o555);
  const entry = path.join(root, 'dist', TENANT, 'server', 'entry.mjs');
  return async (call) => {
    const result = await execa(
      'setpriv',
      [
        '--reuid=65534',
        '--regid=65534',
        '--clear-groups',
        path.join(root, 'node_modules', '.bin', 'node'),
        path.join(root, 'tests', 'e2e', 'support', 'one-request.mjs'),
        entry,
      ],
      {
        cwd,
        input: JSON.stringify(requestOf(call)),
        env: { ...env(), HOME: cwd, DEALER_REPO_ROOT: root },
        extendEnv: false,
        reject: false,
      },
    );
    if (result.exitCode !== 0)
      throw new Error(`the request process failed (${result.exitCode}): ${result.stderr}`);
    const marked = result.stdout.split('\n').find((l) => l.startsWith('@@one-request-reply@@'));
    if (!marked) throw new Error(`no reply from the request process: ${result.stdout}`);
    return JSON.parse(marked.slice('@@one-request-reply@@'.length)) as Reply;
  };
}

/** The pacific site and a car it lets a shopper reserve. */
function reservableCar(): string {
  const store = path.join(root, 'tenants', TENANT, 'store');
  const site = JSON.parse(
    readFileSync(path.join(store, 'websites', '2001.json'), 'utf8'),
  ) as Website;
  const cars = JSON.parse(
    readFileSync(path.join(store, 'indexes', 'Car_production.json'), 'utf8'),
  ) as Car[];
  const free = cars.filter((c) => checkoutEnabled(c, site));
  // a car of its own per run (an earlier run's hold lasts 48 hours in a kept database)
  return String(free[Math.floor(Math.random() * free.length)].id);
}

async function code(phone: string): Promise<string> {
  const db = postgresDb(databaseUrl, { max: 1 });
  try {
    return (await new AccountStore(db, TENANT).devMessages(phone)).at(-1)!.body;
  } finally {
    await db.close();
  }
}

async function captchaToken(send: Send): Promise<string> {
  const challenge = json(
    await send({ method: 'GET', path: '/api/captcha' }),
  ) as unknown as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return encodeCaptcha({ challenge, solution: solution! });
}

/** The journeys, each step on the sender the step names (a or b). */
async function journeys(a: Send, b: Send) {
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  const phone = `04${digits}`;
  const e164 = `+614${digits}`;

  // sign-in: the code is requested on a, verified on b
  expect(
    (await a({ method: 'POST', path: '/api/auth/request-code', json: { phone_number: phone } }))
      .status,
  ).toBe(200);
  const verified = await b({
    method: 'POST',
    path: '/api/auth/verify-code',
    json: { phone_number: phone, code: await code(e164) },
  });
  expect(verified.status).toBe(200);
  const cookies = cookiesOf(verified);
  expect(json(await a({ method: 'GET', path: '/api/auth/session', cookies }))).toMatchObject({
    signed_in: true,
    user: { phone: e164 },
  });

  // the watchlist: saved on a, listed on b
  const car = reservableCar();
  const saved = await a({
    method: 'POST',
    path: '/api/watchlist/save-car',
    json: { phone_number: e164, car_id: car },
    cookies,
  });
  expect(saved.status).toBe(200);
  const listed = json(await b({ method: 'GET', path: '/api/watchlist', cookies }));
  expect((listed.items as { id: string }[]).map((i) => i.id)).toEqual([car]);

  // a lead with bot protection: the challenge from a, the lead to b, the same token again refused
  const email = `shared-db-${digits}@example.com`;
  const token = await captchaToken(a);
  const lead = {
    form: 'general',
    userData: {
      name: 'Jo',
      last_name: 'Citizen',
      email,
      phone,
      postcode: '4000',
      message: 'Is it still available?',
      category: 'General Enquiry',
      dealership_slug: 'pacific-toyota-ipswich',
      terms_agreed: true,
    },
    isLastStep: true,
    idempotencyKey: `shared-db-${digits}-lead-key`,
    captcha: token,
  };
  const sent = await b({ method: 'POST', path: '/api/leads/enquiry', json: lead });
  expect(sent.status, sent.body).toBe(200);
  const again = await a({
    method: 'POST',
    path: '/api/leads/enquiry',
    json: { ...lead, idempotencyKey: `shared-db-${digits}-other-key` },
  });
  expect(again.status).toBe(400); // the token is used up, on every instance
  const db = postgresDb(databaseUrl, { max: 1 });
  try {
    const stored = await new LeadStore(db, TENANT).list({ limit: 50 });
    expect(
      stored.filter((l) => (l.payload.userData as { email?: string }).email === email),
    ).toHaveLength(1);
  } finally {
    await db.close();
  }

  // two shoppers pay for one car, one on each sender: one reservation, one refund
  const start = async (send: Send, who: string) =>
    json(
      await send({
        method: 'POST',
        path: '/api/reservations',
        json: {
          car_id: car,
          buyer: {
            name: who,
            last_name: 'Citizen',
            email: `${who}@example.com`,
            phone: '0411 222 333',
            postcode: '4000',
          },
          source: 'checkout',
          idempotencyKey: `shared-db-${digits}-${who}-reserve`,
        },
      }),
    );
  const [ann, bob] = [await start(a, 'ann'), await start(b, 'bob')];
  expect(ann.redirect_url).toMatch(/test-checkout/);
  expect(bob.redirect_url).toMatch(/test-checkout/);
  const pay = (send: Send, id: unknown) =>
    send({
      method: 'POST',
      path: '/api/payments/test-checkout',
      form: { reservation: String(id), action: 'pay' },
    });
  const paid = await Promise.all([pay(a, ann.reservation_id), pay(b, bob.reservation_id)]);
  expect(paid.map((p) => p.status)).toEqual([303, 303]);
  const states = await Promise.all(
    [ann, bob].map(async (r) =>
      json(await a({ method: 'GET', path: `/api/reservations/${String(r.reservation_id)}` })),
    ),
  );
  expect(states.map((s) => s.status).sort()).toEqual(['cancelled', 'paid']);
  const rows = await (async () => {
    const d = postgresDb(databaseUrl, { max: 1 });
    try {
      return (
        await d.query<{ status: string; refund_due: boolean; refunded_at: number | null }>(
          'SELECT status, refund_due, refunded_at FROM reservations WHERE tenant = $1 AND car_id = $2 AND idempotency_key LIKE $3',
          [TENANT, car, `shared-db-${digits}-%`],
        )
      ).rows;
    } finally {
      await d.close();
    }
  })();
  expect(rows.filter((r) => r.status === 'paid')).toHaveLength(1);
  expect(rows.filter((r) => r.refund_due && r.refunded_at !== null)).toHaveLength(1);
  // a third shopper is told the car is taken
  const third = await b({
    method: 'POST',
    path: '/api/reservations',
    json: {
      car_id: car,
      buyer: {
        name: 'Cy',
        last_name: 'Citizen',
        email: 'cy@example.com',
        phone: '0411 222 333',
        postcode: '4000',
      },
      source: 'checkout',
      idempotencyKey: `shared-db-${digits}-cy-reserve`,
    },
  });
  expect(third.status).toBe(409);
  expect(json(third).error).toBe(RESERVATION_TEXT.alreadyReserved);

  // signing out on b ends the session on a too: the old cookie is signed out
  expect((await b({ method: 'POST', path: '/api/auth/sign-out', cookies })).status).toBe(200);
  expect(json(await a({ method: 'GET', path: '/api/auth/session', cookies }))).toEqual({
    signed_in: false,
    user: null,
  });
  expect((await a({ method: 'GET', path: '/api/watchlist', cookies })).status).toBe(401);
}

test('two server processes on one database', async () => {
  const [pa, pb] = await Promise.all([startServer(), startServer()]);
  await journeys(viaServer(pa), viaServer(pb));
});

test('a fresh process for each request, in a read-only working directory', async () => {
  const fresh = viaFreshProcesses();
  await journeys(fresh, fresh);
});
