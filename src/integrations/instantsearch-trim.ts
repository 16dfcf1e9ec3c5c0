/**
 * A Vite plugin: in the browser build, InstantSearch's router and Insights middlewares resolve
 * to src/islands/search/unused-middleware.ts. InstantSearch.js imports both from its core
 * (lib/InstantSearch.js) but calls them only with the `routing` or `insights` option, which
 * the search islands never set (URL state is UrlSync.tsx; insights={false}). The router alone
 * brings `qs` and its dependencies: about 18 KB gzip of the search pages' JavaScript.
 * The server and prerender builds get InstantSearch as is.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

export const UNUSED_MIDDLEWARE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../islands/search/unused-middleware.ts',
);

const TRIMMED = new Set([
  '../middlewares/createRouterMiddleware.js',
  '../middlewares/createInsightsMiddleware.js',
]);

/** True for InstantSearch.js's core module (the only importer the plugin rewrites). */
export const isInstantSearchCore = (importer: string | undefined) =>
  !!importer && /[\\/]instantsearch\.js[\\/]es[\\/]lib[\\/]InstantSearch\.js$/.test(importer);

export function instantSearchTrim(): Plugin {
  return {
    name: 'dealer-sites:instantsearch-trim',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (!TRIMMED.has(source) || !isInstantSearchCore(importer)) return null;
      const consumer = this.environment?.config.consumer;
      const browser = consumer ? consumer === 'client' : !options?.ssr;
      return browser ? UNUSED_MIDDLEWARE : null;
    },
  };
}
