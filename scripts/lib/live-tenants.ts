/**
 * The local server's tenants as their builds come and go (scripts/serve.ts). Each request
 * looks at its tenant's folder first (two stat calls): a folder replaced by a new build (a
 * build writes a new folder and swaps it in: scripts/build-tenant.mjs) is loaded afresh, so
 * its new files and endpoints are served; a folder that is missing or half-built (no
 * client/index.html) answers a clear 503 page, and so does a build whose server entry fails
 * to load. One tenant's state never touches another's: each has its own handler, loaded on
 * its own, and a failure is that tenant's 503.
 */
import { existsSync, statSync } from 'node:fs';
import type http from 'node:http';
import path from 'node:path';

export type Next = () => void;
export type Handler = (req: http.IncomingMessage, res: http.ServerResponse, next: Next) => void;

/** How long a client should wait before asking again for a tenant that is not served. */
export const UNAVAILABLE_RETRY_SECONDS = 30;

interface Loaded {
  stamp: string;
  handler: Handler;
}

/**
 * What identifies a tenant's build on disk: the inodes of its folder and client folder and
 * the home page's size and time; null when it is missing or half-built (no client/index.html).
 */
export function buildStamp(dir: string): string | null {
  try {
    const folder = statSync(dir);
    const client = statSync(path.join(dir, 'client'));
    const index = statSync(path.join(dir, 'client', 'index.html'));
    return `${folder.ino}:${client.ino}:${index.size}:${index.mtimeMs}`;
  } catch {
    return null;
  }
}

/** The 503 page of a tenant that has no complete build to serve (HTML for pages, JSON for /api/). */
export function unavailable(res: http.ServerResponse, slug: string, pathname: string, why: string) {
  res.statusCode = 503;
  res.setHeader('retry-after', String(UNAVAILABLE_RETRY_SECONDS));
  res.setHeader('cache-control', 'no-store');
  if (pathname.startsWith('/api/')) {
    res.setHeader('content-type', 'application/json; charset=utf-8');
    res.end(JSON.stringify({ error: `${slug} is not available just now. Please try again.` }));
    return;
  }
  res.setHeader('content-type', 'text/html; charset=utf-8');
  const text = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  res.end(
    `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="robots" content="noindex">` +
      `<title>${text(slug)}: not available just now</title>` +
      `<h1>This site is not available just now</h1>` +
      `<p>${text(slug)} has no complete build to serve: ${text(why)}.</p>` +
      `<p>Build it with <code>npm run build -- --tenant ${text(slug)}</code>; this page answers again as soon as a build is in place.</p>` +
      `</html>`,
  );
}

export class LiveTenants {
  readonly #loaded = new Map<string, Loaded>();
  readonly #loading = new Map<string, Promise<Loaded | Error>>();
  #version = 0;

  constructor(
    private readonly distDir: string,
    private readonly load: (dir: string, version: number) => Promise<Handler>,
  ) {}

  dirOf(slug: string): string {
    return path.join(this.distDir, slug);
  }

  /** Whether the tenant has a folder in the build folder (complete or not). */
  hasFolder(slug: string): boolean {
    return existsSync(this.dirOf(slug));
  }

  /** Loads every tenant given whose build is complete (at start-up). */
  async preload(slugs: readonly string[]): Promise<void> {
    for (const slug of slugs) await this.#current(slug);
  }

  /** Forgets a tenant's loaded build: the next request loads it again (a rebuild finished). */
  forget(slug: string): void {
    this.#loaded.delete(slug);
  }

  /** Answers a request for the tenant: its build's handler, or the 503 page. */
  async serve(slug: string, req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const pathname = (req.url ?? '/').split('?')[0];
    const current = await this.#current(slug);
    if (current instanceof Error) return unavailable(res, slug, pathname, current.message);
    current.handler(req, res, () => undefined);
  }

  /** The tenant's handler for the build now on disk, loaded when the build changed; an Error when there is none. */
  async #current(slug: string): Promise<Loaded | Error> {
    const stamp = buildStamp(this.dirOf(slug));
    if (stamp === null) {
      this.#loaded.delete(slug);
      return new Error(
        this.hasFolder(slug)
          ? 'its build is incomplete (no client/index.html)'
          : 'it has not been built',
      );
    }
    const loaded = this.#loaded.get(slug);
    if (loaded?.stamp === stamp) return loaded;
    const key = `${slug}|${stamp}`;
    let pending = this.#loading.get(key);
    if (!pending) {
      pending = this.load(this.dirOf(slug), this.#version++).then(
        (handler): Loaded => ({ stamp, handler }),
        (error: unknown) =>
          new Error(`its build could not be loaded (${(error as Error).message ?? error})`),
      );
      this.#loading.set(key, pending);
      void pending.finally(() => this.#loading.delete(key));
    }
    const result = await pending;
    if (!(result instanceof Error)) this.#loaded.set(slug, result);
    else console.error(`[serve] ${slug}: ${result.message}`);
    return result;
  }
}
