/**
 * The hostile URL corpus, end to end (rules.md: Hostile URL corpus; a step of `npm test`):
 *   1. writes a copy of a small sample tenant's store with a payload in every link-bearing
 *      field (tests/url-corpus/corpus.ts) as its own tenant, and builds it into .cache/;
 *   2. checks the build warned, naming the tenant and the field, for every payload the link
 *      policy must refuse that the site renders;
 *   3. serves the build and, in Chromium, loads every page type and clicks every link
 *      (tests/url-corpus/url-corpus.spec.ts): no marker may be set, no dialog open.
 *
 *   npm run test:url-corpus                       (E2E_PORT picks the port; 4498 by default)
 *   npm run test:url-corpus -- --skip-build       (reuse the last corpus build)
 */
import { execa } from 'execa';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildTenants } from '../build-all';
import {
  CORPUS_DIR,
  MANIFEST,
  REPO,
  refusalWarnings,
  writeCorpusTenant,
  type Manifest,
} from '../tests/url-corpus/build-corpus';
import { NOT_RENDERED } from '../tests/url-corpus/corpus';

const { values } = parseArgs({ options: { 'skip-build': { type: 'boolean' } } });

let manifest: Manifest;
if (values['skip-build'] && existsSync(MANIFEST)) {
  manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
} else {
  manifest = writeCorpusTenant();
  console.log(
    `URL corpus: ${manifest.injections.length} payloads in tenant ${manifest.tenant}; building…`,
  );
  const [result] = await buildTenants([manifest.tenant], {
    env: {
      DEALER_TENANTS_DIR: path.join(CORPUS_DIR, 'tenants'),
      DEALER_DIST_DIR: manifest.distDir,
    },
    logDir: path.join(CORPUS_DIR, 'logs'),
    quiet: true,
  });
  if (!result.ok) {
    console.error(`✗ the corpus tenant did not build (${result.log}): ${result.error}`);
    process.exit(1);
  }
  console.log(`built ${result.pages} pages in ${result.seconds.toFixed(1)} s`);
}

// 2. the build's warnings
const log = readFileSync(path.join(CORPUS_DIR, 'logs', `${manifest.tenant}.log`), 'utf8');
const warned = refusalWarnings(log, manifest.tenant);
const missing = manifest.injections.filter(
  (i) => i.refused && !warned.has(i.n) && !NOT_RENDERED.some((re) => re.test(i.field)),
);
console.log(
  `build warnings: ${warned.size} refused payloads named with tenant and field (of ${manifest.injections.filter((i) => i.refused).length} refused kinds injected)`,
);
if (missing.length > 0) {
  console.error(`✗ no build warning naming ${manifest.tenant} and the field for:`);
  for (const i of missing) console.error(`  #${i.n} ${i.field} (${i.kind})`);
  process.exit(1);
}

// 3. the click test
const port = process.env.E2E_PORT ?? '4498';
const run = await execa(
  process.execPath,
  [
    path.join(REPO, 'node_modules', '.bin', 'playwright'),
    'test',
    '--config',
    'tests/url-corpus/playwright.config.ts',
  ],
  { cwd: REPO, stdio: 'inherit', reject: false, env: { E2E_PORT: port, CI: '1' } },
);
process.exit(run.exitCode ?? 1);
