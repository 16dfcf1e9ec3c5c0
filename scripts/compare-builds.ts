/**
 * `npx tsx scripts/compare-builds.ts <before> <after> [--tenant a,b]`: each tenant's built
 * pages in two output folders (e.g. a copy of dist/ made before an upgrade, and dist/), page for
 * page with the build time, island ids, scope ids and asset hashes masked
 * (scripts/lib/compare-builds.ts). Prints the files only one build has and each differing
 * page's first difference; exits non-zero when anything differs.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { compareBuilds } from './lib/compare-builds';

const { values, positionals } = parseArgs({
  options: { tenant: { type: 'string' } },
  allowPositionals: true,
});
if (positionals.length !== 2) {
  console.error('usage: npx tsx scripts/compare-builds.ts <before> <after> [--tenant a,b]');
  process.exit(2);
}
const [before, after] = positionals.map((p) => path.resolve(p));
const slugs =
  values.tenant?.split(',') ??
  readdirSync(before, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
let same = true;
for (const slug of slugs) {
  const c = compareBuilds(path.join(before, slug), path.join(after, slug));
  const ok = c.onlyBefore.length + c.onlyAfter.length + c.differing.length === 0;
  same &&= ok;
  console.log(
    `${slug}: ${c.pages} pages, ${c.differing.length} differ; files only before ${c.onlyBefore.length}, only after ${c.onlyAfter.length}`,
  );
  for (const f of c.onlyBefore.slice(0, 10)) console.log(`  only before: ${f}`);
  for (const f of c.onlyAfter.slice(0, 10)) console.log(`  only after:  ${f}`);
  for (const d of c.differing.slice(0, 10))
    console.log(`  ${d.page}:\n    before …${d.before}…\n    after  …${d.after}…`);
}
process.exit(same ? 0 : 1);
