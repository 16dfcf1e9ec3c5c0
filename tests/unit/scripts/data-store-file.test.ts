/**
 * The prerender bundle's data-store module reads the store file content sync wrote
 * (src/integrations/data-store-file.ts).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import {
  DATA_STORE_FILE,
  DATA_STORE_MODULE,
  dataStoreFromFile,
  dataStoreModule,
} from '../../../src/integrations/data-store-file';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The integration's Vite plugin, set up as Astro would for a build with this cache folder. */
function setUp(cacheDir: string, command: 'build' | 'dev' = 'build'): Plugin | undefined {
  const integration = dataStoreFromFile();
  let plugin: Plugin | undefined;
  const hooks = integration.hooks as Record<string, (options: unknown) => void>;
  hooks['astro:config:setup']({
    command,
    updateConfig: (c: { vite: { plugins: Plugin[] } }) => (plugin = c.vite.plugins[0]),
  });
  hooks['astro:config:done']({ config: { cacheDir: pathToFileURL(cacheDir + '/') } });
  return plugin;
}

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
    expect(setUp(dir, 'dev')).toBeUndefined();
  });
});
