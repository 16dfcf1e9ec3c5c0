/**
 * What a site's scheduled function does every minute (netlify/functions/scheduled-pass.mts), so
 * nothing waits on a long-running process: raises the overdue-lead alarms and deletes the leads
 * past their retention (lead-housekeeping.ts), sends the leads and the stock alerts whose time
 * has come (retries after failures, the alarms, any first attempt that did not run after its
 * response, and the alerts a build recorded), starts the rebuilds
 * whose burst has ended, and tries again the refunds that failed. Bounded to finish well inside
 * a Scheduled Function's 30 s.
 */
import type { Db } from '../db/sql';
import { Delivery, type PassResult } from './delivery';
import type { HousekeepingResult } from './lead-housekeeping';
import { tenantChannels } from './channels';
import { tenantMessenger } from './messaging/messenger';
import { serverConfig } from './config';
import { rebuildQueue } from './rebuild-builders';
import { ReservationStore } from './stores/reservations';
import { StripeProvider } from './payments/stripe';
import { TestProvider } from './payments/test-provider';
import type { PaymentProvider } from './payments/provider';

type Env = Record<string, string | undefined>;

export interface PassReport {
  leads: PassResult & HousekeepingResult;
  rebuilds: number;
  refunds: { refunded: number; failed: number };
}

/** The provider that took a reservation's deposit, for its refund (by the name recorded with it). */
function refunder(name: string, env: Env): PaymentProvider | null {
  if (name === 'test') return new TestProvider('refunds-need-no-secret');
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim();
  if (name !== 'stripe' || !secretKey || !webhookSecret) return null;
  return new StripeProvider({
    secretKey,
    webhookSecret,
    apiBase: env.STRIPE_API_BASE?.trim() || undefined,
  });
}

export async function scheduledPass(
  db: Db,
  env: Env,
  options: { tenant?: string | null; budgetMs?: number; now?: () => number } = {},
): Promise<PassReport> {
  const now = options.now ?? Date.now;
  const deadline = now() + (options.budgetMs ?? 20_000);
  const tenant = options.tenant ?? env.TENANT?.trim() ?? null;
  const delivery = new Delivery({
    db,
    channelsOf: (t) => tenantChannels(serverConfig(t, env), { now }),
    policyOf: (t) => serverConfig(t, env).leads,
    messengerOf: (t) => tenantMessenger(t, env, { db, now }),
    now,
  });
  const leads = await delivery.pass({
    tenant,
    max: 500,
    budgetMs: Math.max(1_000, deadline - now() - 5_000),
  });

  const queue = rebuildQueue(db, env);
  const before = (await queue.list()).filter((j) => j.state === 'running').length;
  await queue.pump();
  const rebuilds = Math.max(
    0,
    (await queue.list()).filter((j) => j.startedAt !== null).length - before,
  );

  const refunds = { refunded: 0, failed: 0 };
  if (tenant) {
    const store = new ReservationStore(db, tenant);
    for (const r of await store.refundsDue()) {
      if (now() >= deadline) break;
      const provider = refunder(r.provider, env);
      try {
        if (!provider) throw new Error(`no ${r.provider} credentials to refund with`);
        await provider.refund(r);
        await store.recordRefund(r.id, now(), null);
        refunds.refunded++;
      } catch (error) {
        await store.recordRefund(r.id, now(), (error as Error).message.slice(0, 500));
        refunds.failed++;
      }
    }
  }
  return { leads, rebuilds, refunds };
}
