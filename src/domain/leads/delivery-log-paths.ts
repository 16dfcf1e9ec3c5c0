/**
 * Where a site's delivery log lives: an on-demand page behind the tenant's dealer key
 * (src/server/lead-log/), with its CSV export beside it.
 */
export const LEAD_LOG_PATH = '/api/dealer/leads';
export const LEAD_LOG_CSV_PATH = '/api/dealer/leads.csv';

/** The log's address on a site ('' when the site's URL is not one). */
export function leadLogUrl(siteUrl: string): string {
  return URL.canParse(siteUrl) ? new URL(LEAD_LOG_PATH, siteUrl).toString() : '';
}
