/**
 * Sign-in by mobile number and one-time code (rules.md: Finance, reserve, purchase, trade-in and print routes Sign-in, rules.md: Watchlist and user
 * and user, rules.md: Roles and permissions Roles): the endpoints' paths, request and reply shapes, the code's rules and the
 * messages the sign-in page shows. Signed in means a user with an id (and a phone number).
 */
export const AUTH_API = {
  /** POST { phone_number }: sends a code (dealer dashboard; printed locally in the embedded default). */
  requestCode: '/api/auth/request-code',
  /** POST { phone_number, code }: signs in (sets the session cookie). */
  verifyCode: '/api/auth/verify-code',
  /** GET: { signed_in, user } */
  session: '/api/auth/session',
  /** POST: signs out (clears the cookies). */
  signOut: '/api/auth/sign-out',
} as const;

/**
 * The code: 6 digits, valid for 10 minutes. 5 wrong tries and it is spent for the client that
 * made them (its address), not for the number's owner on another; 25 wrong tries from any
 * clients and it is spent for everyone (a guess spread over many addresses).
 */
export const CODE_LENGTH = 6;
export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;
export const MAX_CODE_GUESSES_TOTAL = 25;
/** A new code for the same number at most once every 30 seconds. */
export const CODE_RESEND_MS = 30 * 1000;
/** How long a session lasts. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** The HttpOnly session cookie, and the readable hint that lets pages skip a session call. */
export const SESSION_COOKIE = 'dealer_session';
export { SIGNED_IN_HINT_COOKIE } from './signed-in-hint';

export const AUTH_MESSAGES = {
  wrongCode: 'That code is not right. Check the text message and try again.',
  expired: 'That code has expired. Send a new code.',
  tooManyAttempts: 'Too many wrong codes. Send a new code.',
  noCode: 'No code was sent to this number, or it was already used. Send a new code.',
  resendTooSoon: 'A code was sent a moment ago. Please wait before asking for another.',
  tooManyCodes: 'Too many codes were sent to this number. Please try again in an hour.',
  codeFormat: `Enter the ${CODE_LENGTH}-digit code.`,
  notSignedIn: 'Please sign in first.',
  disabled: 'Sign-in is not available on this site.',
  unavailable: 'Sign-in is unavailable right now. Please try again later.',
  sendFailed: 'We could not send the code. Please try again.',
  network: 'We could not reach the server. Check your connection and try again.',
} as const;

/** Page copy. */
export const SIGN_IN_TEXT = {
  title: 'Sign In',
  phoneLabel: 'Mobile number',
  send: 'Send Code',
  sending: 'Sending…',
  sent: 'We sent a code to {phone}. It is valid for 10 minutes.',
  codeLabel: 'One-time code',
  verify: 'Sign In',
  verifying: 'Checking…',
  resend: 'Send a new code',
  changeNumber: 'Use another number',
  back: 'Back',
  signedIn: 'You are signed in.',
  signOut: 'Sign Out',
} as const;

export interface SessionUser {
  id: string;
  phone: string;
}

export interface SessionReply {
  signed_in: boolean;
  user: SessionUser | null;
}

/** A code's state when it is checked. */
export interface CodeRecord {
  expiresAt: number;
  /** Wrong tries by the client checking it. */
  attempts: number;
  /** Wrong tries by every client (default: this client's). */
  totalAttempts?: number;
}

export type CodeVerdict = 'ok' | 'wrong' | 'expired' | 'too-many' | 'none';

/**
 * The verdict for a submitted code, given its stored record and whether the hash matched.
 * Expiry and spent attempts win over a match: an old or spent code never signs in.
 */
export function judgeCode(record: CodeRecord | null, matches: boolean, now: number): CodeVerdict {
  if (!record) return 'none';
  if (now >= record.expiresAt) return 'expired';
  if (
    record.attempts >= MAX_CODE_ATTEMPTS ||
    (record.totalAttempts ?? record.attempts) >= MAX_CODE_GUESSES_TOTAL
  )
    return 'too-many';
  return matches ? 'ok' : 'wrong';
}

export const VERDICT_MESSAGE: Record<Exclude<CodeVerdict, 'ok'>, string> = {
  wrong: AUTH_MESSAGES.wrongCode,
  expired: AUTH_MESSAGES.expired,
  'too-many': AUTH_MESSAGES.tooManyAttempts,
  none: AUTH_MESSAGES.noCode,
};

/** A random code of CODE_LENGTH digits from a source of random 32-bit integers, without bias. */
export function makeCode(random: () => number): string {
  let out = '';
  while (out.length < CODE_LENGTH) {
    const n = random() >>> 0;
    if (n >= 4_294_967_290) continue; // 4294967290 = 10 × 429496729: drop the tail for an even spread
    out += String(n % 10);
  }
  return out;
}
