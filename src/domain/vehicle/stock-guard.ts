/**
 * The guard against a wiped stock list: a build whose listed cars fell by more than the site's
 * share (config.stockDropLimit, default 30%) since the last good build, or came back empty when
 * that build had cars, stops before it touches the live site. An explicit override
 * (--allow-stock-drop, DEALER_ALLOW_STOCK_DROP=1) lets a real clear-out through.
 */
export const DEFAULT_STOCK_DROP_LIMIT = 0.3;
export const ALLOW_STOCK_DROP_FLAG = '--allow-stock-drop';
export const ALLOW_STOCK_DROP_ENV = 'DEALER_ALLOW_STOCK_DROP';

export type StockGuardOutcome = { ok: true; note?: string } | { ok: false; message: string };

const percent = (share: number) => `${Math.round(share * 100)}%`;

/**
 * Whether a build with `current` listed cars may replace the last good one with `previous`
 * (null: no last good build, nothing to protect).
 */
export function stockGuard(input: {
  tenant: string;
  previous: number | null;
  current: number;
  limit?: number | null;
  allowDrop?: boolean;
}): StockGuardOutcome {
  const { tenant, previous, current } = input;
  const limit = input.limit ?? DEFAULT_STOCK_DROP_LIMIT;
  if (previous == null || previous === 0 || current >= previous) return { ok: true };
  const lost = previous - current;
  const share = lost / previous;
  const empty = current === 0;
  if (!empty && share <= limit) return { ok: true };
  const what = empty
    ? `the stock list came back empty (0 cars; the last good build had ${previous})`
    : `the stock list has ${current} cars, ${lost} fewer than the ${previous} of the last good build (${percent(share)} lost; the limit is ${percent(limit)})`;
  if (input.allowDrop)
    return {
      ok: true,
      note: `Tenant "${tenant}": ${what}; building anyway (${ALLOW_STOCK_DROP_FLAG}).`,
    };
  return {
    ok: false,
    message:
      `Tenant "${tenant}": ${what}. The build stopped before touching the live site, which keeps the last good build. ` +
      `If the content API answered short, build again once it is back; if the dealer really removed these cars, ` +
      `build with ${ALLOW_STOCK_DROP_FLAG} (or ${ALLOW_STOCK_DROP_ENV}=1).`,
  };
}

/** Whether the environment overrides the guard (DEALER_ALLOW_STOCK_DROP=1 or true). */
export function allowDropFromEnv(env: Record<string, string | undefined>): boolean {
  return /^(1|true|yes)$/i.test(env[ALLOW_STOCK_DROP_ENV]?.trim() ?? '');
}
