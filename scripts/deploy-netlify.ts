/**
 * Deploys the tenants a build-all run built, one Netlify site each (scripts/lib/netlify-deploy.ts):
 *
 *   npm run build -- --shard 1/4 --report reports/build.json     (with NETLIFY=true)
 *   NETLIFY_AUTH_TOKEN=… NETLIFY_SITE_IDS='{"slug":"id"}' npm run deploy:netlify -- --report reports/build.json
 *   npm run deploy:netlify -- --dry-run                            print the commands only
 *
 * A failed tenant is not deployed (its site keeps its last deploy), nor one whose output folder
 * holds no site. Writes reports/deploy.json
 * and prints a table; exits non-zero when a deploy failed.
 */
import { execa } from 'execa';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { deployArgs, planDeploys, type BuiltTenant } from './lib/netlify-deploy';
import { writeRateLimitEdgeFunctions } from './lib/netlify-rate-limits';
import { writeNetlifySiteFiles } from './lib/netlify-site-files';
import { hasSite } from './lib/incremental';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    report: { type: 'string' },
    'dry-run': { type: 'boolean' },
    concurrency: { type: 'string' },
    message: { type: 'string' },
  },
});
const report = path.resolve(values.report ?? path.join(root, 'reports', 'build.json'));
const results = JSON.parse(readFileSync(report, 'utf8')) as BuiltTenant[];
const plans = planDeploys(results, process.env, (slug) =>
  hasSite(path.resolve(root, process.env.DEALER_DIST_DIR ?? 'dist', slug)),
);
const message = values.message ?? `Nightly build ${new Date().toISOString().slice(0, 10)}`;
const cli = process.env.NETLIFY_CLI ?? 'netlify';
if (!values['dry-run'] && !process.env.NETLIFY_AUTH_TOKEN && plans.some((p) => p.deploy)) {
  console.error('NETLIFY_AUTH_TOKEN is not set: nothing deployed.');
  process.exit(1);
}

interface Outcome {
  slug: string;
  result: 'deployed' | 'not deployed' | 'FAILED' | 'dry run';
  detail: string;
}
const outcomes: Outcome[] = new Array(plans.length);

async function deployOne(index: number): Promise<void> {
  const plan = plans[index];
  if (!plan.deploy || !plan.siteId) {
    outcomes[index] = { slug: plan.slug, result: 'not deployed', detail: plan.reason };
    return;
  }
  const args = deployArgs({
    slug: plan.slug,
    siteId: plan.siteId,
    root,
    distDir: process.env.DEALER_DIST_DIR,
    message,
  });
  if (values['dry-run']) {
    outcomes[index] = { slug: plan.slug, result: 'dry run', detail: `${cli} ${args.join(' ')}` };
    return;
  }
  // the per-IP rate limits ride with each deploy, from the middleware's own table; so do the
  // scheduled pass and the migrations Netlify Database applies before it publishes
  writeRateLimitEdgeFunctions(root, path.join(root, '.build', plan.slug));
  writeNetlifySiteFiles(root, path.join(root, '.build', plan.slug));
  const run = await execa(cli, args, { reject: false, all: true, timeout: 15 * 60_000 });
  if (run.exitCode === 0) {
    let url = '';
    try {
      url = (JSON.parse(String(run.stdout)) as { deploy_url?: string }).deploy_url ?? '';
    } catch {
      // the CLI printed something other than its JSON; the deploy still succeeded
    }
    outcomes[index] = { slug: plan.slug, result: 'deployed', detail: url };
  } else {
    const last = String(run.all ?? '')
      .trim()
      .split('\n')
      .slice(-3)
      .join(' / ');
    outcomes[index] = { slug: plan.slug, result: 'FAILED', detail: last };
  }
}

let next = 0;
const concurrency = Math.max(1, Number(values.concurrency ?? 3));
await Promise.all(
  Array.from({ length: Math.min(concurrency, plans.length) }, async () => {
    while (next < plans.length) await deployOne(next++);
  }),
);

writeFileSync(path.join(path.dirname(report), 'deploy.json'), JSON.stringify(outcomes, null, 2));
const width = Math.max(6, ...outcomes.map((o) => o.slug.length));
console.log(`${'tenant'.padEnd(width)}  ${'result'.padEnd(12)}  detail`);
for (const o of outcomes)
  console.log(`${o.slug.padEnd(width)}  ${o.result.padEnd(12)}  ${o.detail}`);
process.exit(outcomes.some((o) => o.result === 'FAILED') ? 1 : 0);
