/**
 * Every listed vehicle page is reachable by plain links from the home page (rules.md: Every car
 * reachable by a crawler): a crawler with no JavaScript (plain HTTP requests, as a search engine's
 * first pass) follows <a href> and <link rel=next|prev> within the site, starting at '/', and must
 * reach the page of every car the build wrote a page for. Bounded in pages and time.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { SAMPLE_TENANTS, tenantUrl, type SampleTenant } from './support/tenants';
import { builtCars, PREFIX } from './support/vdp';

const MAX_PAGES = 12_000;
const PARALLEL = 6;
/** Files a crawler would not parse for links. */
const NOT_HTML = /\.(?:js|css|json|xml|txt|pdf|png|jpe?g|webp|avif|svg|ico|woff2?)$/i;

function linksIn(html: string, base: URL): string[] {
  const out: string[] = [];
  const tag = /<(a|link)\b[^>]*>/gi;
  for (const [whole, name] of html.matchAll(tag)) {
    if (name.toLowerCase() === 'link' && !/\brel=["']?(?:next|prev)\b/i.test(whole)) continue;
    const href = /\bhref=(?:"([^"]*)"|'([^']*)')/i.exec(whole);
    const raw = (href?.[1] ?? href?.[2] ?? '').replace(/&amp;/g, '&');
    if (!raw || /^(?:mailto|tel|javascript|sms):/i.test(raw)) continue;
    let u: URL;
    try {
      u = new URL(raw, base);
    } catch {
      continue;
    }
    if (u.origin !== base.origin) continue;
    if (u.pathname.startsWith('/api/') || u.pathname.startsWith('/_astro/')) continue;
    if (NOT_HTML.test(u.pathname)) continue;
    // A static host answers the same file whatever the query holds, except ?page=N, which it
    // rewrites to that result page: other parameters cannot lead anywhere new, so the crawl
    // keeps only page (as a search engine's parameter handling would).
    const page = u.searchParams.get('page');
    u.search = page ? `?page=${page}` : '';
    u.hash = '';
    out.push(u.href);
  }
  return out;
}

interface Crawl {
  pages: number;
  vehicles: Set<string>;
  capped: boolean;
}

async function crawl(request: APIRequestContext, tenant: SampleTenant): Promise<Crawl> {
  const start = new URL(tenantUrl(tenant, '/'));
  const prefix = `${PREFIX[tenant]}/`;
  const seen = new Set<string>([start.href]);
  const queue = [start.href];
  const vehicles = new Set<string>();
  let pages = 0;
  const enqueue = (link: string) => {
    if (seen.has(link)) return;
    seen.add(link);
    queue.push(link);
  };
  const visit = async (href: string) => {
    const url = new URL(href);
    // Node does not resolve *.localhost: ask 127.0.0.1 with the tenant's Host header
    const res = await request.get(`http://127.0.0.1:${url.port}${url.pathname}${url.search}`, {
      headers: { host: url.host },
      maxRedirects: 0,
      failOnStatusCode: false,
    });
    pages++;
    const location = res.headers()['location'];
    if (res.status() >= 300 && res.status() < 400 && location) {
      const to = new URL(location, url);
      if (to.origin === url.origin) enqueue(to.href);
      return;
    }
    const slug = url.pathname.startsWith(prefix) ? url.pathname.slice(prefix.length) : '';
    if (res.ok() && slug && !slug.includes('/')) vehicles.add(slug.replace(/\/$/, ''));
    if (!res.ok() || !(res.headers()['content-type'] ?? '').includes('text/html')) return;
    for (const link of linksIn(await res.text(), url)) enqueue(link);
  };
  while (queue.length && pages < MAX_PAGES) await Promise.all(queue.splice(0, PARALLEL).map(visit));
  return { pages, vehicles, capped: queue.length > 0 };
}

test.describe.configure({ mode: 'parallel' });

for (const tenant of SAMPLE_TENANTS) {
  test(`${tenant}: following links from the home page reaches every vehicle page`, async ({
    request,
  }) => {
    test.setTimeout(300_000);
    const listed = builtCars(tenant).map((c) => c.slug);
    expect(listed.length).toBeGreaterThan(0);
    const { pages, vehicles, capped } = await crawl(request, tenant);
    const missing = listed.filter((slug) => !vehicles.has(slug));
    test.info().annotations.push({
      type: 'crawl',
      description: `${tenant}: ${listed.length - missing.length} of ${listed.length} vehicle pages reached, ${pages} pages fetched`,
    });
    console.log(
      `${tenant}: ${listed.length - missing.length} of ${listed.length} vehicle pages reached by links (${pages} pages fetched${capped ? ', capped' : ''})`,
    );
    expect(capped).toBe(false);
    expect(missing, `${missing.length} vehicle pages not reached`).toEqual([]);
  });
}
