/**
 * The site's vehicle feeds: which are written, each one's rows from the cars on the lot, and
 * every car a feed leaves out with the field and the reason (the build log and the doctor
 * name them). The files sit beside the sitemap, at FEED_PATHS.
 */
import type { Car } from '../vehicle/schema';
import {
  duplicateVins,
  feedFacts,
  onLot,
  sellsCars,
  type FeedCar,
  type FeedSite,
  type LeftOut,
} from './feed-car';
import { vehicleAdsRow, vehicleListingsRow, type RowOutcome } from './google';
import { GOOGLE_VEHICLE_ADS, GOOGLE_VEHICLE_LISTINGS } from './google-spec';
import { metaRow } from './meta';
import { META_VEHICLES } from './meta-spec';
import type { FeedSpec, FeedTable } from './spec';
import { tableText } from './text';

export type FeedId = 'google-vehicle-ads' | 'google-vehicle-listings' | 'meta-vehicles';

/** Where each feed is published on the site. */
export const FEED_PATHS: Readonly<Record<FeedId, string>> = {
  'google-vehicle-ads': '/feeds/google-vehicle-ads.tsv',
  'google-vehicle-listings': '/feeds/google-vehicle-listings.tsv',
  'meta-vehicles': '/feeds/meta-vehicles.csv',
};

export const FEED_SPECS: Readonly<Record<FeedId, FeedSpec>> = {
  'google-vehicle-ads': GOOGLE_VEHICLE_ADS,
  'google-vehicle-listings': GOOGLE_VEHICLE_LISTINGS,
  'meta-vehicles': META_VEHICLES,
};

const ROWS: Readonly<Record<FeedId, (f: FeedCar, site: FeedSite) => RowOutcome>> = {
  'google-vehicle-ads': (f) => vehicleAdsRow(f),
  'google-vehicle-listings': vehicleListingsRow,
  'meta-vehicles': metaRow,
};

export const FEED_IDS = Object.keys(FEED_PATHS) as FeedId[];

export interface BuiltFeed {
  id: FeedId;
  spec: FeedSpec;
  path: string;
  table: FeedTable;
  /** The feed's file as served. */
  text: string;
  /** Cars on the lot the feed carries, and those it leaves out (with field and reason). */
  included: number;
  leftOut: LeftOut[];
  /** Listed cars not for sale now (sold within the window, coming soon): never in a feed. */
  notOnLot: number;
}

/** Why the site writes no vehicle feeds, or null when it writes them. */
export function noFeedsReason(site: Pick<FeedSite, 'template'>): string | null {
  return sellsCars(site.template)
    ? null
    : `no vehicle feeds: Google's vehicle ads and listings carry passenger cars only, and Meta's automotive catalogue's body styles are car bodies; this site's template (${site.template}) sells other vehicles`;
}

/** One feed of the site from its listed stock. */
export function buildFeed(id: FeedId, site: FeedSite, listed: readonly Car[]): BuiltFeed {
  const spec = FEED_SPECS[id];
  const cars = onLot(listed);
  const duplicates = duplicateVins(cars);
  const rows: Record<string, string>[] = [];
  const leftOut: LeftOut[] = [];
  for (const car of cars) {
    const dup = duplicates.get(car.slug);
    if (dup) {
      leftOut.push(dup);
      continue;
    }
    const facts = feedFacts(car, site);
    if (!facts.ok) {
      leftOut.push(facts.leftOut);
      continue;
    }
    const made = ROWS[id](facts.facts, site);
    if (made.ok) rows.push(made.row);
    else
      leftOut.push({
        slug: car.slug,
        stocknum: car.stocknum ?? null,
        field: made.field,
        reason: made.reason,
      });
  }
  const header = spec.fields.map((f) => f.name).filter((name) => rows.some((r) => r[name]));
  // each row holds the header's columns, in its order (a field no car has a value for is left out)
  const table: FeedTable = {
    header,
    rows: rows.map((r) => Object.fromEntries(header.map((h) => [h, r[h] ?? '']))),
  };
  return {
    id,
    spec,
    path: FEED_PATHS[id],
    table,
    text: tableText(table, spec.format),
    included: rows.length,
    leftOut,
    notOnLot: listed.length - cars.length,
  };
}

/** Every feed of the site (none for a site that sells no cars). */
export function buildFeeds(site: FeedSite, listed: readonly Car[]): BuiltFeed[] {
  if (noFeedsReason(site)) return [];
  return FEED_IDS.map((id) => buildFeed(id, site, listed));
}

/** The build log's lines for a feed: its counts, then each car left out with field and reason. */
export function feedLogLines(feed: BuiltFeed): string[] {
  return [
    `${feed.path}: ${feed.included} cars, ${feed.leftOut.length} left out${feed.notOnLot ? ` (${feed.notOnLot} listed but not on the lot: sold or coming soon)` : ''}`,
    ...feed.leftOut.map(
      (l) =>
        `  left out ${l.slug}${l.stocknum ? ` (stock ${l.stocknum})` : ''}: ${l.field}: ${l.reason}`,
    ),
  ];
}
