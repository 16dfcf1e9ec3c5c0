/**
 * Applies the migrations (netlify/database/migrations/) to the database the environment names:
 *
 *   DATABASE_URL=postgres://… npm run db:migrate          every pending migration
 *   npm run db:migrate -- --to 2                           up to migration 0002
 *   npm run db:migrate -- --status                         what is applied and what is pending
 *
 * Without DATABASE_URL it migrates the embedded database (.data/db, or DATABASE_DIR), which the
 * local server also migrates itself when it opens it. Netlify Database applies the same folder
 * before it publishes a deploy.
 */
import { parseArgs } from 'node:util';
import { openToolDb } from '../src/db/open';
import { migrate, pendingMigrations, readMigrations } from '../src/db/migrate';
import { repoRoot } from '../src/data/tenant-context';
import { postgresDb } from '../src/db/postgres';
import { dbSettings } from '../src/db/open';

const { values } = parseArgs({
  options: { to: { type: 'string' }, status: { type: 'boolean' } },
});
const migrations = readMigrations(repoRoot());
const settings = dbSettings();
// a PostgreSQL server is opened without the schema check openToolDb makes: this is the fix
const db =
  settings.engine === 'postgres' ? postgresDb(settings.url, { max: 1 }) : await openToolDb();
try {
  if (values.status) {
    const pending = new Set((await pendingMigrations(db, migrations)).map((m) => m.version));
    for (const m of migrations)
      console.log(
        `${String(m.version).padStart(4, '0')}_${m.name}  ${pending.has(m.version) ? 'pending' : 'applied'}`,
      );
  } else {
    const applied = await migrate(db, migrations, {
      to: values.to === undefined ? undefined : Number(values.to),
    });
    console.log(
      applied.length === 0
        ? `${db.label}: up to date (${migrations.length} migrations)`
        : `${db.label}: applied ${applied.map((m) => `${String(m.version).padStart(4, '0')}_${m.name}`).join(', ')}`,
    );
  }
} finally {
  await db.close();
}
