import { z } from 'zod';
import { isTimeZone, MARKETS } from '../../market/market';
import { opt } from '../../schema-helpers';

/** An IANA timezone name, refused with a message when this runtime does not know it. */
export const TimeZoneName = z.string().refine(isTimeZone, {
  error: 'Unknown timezone: use an IANA name such as America/Chicago',
});

/** The tenant's market and timezone (market/market.ts: marketOf, dealerTimeZone). */
export const MarketConfig = z.object({
  /** AU (default), NZ or US: phone display, postal codes, units, licences, logos, currency. */
  market: opt(z.enum(MARKETS)),
  /** The dealer's IANA timezone; absent: the market's (Australia/Perth for AU). */
  timeZone: opt(TimeZoneName),
});
