/**
 * Writes the URL-corpus tenant (a copy of a small sample tenant's store, few cars, every link
 * field holding a payload from corpus.ts) and builds it as its own tenant into a throwaway
 * dist folder under .cache/. The click test (url-corpus.spec.ts) serves that folder.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { addMissingLinkFields, CorpusWriter, type Injection } from './corpus';

export const REPO = path.resolve(import.meta.dirname, '..', '..');
/** Inside the repository: a built site imports packages from its node_modules. */
export const CORPUS_DIR = path.join(REPO, '.cache', 'url-corpus');
export const CORPUS_TENANT = 'url-corpus-rv';
export const SOURCE_TENANT = 'outback-caravans-rv';
export const MANIFEST = path.join(CORPUS_DIR, 'manifest.json');
/** Cars kept from the source store (at least one sold car among them when it has one). */
const CARS = 6;

export interface Manifest {
  tenant: string;
  distDir: string;
  injections: Injection[];
}

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));
const writeJson = (file: string, value: unknown) =>
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

type Rec = Record<string, unknown>;

/** Writes the corpus tenant into <dir>/tenants/<tenant>; returns what went where. */
export function writeCorpusTenant(dir = CORPUS_DIR): Manifest {
  const source = path.join(REPO, 'tenants', SOURCE_TENANT);
  if (!existsSync(path.join(source, 'store')))
    throw new Error(`${source}/store is missing: run \`npm run sample-data\` first`);
  const tenantsDir = path.join(dir, 'tenants');
  const target = path.join(tenantsDir, CORPUS_TENANT);
  rmSync(target, { recursive: true, force: true });
  mkdirSync(tenantsDir, { recursive: true });
  cpSync(source, target, { recursive: true });
  const registry = readJson(path.join(target, 'tenant.json')) as Rec;
  const id = String(registry.website_id);
  writeJson(path.join(target, 'tenant.json'), { ...registry, slug: CORPUS_TENANT });
  const store = path.join(target, 'store');

  // few cars: the first few in stock and one sold, in the index and the per-car files
  const indexFile = path.join(store, 'indexes', 'Car_production.json');
  const cars = readJson(indexFile) as Rec[];
  const sold = cars.find((c) => c.status === 'sold');
  const kept = [
    ...cars.filter((c) => c.status !== 'sold').slice(0, CARS - 1),
    ...(sold ? [sold] : []),
  ];
  writeJson(indexFile, kept);
  const keep = new Set(kept.map((c) => `${String(c.id)}.json`));
  const carsDir = path.join(store, 'websites', id, 'cars');
  if (existsSync(carsDir))
    for (const f of readdirSync(carsDir)) if (!keep.has(f)) rmSync(path.join(carsDir, f));

  const corpus = new CorpusWriter();
  const siteFile = path.join(store, 'websites', `${id}.json`);
  const site = readJson(siteFile) as Rec;
  site.slug = CORPUS_TENANT;
  addMissingLinkFields(site);
  corpus.inject(site, 'website');
  writeJson(siteFile, site);

  for (const [file, label] of [
    ['pages.json', 'pages'],
    ['blogs.json', 'blogs'],
  ] as const) {
    const f = path.join(store, 'websites', id, file);
    if (!existsSync(f)) continue;
    const items = readJson(f) as Rec[];
    corpus.inject(items, label);
    items.forEach((item, i) => {
      const blocks = (item.blocks as Rec[] | undefined) ?? [];
      blocks.unshift(corpus.htmlBlock(`${label}[${i}].blocks`));
      item.blocks = blocks;
    });
    writeJson(f, items);
  }
  for (const f of [
    path.join(store, 'websites', id, 'promotions.json'),
    path.join(store, 'indexes', 'Offer_production.json'),
  ]) {
    if (!existsSync(f)) continue;
    const value = readJson(f);
    corpus.inject(value, path.basename(f, '.json'));
    writeJson(f, value);
  }
  const manifest: Manifest = {
    tenant: CORPUS_TENANT,
    distDir: path.join(dir, 'dist'),
    injections: corpus.injections,
  };
  writeJson(path.join(dir, 'manifest.json'), manifest);
  return manifest;
}

/** Warnings of the build log that name the tenant and a field, keyed by the marker they quote. */
export function refusalWarnings(log: string, tenant: string): Map<number, string> {
  const out = new Map<number, string>();
  const re = new RegExp(
    `${tenant}: ([^\\n]*?): unsafe link "[\\s\\S]{0,90}?__xss_marker_(\\d+)\\b`,
    'g',
  );
  for (const m of log.matchAll(re)) if (!out.has(Number(m[2]))) out.set(Number(m[2]), m[1]);
  return out;
}
