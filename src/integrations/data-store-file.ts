/**
 * The prerender bundle reads the content store from the file content sync wrote, instead of
 * carrying it inside the bundle. Astro makes its data-store module one string literal holding
 * the whole store (pacific-motor-group: 10 MB; 10,000 cars: about 50 MB), which Rolldown parses
 * and writes out in every build that imports it and V8 then compiles when the first page asks
 * for content: for 10,000 cars 8.6 s of Vite build and 11.7 s of compiling, growing faster
 * than the stock. The prerender bundle runs only during this build, on this machine, so it
 * reads the same file when it loads instead: the store it gets is the one Astro would have put
 * in the bundle (every page of pacific-motor-group the same). The server bundle (on-demand
 * endpoints, deployed as functions) keeps its copy inside.
 * 10,000 cars: start-up to the first page 43.0 → 24.1 s, build 238.2 → 217.1 s wall.
 */
import type { AstroIntegration } from 'astro';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** Astro's resolved id of the data-store module (astro/dist/content/consts.js). */
export const DATA_STORE_MODULE = '\0astro:data-layer-content';
/** Where content sync writes the store in a build: <cacheDir>/data-store.json. */
export const DATA_STORE_FILE = 'data-store.json';
/** The Vite environment Astro prerenders pages from. */
const PRERENDER_ENVIRONMENT = 'prerender';

/** The data-store module that reads the store file when the bundle loads. */
export function dataStoreModule(file: string): string {
  return (
    `import { readFileSync } from 'node:fs';\n` +
    `export default JSON.parse(readFileSync(${JSON.stringify(file)}, 'utf8'));\n`
  );
}

export function dataStoreFromFile(): AstroIntegration {
  let file: string | undefined;
  const plugin: Plugin = {
    name: 'dealer-sites:data-store-file',
    applyToEnvironment: (environment) => environment.name === PRERENDER_ENVIRONMENT,
    load: {
      order: 'pre',
      handler(id) {
        // no store file (nothing synced yet): Astro's own module, an empty store
        if (id !== DATA_STORE_MODULE || !file || !existsSync(file)) return null;
        return {
          code: dataStoreModule(file),
          map: { mappings: '' },
          // what Astro marks its own module with, for its incremental build
          meta: { astroIncremental: { kind: 'content-data' } },
        };
      },
    },
  };
  return {
    name: 'dealer-data-store-file',
    hooks: {
      'astro:config:setup': ({ command, updateConfig }) => {
        if (command === 'build') updateConfig({ vite: { plugins: [plugin] } });
      },
      'astro:config:done': ({ config }) => {
        file = fileURLToPath(new URL(DATA_STORE_FILE, config.cacheDir));
      },
    },
  };
}
