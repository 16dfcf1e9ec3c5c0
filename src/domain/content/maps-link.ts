/**
 * Maps-service links (rules.md: Link rules: they open in a new tab; rules.md: Tracked link events: event 41).
 * Its own small module: the page's analytics reads it on every page.
 */
const MAPS_HOSTS = /^(maps\.google\.[a-z.]+|maps\.app\.goo\.gl|maps\.apple\.com)$/;

export function isMapsHref(href: string): boolean {
  try {
    const url = new URL(href);
    if (!/^https?:$/.test(url.protocol)) return false;
    const host = url.hostname.toLowerCase();
    if (MAPS_HOSTS.test(host)) return true;
    if (/(^|\.)google\.[a-z.]+$/.test(host) && url.pathname.startsWith('/maps')) return true;
    return host === 'goo.gl' && url.pathname.startsWith('/maps');
  } catch {
    return false;
  }
}
