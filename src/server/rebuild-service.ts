/**
 * The rebuild webhook in a built site: one queue and one replay guard per server process,
 * shared by every tenant the process serves (`npm run serve` loads them all), so one
 * tenant never builds twice at once. The builder is the site's Netlify build hook when
 * NETLIFY_BUILD_HOOK_URL is set, else build-all in the repository the server runs from.
 *
 * After a local build the server is told to serve the tenant's new output: scripts/serve.ts
 * sets globalThis[Symbol.for('dealer-sites.on-rebuilt')].
 */
import path from 'node:path';
import { getSite } from '../data/collections';
import { repoRoot } from '../data/tenant-context';
import { localBuilder, netlifyHookBuilder } from './rebuild-builders';
import { RebuildQueue, type BuildOutcome } from './rebuild-queue';
import { ReplayGuard } from './rebuild-signature';
import { rebuildConfig, rebuildWebhook, type RebuildConfig } from './rebuild-webhook';

const SERVICE = Symbol.for('dealer-sites.rebuilds');
const ON_REBUILT = Symbol.for('dealer-sites.on-rebuilt');

interface Service {
  config: RebuildConfig;
  queue: RebuildQueue;
  replay: ReplayGuard;
}

type Globals = {
  [SERVICE]?: Service;
  [ON_REBUILT]?: (tenant: string) => unknown;
};

function createService(env: Record<string, string | undefined>): Service {
  const config = rebuildConfig(env);
  const root = repoRoot();
  const build = config.hookUrl
    ? netlifyHookBuilder({ url: config.hookUrl })
    : localBuilder({ root, env, timeoutMs: config.timeoutMs });
  const builder = async (tenant: string): Promise<BuildOutcome> => {
    const outcome = await build(tenant);
    if (outcome.ok && !outcome.skipped && !config.hookUrl)
      await (globalThis as Globals)[ON_REBUILT]?.(tenant);
    return outcome;
  };
  const queue = new RebuildQueue({
    builder,
    debounceMs: config.debounceMs,
    maxWaitMs: config.maxWaitMs,
    concurrency: config.concurrency,
    // a serverless instance has no lasting disk: Netlify's deploy list is the record there
    statePath: config.onNetlify ? null : path.resolve(root, config.statePath),
  });
  return { config, queue, replay: new ReplayGuard() };
}

function service(): Service {
  const g = globalThis as Globals;
  return (g[SERVICE] ??= createService(process.env));
}

export async function rebuildEndpoint(request: Request, locals: unknown): Promise<Response> {
  const { config, queue, replay } = service();
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
