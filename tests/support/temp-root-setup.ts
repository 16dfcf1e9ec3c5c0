/**
 * Vitest's global set-up for temporary files: one folder per run, removed when the run ends. Every
 * test and every process it starts makes its temporary folders under `os.tmpdir()`, which reads
 * TMPDIR; set here, before any worker starts, TMPDIR names this run's folder, so the folders a test
 * leaves behind go when the run does. (Left in the system's /tmp, each run kept about 0.5 GB: the
 * database templates, each file's database, the fixture tenants and their builds.) `repoTempDir`
 * (tests/support/fixture-tenant.ts), for builds that import the repository's packages, uses
 * DEALER_TEST_REPO_TMP under .cache/tmp the same way.
 */
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Made once per vitest process: every project names this set-up, and each runs its own (held on
 * globalThis: each project may load this module apart). The last project to finish removes it.
 */
const shared = ((
  globalThis as { __dealerTestTemp?: { users: number; dirs: string[] | null } }
).__dealerTestTemp ??= { users: 0, dirs: null });

export function setup(): void {
  shared.users++;
  if (shared.dirs) return;
  const run = mkdtempSync(path.join(tmpdir(), 'dealer-tests-'));
  // like /tmp itself: the PostgreSQL server runs as its own user and keeps its data in here
  chmodSync(run, 0o1777);
  const repoBase = path.resolve(import.meta.dirname, '..', '..', '.cache', 'tmp');
  mkdirSync(repoBase, { recursive: true });
  const repoRun = mkdtempSync(path.join(repoBase, 'run-'));
  process.env.TMPDIR = run;
  process.env.DEALER_TEST_REPO_TMP = repoRun;
  shared.dirs = [run, repoRun];
}

export function teardown(): void {
  if (--shared.users > 0 || !shared.dirs) return;
  for (const dir of shared.dirs) rmSync(dir, { recursive: true, force: true });
  shared.dirs = null;
}
