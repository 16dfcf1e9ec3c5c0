/**
 * When a signed webhook may be believed (the rebuild webhook, the payment providers'): its
 * signed timestamp must be at most WEBHOOK_MAX_AGE_SECONDS old (Stripe's own default
 * tolerance) and at most WEBHOOK_MAX_AHEAD_SECONDS ahead of our clock (two servers' clocks
 * differ a little; a timestamp further ahead was made to outlive the age check).
 */
export const WEBHOOK_MAX_AGE_SECONDS = 300;
export const WEBHOOK_MAX_AHEAD_SECONDS = 5;

/** 'stale', 'future', or null when a timestamp (Unix seconds) is within the window at `nowSeconds`. */
export function webhookTimestampProblem(
  timestamp: number,
  nowSeconds: number,
): 'stale' | 'future' | null {
  if (!Number.isFinite(timestamp)) return 'stale';
  if (timestamp < nowSeconds - WEBHOOK_MAX_AGE_SECONDS) return 'stale';
  if (timestamp > nowSeconds + WEBHOOK_MAX_AHEAD_SECONDS) return 'future';
  return null;
}
