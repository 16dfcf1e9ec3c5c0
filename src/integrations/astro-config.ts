// The Astro configuration of one tenant's build, made from process.env.
// One Astro project builds one tenant per run: TENANT=<slug> selects it.
// Each tenant builds into dist/<slug> with its own cache folder; build-all also gives each
// build its own root (.build/<slug>), because Astro keeps generated content types under
// <root>/.astro and two concurrent builds sharing it break each other's content sync.
//
// astro.config.mjs is this function's result (astro dev, astro build, Netlify's build).
// scripts/build-tenant.mjs loads this module once per process and passes each tenant's
// configuration inline: Astro would otherwise load astro.config.mjs and its ~90 imported
// modules through a new Vite server at every build.
import { defineConfig } from 'astro/config';
import type { AstroUserConfig } from 'astro';
import react from '@astrojs/react';
import node from '@astrojs/node';
import path from 'node:path';
import { contentSourceFor, readTenantEntry } from '../data/tenant-context';
import { ApiError } from '../data/api-error';
import { paths } from '../data/content-api';
import { forgetLoadedTenants } from '../data/tenant-content';
import { siteSearchIntegration } from './site-search-index';
import { seoFiles } from './seo-files';
import { builtPagesPass } from '../build/built-pages';
import { securityHeaders } from './security-headers';
import { clientZod } from './client-zod';
import { clientReach } from './client-reach';
import { instantSearchTrim } from './instantsearch-trim';
import { parallelPrerender } from '../build/parallel-prerender';
import { dataStoreFromFile } from '../build/data-store-file';
import { shellChunkGroup } from './shell-chunk';
import { bundleReuse } from '../build/bundle-reuse';
import { unreadSite } from '../build/unread-site';
import { buildOff } from '../build/build-off';

type Env = Record<string, string | undefined>;

/** What builds, benchmarks and tests write inside the repository. */
export const GENERATED_FOLDERS = ['.cache', '.build', '.bench', 'dist', 'reports', 'test-results'];

/**
 * The tenant's public URL, for canonical links, Open Graph, /sitemap.xml and /robots.txt:
 * SITE_URL, else the url of its website payload, read from wherever its content comes from
 * (the content API or the sample store). A payload that cannot be read or has no usable url
 * gives none: the content loaders then report a broken payload with the file, field and
 * reason. A content API call that failed all its attempts fails the build here, as it would in
 * the loaders (a site built without its URL would publish no sitemap).
 */
async function siteUrl(here: string, tenant: string, env: Env): Promise<string | undefined> {
  if (env.SITE_URL) return env.SITE_URL;
  if (!tenant) return undefined;
  let raw: unknown;
  try {
    const entry = readTenantEntry(tenant, here);
    raw = await contentSourceFor(entry, here, env).api.get(paths.website(entry.website_id));
  } catch (error) {
    if (error instanceof ApiError && error.attempts !== undefined) throw error;
    return undefined;
  }
  const url = (raw as { url?: unknown } | null)?.url;
  if (typeof url !== 'string' || !URL.canParse(url)) return undefined;
  return ['http:', 'https:'].includes(new URL(url).protocol) ? url : undefined;
}

/**
 * One build's configuration from process.env (TENANT, NETLIFY, DEALER_ISOLATED_ROOT,
 * DEALER_DIST_DIR, DEALER_OUT_DIR, SITE_URL), which the integrations also read as the build runs; `here` is
 * the repository. A process that builds several tenants calls it once per build, and what an
 * earlier build loaded of a tenant is forgotten.
 */
export async function tenantAstroConfig(here: string): Promise<AstroUserConfig> {
  const env = process.env;
  env.DEALER_REPO_ROOT ??= here;
  forgetLoadedTenants();
  const tenant = env.TENANT ?? '';
  const onNetlify = env.NETLIFY === 'true';
  const isolated = env.DEALER_ISOLATED_ROOT === '1' && tenant !== '';
  const off = buildOff(env);

  return defineConfig({
    root: isolated ? path.join(here, '.build', tenant) : here,
    srcDir: path.join(here, 'src'),
    publicDir: path.join(here, 'public'),
    // Netlify's own build of one site publishes dist/; build-all (isolated roots, also with the
    // Netlify adapter in the nightly CI) writes each tenant to dist/<slug>, through a new folder
    // (DEALER_OUT_DIR) that replaces it only when the build succeeded (scripts/build-tenant.mjs).
    outDir:
      !tenant || (onNetlify && !isolated)
        ? path.join(here, 'dist')
        : env.DEALER_OUT_DIR
          ? path.resolve(env.DEALER_OUT_DIR)
          : path.join(
              env.DEALER_DIST_DIR ? path.resolve(env.DEALER_DIST_DIR) : path.join(here, 'dist'),
              tenant,
            ),
    cacheDir: path.join(here, '.cache', tenant || '_default'),
    site: await siteUrl(here, tenant, env),
    output: 'static',
    // one URL style: /about-us, never /about-us/ (src/domain/content/page-path.ts). Each page is
    // written as {path}.html, which Netlify serves at {path} and reaches from {path}/ by a 301.
    trailingSlash: 'never',
    build: { format: 'file', inlineStylesheets: 'always' },
    // The Netlify adapter is loaded only for Netlify builds: importing it pulls in Netlify's
    // function bundler (seconds of CPU at every start-up of a local build).
    adapter: onNetlify
      ? (await import('@astrojs/netlify')).default()
      : node({ mode: 'middleware' }),
    // after the build, one read of every page feeds the site search index, the sitemap and _headers
    // pages render on worker threads beside the main thread (PRERENDER_WORKERS, default one fewer
    // than the cores; 0: Astro's own on the main thread alone)
    // the prerender bundle reads the content store from its file (src/build/data-store-file.ts)
    // islands render on the server with renderToString, their useId prefix kept by a patch
    // to @astrojs/react (patches/README.md, react-string-render)
    integrations: [
      react({ experimentalDisableStreaming: !off.has('react-string-render') }),
      // client:reach: islands that hydrate when the shopper reaches for them
      clientReach(),
      ...(off.has('parallel-prerender') ? [] : [parallelPrerender()]),
      ...(off.has('data-store-file') ? [] : [dataStoreFromFile()]),
      // bundles recorded once, checked against another tenant's, then reused (DEALER_BUNDLE_REUSE)
      bundleReuse(),
      builtPagesPass([siteSearchIntegration(), seoFiles(), securityHeaders()]),
    ],
    // Internal links the link policy marks data-astro-prefetch="hover" are prefetched on hover;
    // the not-prefetched paths (rules.md: Link rules) carry data-astro-prefetch="false".
    prefetch: { prefetchAll: false, defaultStrategy: 'hover' },
    devToolbar: { enabled: false },
    // Reuse a vehicle page whose cacheKey is unchanged (src/data/page-cache-key.ts).
    experimental: { incrementalBuild: true },
    vite: {
      // `astro dev` watches the repository: not the folders builds, benchmarks and tests write
      // (tens of thousands of files after a test run, past the system's limit of file watchers:
      // 'ENOSPC: System limit for number of file watchers reached', and edits went unseen)
      server: { watch: { ignored: GENERATED_FOLDERS.map((dir) => `${path.join(here, dir)}/**`) } },
      // islands parse with zod in jitless mode (no eval under the CSP): src/islands/zod-client.ts;
      // InstantSearch's unused router and Insights middlewares stay out of the browser build;
      // a compiled .astro module
      // that never reads its module-level Astro global does not carry the site URL (so two
      // tenants' bundles are the same code: src/build/bundle-reuse.ts)
      plugins: [clientZod(), instantSearchTrim(), unreadSite()],
      build: {
        assetsInlineLimit: 2048,
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // the site shell's static imports in one chunk (src/integrations/shell-chunk.ts)
                shellChunkGroup(),
                {
                  name: 'react',
                  test: /node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/,
                  priority: 2,
                },
              ],
            },
          },
        },
      },
    },
  });
}
