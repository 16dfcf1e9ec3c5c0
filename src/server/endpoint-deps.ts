/**
 * What an endpoint works with: the site (its form context, cars and locations), the server
 * configuration, and the stores of this tenant in the database. The Astro routes build one set
 * per tenant process from the content collections (built-site-deps.ts); tests build their own
 * around a fixture site, a test database and a loopback upstream. Nothing an endpoint needs
 * from one request to the next lives here: it lives in the database.
 */
import type { Car } from '../domain/vehicle/schema';
import type { Website } from '../domain/tenant/schema/website';
import type { Location } from '../domain/tenant/schema/location';
import { formContextFor, type FormContext } from '../domain/leads/context';
import { serverConfig, type ServerConfig } from './config';
import { lazyDb, type Db } from '../db/sql';
import { openDatabase } from '../db/open';
import { LeadStore } from './stores/leads';
import { SiteData } from './stores/site-data';
import { AccountStore } from './stores/accounts';
import { Limits } from './stores/limits';
import { Delivery, type BackoffOptions, type Channels, type DeadLetterPolicy } from './delivery';
import { tenantChannels } from './channels';
import { tenantMessenger } from './messaging/messenger';
import { Captcha } from './captcha';
import type { Fetch } from './upstream';

export interface ServerDeps {
  site: Website;
  tenant: string;
  form: FormContext;
  locations: Location[];
  cars: Car[];
  config: ServerConfig;
  db: Db;
  leads: LeadStore;
  siteData: SiteData;
  accounts: AccountStore;
  limits: Limits;
  /** This tenant's lead channels (none: leads are kept in the database). */
  channels: Channels;
  delivery: Delivery;
  captcha: Captcha;
  fetch: Fetch;
  now: () => number;
}

export interface DepsInput {
  site: Website;
  locations?: Location[];
  cars?: Car[];
  env?: Record<string, string | undefined>;
  config?: Partial<ServerConfig>;
  /** The database (default: the environment's, opened on first use). */
  db?: Db;
  /** The tenant the rows are kept under (default: the site's slug; tests keep each deps apart). */
  tenantKey?: string;
  fetch?: Fetch;
  now?: () => number;
  backoff?: BackoffOptions;
  deadLetter?: DeadLetterPolicy;
  log?: (message: string) => void;
}

export function createDeps(input: DepsInput): ServerDeps {
  const env = input.env ?? process.env;
  const tenant = input.tenantKey ?? input.site.slug;
  const config = { ...serverConfig(tenant, env), ...input.config };
  const locations = input.locations ?? input.site.locations ?? [];
  const fetchFn = input.fetch ?? fetch;
  const now = input.now ?? Date.now;
  const db = input.db ?? lazyDb(() => openDatabase(env));
  const channels = tenantChannels(config, { fetch: fetchFn });
  const siteData = new SiteData(db, tenant);
  return {
    site: input.site,
    tenant,
    form: formContextFor(input.site, locations),
    locations,
    cars: input.cars ?? [],
    config,
    db,
    leads: new LeadStore(db, tenant),
    siteData,
    accounts: new AccountStore(db, tenant),
    limits: new Limits(db, tenant),
    channels,
    delivery: new Delivery({
      db,
      // a lead's rows are sent with the channels of the tenant that stored it
      channelsOf: (t) => (t === tenant ? channels : tenantChannels(serverConfig(t, env))),
      messengerOf: (t) => tenantMessenger(t, env, { db, fetch: fetchFn, now }),
      now,
      backoff: input.backoff,
      deadLetter: input.deadLetter,
      leaseMs: config.upstreamTimeoutMs + 5_000,
      log: input.log,
    }),
    captcha: new Captcha(config.captchaSecret, siteData),
    fetch: fetchFn,
    now,
  };
}

export function findCarById(
  deps: ServerDeps,
  id: string | number | null | undefined,
): Car | undefined {
  if (id === null || id === undefined || id === '') return undefined;
  return deps.cars.find((c) => String(c.id) === String(id));
}

export function findCarBySlug(deps: ServerDeps, slug: string): Car | undefined {
  return deps.cars.find((c) => c.slug === slug);
}
