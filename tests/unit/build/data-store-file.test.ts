/**
 * The prerender bundle's data-store module reads the store file content sync wrote; the server
 * bundle's reads a copy written beside its chunk (src/build/data-store-file.ts).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import {
  DATA_STORE_FILE,
  DATA_STORE_MODULE,
  dataStoreFromFile,
  dataStoreModule,
  serverDataStoreModule,
  serverStoreFileName,
} from '../../../src/build/data-store-file';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The integration's Vite plugins (prerender, server), set up as Astro would for a build with this cache folder. */
function setUpBoth(cacheDir: string, command: 'build' | 'dev' = 'build'): Plugin[] | undefined {
  const integration = dataStoreFromFile();
  let plugins: Plugin[] | undefined;
  const hooks = integration.hooks as Record<string, (options: unknown) => void>;
  hooks['astro:config:setup']({
    command,
    updateConfig: (c: { vite: { plugins: Plugin[] } }) => (plugins = c.vite.plugins),
  });
  hooks['astro:config:done']({ config: { cacheDir: pathToFileURL(cacheDir + '/') } });
  return plugins;
}
const setUp = (cacheDir: string, command: 'build' | 'dev' = 'build') =>
  setUpBoth(cacheDir, command)?.[0];

interface Emitted {
  type: string;
  fileName: string;
  source: Buffer;
}
/** The server plugin's generateBundle over `bundle`: the files it emits, or the error it raises. */
function generate(plugin: Plugin, bundle: Record<string, unknown>): Emitted[] {
  const emitted: Emitted[] = [];
  const context = {
    emitFile: (file: Emitted) => emitted.push(file),
    error: (message: string) => {
      throw new Error(message);
    },
  };
  (plugin.generateBundle as (this: unknown, o: unknown, b: unknown) => void).call(
    context,
    {},
    bundle,
  );
  return emitted;
}
const chunk = (fileName: string, moduleIds: string[]) => ({ type: 'chunk', fileName, moduleIds });

const load = (plugin: Plugin, id: string) =>
  (plugin.load as { handler: (id: string) => { code: string; meta: unknown } | null }).handler(id);

describe('dataStoreFromFile', () => {
  // a devalue-flattened store, as Astro writes it, with text whose bytes and characters differ
  const store = [['Map', 1, 2], 'stock', { title: 'Škoda – Octavia ’21' }];

  it('loads the store file when the bundle loads, as the same value Astro would inline', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'data-store-'));
    writeFileSync(path.join(dir, DATA_STORE_FILE), JSON.stringify(store));
    const plugin = setUp(dir)!;
    const loaded = load(plugin, DATA_STORE_MODULE)!;
    expect(loaded.meta).toEqual({ astroIncremental: { kind: 'content-data' } });
    const moduleFile = path.join(dir, 'data-layer.mjs');
    writeFileSync(moduleFile, loaded.code);
    const mod = (await import(pathToFileURL(moduleFile).href)) as { default: unknown };
    expect(mod.default).toEqual(store);
    expect(loaded.code).toBe(dataStoreModule(path.join(dir, DATA_STORE_FILE)));
  });

  it("leaves every other module, and a build with no store file, to Astro's own", () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'data-store-'));
    const plugin = setUp(dir)!;
    expect(load(plugin, DATA_STORE_MODULE)).toBeNull();
    writeFileSync(path.join(dir, DATA_STORE_FILE), '[]');
    expect(load(plugin, '\0astro:content')).toBeNull();
  });

  it('applies to the prerender bundle of a build only', () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'data-store-'));
    const plugin = setUp(dir)!;
    const applies = plugin.applyToEnvironment as (e: { name: string }) => boolean;
    expect(['prerender', 'ssr', 'client'].map((name) => applies({ name }))).toEqual([
      true,
      false,
      false,
    ]);
    const server = setUpBoth(dir)![1];
    const serverApplies = server.applyToEnvironment as (e: { name: string }) => boolean;
    expect(['prerender', 'ssr', 'client'].map((name) => serverApplies({ name }))).toEqual([
      false,
      true,
      false,
    ]);
    expect(setUpBoth(dir, 'dev')).toBeUndefined();
  });

  it('gives the server bundle the store as a file beside the chunk that reads it', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'data-store-'));
    writeFileSync(path.join(dir, DATA_STORE_FILE), JSON.stringify(store));
    const server = setUpBoth(dir)![1];
    const loaded = load(server, DATA_STORE_MODULE)!;
    expect(loaded.code).toBe(serverDataStoreModule());
    expect(loaded.meta).toEqual({ astroIncremental: { kind: 'content-data' } });
    const emitted = generate(server, {
      'entry.mjs': chunk('entry.mjs', ['/src/entry.ts']),
      'chunks/data.mjs': chunk('chunks/_astro_data-layer-content_X.mjs', [DATA_STORE_MODULE]),
      'chunks/style.css': { type: 'asset', fileName: 'chunks/style.css' },
    });
    expect(emitted.map((e) => [e.type, e.fileName])).toEqual([['asset', 'chunks/data-store.json']]);
    // the chunk, written where the bundle puts it, reads the file beside it
    const out = path.join(dir, 'server');
    mkdirSync(path.join(out, 'chunks'), { recursive: true });
    writeFileSync(path.join(out, emitted[0].fileName), emitted[0].source);
    const moduleFile = path.join(out, 'chunks', '_astro_data-layer-content_X.mjs');
    writeFileSync(moduleFile, loaded.code);
    const mod = (await import(pathToFileURL(moduleFile).href)) as { default: unknown };
    expect(mod.default).toEqual(store);
    expect(serverStoreFileName('entry.mjs')).toBe('data-store.json');
  });

  it('refuses to finish a server bundle whose reading module no chunk holds', () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'data-store-'));
    writeFileSync(path.join(dir, DATA_STORE_FILE), '[]');
    const server = setUpBoth(dir)![1];
    load(server, DATA_STORE_MODULE);
    expect(() => generate(server, { 'entry.mjs': chunk('entry.mjs', ['/src/entry.ts']) })).toThrow(
      'no chunk of the server bundle holds',
    );
  });

  it('leaves the server bundle as Astro makes it when there is no store file', () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'data-store-'));
    const server = setUpBoth(dir)![1];
    expect(load(server, DATA_STORE_MODULE)).toBeNull();
    expect(generate(server, { 'c.mjs': chunk('c.mjs', [DATA_STORE_MODULE]) })).toEqual([]);
  });
});
