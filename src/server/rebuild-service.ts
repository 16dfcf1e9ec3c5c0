/**
 * The rebuild webhook in a built site: the queue and the replay guard live in the database,
 * shared by every tenant and instance. This process's queue object (one per process, shared by
 * the tenants `npm run serve` loads) runs due builds; the builder is the site's Netlify build
 * hook when NETLIFY_BUILD_HOOK_URL is set, else build-all in the repository the server runs from.
 */
import { getSite } from '../data/collections';
import { openDatabase } from '../db/open';
import { rebuildQueue } from './rebuild-builders';
import type { RebuildQueue } from './rebuild-queue';
import { ReplayGuard } from './stores/replays';
import { rebuildConfig, rebuildWebhook, type RebuildConfig } from './rebuild-webhook';

const SERVICE = Symbol.for('dealer-sites.rebuilds');

interface Service {
  config: RebuildConfig;
  queue: RebuildQueue;
  replay: ReplayGuard;
}

type Globals = { [SERVICE]?: Promise<Service> };

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
