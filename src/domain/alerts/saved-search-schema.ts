/**
 * The save endpoint's request body: { url, channel, email? } for a search (its URL: path and
 * query), { kind: 'watchlist', channel, email? } for the watchlist's alerts. Apart from
 * saved-search.ts so that the islands never load zod's parsers.
 */
import { z } from 'zod';
import { EMAIL_MESSAGE } from '../leads/messages';
import { ALERT_CHANNELS, MAX_SEARCH_URL } from './saved-search';

export const SaveSearchBody = z.strictObject({
  kind: z.enum(['search', 'watchlist']).default('search'),
  url: z.string().min(1).max(MAX_SEARCH_URL).optional(),
  channel: z.enum(ALERT_CHANNELS),
  email: z.string().max(254).optional(),
});
export type SaveSearchBody = z.input<typeof SaveSearchBody>;

/** An alert address: a valid e-mail address, trimmed, kept as typed but for case in its domain. */
export const AlertEmail = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email(EMAIL_MESSAGE))
  .transform((email) => {
    const at = email.lastIndexOf('@');
    return `${email.slice(0, at)}@${email.slice(at + 1).toLowerCase()}`;
  });
