/**
 * Lists the leads the sites received, from the database (DATABASE_URL, or the embedded one,
 * reached through the local server while it runs): what each tenant's forms sent, and each
 * lead's state: stored (no channel), pending, delivered, or dead (a channel gave up: the dead
 * letter). Text from a form is printed with its control characters escaped.
 *
 *   npm run leads                              every tenant with leads
 *   npm run leads -- --tenant sunshine-coast-toyota --limit 5
 *   npm run leads -- --json                    machine-readable (one JSON array)
 *   npm run leads -- --messages                the sign-in codes a local server 'texted'
 */
import { parseArgs } from 'node:util';
import { openToolDb } from '../src/db/open';
import { LeadStore, type StoredLead } from '../src/server/stores/leads';
import { Outbox } from '../src/server/stores/outbox';
import { terminalSafe } from './lib/terminal-text';

const { values } = parseArgs({
  options: {
    tenant: { type: 'string' },
    limit: { type: 'string' },
    json: { type: 'boolean' },
    messages: { type: 'boolean' },
  },
});
const limit = Math.max(1, Number(values.limit ?? 20));
const db = await openToolDb();

async function tenants(): Promise<string[]> {
  if (values.tenant) return values.tenant.split(',');
  const { rows } = await db.query<{ tenant: string }>(
    'SELECT DISTINCT tenant FROM leads ORDER BY tenant',
  );
  return rows.map((r) => r.tenant);
}

function summary(lead: StoredLead, channels: string): string {
  const u = (lead.payload.userData ?? lead.payload) as Record<string, unknown>;
  const who = [u.name, u.last_name].filter(Boolean).join(' ');
  const contact = [u.email, u.phone, u.postcode].filter(Boolean).join(', ');
  const about = u['Vehicle Make'] ? `${u['Vehicle Make']} ${u['Vehicle Model'] ?? ''}`.trim() : '';
  const head = `${new Date(lead.createdAt).toISOString()}  ${lead.id}  ${lead.kind}${lead.parentId ? ` of ${lead.parentId}` : ''}  ${[lead.category, lead.subcategory].filter(Boolean).join(' / ')}`;
  return terminalSafe(
    [
      head,
      `    ${[who, contact, about].filter(Boolean).join(' · ') || JSON.stringify(lead.payload).slice(0, 160)}`,
      `    ${lead.status}${channels ? `: ${channels}` : ''}`,
    ].join('\n'),
  );
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
    const all: (StoredLead & { tenant: string })[] = [];
    const slugs = await tenants();
    for (const slug of slugs) {
      const store = new LeadStore(db, slug);
      const leads = await store.list({ limit });
      if (values.json) {
        all.push(...leads.map((l) => ({ ...l, tenant: slug })));
        continue;
      }
      const counts = await store.counts();
      console.log(
        `${slug}: ${leads.length} most recent lead(s), ${counts.pending} waiting for delivery, ${counts.dead} dead-lettered  (${db.label})`,
      );
      for (const lead of leads) {
        const rows = await outbox.ofLead(slug, lead.id);
        const channels = rows
          .map(
            (r) =>
              `${r.channel} ${r.status}${r.upstreamId ? ` as ${r.upstreamId}` : ''}${r.attempts ? ` after ${r.attempts} attempt(s)` : ''}${r.status !== 'delivered' && r.lastError ? ` (last error: ${r.lastError})` : ''}`,
          )
          .join('; ');
        console.log(summary(lead, channels));
      }
      console.log('');
    }
    if (values.json) console.log(JSON.stringify(all, null, 2));
    else if (slugs.length === 0)
      console.log(`No leads yet in ${db.label}: submit a form on a site served by \`npm start\`.`);
  }
} finally {
  await db.close();
}
