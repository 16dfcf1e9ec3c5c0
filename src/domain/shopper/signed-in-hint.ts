/**
 * The readable cookie that tells the page a session may exist (rules.md: Entities and their fields
 * Watchlist and user): apart from ./account.ts so a Save button can read it without loading
 * the sign-in messages.
 */
export const SIGNED_IN_HINT_COOKIE = 'signed_in';

/** The hint as the browser carries it, 'name=value' (client:reach's cookie option reads it). */
export const SIGNED_IN_HINT = `${SIGNED_IN_HINT_COOKIE}=1`;
