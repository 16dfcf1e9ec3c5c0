/**
 * The build's stock alerts, taken once a build has published (scripts/build-tenant.mjs after its
 * site is swapped in; scripts/netlify-build.ts after Netlify's build): the stock this build
 * lists, read the way the build reads it, against the stock the tenant's last build recorded
 * in the database (stores/alerts.ts snapshot). The difference (domain/alerts/stock-changes.ts)
 * and the alert rule (domain/alerts/alert-items.ts) give the alert items, matched against each
 * saved search by the embedded engine over this build's stock index, with the search's own
 * state: the cars it matches are the cars the shopper's search page shows. The items and the
 * new snapshot are written together; the server's delivery pass makes them messages and sends
 * them (server/alerts.ts).
 *
 * A tenant's first build records its stock and alerts nobody. A build that cannot reach the
 * database records nothing and says so: the next build's difference covers both.
 */
import type { Website } from '../domain/tenant/schema/website';
import type { Car } from '../domain/vehicle/schema';
import type { SearchUiState } from '../domain/search/url-state';
import { carTitle } from '../domain/vehicle/title';
import { vehiclePath, primaryVehicleWord } from '../domain/tenant/template';
import { marketOf } from '../domain/market/market';
import { garagePaths } from '../domain/shopper/watchlist';
import { stockFilter } from '../domain/search/stock-filter';
import { defaultSortIndex } from '../domain/search/sort';
import {
  FACET_ATTRIBUTES,
  NUMERIC_ATTRIBUTES,
  stockIndexDocument,
  stockIndexFields,
} from '../domain/search/stock-index';
import {
  comparablePrice,
  hasChanges,
  stockChanges,
  stockStateOf,
  type StockChanges,
  type StockSnapshot,
} from '../domain/alerts/stock-changes';
import { alertItems, type AlertItem } from '../domain/alerts/alert-items';
import type { AlertSite } from '../domain/alerts/alert-message';
import { EmbeddedEngine, type Doc } from '../search-engines/embedded/engine';
import { stateParams } from '../page-data/search-paging';
import { openToolDb } from '../db/open';
import { AlertStore } from '../server/stores/alerts';
import { SavedSearchStore } from '../server/stores/saved-searches';
import { forgetLoadedTenants, loadStock, loadTenant } from '../data/tenant-content';

type Env = Record<string, string | undefined>;

/** The published stock as the difference reads it: each listed car's price, state, title and page. */
export function stockSnapshotOf(
  docs: readonly Doc[],
  site: Pick<Website, 'template'>,
): StockSnapshot {
  const out: StockSnapshot = {};
  for (const doc of docs)
    out[String(doc.id)] = {
      price: comparablePrice(doc.price),
      state: stockStateOf(doc as { status?: unknown; reserved?: unknown }),
      title: carTitle(doc as unknown as Car),
      path: vehiclePath(site.template, String(doc.slug)),
    };
  return out;
}

/** What a message needs of the site: its name, address, market, stock word and saved searches. */
export function alertSiteOf(site: Website, env: Env = process.env): AlertSite {
  return {
    name: site.name,
    url: (env.SITE_URL?.trim() || site.url).replace(/\/+$/, ''),
    market: marketOf(site.config),
    word: primaryVehicleWord(site).toLowerCase().replace(/^rv$/, 'RV'),
    savedSearchesPath: garagePaths(site.garage_settings).searches,
  };
}

/**
 * The cars a saved search's state selects on this stock: its refinements, text and sort on the
 * embedded engine, as its search page sends them (every page at once).
 */
export function savedSearchMatcher(
  docs: readonly Doc[],
  site: Website,
  nowMs: number,
): (state: SearchUiState) => Set<string> {
  const engine = new EmbeddedEngine(docs, {
    site,
    facetAttributes: FACET_ATTRIBUTES,
    numericAttributes: NUMERIC_ATTRIBUTES,
    attributesToRetrieve: ['id'],
    now: () => nowMs,
  });
  const index = defaultSortIndex(site);
  return (state) => {
    const { page: _page, ...rest } = state;
    const result = engine.search({
      indexName: state.sortBy ?? index,
      params: { ...(stateParams(rest) as object), hitsPerPage: docs.length, page: 0 },
    });
    return new Set(result.hits.map((h) => String(h.id)));
  };
}

function changesText(c: StockChanges): string {
  return `${c.added.length} new, ${c.priceDrops.length} price drops, ${c.reserved.length} reserved, ${c.sold.length} sold or gone`;
}

export interface StockAlertsResult {
  /** The log line. */
  note: string;
  recorded: boolean;
  items: AlertItem[];
}

/** Records this build's stock and its alert items (see the module comment). */
export async function recordStockAlerts(
  slug: string,
  env: Env = process.env,
  now: () => number = Date.now,
): Promise<StockAlertsResult> {
  const skip = (note: string): StockAlertsResult => ({ note, recorded: false, items: [] });
  const context = env.CONTEXT?.trim();
  if (context && context !== 'production')
    return skip(`[alerts] ${slug}: a ${context} build sends no stock alerts`);
  if (env.DEALER_STOCK_ALERTS === '0')
    return skip(`[alerts] ${slug}: stock alerts are off (DEALER_STOCK_ALERTS=0)`);

  const started = now();
  let db;
  try {
    db = await openToolDb(env, undefined, { create: false, waitMs: 15_000 });
  } catch (error) {
    const message = (error as Error).message;
    if (/no embedded database/.test(message))
      return skip(`[alerts] ${slug}: no database yet, so no stock recorded for alerts`);
    return skip(
      `[alerts] ${slug}: the database could not be reached (${message}); no alerts this build`,
    );
  }
  try {
    forgetLoadedTenants();
    const tenant = await loadTenant(slug);
    const nowMs = now();
    const cars = await loadStock(tenant, Math.floor(nowMs / 1000));
    forgetLoadedTenants();
    const site = tenant.website;
    const fields = stockIndexFields(stockFilter(site, Math.floor(nowMs / 1000)));
    const docs = cars.map((car) =>
      stockIndexDocument(car as Car & Record<string, unknown>, fields),
    );
    const current = stockSnapshotOf(docs, site);

    const store = new AlertStore(db);
    const previous = await store.snapshot(slug);
    let items: AlertItem[] = [];
    let changes: StockChanges | null = null;
    if (previous) {
      changes = stockChanges(previous.cars, current);
      if (hasChanges(changes)) {
        const subscriptions = await new SavedSearchStore(db, slug).active();
        const match = savedSearchMatcher(docs, site, nowMs);
        const states = new Map(subscriptions.map((s) => [s.id, s.state]));
        items = alertItems({
          changes,
          subscriptions,
          matches: (id) => {
            const state = states.get(id);
            return state ? match(state) : new Set();
          },
          previous: previous.cars,
          current,
        });
      }
    }
    const result = await store.recordBuild(slug, {
      builtAt: nowMs,
      previousBuiltAt: previous?.builtAt ?? null,
      cars: current,
      site: alertSiteOf(site, env),
      items,
      now: nowMs,
    });
    const took = `${((now() - started) / 1000).toFixed(1)} s`;
    const note = !result.recorded
      ? `[alerts] ${slug}: another build recorded the stock first; no alerts from this one`
      : !changes
        ? `[alerts] ${slug}: the first stock recorded for alerts (${docs.length} cars; ${took})`
        : `[alerts] ${slug}: ${changesText(changes)} since the last build; ${result.items} alert items (${took})`;
    return { note, recorded: result.recorded, items };
  } finally {
    await db.close();
  }
}
