/**
 * The prerender bundle reads the content store from the file content sync wrote, instead of
 * carrying it inside the bundle. Astro makes its data-store module one string literal holding
 * the whole store (pacific-motor-group: 10 MB; 10,000 cars: about 50 MB), which Rolldown parses
 * and writes out in every build that imports it and V8 then compiles when the first page asks
 * for content: seconds of Vite build and of compiling for a large stock, growing faster
 * than the stock. The prerender bundle runs only during this build, on this machine, so it
 * reads the same file when it loads instead: the store it gets is the one Astro would have put
 * in the bundle (every page of pacific-motor-group the same).
 *
 * The server bundle (on-demand endpoints, deployed as functions) carries the store as a file
 * of its own: the build writes it beside the chunk that reads it (data-store.json), and the
 * chunk reads it relative to itself when it loads, a reference Netlify's function bundler
 * (@vercel/nft) follows and copies.
 */
import type { AstroIntegration } from 'astro';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** Astro's resolved id of the data-store module (astro/dist/content/consts.js). */
export const DATA_STORE_MODULE = '\0astro:data-layer-content';
/** Where content sync writes the store in a build: <cacheDir>/data-store.json. */
export const DATA_STORE_FILE = 'data-store.json';
/** The Vite environment Astro prerenders pages from. */
const PRERENDER_ENVIRONMENT = 'prerender';
/** The Vite environment of the deployed server bundle. */
const SERVER_ENVIRONMENT = 'ssr';

/** A data-store module that parses the store file named by `fileExpression` (JavaScript) when it loads. */
function readingModule(fileExpression: string): string {
  return (
    `import { readFileSync } from 'node:fs';\n` +
    `export default JSON.parse(readFileSync(${fileExpression}, 'utf8'));\n`
  );
}

/** The prerender bundle's data-store module: it reads the store file content sync wrote. */
export function dataStoreModule(file: string): string {
  return readingModule(JSON.stringify(file));
}

/** The server bundle's data-store module: it reads the store file written beside its chunk. */
export function serverDataStoreModule(): string {
  return readingModule(`new URL('./${DATA_STORE_FILE}', import.meta.url)`);
}

/** Where the store file goes in the server output: beside the chunk holding the data-store module. */
export function serverStoreFileName(chunkFileName: string): string {
  return path.posix.join(path.posix.dirname(chunkFileName), DATA_STORE_FILE);
}

export function dataStoreFromFile(): AstroIntegration {
  let file: string | undefined;
  /** Whether the server bundle's module was made to read a file, which the bundle must then carry. */
  let serverReads = false;
  /** Both bundles' load hook: `code` for the data-store module, once content sync wrote the store file. */
  const loadStore = (code: (file: string) => string, loaded = () => {}): Plugin['load'] => ({
    order: 'pre',
    handler(id) {
      // no store file (nothing synced yet): Astro's own module, an empty store
      if (id !== DATA_STORE_MODULE || !file || !existsSync(file)) return null;
      loaded();
      return {
        code: code(file),
        map: { mappings: '' },
        // what Astro marks its own module with, for its incremental build
        meta: { astroIncremental: { kind: 'content-data' } },
      };
    },
  });
  const plugin: Plugin = {
    name: 'dealer-sites:data-store-file',
    applyToEnvironment: (environment) => environment.name === PRERENDER_ENVIRONMENT,
    load: loadStore(dataStoreModule),
  };
  const serverPlugin: Plugin = {
    name: 'dealer-sites:data-store-file-server',
    applyToEnvironment: (environment) => environment.name === SERVER_ENVIRONMENT,
    load: loadStore(serverDataStoreModule, () => (serverReads = true)),
    generateBundle(_options, bundle) {
      if (!serverReads || !file) return;
      const chunks = Object.values(bundle).filter(
        (out) => out.type === 'chunk' && out.moduleIds.includes(DATA_STORE_MODULE),
      );
      if (chunks.length === 0) {
        this.error(
          `no chunk of the server bundle holds ${DATA_STORE_MODULE}: its store file has no place`,
        );
      }
      const source = readFileSync(file);
      for (const chunk of chunks) {
        this.emitFile({ type: 'asset', fileName: serverStoreFileName(chunk.fileName), source });
      }
    },
  };
  return {
    name: 'dealer-data-store-file',
    hooks: {
      'astro:config:setup': ({ command, updateConfig }) => {
        if (command === 'build') updateConfig({ vite: { plugins: [plugin, serverPlugin] } });
      },
      'astro:config:done': ({ config }) => {
        file = fileURLToPath(new URL(DATA_STORE_FILE, config.cacheDir));
      },
    },
  };
}
