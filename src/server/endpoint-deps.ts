/**
 * What an endpoint works with: the site (its form context, cars and locations), the
 * server configuration, the lead store, delivery and captcha. The Astro routes build one
 * set per tenant process from the content collections (built-site-deps.ts); tests build their own
 * around a fixture site, a temporary store and a loopback upstream.
 */
import type { Car } from '../domain/vehicle/schema';
import type { Website } from '../domain/tenant/schema/website';
import type { Location } from '../domain/tenant/schema/location';
import { formContextFor, type FormContext } from '../domain/leads/context';
import { serverConfig, type ServerConfig } from './config';
import { LeadStore, StoreUnavailable } from './lead-store';
import { LeadDelivery, type BackoffOptions } from './delivery';
import { Captcha } from './captcha';
import type { Fetch } from './upstream';

export interface ServerDeps {
  site: Website;
  form: FormContext;
  locations: Location[];
  cars: Car[];
  config: ServerConfig;
  /** null when the store cannot be opened: leads then go straight to the lead API, or are refused. */
  store: LeadStore | null;
  storeError: string | null;
  delivery: LeadDelivery | null;
  captcha: Captcha | null;
  fetch: Fetch;
  now: () => number;
}

export interface DepsInput {
  site: Website;
  locations?: Location[];
  cars?: Car[];
  env?: Record<string, string | undefined>;
  config?: Partial<ServerConfig>;
  fetch?: Fetch;
  now?: () => number;
  backoff?: BackoffOptions;
  log?: (message: string) => void;
}

export function createDeps(input: DepsInput): ServerDeps {
  const config = { ...serverConfig(input.site.slug, input.env ?? process.env), ...input.config };
  const locations = input.locations ?? input.site.locations ?? [];
  const fetchFn = input.fetch ?? fetch;
  const now = input.now ?? Date.now;
  let store: LeadStore | null = null;
  let storeError: string | null = null;
  try {
    store = new LeadStore(config.storePath);
  } catch (error) {
    storeError = error instanceof StoreUnavailable ? error.message : String(error);
    (input.log ?? console.error)(`[leads] ${storeError}`);
  }
  const delivery = store
    ? new LeadDelivery(store, config.leadApi, {
        timeoutMs: config.upstreamTimeoutMs,
        fetch: fetchFn,
        now,
        backoff: input.backoff,
        log: input.log,
      })
    : null;
  return {
    site: input.site,
    form: formContextFor(input.site, locations),
    locations,
    cars: input.cars ?? [],
    config,
    store,
    storeError,
    delivery,
    captcha: store ? new Captcha(config.captchaSecret, store) : null,
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
