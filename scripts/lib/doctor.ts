/**
 * The tenant doctor (rules.md: Tenant doctor): reaches a tenant's content API and search host with the
 * configured credentials, validates every payload the build reads, and returns one report:
 * each problem with its fix, counts per collection, and what the site will not show.
 * `errors` are what would fail the build; `warnings` what would build but look wrong.
 */
import { Website } from '../../src/domain/tenant/schema';
import { checkConfigValues } from '../../src/domain/tenant/config-values';
import { SEARCH_INDEXES } from '../../src/domain/search/indexes';
import { paths } from '../../src/data/content-api';
import {
  buildSearchHost,
  readIndexDocuments,
  type SearchEnv,
} from '../../src/data/index-documents';
import { toMeilisearch, toPredicate } from '../../src/domain/search/filter';
import { siteStockFilter } from '../../src/domain/search/stock-filter';
import {
  contentSourceFor,
  readTenantEntry,
  repoRoot,
  type ContentSource,
} from '../../src/data/tenant-context';
import {
  loadBlogs,
  loadModels,
  loadOffers,
  loadPages,
  loadParts,
  loadPromotions,
  loadSearchPageTemplates,
  loadSearchSlugs,
  loadStock,
  type TenantContent,
} from '../../src/data/tenant-content';
import { ContentValidationError, parseOrThrow } from '../../src/data/validate';
import { buildFeeds, noFeedsReason } from '../../src/domain/feeds/feeds';
import type { FeedSite } from '../../src/domain/feeds/feed-car';
import type { Car } from '../../src/domain/vehicle/schema';

export interface Problem {
  level: 'error' | 'warning';
  what: string;
  fix: string;
}

export interface DoctorReport {
  tenant: string;
  problems: Problem[];
  /** Items per collection that loaded. */
  counts: Record<string, number>;
  /** The site's cars in the index: listed, sold within the window, and the rest (hidden or sold before it). */
  cars?: { listed: number; soldWithinWindow: number; hidden?: number };
  /** Each vehicle feed: the cars it carries and those it leaves out (each also a warning). */
  feeds?: { path: string; included: number; leftOut: number }[];
  /** Why the site writes no vehicle feeds. */
  noFeeds?: string;
}

type Env = Record<string, string | undefined> & SearchEnv;

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

const validationFix = (error: unknown, what: string) =>
  error instanceof ContentValidationError
    ? `Correct each field listed in ${error.source} (the shapes are in docs/content-api/), then run the doctor again.`
    : `Check that ${what} answers with JSON (CONTENT_API_HOST, CONTENT_API_TOKEN).`;

/** GET {host}/health: is the search host there at all. */
async function checkSearchHost(host: string, doFetch: typeof fetch): Promise<string | null> {
  try {
    const response = await doFetch(`${host.replace(/\/$/, '')}/health`);
    return response.ok ? null : `answered /health with HTTP ${response.status}`;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause?.message;
    return `could not be reached: ${cause ?? message(error)}`;
  }
}

/** How many of the index's cars belong to the site, listed or not. */
async function siteCars(t: TenantContent): Promise<number> {
  const filter = siteStockFilter(t.website);
  const docs = await readIndexDocuments(t.source, SEARCH_INDEXES.cars, {
    search: t.search,
    filter: toMeilisearch(filter),
  });
  const mine = toPredicate(filter);
  return docs.filter((d) => mine(d as Record<string, unknown>)).length;
}

export async function runDoctor(
  slug: string,
  options: { root?: string; env?: Env; fetch?: typeof fetch } = {},
): Promise<DoctorReport> {
  const root = options.root ?? repoRoot();
  const env = options.env ?? process.env;
  const doFetch = options.fetch ?? fetch;
  const report: DoctorReport = { tenant: slug, problems: [], counts: {} };
  const error = (what: string, fix: string) => report.problems.push({ level: 'error', what, fix });
  const warn = (what: string, fix: string) => report.problems.push({ level: 'warning', what, fix });

  let source: ContentSource;
  let entry;
  try {
    entry = readTenantEntry(slug, root);
    source = contentSourceFor(entry, root, env);
  } catch (e) {
    error(
      message(e),
      `Create or correct tenants/${slug}/tenant.json ({ "slug", "website_id", "content" }); for "content": "api" set CONTENT_API_HOST, for a sample tenant run \`npm run sample-data -- --tenant ${slug}\`.`,
    );
    return report;
  }

  const websitePath = paths.website(entry.website_id);
  let website: Website;
  try {
    const raw = await source.api.get(websitePath);
    const checked = checkConfigValues(
      parseOrThrow(Website, raw, { tenant: slug, source: source.describe(websitePath) }),
    );
    for (const w of checked.warnings)
      warn(w, 'Correct the value in the website config on the dashboard.');
    website = checked.site;
  } catch (e) {
    error(message(e), validationFix(e, source.describe(websitePath)));
    return report;
  }
  report.counts.website = 1;
  if (website.slug !== slug)
    error(
      `${source.describe(websitePath)} has slug "${website.slug}", expected "${slug}"`,
      `Make tenants/${slug}/tenant.json's website_id point at this dealer's website, or rename the tenant folder to "${website.slug}".`,
    );

  let search: TenantContent['search'] = null;
  let indexesReadable = true;
  try {
    search = buildSearchHost(slug, source.kind, website, env);
  } catch (e) {
    indexesReadable = false;
    error(message(e), 'Set MEILI_BUILD_KEY in the build environment (a key with documents.get).');
  }
  const host = env.SEARCH_HOST || website.search_host;
  if (host) {
    const unreachable = await checkSearchHost(host, doFetch);
    if (unreachable) {
      indexesReadable = false;
      error(
        `The search host ${host} ${unreachable}`,
        "Check SEARCH_HOST (or the website's search_host) and that the host is up.",
      );
    }
  } else if (source.kind === 'api')
    warn(
      'No search host is set: the site will be built with no cars, offers or parts.',
      "Set SEARCH_HOST (or the website's search_host) and MEILI_BUILD_KEY.",
    );

  const t: TenantContent = { slug, entry, source, website, search };
  const collections: [string, () => Promise<unknown[]>, boolean][] = [
    ['models', () => loadModels(t), false],
    ['promotions', async () => [await loadPromotions(t)], false],
    ['pages', () => loadPages(t), false],
    ['blogs', () => loadBlogs(t), false],
    ['search slugs', () => loadSearchSlugs(t), false],
    ['search page templates', () => loadSearchPageTemplates(t), false],
    [SEARCH_INDEXES.cars, () => loadStock(t), true],
    [SEARCH_INDEXES.offers, () => loadOffers(t), true],
    [SEARCH_INDEXES.parts, () => loadParts(t), true],
  ];
  for (const [name, read, fromIndex] of collections) {
    if (fromIndex && !indexesReadable) continue;
    try {
      const items = await read();
      report.counts[name] = items.length;
      if (name === SEARCH_INDEXES.cars) {
        feedProblems(report, website, items as Car[], warn);
        const sold = (items as { status?: string | null }[]).filter((c) => c.status === 'sold');
        report.cars = { listed: items.length - sold.length, soldWithinWindow: sold.length };
        report.cars.hidden = (await siteCars(t)) - items.length;
      }
    } catch (e) {
      const status = (e as { status?: number }).status;
      error(
        message(e),
        status === 401 || status === 403
          ? 'Check MEILI_BUILD_KEY (or CONTENT_API_TOKEN for the content API).'
          : validationFix(e, name),
      );
    }
  }

  if (!website.locations.length)
    warn(
      'The website has no locations: no locations page, no opening hours, no map.',
      'Add the dealership locations on the dashboard.',
    );
  if (report.counts[SEARCH_INDEXES.cars] === 0)
    warn(
      'No listed cars: the stock pages will be empty.',
      'Check the website search_filters and that cars are shown on the dealer website.',
    );
  if (report.counts[SEARCH_INDEXES.offers] === 0)
    warn('No offers: the offers page will say there are none.', 'Add offers on the dashboard.');
  return report;
}

/**
 * The vehicle feeds the build will write from these cars: their counts, and each car a feed
 * leaves out as a warning naming the car, the field, the reason and the feeds (once per car
 * and reason, however many feeds leave it out).
 */
function feedProblems(
  report: DoctorReport,
  website: Website,
  cars: Car[],
  warn: (what: string, fix: string) => void,
): void {
  const site = website as unknown as FeedSite;
  report.noFeeds = noFeedsReason(site) ?? undefined;
  const feeds = buildFeeds(site, cars);
  report.feeds = feeds.map((f) => ({
    path: f.path,
    included: f.included,
    leftOut: f.leftOut.length,
  }));
  const grouped = new Map<string, { what: string; paths: string[] }>();
  for (const feed of feeds)
    for (const l of feed.leftOut) {
      const what = `${l.slug}${l.stocknum ? ` (stock ${l.stocknum})` : ''}: ${l.field}: ${l.reason}`;
      const entry = grouped.get(what) ?? { what, paths: [] };
      entry.paths.push(feed.path);
      grouped.set(what, entry);
    }
  for (const { what, paths } of grouped.values())
    warn(
      `Left out of ${paths.join(', ')}: ${what}`,
      'Correct the field on the car in the dealer system (a 17-character VIN once per car, a price, a photo, a body type, the price type); the next build carries it.',
    );
}

export function formatReport(report: DoctorReport): string {
  const errors = report.problems.filter((p) => p.level === 'error');
  const lines = [`Tenant "${report.tenant}"`, ''];
  for (const [name, count] of Object.entries(report.counts)) lines.push(`  ${name}: ${count}`);
  if (report.cars)
    lines.push(
      `  cars: ${report.cars.listed} listed, ${report.cars.soldWithinWindow} sold within the window, ${report.cars.hidden ?? '?'} hidden (not shown on the website, or sold before the window)`,
    );
  if (report.noFeeds) lines.push(`  feeds: ${report.noFeeds}`);
  for (const f of report.feeds ?? [])
    lines.push(`  feed ${f.path}: ${f.included} cars, ${f.leftOut} left out`);
  lines.push('');
  for (const p of report.problems)
    lines.push(`${p.level === 'error' ? 'ERROR' : 'warning'}: ${p.what}`, `  fix: ${p.fix}`, '');
  lines.push(
    errors.length
      ? `${errors.length} error(s): the build would fail.`
      : `No errors${report.problems.length ? ` (${report.problems.length} warning(s))` : ''}.`,
  );
  return lines.join('\n');
}
