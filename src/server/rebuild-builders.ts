/**
 * What a rebuild does: on Netlify, POST the site's build hook (NETLIFY_BUILD_HOOK_URL);
 * locally, run build-all for the tenant in a child process (its incremental skip applies),
 * bounded in time.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { RebuildQueue, type BuildOutcome } from './rebuild-queue';
import { rebuildConfig } from './rebuild-webhook';
import { repoRoot } from '../data/tenant-context';
import type { Db } from '../db/sql';

const ON_REBUILT = Symbol.for('dealer-sites.on-rebuilt');
type Globals = { [ON_REBUILT]?: (tenant: string) => unknown };

/** The part of build-all's report (reports/build.json) a rebuild reads. */
interface TenantReport {
  slug: string;
  ok: boolean;
  pages: number;
  seconds: number;
  error: string;
  skipped?: boolean;
  reason?: string;
  restored?: number;
}

export function describeReport(r: TenantReport): BuildOutcome {
  if (r.skipped) return { ok: true, skipped: true, detail: r.reason ?? 'unchanged' };
  if (!r.ok) return { ok: false, detail: r.error.split('\n')[0] || 'the build failed' };
  const why = [r.reason, r.restored ? `${r.restored} pages reused` : ''].filter(Boolean);
  return {
    ok: true,
    detail: `${r.pages} pages in ${r.seconds.toFixed(1)}s${why.length ? ` (${why.join('; ')})` : ''}`,
  };
}

export function localBuilder(options: {
  root: string;
  env?: Record<string, string | undefined>;
  timeoutMs: number;
}): (tenant: string) => Promise<BuildOutcome> {
  return (tenant) =>
    new Promise((resolve) => {
      const reportDir = path.join(options.root, '.data', 'rebuilds');
      mkdirSync(reportDir, { recursive: true });
      const report = path.join(reportDir, `${tenant}-${Date.now()}.json`);
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', 'build-all.ts', '--tenant', tenant, '--report', report],
        { cwd: options.root, env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let tail = '';
      const keep = (chunk: Buffer) => (tail = (tail + chunk.toString()).slice(-4000));
      child.stdout.on('data', keep);
      child.stderr.on('data', keep);
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        child.kill('SIGTERM');
      }, options.timeoutMs);
      const finish = (outcome: BuildOutcome) => {
        clearTimeout(timer);
        rmSync(report, { force: true });
        resolve(outcome);
      };
      child.on('error', (error) => finish({ ok: false, detail: error.message }));
      child.on('close', (code) => {
        if (timedOut)
          return finish({ ok: false, detail: `timed out after ${options.timeoutMs / 1000}s` });
        try {
          const results = JSON.parse(readFileSync(report, 'utf8')) as TenantReport[];
          const mine = results.find((r) => r.slug === tenant);
          if (mine) return finish(describeReport(mine));
        } catch {
          // no report: build-all stopped before writing it; its output says why
        }
        const last = tail.trim().split('\n').slice(-3).join(' / ');
        finish({ ok: false, detail: `build-all exited with ${code}: ${last}` });
      });
    });
}

export function netlifyHookBuilder(options: {
  url: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): (tenant: string) => Promise<BuildOutcome> {
  const doFetch = options.fetch ?? fetch;
  return async (tenant) => {
    const url = new URL(options.url);
    url.searchParams.set('trigger_title', `Rebuild of ${tenant}: content published`);
    const response = await doFetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    return response.ok
      ? { ok: true, detail: `build hook answered ${response.status}; Netlify builds the site` }
      : { ok: false, detail: `build hook answered ${response.status} ${response.statusText}` };
  };
}

/**
 * The queue a process runs rebuilds from: its builder is the site's Netlify build hook when
 * NETLIFY_BUILD_HOOK_URL is set, else build-all in the repository. After a local build the
 * server is told to serve the tenant's new output: scripts/serve.ts sets
 * globalThis[Symbol.for('dealer-sites.on-rebuilt')].
 */
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
