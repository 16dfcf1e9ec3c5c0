/**
 * The security headers every response carries (issue 14 item 2), one list for the local server
 * (scripts/serve.ts) and Netlify (netlify.toml's [[headers]] for "/*", checked equal by
 * tests/integration/security-headers.test.ts). Framing is refused outright (lead forms cannot
 * be framed). The per-tenant Content-Security-Policy for scripts is not part of this list yet.
 */
export const SECURITY_HEADERS = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), payment=(self), geolocation=(self)',
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy': "frame-ancestors 'none'; base-uri 'self'; object-src 'none'",
} as const;
