/**
 * A minimal tenant written to a temp folder: registry entry, website payload and a few
 * cars in the store. Integration tests build it without depending on generated samples.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export function miniWebsite(slug: string, id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    slug,
    name: `${slug.replace(/-/g, ' ')} Motors`,
    url: `https://${slug}.example.com.au`,
    template: 'default',
    phone: '07 5443 1234',
    address: { street: '1 Main St', city: 'Brisbane', state: 'QLD', postcode: 4000 },
    search_filters: `dealership_slug:${slug}`,
    locations: [
      {
        id: id * 10,
        name: 'Sales',
        slug: `${slug}-sales`,
        location_type: 'sales',
        address: {
          street: '1 Main St',
          city: 'Brisbane',
          state: 'QLD',
          postcode: 4000,
          lat: '-27.47',
          long: '153.02',
        },
        contact_detail: { phone: '0754431234' },
        dealer_license_number: 'LMCT 12345',
        an_unknown_dashboard_field: { kept: true },
      },
    ],
    config: { primaryColor: '#c8102e' },
    ...overrides,
  };
}

export function miniCars(slug: string, now = Math.floor(Date.now() / 1000)) {
  const base = {
    show_on_dealer_website: true,
    dealership_slug: slug,
    price: 29990,
    car_type: 'used',
    status: 'in_stock',
  };
  return [
    { ...base, id: 1, slug: `${slug}-2020-mazda-cx-5`, make: 'Mazda', model: 'CX-5' },
    {
      ...base,
      id: 2,
      slug: `${slug}-2021-kia-cerato`,
      make: 'Kia',
      model: { name: 'Cerato' },
      car_type: 'new',
    },
    {
      ...base,
      id: 3,
      slug: `${slug}-sold-yesterday`,
      make: 'Kia',
      model: 'Sportage',
      status: 'sold',
      sold_date_timestamp: now - 86400,
    },
    {
      ...base,
      id: 4,
      slug: `${slug}-sold-last-month`,
      make: 'Kia',
      model: 'Rio',
      status: 'sold',
      sold_date_timestamp: now - 30 * 86400,
    },
    {
      ...base,
      id: 5,
      slug: `${slug}-hidden`,
      make: 'Kia',
      model: 'Rio',
      show_on_dealer_website: false,
    },
    {
      ...base,
      id: 6,
      slug: 'other-dealer-car',
      make: 'Ford',
      model: 'Ranger',
      dealership_slug: 'someone-else',
    },
  ];
}

export function writeTenant(
  tenantsDir: string,
  slug: string,
  id: number,
  website: unknown = miniWebsite(slug, id),
  cars: unknown[] = miniCars(slug),
) {
  const dir = path.join(tenantsDir, slug);
  mkdirSync(path.join(dir, 'store', 'websites'), { recursive: true });
  mkdirSync(path.join(dir, 'store', 'indexes'), { recursive: true });
  writeFileSync(path.join(dir, 'tenant.json'), JSON.stringify({ slug, website_id: id }, null, 2));
  writeFileSync(
    path.join(dir, 'store', 'websites', `${id}.json`),
    JSON.stringify(website, null, 2),
  );
  writeFileSync(
    path.join(dir, 'store', 'indexes', 'Car_production.json'),
    JSON.stringify(cars, null, 2),
  );
  return dir;
}

export function tempDir(prefix: string): string {
  return mkdtempSync(path.join(tmpdir(), prefix));
}

/** Where temp folders inside the repository go (vitest's run puts its own folder here). */
export const REPO_TEMP_BASE = path.resolve(import.meta.dirname, '..', '..', '.cache', 'tmp');

/** A temp folder inside the repository: built sites import packages from its node_modules. */
export function repoTempDir(prefix: string): string {
  const base = process.env.DEALER_TEST_REPO_TMP ?? REPO_TEMP_BASE;
  mkdirSync(base, { recursive: true });
  return mkdtempSync(path.join(base, prefix));
}
