/**
 * What a delivery pass does besides sending (the Node server's loop and the scheduled
 * function, delivery.ts Delivery.pass): raises the overdue-lead alarm of each lead that no
 * channel delivered within the tenant's minutes, or that a channel dead-lettered (an outbox row
 * of the alarm channel, written once per lead whichever instance gets there first, then sent
 * like any row), and deletes the leads past the tenant's retention period.
 */
import type { Db } from '../db/sql';
import { LeadStore } from './stores/leads';
import { Outbox } from './stores/outbox';

/** A tenant's alarm and retention settings (lead-settings.ts). */
export interface LeadPolicy {
  overdueMinutes: number;
  retentionDays: number;
}

/** How far back the alarm looks: past the dead letter's oldest lead (48 h), with room to spare. */
export const ALARM_LOOKBACK_MS = 7 * 24 * 3_600_000;

const DAY_MS = 24 * 3_600_000;

export interface HousekeepingResult {
  alarms: number;
  purged: number;
}

export async function housekeep(input: {
  db: Db;
  /** One tenant (a site's own pass), or null: every tenant in the database. */
  tenant: string | null;
  now: number;
  policyOf: (tenant: string) => LeadPolicy;
  /** Whether the tenant has an escalation address to send alarms to. */
  alarmed: (tenant: string) => boolean;
}): Promise<HousekeepingResult> {
  const { db, now } = input;
  const outbox = new Outbox(db);
  const result: HousekeepingResult = { alarms: 0, purged: 0 };
  const owed = input.tenant ? [input.tenant] : await outbox.tenantsOwed();
  for (const tenant of owed) {
    if (!input.alarmed(tenant)) continue;
    const policy = input.policyOf(tenant);
    const raised = await outbox.raiseAlarms(tenant, {
      now,
      overdueBefore: now - policy.overdueMinutes * 60_000,
      since: now - ALARM_LOOKBACK_MS,
    });
    result.alarms += raised.length;
  }
  const stored = input.tenant ? [input.tenant] : await LeadStore.tenants(db);
  for (const tenant of stored) {
    const policy = input.policyOf(tenant);
    result.purged += await new LeadStore(db, tenant).purgeBefore(
      now - policy.retentionDays * DAY_MS,
    );
  }
  return result;
}
