/**
 * The lead load test's server (scripts/bench/leads.ts starts two of them as child processes, so
 * a kill is a real process death): one loopback HTTP server with a static page served as
 * scripts/serve.ts serves pages (sirv + compression) and the enquiry endpoint over the same deps
 * a built site makes (createDeps: the database of DATABASE_URL, delivery after each response),
 * and the Node server's delivery loop, as `npm run serve` runs it. The Astro middleware (rate
 * limits) is not in front of it: 1,000 leads from one address would be refused, and the figures
 * are about storing and delivering, not the limiter.
 *
 * Env: BENCH_DIR (static page dir), BENCH_PORT, DATABASE_URL, LEAD_API_URL,
 * UPSTREAM_TIMEOUT_MS, BENCH_RETRY_MS (the loop's interval). Sends { port } when listening.
 */
import http from 'node:http';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import sirv from 'sirv';
import compression from 'compression';
import { createDeps } from '../../../src/server/endpoint-deps';
import { leadEndpoint } from '../../../src/server/leads';
import { startProcessDelivery } from '../../../src/server/delivery-loop';
import { fixtureSite, CARS } from '../../../tests/support/fixture-site';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void;

const deps = createDeps({
  site: fixtureSite(),
  cars: CARS,
  env: process.env,
  // Short backoff so a bounded run sees the retries through (the product's default starts at 2 s).
  backoff: { baseMs: 200, maxMs: 2_000 },
  log: () => undefined,
});
// the Node server's loop, as scripts/serve.ts runs it: a new lead nudges it
const loop = startProcessDelivery(deps.delivery, Number(process.env.BENCH_RETRY_MS ?? 500));

const statics = sirv(process.env.BENCH_DIR ?? '.', { etag: true, extensions: ['html'] });
const compress = compression() as unknown as Handler;
const enquiry = leadEndpoint('enquiry');
const meta = { clientAddress: '127.0.0.1' };

async function api(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const request = new Request(`http://loop.localhost${req.url}`, {
    method: req.method,
    headers: req.headers as Record<string, string>,
    body: Buffer.concat(chunks),
  });
  const response = await enquiry(request, deps, meta);
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}

const server = http.createServer((req, res) => {
  if (req.method === 'POST' && req.url === '/api/leads/enquiry') {
    api(req, res).catch((e) => {
      res.statusCode = 500;
      res.end(String(e));
    });
    return;
  }
  compress(req, res, () =>
    statics(req, res, () => {
      res.statusCode = 404;
      res.end('Not found');
    }),
  );
});
server.keepAliveTimeout = 5_000;
const loopDelay = monitorEventLoopDelay({ resolution: 5 });
/** Event-loop utilisation since the last reset: the share of time the process's thread was busy. */
let elu = performance.eventLoopUtilization();
loopDelay.enable();
server.listen(Number(process.env.BENCH_PORT ?? 0), '127.0.0.1', () => {
  const port = (server.address() as { port: number }).port;
  // Warm up (tsx compiles modules on first use; a built site's bundle is compiled already):
  // a page and a lead the endpoint refuses (400, nothing stored), then count from zero.
  void (async () => {
    await fetch(`http://127.0.0.1:${port}/`).then((r) => r.arrayBuffer());
    await fetch(`http://127.0.0.1:${port}/api/leads/enquiry`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        form: 'general',
        userData: { name: 'Jo' },
        isLastStep: true,
        idempotencyKey: 'warm-up-not-a-lead-0000',
      }),
    }).then((r) => r.arrayBuffer());
    await deps.leads.counts(); // the pool's first connection
    loopDelay.reset();
    elu = performance.eventLoopUtilization();
    process.send?.({ port });
  })();
});
process.on('message', (m) => {
  if (m === 'reset') {
    loopDelay.reset();
    elu = performance.eventLoopUtilization();
  }
  if (m === 'stats') {
    const msOf = (ns: number) => ns / 1e6;
    process.send?.({
      p50: msOf(loopDelay.percentile(50)),
      p99: msOf(loopDelay.percentile(99)),
      max: msOf(loopDelay.max),
      busy: performance.eventLoopUtilization(elu).utilization,
    });
  }
  if (m === 'stop') {
    void (async () => {
      await loop.stop();
      server.close();
      server.closeAllConnections();
      await deps.db.close();
      process.exit(0);
    })();
  }
});
