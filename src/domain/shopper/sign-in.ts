/**
 * Sign-in links and where sign-in returns to (rules.md: Finance, reserve, purchase, trade-in and print routes Sign-in, rules.md: Gated routes
 * routes, rules.md: Roles and permissions Roles and permissions).
 * - /sign-in?type={type}&redirect={path}&back={path}, with types trade-in, checkout, finance,
 *   spin-to-win, online-payment, car-finance, my-garage and watchlist.
 * - redirect and back accept only a path on this site; anything else lands on '/' (an open
 *   redirect would let a phishing link borrow the dealer's address).
 * - Online payment and the garage/watchlist routes are always gated; checkout, personalised
 *   finance, spin-to-win and car finance under tenant flags.
 */
import { isEnabled, type FlagName, type FlagSubject } from '../tenant/flags';

export const SIGN_IN_PATH = '/sign-in';

export const SIGN_IN_TYPES = [
  'trade-in',
  'checkout',
  'finance',
  'spin-to-win',
  'online-payment',
  'car-finance',
  'my-garage',
  'watchlist',
] as const;
export type SignInType = (typeof SIGN_IN_TYPES)[number];

export function isSignInType(value: unknown): value is SignInType {
  return typeof value === 'string' && (SIGN_IN_TYPES as readonly string[]).includes(value);
}

/** The gates that hold whatever the tenant's flags say. */
export const ALWAYS_GATED: readonly SignInType[] = ['online-payment', 'my-garage', 'watchlist'];
/** The gates a tenant flag turns on. */
export const FLAG_GATED: readonly SignInType[] = [
  'checkout',
  'finance',
  'spin-to-win',
  'car-finance',
];

/** Whether a route of this type needs a signed-in user, given the tenant's gate flags. */
export function isGated(type: SignInType, flagged: readonly SignInType[] = []): boolean {
  return ALWAYS_GATED.includes(type) || (FLAG_GATED.includes(type) && flagged.includes(type));
}

/**
 * Authentication is enabled only for a configured list of tenants (rules.md: Roles and permissions; rules.md: Roles and permissions): the garage flag's list, the one list.
 */
export function authEnabled(site: FlagSubject): boolean {
  return isEnabled('garage', site);
}

/** The tenant flag that turns on each FLAG_GATED gate (flags.ts holds their tenants). */
export const GATE_FLAGS: Readonly<Partial<Record<SignInType, FlagName>>> = {
  checkout: 'gateCheckout',
  finance: 'personalisedFinance',
  'spin-to-win': 'gateSpinToWin',
  'car-finance': 'gateCarFinance',
};

/**
 * Whether a route of this type sends a signed-out visitor to sign-in on this site. A site
 * without authentication gates nothing: nobody could sign in there, so a gate would only lock
 * every shopper out.
 */
export function isGatedOn(type: SignInType, site: FlagSubject): boolean {
  if (!authEnabled(site)) return false;
  const flagged = FLAG_GATED.filter((t) => {
    const flag = GATE_FLAGS[t];
    return flag !== undefined && isEnabled(flag, site);
  });
  return isGated(type, flagged);
}

const HOME = '/';
const MAX_PATH = 2048;
/** The origin a return path is resolved against: any origin does, the browser's is its own. */
const BASE = 'https://site.invalid';

/** A path of this site as it will be sent: one leading slash, then no host, backslash, space or control character. */
function isSitePath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return false;
  for (const ch of value) {
    const code = ch.codePointAt(0) ?? 0;
    if (ch === '\\' || code <= 0x20 || code === 0x7f || /\s/u.test(ch)) return false;
  }
  return true;
}

/** What `value` resolves to on this site, or null when it leaves the site. */
function resolveOnSite(value: string): URL | null {
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  return url.origin === BASE ? url : null;
}

const sent = (url: URL) => `${url.pathname}${url.search}${url.hash}`;

/**
 * The redirect rule: where sign-in, a back link or a payment return may send the shopper: a
 * path on this site, or '/'. The value is resolved the way the browser will resolve it (WHATWG
 * URL parsing against the site's origin: dot segments, backslashes, percent-encoded dots, tabs
 * and newlines), then judged on what it resolves to: another origin is refused, and so is a
 * path the browser would read as another host once sent ('//host', '/\\host'), as it stands
 * or percent-decoded once (a server that decodes before redirecting). What is kept is the
 * resolved path, query and fragment, which resolve to themselves again. The raw value must
 * start with one '/' (no relative path, no scheme).
 */
export function safeReturnPath(raw: unknown): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_PATH) return HOME;
  if (!raw.startsWith('/')) return HOME;
  const url = resolveOnSite(raw);
  if (!url) return HOME;
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return HOME;
  }
  if (!isSitePath(url.pathname) || !isSitePath(decoded)) return HOME;
  const once = resolveOnSite(decoded);
  if (!once || !isSitePath(once.pathname)) return HOME;
  const path = sent(url);
  // a fixed point: what is sent resolves to itself, with nothing left to collapse
  const again = resolveOnSite(path);
  if (!again || sent(again) !== path) return HOME;
  return path;
}

/** The sign-in page's link for a gated route of this type, returning to `path` either way. */
export function signInHref(type: SignInType, redirect: string, back: string = redirect): string {
  const q = new URLSearchParams({
    type,
    redirect: safeReturnPath(redirect),
    back: safeReturnPath(back),
  });
  return `${SIGN_IN_PATH}?${q.toString()}`;
}

export interface SignInQuery {
  type: SignInType | null;
  redirect: string;
  back: string;
}

/** /sign-in's query read back. A repeated parameter is not trusted: its target becomes '/'. */
export function readSignInQuery(params: URLSearchParams): SignInQuery {
  const one = (name: string): string | null => {
    const all = params.getAll(name);
    return all.length === 1 ? all[0] : null;
  };
  const type = one('type');
  return {
    type: isSignInType(type) ? type : null,
    redirect: safeReturnPath(one('redirect')),
    back: safeReturnPath(one('back')),
  };
}
