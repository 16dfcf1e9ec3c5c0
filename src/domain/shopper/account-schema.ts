/**
 * The sign-in endpoints' request bodies (account.ts holds the rules and messages). Apart from
 * account.ts so that the islands, which import only constants, never load zod's parsers (their
 * eval probe is a CSP violation on the page).
 */
import { z } from 'zod';
import { AUTH_MESSAGES, CODE_LENGTH } from './account';

export const RequestCodeBody = z.strictObject({ phone_number: z.string().min(1).max(40) });
export type RequestCodeBody = z.infer<typeof RequestCodeBody>;

export const VerifyCodeBody = z.strictObject({
  phone_number: z.string().min(1).max(40),
  code: z.string().regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), AUTH_MESSAGES.codeFormat),
});
export type VerifyCodeBody = z.infer<typeof VerifyCodeBody>;
