/**
 * Endpoint test support: a fixture site, deps around a test database (one per test file, each
 * deps its own tenant key in it), requests, a captcha solver, and a loopback lead API whose
 * behaviour the test switches (ok, fail, slow) and which, like a real API, treats a repeated
 * Idempotency-Key as the same lead.
 */
import http from 'node:http';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { createDeps, type DepsInput, type ServerDeps } from '../../src/server/endpoint-deps';
import { encodeCaptcha } from '../../src/server/captcha';
import { lazyDb, type Db } from '../../src/db/sql';
import { embeddedTestDb } from './db';

export { SITE_ID, fixtureSite, CARS } from './fixture-site';
import { fixtureSite, CARS } from './fixture-site';
import { listenOnLoopback } from './loopback-http';

/** This test file's database (embedded, opened on first use). */
export const fileDb: Db = lazyDb(() => embeddedTestDb(), 'test database');

let tenants = 0;

/**
 * Deps for the fixture site. Each call stores its rows under a tenant key of its own in the
 * file's database (the site's slug stays 'loop-motors'), so tests never see each other's leads.
 */
export function makeDeps(
  overrides: Partial<Omit<DepsInput, 'config'>> & {
    site?: ReturnType<typeof fixtureSite>;
    config?: Partial<DepsInput['config']>;
  } = {},
): ServerDeps {
  return createDeps({
    site: overrides.site ?? fixtureSite(),
    cars: CARS,
    env: {},
    log: () => undefined,
    db: fileDb,
    tenantKey: `loop-motors-${++tenants}`,
    ...overrides,
    config: {
      captchaSecret: 'test-secret',
      upstreamTimeoutMs: 500,
      // the suites send many forms from one contact; the limits' own tests set their multiplier
      limitMultiplier: 100,
      ...overrides.config,
    },
  });
}

let n = 0;
export function key(): string {
  n++;
  return `test-key-${Date.now().toString(36)}-${n}`.padEnd(20, 'x');
}

export function post(
  path: string,
  body: unknown,
  init: { raw?: string; type?: string } = {},
): Request {
  return new Request(`https://loop.example.com.au${path}`, {
    method: 'POST',
    headers: { 'content-type': init.type ?? 'application/json' },
    body: init.raw ?? JSON.stringify(body),
  });
}

export function get(path: string): Request {
  return new Request(`https://loop.example.com.au${path}`);
}

export async function read(
  response: Response,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
  };
}

export const CONTACT = {
  name: 'Jo',
  last_name: 'Citizen',
  email: 'jo@example.com',
  phone: '0411 222 333',
  postcode: '4000',
};

/** The trade-in's adjustment answers for a car in good order. */
export const ADJUSTMENT_ANSWERS = {
  serviceHistory: 'Full',
  twoSetsOfKeys: 'Yes',
  componentsPresent: 'Yes',
  illegalModifications: 'No',
  condition: 'Good',
};

export function generalEnquiry(idempotencyKey = key(), userData: Record<string, unknown> = {}) {
  return {
    form: 'general',
    userData: {
      ...CONTACT,
      message: 'Do you service hybrids?',
      terms_agreed: true,
      dealership_slug: 'loop-kia',
      location_id: '100',
      ...userData,
    },
    isLastStep: true,
    idempotencyKey,
  };
}

export async function solvedCaptcha(deps: ServerDeps, issuedAt = Date.now()): Promise<string> {
  const challenge = await deps.captcha.challenge(issuedAt);
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('no captcha solution');
  return encodeCaptcha({ challenge, solution });
}

export type UpstreamMode = 'ok' | 'fail' | 'slow';

/** A loopback lead API. Each distinct Idempotency-Key is one lead, however often it arrives. */
export async function startUpstream(options: { slowMs?: number } = {}) {
  const state = {
    mode: 'ok' as UpstreamMode,
    requests: 0,
    leads: new Map<string, { path: string; body: unknown; id: string }>(),
    paths: [] as string[],
  };
  const server = http.createServer((req, res) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => {
      state.requests++;
      state.paths.push(req.url ?? '');
      const idem = String(req.headers['idempotency-key'] ?? `none-${state.requests}`);
      const record = () => {
        const existing = state.leads.get(idem);
        const id = existing?.id ?? `UP-${state.leads.size + 1}`;
        if (!existing)
          state.leads.set(idem, { path: req.url ?? '', body: data ? JSON.parse(data) : null, id });
        return id;
      };
      if (state.mode === 'fail') {
        res
          .writeHead(500, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: 'Dashboard is down' }));
        return;
      }
      if (state.mode === 'slow') {
        // Processes the lead, but replies after the caller has given up.
        const id = record();
        setTimeout(
          () =>
            res
              .writeHead(200, { 'content-type': 'application/json' })
              .end(JSON.stringify({ lead_id: id })),
          options.slowMs ?? 1500,
        ).unref();
        return;
      }
      const id = record();
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ lead_id: id }));
    });
  });
  const { url, close } = await listenOnLoopback(server);
  return { url, state, close };
}

/**
 * A request meta whose after-response work (the first delivery attempt) the test can wait for,
 * as Netlify's waitUntil would keep it alive.
 */
export function afterResponses(clientAddress = '203.0.113.7') {
  const pending: Promise<unknown>[] = [];
  return {
    clientAddress,
    waitUntil: (p: Promise<unknown>) => void pending.push(p),
    /** Resolves when every piece of work handed over so far has finished. */
    settled: async () => {
      while (pending.length > 0) await Promise.all(pending.splice(0));
    },
  };
}
