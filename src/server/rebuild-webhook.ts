/**
 * POST /api/rebuild: the dealer dashboard calls it when an editor publishes.
 *
 *   X-Rebuild-Timestamp: <Unix seconds>
 *   X-Rebuild-Signature: sha256=<hex HMAC-SHA256 of "{timestamp}.{raw body}" with REBUILD_WEBHOOK_SECRET>
 *   { "tenant": "<this site's slug>", "event": "publish", "id": "<optional event id>" }
 *
 * Answers 202 with the queued job; 503 when REBUILD_WEBHOOK_SECRET (or, on Netlify,
 * NETLIFY_BUILD_HOOK_URL) is not set; 401 for a missing, stale, future or wrong signature;
 * 409 for a replay; 400 for a body that is not this site's rebuild request.
 *
 * Environment:
 *   REBUILD_WEBHOOK_SECRET   the shared secret (required)
 *   NETLIFY_BUILD_HOOK_URL   on Netlify: the site's build hook, POSTed once per burst
 *   REBUILD_DEBOUNCE_MS      a burst: publishes less than this apart (default 10000)
 *   REBUILD_MAX_WAIT_MS      longest a burst delays its build (default 120000)
 *   REBUILD_TIMEOUT_MS       a local build is stopped after this (default 900000)
 *   REBUILD_CONCURRENCY      local builds at once, of different tenants (default 1)
 */
import { z } from 'zod';
import { errorResponse, HttpError, json, readCapped } from './http';
import type { RebuildQueue } from './rebuild-queue';
import {
  checkSignature,
  REBUILD_HEADERS,
  rememberUntil,
  SIGNATURE_MESSAGES,
} from './rebuild-signature';
import type { ReplayGuard } from './stores/replays';

export const REBUILD_PATH = '/api/rebuild';
export const REBUILD_BODY_LIMIT = 4 * 1024;

export const RebuildRequest = z.object({
  tenant: z.string().min(1).max(100),
  event: z.string().max(100).optional(),
  id: z.string().max(200).optional(),
});

export const REBUILD_MESSAGES = {
  noSecret: 'Rebuilds are not configured on this site (REBUILD_WEBHOOK_SECRET is not set).',
  noHook: 'Rebuilds are not configured on this site (NETLIFY_BUILD_HOOK_URL is not set).',
  badBody: 'The body must be JSON: { "tenant": "<this site>" }.',
  wrongTenant: (mine: string, theirs: string) =>
    `This is the site of "${mine}"; the request is for "${theirs}".`,
} as const;

export interface RebuildConfig {
  secret: string | null;
  hookUrl: string | null;
  onNetlify: boolean;
  debounceMs: number;
  maxWaitMs: number;
  timeoutMs: number;
  concurrency: number;
}

const positive = (value: string | undefined, fallback: number) =>
  Number(value) > 0 ? Number(value) : fallback;

export function rebuildConfig(env: Record<string, string | undefined>): RebuildConfig {
  return {
    secret: env.REBUILD_WEBHOOK_SECRET?.trim() || null,
    hookUrl: env.NETLIFY_BUILD_HOOK_URL?.trim() || null,
    onNetlify: Boolean(env.NETLIFY || env.AWS_LAMBDA_FUNCTION_NAME),
    debounceMs: positive(env.REBUILD_DEBOUNCE_MS, 10_000),
    maxWaitMs: positive(env.REBUILD_MAX_WAIT_MS, 120_000),
    timeoutMs: positive(env.REBUILD_TIMEOUT_MS, 900_000),
    concurrency: positive(env.REBUILD_CONCURRENCY, 1),
  };
}

export interface RebuildDeps {
  /** This site's tenant. */
  tenant: string;
  config: RebuildConfig;
  queue: RebuildQueue;
  replay: ReplayGuard;
  nowMs?: () => number;
  /** Keeps a serverless instance alive until the debounced build is triggered. */
  waitUntil?: (promise: Promise<unknown>) => void;
}

export async function rebuildWebhook(request: Request, deps: RebuildDeps): Promise<Response> {
  const { config } = deps;
  if (!config.secret) return errorResponse(503, REBUILD_MESSAGES.noSecret);
  if (config.onNetlify && !config.hookUrl) return errorResponse(503, REBUILD_MESSAGES.noHook);
  let body: string;
  try {
    body = await readCapped(request, REBUILD_BODY_LIMIT);
  } catch (error) {
    if (error instanceof HttpError) return errorResponse(error.status, error.message);
    throw error;
  }
  const nowSeconds = Math.floor((deps.nowMs ?? Date.now)() / 1000);
  const check = checkSignature({
    secret: config.secret,
    timestamp: request.headers.get(REBUILD_HEADERS.timestamp),
    signature: request.headers.get(REBUILD_HEADERS.signature),
    body,
    nowSeconds,
  });
  if (!check.ok) return errorResponse(check.status, check.error);
  const seen = await deps.replay.accept(
    check.signature,
    rememberUntil(check.timestamp),
    nowSeconds,
  );
  if (seen === 'replay') return errorResponse(409, SIGNATURE_MESSAGES.replay);
  let parsed: z.infer<typeof RebuildRequest>;
  try {
    parsed = RebuildRequest.parse(JSON.parse(body));
  } catch {
    return errorResponse(400, REBUILD_MESSAGES.badBody);
  }
  if (parsed.tenant !== deps.tenant)
    return errorResponse(400, REBUILD_MESSAGES.wrongTenant(deps.tenant, parsed.tenant));
  const job = await deps.queue.request(deps.tenant);
  // the build starts once the burst's wait ends: here, or at the scheduled pass
  deps.waitUntil?.(deps.queue.drain(config.debounceMs + 5_000));
  return json(
    {
      status: 'queued',
      tenant: job.tenant,
      job: job.id,
      publishes: job.publishes,
      buildsAfter: new Date(job.dueAt).toISOString(),
    },
    202,
  );
}
