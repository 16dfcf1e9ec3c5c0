/**
 * No lead is lost, none is sent twice (and so for the stock alert messages, whose outbox rows
 * are sent the same way: alerts.ts): a lead is stored with one outbox row per channel in one
 * transaction (stores/leads.ts), then each row is sent by whichever sender claims it first
 * (stores/outbox.ts: FOR UPDATE SKIP LOCKED, a lease), under the lead's idempotency key, and
 * retried with exponential backoff until the channel acknowledges it. After the last attempt
 * the row is dead-lettered for the dealer to see, never dropped.
 *
 * Nothing here runs in the background by itself. Three callers drive it:
 *   - right after the response (deliverLead, through the platform's waitUntil on Netlify),
 *   - a Netlify Scheduled Function every minute (netlify/functions/deliver-leads.mts),
 *   - the local Node server's loop (DeliveryLoop, every few seconds).
 * Any number of them may run at once, in any number of processes.
 */
import type { Db } from '../db/sql';
import { serverConfig, type Upstream } from './config';
import { callUpstream, type Fetch } from './upstream';
import { LeadStore, type LeadKind, type StoredLead } from './stores/leads';
import { Outbox, type Attempt, type OutboxRow } from './stores/outbox';
import { ALARM_CHANNEL, LEAD_API_CHANNEL } from '../domain/leads/channel-names';
import { housekeep, type HousekeepingResult, type LeadPolicy } from './lead-housekeeping';
import { AlertStore } from './stores/alerts';
import { composeAlerts, sendAlert } from './alerts';
import { tenantMessenger, type Messenger } from './messaging/messenger';

/** The lead API path of each kind of lead (ours: the spec does not show them). */
export const LEAD_API_PATHS: Record<LeadKind, string> = {
  enquiry: '/leads',
  'test-drive': '/leads',
  'make-an-offer': '/leads',
  'trade-in-start': '/trade_in/leads',
  'trade-in-adjustments': '/trade_in/adjustments',
  'trade-in-valuation': '/trade_in/valuations',
  'trade-in-offer': '/trade_in/offer_accepted',
  miscellaneous: '/miscellaneous',
};

/** The dealer dashboard's lead API channel. */
export { LEAD_API_CHANNEL };

export interface BackoffOptions {
  baseMs: number;
  maxMs: number;
  /** 0..1, for jitter; Math.random by default. */
  random?: () => number;
}

export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 2_000, maxMs: 60 * 60_000 };

/** Delay before attempt n+1 after n failures: base·2^(n−1), capped, plus up to 20% jitter. */
export function backoffDelay(failures: number, options: BackoffOptions = DEFAULT_BACKOFF): number {
  const exp = Math.min(options.maxMs, options.baseMs * 2 ** Math.max(0, failures - 1));
  return Math.round(exp * (1 + 0.2 * (options.random ?? Math.random)()));
}

/** When a channel gives up on a lead: after this many attempts, or once the lead is this old. */
export interface DeadLetterPolicy {
  maxAttempts: number;
  maxAgeMs: number;
}

export const DEFAULT_DEAD_LETTER: DeadLetterPolicy = { maxAttempts: 20, maxAgeMs: 48 * 3_600_000 };

/** The next attempt's time after a failure, or null: the row is dead-lettered. */
export function nextAttemptAt(
  row: Pick<OutboxRow, 'attempts' | 'createdAt'>,
  now: number,
  backoff: BackoffOptions,
  policy: DeadLetterPolicy,
): number | null {
  const failures = row.attempts + 1;
  if (failures >= policy.maxAttempts || now - row.createdAt >= policy.maxAgeMs) return null;
  return now + backoffDelay(failures, backoff);
}

/** The body the lead API receives: the stored payload, pointed at the upstream's id of its start lead. */
export function upstreamBody(
  lead: StoredLead,
  parentUpstreamId: string | null,
): Record<string, unknown> {
  const body = { ...lead.payload };
  if (lead.parentId) {
    const ref = parentUpstreamId ?? lead.parentId;
    if (lead.kind === 'trade-in-adjustments' || lead.kind === 'trade-in-valuation') body.id = ref;
    else body.lead_id = ref;
  }
  return body;
}

export interface SendContext {
  /** The lead API's id of the lead's start lead (trade-in follow-ups). */
  parentUpstreamId: string | null;
  /** The lead's start lead (a trade-in's later steps read its customer from it), or null. */
  parent: StoredLead | null;
  /** The channels' rows of the lead and its follow-ups, for a sender that reads them (the alarm). */
  family: OutboxRow[];
}

export interface SendResult {
  upstreamId: string | null;
  status: number | null;
}

/** One delivery channel: sends one lead, or rejects (an error's `status` is the HTTP status, if any). */
export interface ChannelSender {
  /** A follow-up lead waits until this channel has its start lead (the lead API's trade-in calls). */
  readonly waitsForParent: boolean;
  /** The kinds of lead this channel is sent (none: every kind; the alarm takes none of its own). */
  takes?(kind: LeadKind): boolean;
  /** The sender reads the channels' rows of the lead and its follow-ups (SendContext.family). */
  readonly readsFamily?: boolean;
  send(lead: StoredLead, context: SendContext): Promise<SendResult>;
}

/** The channels that get an outbox row for a new lead of this kind. */
export function channelsTaking(channels: Channels, kind: LeadKind): string[] {
  return [...channels].filter(([, c]) => c.takes?.(kind) ?? true).map(([name]) => name);
}

export function leadApiChannel(
  upstream: Upstream,
  options: { timeoutMs: number; fetch?: Fetch },
): ChannelSender {
  return {
    waitsForParent: true,
    async send(lead, context) {
      const reply = await callUpstream(upstream, LEAD_API_PATHS[lead.kind], {
        body: upstreamBody(lead, context.parentUpstreamId),
        // the lead's own id: a reply lost to a timeout cannot turn one lead into two
        headers: { 'idempotency-key': lead.id },
        timeoutMs: options.timeoutMs,
        fetch: options.fetch,
      });
      const r = reply && typeof reply === 'object' ? (reply as Record<string, unknown>) : {};
      const id = r.lead_id ?? r.id;
      return { upstreamId: id == null ? null : String(id), status: 200 };
    },
  };
}

/** A tenant's channels by name (a tenant with none keeps its leads in the database). */
export type Channels = ReadonlyMap<string, ChannelSender>;

export interface DeliveryOptions {
  db: Db;
  channelsOf: (tenant: string) => Channels;
  /** A tenant's alarm minutes and retention days (default: its settings in the environment). */
  policyOf?: (tenant: string) => LeadPolicy;
  /** How a tenant's alert messages are sent (default: its messenger from process.env). */
  messengerOf?: (tenant: string) => Messenger;
  now?: () => number;
  backoff?: BackoffOptions;
  deadLetter?: DeadLetterPolicy;
  /** How long a claim lasts: longer than a channel's slowest call. */
  leaseMs?: number;
  log?: (message: string) => void;
}

export interface PassResult {
  delivered: number;
  failed: number;
  dead: number;
  postponed: number;
}

/** How often a long-running sender raises alarms and purges old leads (the scheduled pass: every minute). */
export const HOUSEKEEPING_INTERVAL_MS = 60_000;

type Outcome = keyof PassResult;

/** One sender of outbox rows, over a database; any number may run at once. */
export class Delivery {
  readonly outbox: Outbox;
  private readonly o: Required<Omit<DeliveryOptions, 'db'>>;
  private lastHousekeeping = -Infinity;

  constructor(readonly options: DeliveryOptions) {
    this.outbox = new Outbox(options.db);
    this.o = {
      channelsOf: options.channelsOf,
      policyOf: options.policyOf ?? ((tenant) => serverConfig(tenant).leads),
      messengerOf:
        options.messengerOf ??
        ((tenant) => tenantMessenger(tenant, process.env, { db: options.db, now: this.o.now })),
      now: options.now ?? Date.now,
      backoff: options.backoff ?? DEFAULT_BACKOFF,
      deadLetter: options.deadLetter ?? DEFAULT_DEAD_LETTER,
      leaseMs: options.leaseMs ?? 30_000,
      log: options.log ?? ((m) => console.warn(m)),
    };
  }

  /** One attempt at one claimed row: a lead's, or an alert message's. */
  private async attempt(row: OutboxRow): Promise<Outcome> {
    if (row.alertId !== null) return this.settle(row, () => this.sendAlertRow(row));
    const store = new LeadStore(this.options.db, row.tenant);
    const now = this.o.now;
    const lead = await store.get(row.leadId!);
    const sender = this.o.channelsOf(row.tenant).get(row.channel);
    let parentUpstreamId: string | null = null;
    if (lead?.parentId && sender?.waitsForParent) {
      const parent = (await this.outbox.ofLead(row.tenant, lead.parentId)).find(
        (p) => p.channel === row.channel,
      );
      if (parent?.status === 'pending') {
        await this.outbox.postpone(row, now() + 1_000);
        return 'postponed';
      }
      parentUpstreamId = parent?.upstreamId ?? null;
    }
    const parent = lead?.parentId ? await store.get(lead.parentId) : null;
    const family =
      lead && sender?.readsFamily ? await this.outbox.ofFamily(row.tenant, lead.id) : [];
    return this.settle(row, () => {
      if (!lead) throw new Error(`lead ${row.leadId} is missing`);
      if (!sender)
        throw new Error(`the ${row.channel} channel is not configured for ${row.tenant}`);
      return sender.send(lead, { parentUpstreamId, parent, family });
    });
  }

  /** An alert message's row: the message, by the tenant's e-mail or SMS sender. */
  private async sendAlertRow(row: OutboxRow): Promise<SendResult> {
    const message = await new AlertStore(this.options.db).message(row.tenant, row.alertId!);
    if (!message) throw new Error(`alert message ${row.alertId} is missing`);
    const sent = await sendAlert(message, this.o.messengerOf(row.tenant));
    return { upstreamId: sent.id, status: sent.status };
  }

  /** Sends, and records the attempt: delivered, or failed with its next try (or dead-lettered). */
  private async settle(row: OutboxRow, send: () => Promise<SendResult>): Promise<Outcome> {
    const now = this.o.now;
    const started = now();
    const what =
      row.alertId !== null
        ? `[alerts] ${row.tenant} ${row.alertId}`
        : `[leads] ${row.tenant} ${row.leadId}`;
    try {
      const result = await send();
      const attempt: Attempt = {
        at: now(),
        ok: true,
        status: result.status,
        error: null,
        durationMs: now() - started,
      };
      await this.outbox.delivered(row, result.upstreamId, attempt);
      return 'delivered';
    } catch (error) {
      const at = now();
      const status = (error as { status?: unknown }).status;
      const attempt: Attempt = {
        at,
        ok: false,
        status: typeof status === 'number' && status > 0 ? status : null,
        error: (error as Error).message,
        durationMs: at - started,
      };
      const next = nextAttemptAt(row, at, this.o.backoff, this.o.deadLetter);
      await this.outbox.failed(row, attempt, next);
      this.o.log(
        next === null
          ? `${what} (${row.channel}) dead-lettered after ${row.attempts + 1} attempt(s): ${attempt.error}`
          : `${what} (${row.channel}) failed (attempt ${row.attempts + 1}): ${attempt.error}; next try in ${Math.round((next - at) / 1000)} s`,
      );
      return next === null ? 'dead' : 'failed';
    }
  }

  /** Sends a just-accepted lead's rows now (each stays queued if this fails). */
  async deliverLead(tenant: string, leadId: string): Promise<PassResult> {
    const result: PassResult = { delivered: 0, failed: 0, dead: 0, postponed: 0 };
    const rows = await this.outbox.claimLead(tenant, leadId, this.o.now(), this.o.leaseMs);
    await Promise.all(rows.map(async (row) => result[await this.attempt(row)]++));
    return result;
  }

  /**
   * Raises the overdue-lead alarms and deletes the leads past their retention (of one tenant,
   * or of every tenant), at most once a minute per sender unless `force`d.
   */
  async housekeeping(
    options: { tenant?: string | null; force?: boolean } = {},
  ): Promise<HousekeepingResult> {
    const now = this.o.now();
    if (!options.force && now - this.lastHousekeeping < HOUSEKEEPING_INTERVAL_MS)
      return { alarms: 0, purged: 0 };
    this.lastHousekeeping = now;
    return housekeep({
      db: this.options.db,
      tenant: options.tenant ?? null,
      now,
      policyOf: this.o.policyOf,
      alarmed: (tenant) => this.o.channelsOf(tenant).has(ALARM_CHANNEL),
    });
  }

  /** A whole pass: alarms and retention (housekeeping), then the rows due (deliverDue). */
  async pass(
    options: Parameters<Delivery['deliverDue']>[0] = {},
  ): Promise<PassResult & HousekeepingResult> {
    const kept = await this.housekeeping({ tenant: options.tenant });
    return { ...kept, ...(await this.deliverDue(options)) };
  }

  /**
   * Sends the rows due when the pass began (of one tenant, or all), bounded by count and time;
   * it stops early after 3 failures in a row per sender (a channel is down: no point waiting
   * out every timeout).
   */
  async deliverDue(
    options: { tenant?: string | null; max?: number; budgetMs?: number; concurrency?: number } = {},
  ): Promise<PassResult> {
    const result: PassResult = { delivered: 0, failed: 0, dead: 0, postponed: 0 };
    // a build's alert items become messages (each an outbox row) first, so this pass sends them
    await composeAlerts(this.options.db, { tenant: options.tenant ?? null, now: this.o.now }).catch(
      (error) =>
        this.o.log(`[alerts] composing alert messages failed: ${(error as Error).message}`),
    );
    const max = options.max ?? 100;
    const concurrency = Math.max(1, options.concurrency ?? 4);
    const began = this.o.now();
    const deadline = began + (options.budgetMs ?? 20_000);
    let handled = 0;
    let failedInARow = 0;
    const stopped = () => failedInARow >= 3 * concurrency || this.o.now() >= deadline;
    while (handled < max && !stopped()) {
      const batch = await this.outbox.claimDue({
        now: this.o.now(),
        dueBy: began,
        limit: Math.min(10, max - handled),
        leaseMs: this.o.leaseMs,
        tenant: options.tenant ?? null,
      });
      if (batch.length === 0) break;
      let next = 0;
      const sender = async () => {
        while (next < batch.length) {
          const row = batch[next++];
          if (stopped()) {
            await this.outbox.postpone(row, row.nextAttemptAt);
            continue;
          }
          handled++;
          const outcome = await this.attempt(row);
          result[outcome]++;
          if (outcome === 'delivered') failedInARow = 0;
          else if (outcome === 'failed' || outcome === 'dead') failedInARow++;
        }
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, batch.length) }, sender));
    }
    return result;
  }
}

/**
 * The local Node server's sender: a pass over every tenant's due rows every few seconds, and
 * one at once when nudged (a new lead whose first attempt failed). One pass at a time.
 */
export class DeliveryLoop {
  private timer: ReturnType<typeof setInterval> | null = null;
  private running: Promise<unknown> | null = null;
  private again = false;

  constructor(
    private readonly delivery: Delivery,
    private readonly intervalMs = 5_000,
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.kick(), this.intervalMs);
    this.timer.unref?.();
    this.kick();
  }

  kick(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.delivery
      .pass({ max: 200, budgetMs: 30_000 })
      .catch((error) => console.error(`[leads] delivery pass failed: ${(error as Error).message}`))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.again = false;
    await this.running;
  }
}
