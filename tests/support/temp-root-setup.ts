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
import { REPO_TEMP_BASE } from './fixture-tenant';
import { oncePerRun } from './once-per-run';

/** This run's folders: made by the first project's set-up, removed by the last one's teardown. */
const folders = oncePerRun(
  '__dealerTestTemp',
  () => {
    const run = mkdtempSync(path.join(tmpdir(), 'dealer-tests-'));
    // like /tmp itself: the PostgreSQL server runs as its own user and keeps its data in here
    chmodSync(run, 0o1777);
    mkdirSync(REPO_TEMP_BASE, { recursive: true });
    const repoRun = mkdtempSync(path.join(REPO_TEMP_BASE, 'run-'));
    process.env.TMPDIR = run;
    process.env.DEALER_TEST_REPO_TMP = repoRun;
    return [run, repoRun];
  },
  (dirs) => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  },
);

export async function setup(): Promise<void> {
  await folders.acquire();
}

export const teardown = () => folders.drop();
