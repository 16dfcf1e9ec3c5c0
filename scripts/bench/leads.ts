/**
 * Lead load test (issue 14 item 5), loopback only: 1,000 enquiries posted 50 at a time to
 * the lead server (scripts/bench/lib/lead-server.ts, a child process with the real
 * endpoint, SQLite store and delivery), a fake lead API on loopback failing half its calls,
 * and the server killed (SIGKILL) and restarted on the same store mid-load. A prober fetches
 * a static page every 25 ms throughout. After the load it waits (bounded) for the backlog
 * to drain, then prints: requests per second, p50 / p99 of lead posts, p50 / p99 / max of the
 * static page during the load and during the backlog, the server's event-loop delay, and
 * leads stored, delivered, duplicated and lost.
 *
 *   npm run bench:leads                         (1,000 leads, 50 at a time)
 *   npm run bench:leads -- --leads 200 --concurrency 20 --json reports/bench-leads.json
 *
 * A lead counts as: stored — a row in the store; delivered — the lead API took it (2xx)
 * under at least one key; duplicated — the lead API took it under more than one
 * Idempotency-Key (two leads for the dealer); resent — a further call with a key the API
 * already took (harmless: the API treats it as the same lead); still pending — stored, not
 * yet taken when the bounded wait ended (it would still go out); lost — the server answered
 * the shopper with a lead id that is neither in the store nor taken by the API.
 */
import http from 'node:http';
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { LeadStore } from '../../src/server/lead-store';

const here = path.dirname(fileURLToPath(import.meta.url));
const { values } = parseArgs({
  options: {
    leads: { type: 'string', default: '1000' },
    concurrency: { type: 'string', default: '50' },
    'fail-rate': { type: 'string', default: '0.5' },
    'drain-seconds': { type: 'string', default: '60' },
    json: { type: 'string' },
    /** Answers before the server is killed and restarted (0: never). */
    'restart-at': { type: 'string' },
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
      if (api.taken.has(key)) api.resent++;
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

// --- the lead server (a child process) ----------------------------------------------------
const work = mkdtempSync(path.join(tmpdir(), 'bench-leads-'));
const db = path.join(work, 'leads.sqlite');
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
      LEADS_DB: db,
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

let child = await startChild();
const base = `http://127.0.0.1:${child.port}`;
let restarting: Promise<void> | null = null;

// --- the static page prober (its own process) ---------------------------------------------
const prober = fork(path.join(here, 'lib', 'static-prober.ts'), [`${base}/`], {
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

async function restart(): Promise<void> {
  loopDelayBeforeRestart = await loopStats(child);
  prober.send('pause');
  child.proc.kill('SIGKILL');
  await new Promise((r) => child.proc.once('exit', r));
  child = await startChild(child.port);
  prober.send('resume');
}

function body(n: number) {
  return JSON.stringify({
    form: 'general',
    userData: {
      name: 'Jo',
      last_name: 'Citizen',
      email: `jo${n}@example.com`,
      phone: '0411 222 333',
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
  // a shopper whose post fails (the server restarting) submits again, with the same key
  for (let attempt = 0; attempt < 40 && performance.now() - loadStart < LOAD_CAP_MS; attempt++) {
    if (restarting) await restarting;
    const t0 = performance.now();
    try {
      const r = await fetch(`${base}/api/leads/enquiry`, {
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
if (restarting) await restarting;

// --- the backlog ----------------------------------------------------------------------------
prober.send('backlog');
child.proc.send('reset');
const backlogStart = performance.now();
const undelivered = () => [...accepted.keys()].filter((n) => !api.byLead.has(n)).length;
while (undelivered() > 0 && performance.now() - backlogStart < DRAIN_MS) await sleep(250);
const backlogMs = performance.now() - backlogStart;
prober.send('done');
const { load: staticLoad, backlog: staticBacklog, errors: staticErrors } = await probed;
const staticTimes = { load: staticLoad, backlog: staticBacklog };

const loopDelay = await loopStats(child);
child.proc.send('stop');
await new Promise((r) => child.proc.once('exit', r));
upstream.close();
upstream.closeAllConnections();

const store = new LeadStore(db);
const rows = store.list({ limit: 10_000 });
const storedIds = new Set(rows.map((r) => r.id));
store.close();
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
  `\nLead load test: ${LEADS} leads, ${CONCURRENCY} at a time, lead API failing ${FAIL_RATE * 100}% of calls, server killed and restarted after ${restartAt} answers`,
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
  ['load, first process until killed', loopDelayBeforeRestart],
  ['backlog', loopDelay],
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
if (values.json) {
  mkdirSync(path.dirname(path.resolve(values.json)), { recursive: true });
  writeFileSync(values.json, `${JSON.stringify(figures, null, 2)}\n`);
}
process.exit(0);
