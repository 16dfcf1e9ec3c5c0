import { z } from 'zod';
import { DEFAULT_SOLD_REDIRECT_DAYS } from '../../vehicle/sold-lifecycle';
import { DEFAULT_STOCK_DROP_LIMIT } from '../../vehicle/stock-guard';

/** The stock's lifecycle settings (docs/stock-lifecycle.md). */
export const StockConfig = z.object({
  /**
   * Days after its sale at which a sold car's address becomes a permanent redirect to its
   * closest search landing page (never before the car leaves the listing window).
   */
  soldCarRedirectDays: z.number().int().nonnegative().default(DEFAULT_SOLD_REDIRECT_DAYS),
  /**
   * The share of the last good build's cars a new stock list may lose before the build stops
   * (0.3: a list with more than 30% fewer cars fails; --allow-stock-drop overrides it).
   */
  stockDropLimit: z.number().min(0).max(1).default(DEFAULT_STOCK_DROP_LIMIT),
});
