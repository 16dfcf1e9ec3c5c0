/**
 * The rebuild webhook in a built site: the queue and the replay guard live in the database,
 * shared by every tenant and instance. This process's queue object (one per process, shared by
 * the tenants `npm run serve` loads) runs due builds; the builder is the site's Netlify build
 * hook when NETLIFY_BUILD_HOOK_URL is set, else build-all in the repository the server runs from.
 *
 * After a local build the server is told to serve the tenant's new output: scripts/serve.ts
 * sets globalThis[Symbol.for('dealer-sites.on-rebuilt')].
 */
import { getSite } from '../data/collections';
import { repoRoot } from '../data/tenant-context';
import { openDatabase } from '../db/open';
import { localBuilder, netlifyHookBuilder } from './rebuild-builders';
import { RebuildQueue, type BuildOutcome } from './rebuild-queue';
import { ReplayGuard } from './stores/replays';
import { rebuildConfig, rebuildWebhook, type RebuildConfig } from './rebuild-webhook';
import type { Db } from '../db/sql';

const SERVICE = Symbol.for('dealer-sites.rebuilds');
const ON_REBUILT = Symbol.for('dealer-sites.on-rebuilt');

interface Service {
  config: RebuildConfig;
  queue: RebuildQueue;
  replay: ReplayGuard;
}

type Globals = {
  [SERVICE]?: Promise<Service>;
  [ON_REBUILT]?: (tenant: string) => unknown;
};

export function rebuildQueue(db: Db, env: Record<string, string | undefined>): RebuildQueue {
  const config = rebuildConfig(env);
  const build = config.hookUrl
    ? netlifyHookBuilder({ url: config.hookUrl })
    : localBuilder({ root: repoRoot(), env, timeoutMs: config.timeoutMs });
  const builder = async (tenant: string): Promise<BuildOutcome> => {
    const outcome = await build(tenant);
    if (outcome.ok && !outcome.skipped && !config.hookUrl)
      await (globalThis as Globals)[ON_REBUILT]?.(tenant);
    return outcome;
  };
  return new RebuildQueue({
    db,
    builder,
    debounceMs: config.debounceMs,
    maxWaitMs: config.maxWaitMs,
    concurrency: config.concurrency,
    leaseMs: config.timeoutMs + 60_000,
  });
}

async function createService(env: Record<string, string | undefined>): Promise<Service> {
  const db = await openDatabase(env);
  const config = rebuildConfig(env);
  const queue = rebuildQueue(db, env);
  // a long-running server builds as jobs fall due; a serverless instance builds in waitUntil
  if (!config.onNetlify) queue.start();
  return { config, queue, replay: new ReplayGuard(db, 'rebuild') };
}

function service(): Promise<Service> {
  const g = globalThis as Globals;
  g[SERVICE] ??= createService(process.env).catch((error) => {
    g[SERVICE] = undefined;
    throw error;
  });
  return g[SERVICE];
}

export async function rebuildEndpoint(request: Request, locals: unknown): Promise<Response> {
  const { config, queue, replay } = await service();
  const site = await getSite();
  const netlify = (
    locals as { netlify?: { context?: { waitUntil?: (p: Promise<unknown>) => void } } }
  )?.netlify?.context;
  return rebuildWebhook(request, {
    tenant: site.slug,
    config,
    queue,
    replay,
    waitUntil: netlify?.waitUntil?.bind(netlify),
  });
}
