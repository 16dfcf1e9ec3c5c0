/**
 * The site's vehicle feeds at build time (domain/feeds/feeds.ts): /feeds/google-vehicle-ads.tsv,
 * /feeds/google-vehicle-listings.tsv and /feeds/meta-vehicles.csv, from the listed stock. Each
 * feed's counts and every car it leaves out (field and reason) go to the build log. Also the
 * vehicle page's parameters for Meta's ViewContent event, which matches the catalogue's ids.
 */
import { getSite } from '../data/collections';
import {
  buildFeed,
  FEED_IDS,
  FEED_PATHS,
  feedLogLines,
  noFeedsReason,
  type FeedId,
} from '../domain/feeds/feeds';
import { listedStock } from './vehicle-routes';
import { trackingIds } from '../domain/analytics/tracking-scripts';
import { viewContentParams, type MetaParams } from '../domain/feeds/meta-events';
import { marketOf } from '../domain/market/market';
import type { Car } from '../domain/vehicle/schema';
import type { Website } from '../domain/tenant/schema/website';

/** getStaticPaths of /feeds/[feed]: every feed, or none on a site that sells no cars (said once in the log). */
export async function feedStaticPaths() {
  const site = await getSite();
  const none = noFeedsReason(site);
  if (none) {
    console.log(`[feeds] ${site.slug}: ${none}`);
    return [];
  }
  return FEED_IDS.map((id) => ({
    params: { feed: FEED_PATHS[id].slice('/feeds/'.length) },
    props: { id },
  }));
}

/** One feed's file, its counts and left-out cars logged. */
export async function feedResponse(id: FeedId): Promise<Response> {
  const site = await getSite();
  const feed = buildFeed(id, site, await listedStock());
  for (const line of feedLogLines(feed)) console.log(`[feeds] ${line}`);
  return new Response(feed.text, {
    headers: {
      'content-type':
        feed.spec.format === 'csv'
          ? 'text/csv; charset=utf-8'
          : 'text/tab-separated-values; charset=utf-8',
    },
  });
}

/** The vehicle page's ViewContent parameters (its JSON for the shell's script), when the site has a pixel and the car is in stock. */
export function metaViewContent(car: Car, site: Website): MetaParams | null {
  if (!trackingIds(site).pixel) return null;
  return viewContentParams(car, site, marketOf(site.config));
}
