/**
 * The fixed page set the page audits run over (bench:pages, the axe e2e spec and the HTML
 * validator test): for each page kind a tenant has, the first built example of it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SEARCH_INDEXES } from '../../../src/domain/search/indexes';
import { DEFAULT_SEARCH_PATH } from '../../../src/domain/tenant/config/search-defaults';
import { indexPath } from '../../../src/data/sample-store';
import { slugify } from '../../../src/domain/format/slug';
import { modelName } from '../../../src/domain/vehicle/car-values';
import type { PageKind } from './budgets';

interface StoreCar {
  slug: string;
  make: string;
  model: string | { name: string };
  status: string;
  images?: unknown[];
}

export interface PageRef {
  kind: PageKind;
  path: string;
  /** The built HTML file, for the validator. */
  file: string;
}

/** The built file a URL path is served from (as sirv resolves it). */
function builtFile(client: string, urlPath: string): string | null {
  const clean = urlPath.replace(/\/$/, '');
  for (const candidate of [`${clean}/index.html`, `${clean}.html`, `${clean || ''}/index.html`]) {
    const file = path.join(client, candidate);
    if (existsSync(file)) return file;
  }
  return null;
}

/** The first built page under a folder of the site (depth first, names sorted), as a URL path. */
function firstPageUnder(client: string, dir: string): string | null {
  const full = path.join(client, dir);
  if (!existsSync(full)) return null;
  const entries = readdirSync(full, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  );
  for (const e of entries)
    if (e.isFile() && e.name.endsWith('.html')) return `${dir}/${e.name.slice(0, -'.html'.length)}`;
  for (const e of entries) {
    if (!e.isDirectory()) continue;
    const found = firstPageUnder(client, `${dir}/${e.name}`);
    if (found) return found;
  }
  return null;
}

const mostCommon = (xs: string[]) => {
  const counts = new Map<string, number>();
  for (const x of xs) counts.set(x, (counts.get(x) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]).map(([x]) => x);
};

/** The fixed page set of one tenant: each kind the tenant has, the first built example of it. */
export function auditPages(root: string, tenant: string): PageRef[] {
  const client = path.join(root, 'dist', tenant, 'client');
  const out: PageRef[] = [];
  const add = (kind: PageKind, candidates: string[]) => {
    for (const p of candidates) {
      const file = builtFile(client, p);
      if (file) return void out.push({ kind, path: p, file });
    }
  };
  add('home', ['/']);
  add('search', [DEFAULT_SEARCH_PATH.replace(/\/$/, ''), '/search']);
  const storeFile = path.join(root, 'tenants', tenant, 'store', indexPath(SEARCH_INDEXES.cars));
  const cars: StoreCar[] = existsSync(storeFile) ? JSON.parse(readFileSync(storeFile, 'utf8')) : [];
  const makes = mostCommon(cars.map((c) => c.make)).map(slugify);
  add(
    'make landing',
    makes.map((m) => `/search/${m}`),
  );
  const make = makes.find((m) => builtFile(client, `/search/${m}`));
  if (make) {
    const models = mostCommon(
      cars.filter((c) => slugify(c.make) === make).map((c) => slugify(modelName(c))),
    );
    add(
      'model landing',
      models.map((m) => `/search/${make}/${m}`),
    );
  }
  // the vehicle pages' folder: the one the tenant's cars are built in (a motorcycle or camper
  // site also has /cars/trade-in, so the folder existing is not enough)
  const prefix = ['motorcycles', 'campers', 'cars'].find((d) =>
    cars.some((c) => builtFile(client, `/${d}/${c.slug}`)),
  );
  if (prefix) {
    const page = (c: StoreCar) => `/${prefix}/${c.slug}`;
    const built = cars.filter((c) => builtFile(client, page(c)));
    add(
      'vehicle',
      built.filter((c) => c.status === 'in_stock' && (c.images?.length ?? 0) > 3).map(page),
    );
    add('vehicle sold', built.filter((c) => c.status === 'sold').map(page));
    add('vehicle no image', built.filter((c) => !c.images?.length).map(page));
  }
  add('contact', ['/contact']);
  add('finance', ['/finance']);
  add('trade-in', ['/trade-in']);
  add('locations', ['/our-location']);
  add('offers', ['/special-offers']);
  const under = (dir: string) => [firstPageUnder(client, dir)].filter((p) => p !== null);
  add('location', under('/locations'));
  add('offer', under('/offers'));
  add('model', under('/new-vehicles'));
  add('content block', under('/pages'));
  add('content', ['/about-us', '/privacy-policy']);
  add('blog', ['/blog']);
  return out;
}
