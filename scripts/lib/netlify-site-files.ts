/**
 * What a tenant's Netlify deploy carries besides its pages and the adapter's function: the
 * scheduled pass (netlify/functions/scheduled-pass.mts: leads, rebuilds and refunds every
 * minute) and the database migrations Netlify Database applies before it publishes
 * (netlify/database/migrations/). A Netlify build of the repository (`npm run build:netlify`)
 * finds both where they are; the nightly deploy (`npm run deploy:netlify`) deploys each tenant
 * from its own folder (.build/<slug>), so they are written there, the function importing the
 * repository's code by absolute path.
 */
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../../src/db/migrate';

export const SCHEDULED_FUNCTION = path.join('netlify', 'functions', 'scheduled-pass.mts');

export function writeNetlifySiteFiles(root: string, outRoot: string): void {
  const fn = path.join(outRoot, SCHEDULED_FUNCTION);
  mkdirSync(path.dirname(fn), { recursive: true });
  const source = path.join(root, 'src', 'server', 'scheduled-pass.ts');
  const open = path.join(root, 'src', 'db', 'open.ts');
  writeFileSync(
    fn,
    `// Written by scripts/lib/netlify-site-files.ts for this tenant's deploy: do not edit.
import { openDatabase } from ${JSON.stringify(open)};
import { scheduledPass } from ${JSON.stringify(source)};

export default async (): Promise<Response> => {
  const db = await openDatabase(process.env);
  const report = await scheduledPass(db, process.env, { budgetMs: 20_000 });
  console.log(\`[scheduled] \${JSON.stringify(report)}\`);
  return new Response(null, { status: 204 });
};

export const config = { schedule: '* * * * *' };
`,
  );
  const migrations = path.join(outRoot, MIGRATIONS_DIR);
  rmSync(migrations, { recursive: true, force: true });
  cpSync(path.join(root, MIGRATIONS_DIR), migrations, { recursive: true });
}
