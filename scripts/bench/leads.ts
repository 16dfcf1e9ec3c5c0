/**
 * Lead load test on PostgreSQL, loopback only: 1,000 enquiries posted 50 at a time, spread over
 * two lead servers (scripts/bench/lib/lead-server.ts: child processes with the real endpoint,
 * the database and the Node server's delivery loop: two delivery passes running at once), a
 * fake lead API on loopback failing half its calls, and one server killed with SIGKILL mid-load
 * and started again. A shopper whose post fails submits again (same key). A prober fetches a
 * static page of the other server every 25 ms throughout. After the load it waits (bounded) for
 * the backlog to drain, then prints: lead posts per second, p50 / p99 of lead posts, p50 / p99 /
 * max of the static page during the load and during the backlog, and leads accepted, stored,
 * delivered, duplicated, sent twice and lost.
 *
 *   npm run bench:leads                         (1,000 leads, 50 at a time; starts PostgreSQL)
 *   DATABASE_URL=postgres://… npm run bench:leads   (an existing, empty-able database)
 *   npm run bench:leads -- --leads 200 --concurrency 20 --json reports/bench-leads.json
 *   npm run bench:leads -- --baseline reports/bench-leads-before.json   (figures side by side)
 *
 * A lead counts as: stored: a row in the database; delivered: the lead API took it (2xx) under
 * at least one key; duplicated: the lead API took it under more than one Idempotency-Key (two
 * leads for the dealer); resent: a further call with a key the API already took (a sender's
 * claim ran out, or its process died, after the API took the lead but before it was recorded:
 * the API takes it as the same lead); still pending: stored, not yet taken when the bounded wait ended (it would
 * still go out); lost: the shopper was answered with a lead id that is neither stored nor taken.
 */
import http from 'node:http';
import { fork, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { postgresDb } from '../../src/db/postgres';
import { migrate, readMigrations } from '../../src/db/migrate';
import { LeadStore } from '../../src/server/stores/leads';
import { startPostgres } from '../lib/postgres-server';

const here = path.dirname(fileURLToPath(import.meta.url));
const { values } = parseArgs({
  options: {
    leads: { type: 'string', default: '1000' },
    concurrency: { type: 'string', default: '50' },
    'fail-rate': { type: 'string', default: '0.5' },
    'drain-seconds': { type: 'string', default: '60' },
    json: { type: 'string' },
    /** Answers before one server is killed and restarted (0: never). */
    'restart-at': { type: 'string' },
    /** Figures of an earlier run (its --json) to print beside these. */
    baseline: { type: 'string' },
  },
});
const LEADS = Math.min(5_000, Math.max(1, Number(values.leads)));
const CONCURRENCY = Math.min(200, Math.max(1, Number(values.concurrency)));
const FAIL_RATE = Math.min(1, Math.max(0, Number(values['fail-rate'])));
const DRAIN_MS = Math.min(90, Math.max(1, Number(values['drain-seconds']))) * 1_000;
const LOAD_CAP_MS = 60_000;
const RUN = Date.now().toString(36);

/** A small seeded PRNG (mulberry32), so every run fails the same calls. */
function prng(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pct(xs: number[], p: number): number {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
}
const ms = (x: number) => (Number.isFinite(x) ? `${x.toFixed(1)} ms` : '—');
const sleep = (t: number) => new Promise((r) => setTimeout(r, t));

// --- the fake lead API --------------------------------------------------------------------
const api = {
  calls: 0,
  failed: 0,
  /** Idempotency-Key → the bench lead number it carried, for keys the API took. */
  taken: new Map<string, number>(),
  resent: 0,
  /** bench lead number → the keys it was taken under. */
  byLead: new Map<number, Set<string>>(),
};
const chance = prng(14);
const upstream = http.createServer((req, res) => {
  let data = '';
  req.on('data', (c) => (data += c));
  req.on('end', () => {
    api.calls++;
    // a little service time, as a real API has
    setTimeout(() => {
      if (chance() < FAIL_RATE) {
        api.failed++;
        res.writeHead(503, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: 'Dashboard is busy' }));
        return;
      }
      const key = String(req.headers['idempotency-key'] ?? '');
      const message = String(
        (JSON.parse(data || '{}') as { userData?: { message?: string } }).userData?.message ?? '',
      );
      const n = Number(/bench lead #(\d+)/.exec(message)?.[1] ?? -1);
      if (api.taken.has(key))
        api.resent++; // the same key again: one lead sent twice
      else {
        api.taken.set(key, n);
        const keys = api.byLead.get(n) ?? new Set<string>();
        keys.add(key);
        api.byLead.set(n, keys);
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ lead_id: `UP-${api.taken.size}` }));
    }, 5);
  });
});
await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', () => r()));
const upstreamUrl = `http://127.0.0.1:${(upstream.address() as { port: number }).port}`;

// --- the database ------------------------------------------------------------------------
// a server that syncs its commits to disk, as in production
const server = process.env.DATABASE_URL ? null : await startPostgres({ durable: true });
const databaseUrl = process.env.DATABASE_URL ?? server!.url;
const database = postgresDb(databaseUrl, { max: 2 });
await migrate(database, readMigrations(path.resolve(here, '..', '..')));
// the fixture site's rows from an earlier run go
for (const table of ['leads', 'rate_counters'])
  await database.query(`DELETE FROM ${table} WHERE tenant = 'loop-motors'`);

// --- the lead servers (child processes) ---------------------------------------------------
const work = mkdtempSync(path.join(tmpdir(), 'bench-leads-'));
const pageDir = path.join(work, 'site');
mkdirSync(pageDir);
// a static page the size of a built listing page (~60 kB of HTML)
writeFileSync(
  path.join(pageDir, 'index.html'),
  `<!doctype html><html lang="en"><meta charset="utf-8"><title>Loop Motors</title><body>${Array.from(
    { length: 600 },
    (_, i) =>
      `<article class="car"><h2>2021 Toyota Corolla ${i}</h2><p>$25,990 drive away</p></article>`,
  ).join('')}</body></html>`,
);

interface Child {
  proc: ChildProcess;
  port: number;
}
function startChild(port = 0): Promise<Child> {
  const proc = fork(path.join(here, 'lib', 'lead-server.ts'), [], {
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.BENCH_CPU_PROF
        ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF]
        : []),
    ],
    env: {
      ...process.env,
      BENCH_DIR: pageDir,
      BENCH_PORT: String(port),
      DATABASE_URL: databaseUrl,
      LEAD_API_URL: upstreamUrl,
      UPSTREAM_TIMEOUT_MS: '2000',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('the lead server did not start in 30 s')),
      30_000,
    );
    proc.once('message', (m) => {
      clearTimeout(timer);
      resolve({ proc, port: (m as { port: number }).port });
    });
    proc.once('exit', (code) => reject(new Error(`the lead server exited (${code})`)));
  });
}

/** The two servers: [0] is killed mid-load, [1] serves the prober's page throughout. */
const children = await Promise.all([startChild(), startChild()]);
const bases = children.map((c) => `http://127.0.0.1:${c.port}`);
let restarting: Promise<void> | null = null;

// --- the static page prober (its own process) ---------------------------------------------
const prober = fork(path.join(here, 'lib', 'static-prober.ts'), [`${bases[1]}/`], {
  execArgv: ['--import', 'tsx'],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const probed = new Promise<{ load: number[]; backlog: number[]; errors: number }>((r) =>
  prober.once('message', (m) => r(m as { load: number[]; backlog: number[]; errors: number })),
);

// --- the load -----------------------------------------------------------------------------
const leadTimes: number[] = [];
const accepted = new Map<number, string>();
let postErrors = 0;
let retries = 0;
let answered = 0;
const restartAt =
  values['restart-at'] === undefined ? Math.floor(LEADS / 2) : Number(values['restart-at']);
let next = 0;
const loadStart = performance.now();

interface LoopDelay {
  p50: number;
  p99: number;
  max: number;
  /** Event-loop utilisation of the server's request thread (0..1) over the same span. */
  busy: number;
}
/** The server process's event-loop delay since it started (monitorEventLoopDelay). */
function loopStats(c: Child): Promise<LoopDelay | null> {
  return new Promise((r) => {
    const timer = setTimeout(() => r(null), 5_000);
    c.proc.once('message', (m) => {
      clearTimeout(timer);
      r(m as LoopDelay);
    });
    c.proc.send('stats');
  });
}
let loopDelayBeforeRestart: LoopDelay | null = null;

/** kill -9 of the first server mid-load, then a new process on its port (the prober's server stays up). */
async function restart(): Promise<void> {
  loopDelayBeforeRestart = await loopStats(children[0]);
  const dead = children[0];
  dead.proc.kill('SIGKILL');
  await new Promise((r) => dead.proc.once('exit', r));
  children[0] = await startChild(dead.port);
}

function body(n: number) {
  return JSON.stringify({
    form: 'general',
    userData: {
      name: 'Jo',
      last_name: 'Citizen',
      // a thousand shoppers: each their own e-mail and phone (the per-contact limit is per person)
      email: `jo${n}@example.com`,
      phone: `04${String(11_000_000 + n).padStart(8, '0')}`,
      postcode: '4000',
      message: `bench lead #${n}`,
      terms_agreed: true,
      dealership_slug: 'loop-kia',
      location_id: '100',
    },
    isLastStep: true,
    idempotencyKey: `bench-${RUN}-${String(n).padStart(6, '0')}`,
  });
}

async function postLead(n: number): Promise<void> {
  // a shopper whose post fails (the server was killed) submits again, with the same key
  for (let attempt = 0; attempt < 40 && performance.now() - loadStart < LOAD_CAP_MS; attempt++) {
    const t0 = performance.now();
    // spread over the two servers; a retry goes to the other one
    const target = bases[(n + attempt) % 2];
    try {
      const r = await fetch(`${target}/api/leads/enquiry`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: body(n),
        signal: AbortSignal.timeout(15_000),
      });
      const reply = (await r.json()) as { lead_id?: string };
      if (r.ok && reply.lead_id) {
        leadTimes.push(performance.now() - t0);
        accepted.set(n, reply.lead_id);
        answered++;
        if (answered === restartAt && !restarting)
          restarting = restart().finally(() => (restarting = null));
        return;
      }
      postErrors++;
    } catch {
      postErrors++;
    }
    retries++;
    await sleep(200);
  }
}

await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (next < LEADS) await postLead(next++);
  }),
);
const loadMs = performance.now() - loadStart;
// a getter: the assignments in callbacks above are invisible to narrowing, which reads `null` here
const restartInFlight = (): Promise<void> | null => restarting;
const lastRestart = restartInFlight();
if (lastRestart) await lastRestart;

// --- the backlog ----------------------------------------------------------------------------
prober.send('backlog');
for (const c of children) c.proc.send('reset');
const backlogStart = performance.now();
const undelivered = () => [...accepted.keys()].filter((n) => !api.byLead.has(n)).length;
while (undelivered() > 0 && performance.now() - backlogStart < DRAIN_MS) await sleep(250);
const backlogMs = performance.now() - backlogStart;
prober.send('done');
const { load: staticLoad, backlog: staticBacklog, errors: staticErrors } = await probed;
const staticTimes = { load: staticLoad, backlog: staticBacklog };

const loopDelay = await loopStats(children[1]);
for (const c of children) c.proc.send('stop');
await Promise.all(children.map((c) => new Promise((r) => c.proc.once('exit', r))));
upstream.close();
upstream.closeAllConnections();

const rows = await new LeadStore(database, 'loop-motors').list({ limit: 10_000 });
const storedIds = new Set(rows.map((r) => r.id));
await database.close();
await server?.stop();
rmSync(work, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });

const delivered = [...accepted.keys()].filter((n) => api.byLead.has(n)).length;
const duplicated = [...api.byLead.values()].filter((keys) => keys.size > 1).length;
const figures = {
  leads: LEADS,
  concurrency: CONCURRENCY,
  failRate: FAIL_RATE,
  loadSeconds: +(loadMs / 1000).toFixed(2),
  backlogSeconds: +(backlogMs / 1000).toFixed(2),
  requestsPerSecond: +(leadTimes.length / (loadMs / 1000)).toFixed(1),
  leadPost: { p50: pct(leadTimes, 50), p99: pct(leadTimes, 99), max: pct(leadTimes, 100) },
  postErrorsAndRetries: { errors: postErrors, retries },
  staticDuringLoad: {
    n: staticTimes.load.length,
    p50: pct(staticTimes.load, 50),
    p99: pct(staticTimes.load, 99),
    max: pct(staticTimes.load, 100),
  },
  staticDuringBacklog: {
    n: staticTimes.backlog.length,
    p50: pct(staticTimes.backlog, 50),
    p99: pct(staticTimes.backlog, 99),
    max: pct(staticTimes.backlog, 100),
  },
  staticErrors,
  serverEventLoopDelay: { loadUntilKilled: loopDelayBeforeRestart, backlog: loopDelay },
  upstream: { calls: api.calls, failedOnPurpose: api.failed, resentSameKey: api.resent },
  accepted: accepted.size,
  stored: rows.length,
  storedDelivered: rows.filter((r) => r.status === 'delivered').length,
  delivered,
  duplicated,
  pendingAtEnd: rows.filter((r) => r.status === 'pending').length,
  lost: [...accepted.entries()].filter(([n, id]) => !api.byLead.has(n) && !storedIds.has(id))
    .length,
  neverAccepted: LEADS - accepted.size,
};

const f = figures;
console.log(
  `\nLead load test on PostgreSQL: ${LEADS} leads, ${CONCURRENCY} at a time over two servers (each with its delivery loop), lead API failing ${FAIL_RATE * 100}% of calls, one server killed (SIGKILL) and restarted after ${restartAt} answers`,
);
console.log(
  `  load ${f.loadSeconds} s, ${f.requestsPerSecond} lead posts/s; backlog drained in ${f.backlogSeconds} s`,
);
console.log(
  `  lead posts      p50 ${ms(f.leadPost.p50)}  p99 ${ms(f.leadPost.p99)}  max ${ms(f.leadPost.max)}  (${postErrors} failed posts retried)`,
);
console.log(
  `  static (load)   p50 ${ms(f.staticDuringLoad.p50)}  p99 ${ms(f.staticDuringLoad.p99)}  max ${ms(f.staticDuringLoad.max)}  n=${f.staticDuringLoad.n}`,
);
console.log(
  `  static (backlog) p50 ${ms(f.staticDuringBacklog.p50)}  p99 ${ms(f.staticDuringBacklog.p99)}  max ${ms(f.staticDuringBacklog.max)}  n=${f.staticDuringBacklog.n}`,
);
for (const [label, d] of [
  ['load, the killed process until killed', loopDelayBeforeRestart],
  ['backlog, the other process', loopDelay],
] as const)
  if (d)
    console.log(
      `  server event-loop delay (${label}) p50 ${ms(d.p50)}  p99 ${ms(d.p99)}  max ${ms(d.max)}; request thread busy ${(d.busy * 100).toFixed(1)}%`,
    );
console.log(
  `  lead API: ${api.calls} calls, ${api.failed} failed on purpose, ${api.resent} resent with a key it already took`,
);
console.log(
  `  leads: accepted ${f.accepted}, stored ${f.stored} (${f.storedDelivered} marked delivered), delivered ${f.delivered}, duplicated ${f.duplicated}, still pending ${f.pendingAtEnd}, lost ${f.lost}, never accepted ${f.neverAccepted}`,
);
if (values.baseline && existsSync(values.baseline)) printBeside(figures, values.baseline);
if (values.json) {
  mkdirSync(path.dirname(path.resolve(values.json)), { recursive: true });
  writeFileSync(values.json, `${JSON.stringify(figures, null, 2)}\n`);
}
process.exit(f.lost > 0 || f.duplicated > 0 ? 1 : 0);

/** This run's figures beside an earlier run's (its --json), one row per figure. */
function printBeside(now: typeof figures, file: string): void {
  const before = JSON.parse(readFileSync(file, 'utf8')) as Partial<typeof figures>;
  const rows: [string, unknown, unknown][] = [
    ['lead posts/s', before.requestsPerSecond, now.requestsPerSecond],
    ['lead post p50 (ms)', before.leadPost?.p50, now.leadPost.p50],
    ['lead post p99 (ms)', before.leadPost?.p99, now.leadPost.p99],
    ['static p99 during load (ms)', before.staticDuringLoad?.p99, now.staticDuringLoad.p99],
    [
      'static p99 during backlog (ms)',
      before.staticDuringBacklog?.p99,
      now.staticDuringBacklog.p99,
    ],
    ['backlog drained (s)', before.backlogSeconds, now.backlogSeconds],
    ['lost', before.lost, now.lost],
    ['duplicated', before.duplicated, now.duplicated],
  ];
  const cell = (v: unknown) =>
    typeof v === 'number' ? (Number.isInteger(v) ? String(v) : v.toFixed(1)) : '—';
  console.log(`\n  figure                            before (${path.basename(file)})   now`);
  for (const [name, a, b] of rows)
    console.log(`  ${name.padEnd(34)}${cell(a).padStart(12)}${cell(b).padStart(12)}`);
}
