/**
 * Lists the leads the sites received, from the database (DATABASE_URL, or the embedded one,
 * reached through the local server while it runs): what each tenant's forms sent, and each
 * lead's state: stored (no channel), pending, delivered, or dead (a channel gave up: the dead
 * letter). Text from a form is printed with its control characters escaped.
 *
 *   npm run leads                              every tenant with leads
 *   npm run leads -- --tenant sunshine-coast-toyota --limit 5
 *   npm run leads -- --dead                    only the leads a channel gave up on (dead letters)
 *   npm run leads -- --json                    machine-readable (one JSON array)
 *   npm run leads -- --messages                the sign-in codes a local server 'texted'
 *   npm run leads -- --dealer-key --tenant x   the tenant's key to its delivery log page
 *                                              (from LEAD_LOG_SECRET in the environment)
 *
 * Each lead shows every channel's attempts (time, accepted or failed, response code, error),
 * when the channel acknowledged it, and its overdue alarm (docs/lead-delivery.md).
 */
import { parseArgs } from 'node:util';
import { openToolDb } from '../src/db/open';
import { LeadStore, type StoredLead } from '../src/server/stores/leads';
import { Outbox } from '../src/server/stores/outbox';
import { logLeads } from '../src/domain/leads/delivery-log';
import { leadSettings } from '../src/server/lead-settings';
import { dealerKey } from '../src/server/lead-log/auth';
import { LEAD_LOG_PATH } from '../src/domain/leads/delivery-log-paths';
import { terminalSafe } from './lib/terminal-text';
import { leadLogText } from './lib/lead-log-text';

const { values } = parseArgs({
  options: {
    tenant: { type: 'string' },
    limit: { type: 'string' },
    json: { type: 'boolean' },
    messages: { type: 'boolean' },
    dead: { type: 'boolean' },
    'dealer-key': { type: 'boolean' },
  },
});
const limit = Math.max(1, Number(values.limit ?? 20));

if (values['dealer-key']) {
  if (!values.tenant) {
    console.error('Name the tenant: npm run leads -- --dealer-key --tenant <slug>');
    process.exit(1);
  }
  for (const slug of values.tenant.split(',')) {
    const secret = leadSettings(slug).logSecret;
    if (!secret) {
      console.error(`${slug}: LEAD_LOG_SECRET is not set (16 characters or more): no dealer key.`);
      process.exitCode = 1;
      continue;
    }
    console.log(`${slug}: ${dealerKey(secret, slug)}  (the log: <site URL>${LEAD_LOG_PATH})`);
  }
  process.exit();
}

const db = await openToolDb();

async function tenants(): Promise<string[]> {
  if (values.tenant) return values.tenant.split(',');
  return LeadStore.tenants(db);
}

try {
  if (values.messages) {
    const { rows } = await db.query<{
      tenant: string;
      channel: string;
      recipient: string;
      body: string;
      created_at: number;
    }>(
      `SELECT tenant, channel, recipient, body, created_at FROM dev_messages
        WHERE $1::text[] IS NULL OR tenant = ANY($1::text[]) ORDER BY id DESC LIMIT $2`,
      [values.tenant ? values.tenant.split(',') : null, limit],
    );
    if (values.json) console.log(JSON.stringify(rows, null, 2));
    else
      for (const r of rows)
        console.log(
          terminalSafe(
            `${new Date(Number(r.created_at)).toISOString()}  ${r.tenant}  ${r.channel} to ${r.recipient}: ${r.body}`,
          ),
        );
  } else {
    const outbox = new Outbox(db);
    const all: (StoredLead & { tenant: string; delivery: unknown })[] = [];
    const slugs = await tenants();
    for (const slug of slugs) {
      const store = new LeadStore(db, slug);
      const leads = await store.list({ limit, filter: values.dead ? 'dead' : 'all' });
      const rows = await outbox.ofLeads(
        slug,
        leads.map((l) => l.id),
      );
      const attempts = await outbox.attemptsOf([...rows.values()].flat().map((r) => r.id));
      const log = logLeads(leads, rows, attempts);
      if (values.json) {
        all.push(
          ...leads.map((l, i) => ({
            ...l,
            tenant: slug,
            delivery: { channels: log[i].channels, alarm: log[i].alarm },
          })),
        );
        continue;
      }
      const counts = await store.counts();
      console.log(
        terminalSafe(
          `${slug}: ${leads.length} most recent ${values.dead ? 'dead-lettered ' : ''}lead(s), ${counts.pending} waiting for delivery, ${counts.dead} dead-lettered  (${db.label})`,
        ),
      );
      if (leads.length) console.log(leadLogText(log, Date.now()));
      console.log('');
    }
    if (values.json) console.log(JSON.stringify(all, null, 2));
    else if (slugs.length === 0)
      console.log(`No leads yet in ${db.label}: submit a form on a site served by \`npm start\`.`);
  }
} finally {
  await db.close();
}
