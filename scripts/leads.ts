/**
 * Lists the local lead store: what each tenant's forms have sent, and whether each lead
 * is stored (no lead API configured), waiting to be delivered, or delivered.
 *
 *   npm run leads                              every tenant with a store under .data/
 *   npm run leads -- --tenant sunshine-coast-toyota --limit 5
 *   npm run leads -- --json                    machine-readable (one JSON array)
 *
 * The store is LEADS_DB (may contain {tenant}), default .data/{tenant}/leads.sqlite.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { LeadStore, type StoredLead } from '../src/server/lead-store';
import { serverConfig } from '../src/server/config';

const { values } = parseArgs({
  options: { tenant: { type: 'string' }, limit: { type: 'string' }, json: { type: 'boolean' } },
});
const limit = Math.max(1, Number(values.limit ?? 20));

function tenants(): string[] {
  if (values.tenant) return values.tenant.split(',');
  const dir = path.resolve('.data');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
}

function summary(lead: StoredLead): string {
  const u = (lead.payload.userData ?? lead.payload) as Record<string, unknown>;
  const who = [u.name, u.last_name].filter(Boolean).join(' ');
  const contact = [u.email, u.phone, u.postcode].filter(Boolean).join(', ');
  const about = u['Vehicle Make'] ? `${u['Vehicle Make']} ${u['Vehicle Model'] ?? ''}`.trim() : '';
  const status =
    lead.status === 'pending'
      ? `pending (attempts ${lead.attempts}${lead.lastError ? `, last error: ${lead.lastError}` : ''})`
      : lead.status === 'delivered'
        ? `delivered as ${lead.upstreamId ?? '?'}`
        : 'stored';
  const head = `${new Date(lead.createdAt).toISOString()}  ${lead.id}  ${lead.kind}${lead.parentId ? ` of ${lead.parentId}` : ''}  ${[lead.category, lead.subcategory].filter(Boolean).join(' / ')}`;
  return [
    head,
    `    ${[who, contact, about].filter(Boolean).join(' · ') || JSON.stringify(lead.payload).slice(0, 160)}`,
    `    ${status}`,
  ].join('\n');
}

const all: (StoredLead & { tenant: string })[] = [];
const slugs = tenants();
for (const slug of slugs) {
  const file = serverConfig(slug).storePath;
  if (!existsSync(file)) {
    if (!values.json)
      console.log(`${slug}: no leads yet (${path.relative(process.cwd(), file)})\n`);
    continue;
  }
  const store = new LeadStore(file);
  const leads = store.list({ limit });
  if (values.json) all.push(...leads.map((l) => ({ ...l, tenant: slug })));
  else {
    console.log(
      `${slug}: ${leads.length} most recent lead(s), ${store.pendingCount()} waiting for delivery  (${path.relative(process.cwd(), file)})`,
    );
    for (const lead of leads) console.log(summary(lead));
    console.log('');
  }
  store.close();
}
if (values.json) console.log(JSON.stringify(all, null, 2));
else if (slugs.length === 0)
  console.log(
    'No leads yet: submit a form on a site served by `npm start` (stores live under .data/<tenant>/).',
  );
