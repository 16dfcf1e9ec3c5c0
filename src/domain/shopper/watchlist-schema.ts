/**
 * The watchlist endpoints' request body, {phone_number, car_id} (rules.md: The calls it makes
 * Watchlist). Apart from watchlist.ts so that the islands never load zod's parsers.
 */
import { z } from 'zod';

export const WatchlistBody = z.strictObject({
  phone_number: z.string().min(1).max(40),
  car_id: z.union([z.string().min(1).max(64), z.number().int().nonnegative()]),
});
export type WatchlistBody = z.input<typeof WatchlistBody>;
