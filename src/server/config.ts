/**
 * Server configuration from the environment. Upstream URLs and keys stay on the server:
 * no island ever sees them. Any URL or path may contain {tenant}, replaced by the site slug
 * (one process can serve several tenants).
 *
 *   LEAD_API_URL, LEAD_API_TOKEN        dealer dashboard lead API (leads, trade-in, phone reveals)
 *   LEADS_DB                            the local lead store (SQLite); default .data/{tenant}/leads.sqlite
 *   VALUATION_API_URL, VALUATION_API_KEY dealer valuation / rego lookup service
 *   YOUX_API_URL, YOUX_API_KEY          external finance quote service (with the site's youx_provider_code)
 *   CONTENT_API_HOST, CONTENT_API_TOKEN content API: view counter, car by id, events.json
 *   GEOCODE_API_URL, GEOCODE_API_KEY    maps geocoding service
 *   APPOINTMENTS_API_URL, APPOINTMENTS_API_KEY  test-drive appointments service
 *   CAPTCHA_HMAC_SECRET                 signs captcha challenges (set it where several instances serve one site)
 *   SESSION_SECRET                      signs sign-in sessions (default: a random secret kept in the local store)
 *   UPSTREAM_TIMEOUT_MS                 per-call timeout (default 8000)
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';

export interface Upstream {
  url: string;
  key?: string;
}

export interface ServerConfig {
  leadApi: Upstream | null;
  valuationApi: Upstream | null;
  youxApi: Upstream | null;
  contentApi: Upstream | null;
  geocodeApi: Upstream | null;
  appointmentsApi: Upstream | null;
  storePath: string;
  captchaSecret: string;
  /** null: the local account store makes one and keeps it. */
  sessionSecret: string | null;
  upstreamTimeoutMs: number;
}

type Env = Record<string, string | undefined>;

let processSecret: string | null = null;

function upstream(env: Env, url: string, key: string, tenant: string): Upstream | null {
  const u = env[url]?.trim();
  if (!u) return null;
  return {
    url: u.replace(/\{tenant\}/g, tenant).replace(/\/+$/, ''),
    key: env[key]?.trim() || undefined,
  };
}

export function serverConfig(tenant: string, env: Env = process.env): ServerConfig {
  const dbTemplate = env.LEADS_DB?.trim() || path.join('.data', '{tenant}', 'leads.sqlite');
  if (!env.CAPTCHA_HMAC_SECRET && !processSecret) processSecret = randomBytes(32).toString('hex');
  return {
    leadApi: upstream(env, 'LEAD_API_URL', 'LEAD_API_TOKEN', tenant),
    valuationApi: upstream(env, 'VALUATION_API_URL', 'VALUATION_API_KEY', tenant),
    youxApi: upstream(env, 'YOUX_API_URL', 'YOUX_API_KEY', tenant),
    contentApi: upstream(env, 'CONTENT_API_HOST', 'CONTENT_API_TOKEN', tenant),
    geocodeApi: upstream(env, 'GEOCODE_API_URL', 'GEOCODE_API_KEY', tenant),
    appointmentsApi: upstream(env, 'APPOINTMENTS_API_URL', 'APPOINTMENTS_API_KEY', tenant),
    storePath: path.resolve(dbTemplate.replace(/\{tenant\}/g, tenant)),
    captchaSecret: env.CAPTCHA_HMAC_SECRET?.trim() || (processSecret as string),
    sessionSecret: env.SESSION_SECRET?.trim() || null,
    upstreamTimeoutMs: Number(env.UPSTREAM_TIMEOUT_MS) > 0 ? Number(env.UPSTREAM_TIMEOUT_MS) : 8000,
  };
}
