#!/usr/bin/env node
// Builds one tenant in this process: TENANT=<slug> node scripts/build-tenant.mjs
// On exit it prints one line `@@result {json}` with pages, seconds, CPU seconds and peak memory,
// which build-all and the build benchmark read.
import { build } from 'astro';
import { mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { countPages } from './lib/count-pages.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const slug = process.env.TENANT;
if (!slug) {
  console.error('TENANT is not set');
  process.exit(2);
}
process.env.DEALER_ISOLATED_ROOT ??= '1';

const started = performance.now();
const distDir = process.env.DEALER_DIST_DIR
  ? path.resolve(process.env.DEALER_DIST_DIR, slug)
  : path.join(root, 'dist', slug);
const removed = setPreviousOutputAside(distDir);
let ok = true;
let error = '';
try {
  process.chdir(root);
  // DEALER_BUILD_FORCE=1 (build-all --force): render every page, ignoring Astro's incremental cache
  await build({ mode: 'production', force: process.env.DEALER_BUILD_FORCE === '1' });
} catch (e) {
  ok = false;
  error = e instanceof Error ? e.message : String(e);
  console.error(e instanceof Error ? (e.stack ?? e.message) : e);
}
await removed;
const seconds = (performance.now() - started) / 1000;
const pages = ok ? countPages(distDir) : 0;
const peakMb = process.resourceUsage().maxRSS / 1024;
const cpuSeconds = treeCpuSeconds();
console.log(
  `@@result ${JSON.stringify({ slug, ok, pages, seconds, cpuSeconds, peakMb, error: error.split('\n').slice(0, 12).join('\n') })}`,
);
process.exit(ok ? 0 : 1);

/**
 * The previous build's output, moved out of the way and deleted while this build runs:
 * Astro otherwise empties the output folder before its first Vite build, one file at a time
 * (1–6 s of a 5,000-page tenant's start-up). The deletion is awaited before the result line,
 * so its CPU time still counts. If the move fails, Astro empties the folder as before.
 */
function setPreviousOutputAside(dir) {
  const aside = path.join(root, '.cache', 'previous-output', `${slug}-${process.pid}`);
  try {
    rmSync(aside, { recursive: true, force: true });
    mkdirSync(path.dirname(aside), { recursive: true });
    renameSync(dir, aside);
  } catch {
    return Promise.resolve();
  }
  return rm(aside, { recursive: true, force: true }).catch(() => undefined);
}

/**
 * User + system CPU seconds of this process and the children it waited for (Pagefind's
 * indexer): /proc/self/stat's utime, stime, cutime, cstime; this process alone elsewhere.
 */
function treeCpuSeconds() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // fields 14–17 of proc(5), counted from 'state' (field 3) at index 0; USER_HZ is 100 on Linux
    return [11, 12, 13, 14].reduce((n, i) => n + Number(f[i]), 0) / 100;
  } catch {
    const u = process.resourceUsage();
    return (u.userCPUTime + u.systemCPUTime) / 1e6;
  }
}
