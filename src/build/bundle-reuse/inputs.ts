/**
 * What goes into a build's bundles, for src/build/bundle-reuse.ts: the strings that
 * name its tenant (./template.ts), and the signature of everything else.
 */
import type { AstroConfig } from 'astro';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ViteBuilder } from 'vite';
import { toTemplate, type TenantStrings } from './template';
import { CODE_INPUTS, codeDigest } from '../build-digest';

/**
 * The sources a build's bundles are made from, by content: what an incremental build counts as
 * its code (src/build/build-digest.ts), and the packages npm installed.
 */
const SOURCE_INPUTS = [...CODE_INPUTS, 'node_modules/.package-lock.json'];

/** The Netlify adapter's module of per-build values (its middleware secret among them). */
const NETLIFY_CONFIG_PLUGIN = 'virtual:astro-netlify:config';

interface PageData {
  key: string;
  route: { prerender: boolean; type: string };
}

/** Why a build's bundles are built: no recording yet, or which of its inputs differ from the recorded build's. */
export function whyNotReused(
  rec: { slug: string; signature: string } | undefined,
  signature: string,
): string {
  if (!rec) return 'no recording of its inputs yet';
  const was = JSON.parse(rec.signature) as Record<string, unknown>;
  const now = JSON.parse(signature) as Record<string, unknown>;
  const differ = Object.keys(now).filter((k) => JSON.stringify(was[k]) !== JSON.stringify(now[k]));
  return `its ${differ.join(', ')} differ from ${rec.slug}'s build`;
}

export function outDirOf(env: { config: { root: string; build: { outDir: string } } }): string {
  return path.resolve(env.config.root, env.config.build.outDir);
}

const dirPath = (url: URL) => fileURLToPath(url).replace(/[\\/]$/, '');

/** The strings that name this build's tenant (./bundle-reuse/template.ts). */
export async function tenantStrings(
  config: AstroConfig,
  builder: ViteBuilder,
): Promise<TenantStrings> {
  const cwd = process.cwd();
  const folders = {
    root: dirPath(config.root),
    cacheDir: dirPath(config.cacheDir),
    outDir: dirPath(config.outDir),
  };
  const values: Record<string, string | undefined> = { site: config.site };
  for (const [name, dir] of Object.entries(folders)) {
    values[name] = dir;
    const rel = path.relative(cwd, dir);
    if (rel && !rel.startsWith('..') && !path.isAbsolute(rel)) values[`${name}Relative`] = rel;
  }
  values.netlifySecret = await netlifySecret(builder);
  return values;
}

/** The Netlify adapter's middleware secret for this build (a new one per build), if it is in use. */
async function netlifySecret(builder: ViteBuilder): Promise<string | undefined> {
  const plugin = builder.config.plugins.find((p) => p.name === NETLIFY_CONFIG_PLUGIN);
  if (!plugin) return undefined;
  const hook = plugin.load;
  const load = typeof hook === 'function' ? hook : hook?.handler;
  const code = await (load as unknown as (id: string) => unknown)?.call(
    {},
    `\0${NETLIFY_CONFIG_PLUGIN}`,
  );
  const secret =
    typeof code === 'string' ? /\bmiddlewareSecret = "([^"]+)"/.exec(code)?.[1] : undefined;
  if (!secret)
    throw new Error(
      `bundle reuse: ${NETLIFY_CONFIG_PLUGIN} no longer gives "middlewareSecret"; check src/build/bundle-reuse/inputs.ts`,
    );
  return secret;
}

export function hasServerIslands(builder: ViteBuilder): boolean {
  const plugin = builder.environments.prerender?.config.plugins.find(
    (p) => p.name === 'astro:server-islands',
  ) as { api?: { hasServerIslands?: () => boolean } } | undefined;
  return plugin?.api?.hasServerIslands?.() === true;
}

/**
 * Everything the bundles are made from but the tenant's strings: two builds with the same
 * signature build the same bundles. The routes, the environment variables Vite or the adapter
 * read (NETLIFY, NODE_ENV, PUBLIC_*), the configuration, each environment's plugins and output
 * folder, Astro's generated content modules, and the sources by content (SOURCE_INPUTS).
 */
export function signatureOf(
  config: AstroConfig,
  buildOutput: string,
  builder: ViteBuilder,
  internals: { pagesByKeys: Map<string, PageData> },
  values: TenantStrings,
): string {
  const env = Object.entries(process.env)
    .filter(([k]) => k === 'NETLIFY' || k === 'NODE_ENV' || k.startsWith('PUBLIC_'))
    .sort(([a], [b]) => a.localeCompare(b));
  const root = fileURLToPath(config.root);
  const generated = ['content-assets.mjs', 'content-modules.mjs'].map((f) => {
    const file = path.join(root, '.astro', f);
    return existsSync(file) ? toTemplate(readFileSync(file, 'utf8'), values) : null;
  });
  return JSON.stringify({
    node: process.version,
    env,
    site: Boolean(config.site),
    config: {
      base: config.base,
      trailingSlash: config.trailingSlash,
      output: config.output,
      buildOutput,
      build: config.build.format,
      inline: config.build.inlineStylesheets,
      adapter: config.adapter?.name,
      integrations: config.integrations.map((i) => i.name),
    },
    routes: [...internals.pagesByKeys.values()]
      .map((p) => `${p.key}|${p.route.prerender}|${p.route.type}`)
      .sort(),
    environments: Object.entries(builder.environments).map(([name, e]) => [
      name,
      toTemplate(outDirOf(e), values),
      e.config.plugins.map((p) => p.name),
    ]),
    generated,
    sources: codeDigest(path.dirname(fileURLToPath(config.srcDir)), SOURCE_INPUTS),
  });
}
