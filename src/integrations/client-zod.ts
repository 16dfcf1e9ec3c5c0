/**
 * A Vite plugin: in the browser build, 'zod' resolves to src/islands/zod-client.ts (zod in
 * jitless mode, safe under the site's CSP); the server and prerender builds get zod as is.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

export const ZOD_CLIENT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../islands/zod-client.ts',
);

export function clientZod(): Plugin {
  return {
    name: 'dealer-sites:client-zod',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (source !== 'zod' || importer === ZOD_CLIENT) return null;
      const consumer = this.environment?.config.consumer;
      const browser = consumer ? consumer === 'client' : !options?.ssr;
      return browser ? ZOD_CLIENT : null;
    },
  };
}
