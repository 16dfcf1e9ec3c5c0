/**
 * Server configuration from the environment. Upstream URLs and keys stay on the server:
 * no island ever sees them. Any URL or path may contain {tenant}, replaced by the site slug
 * (one process can serve several tenants).
 *
 *   LEAD_API_URL, LEAD_API_TOKEN        dealer dashboard lead API (leads, trade-in, phone reveals)
 *   DATABASE_URL, DATABASE_DIR          where server state lives (src/db/open.ts)
 *   VALUATION_API_URL, VALUATION_API_KEY dealer valuation / rego lookup service
 *   YOUX_API_URL, YOUX_API_KEY          external finance quote service (with the site's youx_provider_code)
 *   CONTENT_API_HOST, CONTENT_API_TOKEN content API: view counter, car by id, events.json
 *   GEOCODE_API_URL, GEOCODE_API_KEY    maps geocoding service
 *   APPOINTMENTS_API_URL, APPOINTMENTS_API_KEY  test-drive appointments service
 *   CAPTCHA_HMAC_SECRET                 signs captcha challenges (default: a random secret kept in the database)
 *   SESSION_SECRET                      signs sign-in sessions (default: a random secret kept in the database)
 *   UPSTREAM_TIMEOUT_MS                 per-call timeout (default 8000)
 *   RATE_LIMIT_MULTIPLIER               scales every rate limit (tests that send many forms)
 *   LEAD_*, SMTP_URL                    lead delivery beyond the lead API, the overdue-lead alarm,
 *                                       retention and the delivery log (lead-settings.ts)
 */
import { leadSettings, type LeadSettings } from './lead-settings';

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
  /** null: a random secret kept in the database (shared by every instance). */
  captchaSecret: string | null;
  /** null: a random secret kept in the database (shared by every instance). */
  sessionSecret: string | null;
  upstreamTimeoutMs: number;
  /** Scales every rate limit (RATE_LIMIT_MULTIPLIER: the e2e suite sends many forms from one place). */
  limitMultiplier: number;
  /** Lead delivery beyond the lead API, the alarm, retention and the delivery log. */
  leads: LeadSettings;
}

type Env = Record<string, string | undefined>;

function upstream(env: Env, url: string, key: string, tenant: string): Upstream | null {
  const u = env[url]?.trim();
  if (!u) return null;
  return {
    url: u.replace(/\{tenant\}/g, tenant).replace(/\/+$/, ''),
    key: env[key]?.trim() || undefined,
  };
}

export function serverConfig(tenant: string, env: Env = process.env): ServerConfig {
  return {
    leadApi: upstream(env, 'LEAD_API_URL', 'LEAD_API_TOKEN', tenant),
    valuationApi: upstream(env, 'VALUATION_API_URL', 'VALUATION_API_KEY', tenant),
    youxApi: upstream(env, 'YOUX_API_URL', 'YOUX_API_KEY', tenant),
    contentApi: upstream(env, 'CONTENT_API_HOST', 'CONTENT_API_TOKEN', tenant),
    geocodeApi: upstream(env, 'GEOCODE_API_URL', 'GEOCODE_API_KEY', tenant),
    appointmentsApi: upstream(env, 'APPOINTMENTS_API_URL', 'APPOINTMENTS_API_KEY', tenant),
    captchaSecret: env.CAPTCHA_HMAC_SECRET?.trim() || null,
    sessionSecret: env.SESSION_SECRET?.trim() || null,
    upstreamTimeoutMs: Number(env.UPSTREAM_TIMEOUT_MS) > 0 ? Number(env.UPSTREAM_TIMEOUT_MS) : 8000,
    limitMultiplier: Number(env.RATE_LIMIT_MULTIPLIER) > 0 ? Number(env.RATE_LIMIT_MULTIPLIER) : 1,
    leads: leadSettings(tenant, env),
  };
}
