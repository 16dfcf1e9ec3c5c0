/**
 * The lead payload's postcode schema, built from the market's rule (./postal-rules.ts, which
 * holds the rules and re-exported here for the server's callers).
 */
import { z } from 'zod';
import type { Market } from './market';
import { POSTAL_RULES } from './postal-rules';

export {
  isValidPostalCode,
  POSTAL_RULES,
  postalRule,
  ZIP_MESSAGE,
  type PostalRule,
} from './postal-rules';

/** The lead payload's postcode: trimmed, required, the market's pattern. */
export function postalCodeSchema(market: Market = 'AU') {
  const rule = POSTAL_RULES[market];
  return z.string({ error: rule.message }).trim().regex(rule.pattern, rule.message);
}
