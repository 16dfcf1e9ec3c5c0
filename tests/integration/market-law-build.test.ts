/**
 * The law and the words of each market on tenants built the way a new dealer's site is: from
 * the content API on loopback. A US dealer (lakeside-auto, Madison WI) and a New Zealand one
 * (harbour-motors-nz, Auckland) with nothing but their own content: their legal pages, footer
 * and location card carry their market's law and words, never Australia's (no 'Privacy Act
 * 1988', no ABN, no LMCT), and the NZ used car's page carries its Consumer Information Notice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildTenants } from '../../build-all';
import { startContentApiServer, type ContentApiServer } from '../../scripts/lib/content-api-server';
import { startMeiliLoopback } from '../support/meili-loopback';
import {
  miniCars,
  miniWebsite,
  repoTempDir,
  tempDir,
  writeTenant,
} from '../support/fixture-tenant';

const TOKEN = 'dG9rZW4=';
const BUILD_TIMEOUT = 240_000;

function usWebsite() {
  const address = { street: '200 Lake St', city: 'Madison', state: 'WI', postcode: 53703 };
  const base = miniWebsite('lakeside-auto', 61);
  return miniWebsite('lakeside-auto', 61, {
    url: 'https://lakeside-auto.example.com',
    phone: '(608) 555-0199',
    email: 'sales@lakeside-auto.example.com',
    address,
    config: {
      market: 'US',
      timeZone: 'America/Chicago',
      sidebarButtonsFinanceText: 'Get Approved',
      forms: { defaultState: 'wi' },
    },
    locations: [
      {
        ...base.locations[0],
        address: { ...address, lat: '43.07', long: '-89.38' },
        contact_detail: { phone: '(608) 555-0199' },
        dealer_license_number: 'DL-7781',
      },
    ],
  });
}

function nzWebsite() {
  const address = { street: '12 Quay St', city: 'Auckland', state: 'Auckland', postcode: 1010 };
  const base = miniWebsite('harbour-motors-nz', 62);
  return miniWebsite('harbour-motors-nz', 62, {
    url: 'https://harbour-motors.example.co.nz',
    phone: '09 300 1234',
    email: 'sales@harbour-motors.example.co.nz',
    legal_entity: 'Harbour Motors Limited NZBN 9429041234567',
    address,
    config: { market: 'NZ' },
    locations: [
      {
        ...base.locations[0],
        address: { ...address, lat: '-36.84', long: '174.77' },
        contact_detail: { phone: '09 300 1234' },
        dealer_license_number: 'M123456',
      },
    ],
  });
}

/** The NZ-flavoured stock: a used car with the Consumer Information Notice facts the tenant provides. */
function nzCars() {
  const [used, ...rest] = miniCars('harbour-motors-nz');
  return [
    {
      ...used,
      km: 84500,
      regplate: 'LKJ482',
      vin: 'JTDKB3FU603123456',
      rego_expiry: '2027-03-31',
      consumer_information_notice: {
        security_interest: false,
        first_registered_nz: '2020-02-14',
        previously_registered_overseas: true,
        overseas_country: 'Japan',
        imported_damaged: false,
        odometer_accurate: true,
        wof_expiry: '2027-02-14',
        write_off: false,
      },
    },
    ...rest,
  ];
}

/** A built page's visible text (scripts, styles and tags out). */
function pageText(distDir: string, slug: string, page: string): string {
  const html = readFileSync(path.join(distDir, slug, 'client', page), 'utf8');
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
}

describe('tenants built from the content API, in their market’s words', () => {
  const tenantsDir = tempDir('tenants-');
  const distDir = repoTempDir('dist-');
  const servers: { close(): Promise<void> }[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()));
    if (!process.env.KEEP_DIST) rmSync(distDir, { recursive: true, force: true });
    else console.log(distDir);
  });

  async function buildFromApi(slug: string, id: number, website: unknown, cars: unknown[]) {
    writeTenant(tenantsDir, slug, id, website, cars);
    const server: ContentApiServer = await startContentApiServer({
      storeDir: path.join(tenantsDir, slug, 'store'),
      token: TOKEN,
    });
    // the dealer's stock comes from its search host, read with the build key
    const meili = await startMeiliLoopback({
      adminKey: 'build-key',
      searchKey: 'search-key',
      documents: { Car_production: cars as Record<string, unknown>[] },
    });
    servers.push(server, meili);
    const [result] = await buildTenants([slug], {
      env: {
        DEALER_TENANTS_DIR: tenantsDir,
        DEALER_DIST_DIR: distDir,
        CONTENT_API_HOST: server.url,
        CONTENT_API_TOKEN: TOKEN,
        SEARCH_HOST: meili.host,
        SEARCH_KEY: 'search-key',
        MEILI_BUILD_KEY: 'build-key',
      },
      logDir: tempDir('logs-'),
      quiet: true,
    });
    expect(result.error ?? '').toBe('');
    expect(server.requests.some((r) => r.path === `/websites/${id}.json`)).toBe(true);
  }

  describe('a US dealer (lakeside-auto)', () => {
    beforeAll(
      () => buildFromApi('lakeside-auto', 61, usWebsite(), miniCars('lakeside-auto')),
      BUILD_TIMEOUT,
    );
    const text = (page: string) => pageText(distDir, 'lakeside-auto', page);

    it('privacy policy: no Privacy Act 1988; the FTC, the GLBA notice and automated decisions', () => {
      const t = text('privacy-policy.html');
      expect(t).not.toMatch(/Privacy Act 1988|Australian Privacy Principles|oaic/);
      expect(t).toContain('Gramm-Leach-Bliley Act');
      expect(t).toContain('Federal Trade Commission');
      expect(t).toContain(
        'We do not make decisions that significantly affect you by computer program alone.',
      );
    });
    it("terms: no ABN, no 'No ABN found', no Australian Consumer Law; the US consumer laws", () => {
      const t = text('terms-and-conditions.html');
      expect(t).not.toMatch(/ABN|Australian Consumer Law/);
      expect(t).toContain(
        'nothing in these terms limits your rights under federal and state consumer protection laws.',
      );
      expect(t).toContain('Dealer license: DL-7781.');
    });
    it('complaints: the state Attorney General and the FTC, not a state fair-trading office', () => {
      const t = text('pages/complaint-handling-process.html');
      expect(t).toContain('Attorney General');
      expect(t).toContain('Federal Trade Commission');
      expect(t).not.toMatch(/Fair Trading|Consumer Affairs Victoria/);
    });
    it('footer and location card: US licence words, no LMCT; the accessibility statement is linked', () => {
      const home = text('index.html');
      expect(home).toContain('Dealer License: DL-7781.');
      expect(home).not.toMatch(/LMCT|MVR |DL\/CL/);
      expect(
        readFileSync(path.join(distDir, 'lakeside-auto', 'client', 'index.html'), 'utf8'),
      ).toContain('href="/accessibility"');
      const location = text('our-location/lakeside-auto-sales.html');
      expect(location).toContain('Dealer license DL-7781');
      expect(location).not.toMatch(/DL\/CL|MRB/);
      expect(text('accessibility.html')).toContain('Americans with Disabilities Act');
    });
    it("the finance button reads as the dealer wrote it, never 'Get Get Approved'", () => {
      const page = text('cars/lakeside-auto-2020-mazda-cx-5.html');
      expect(page).toContain('Get Approved');
      expect(page).not.toContain('Get Get');
      expect(page).not.toMatch(/est\. drive-away|Consumer Information Notice/);
    });
  });

  describe('a New Zealand dealer (harbour-motors-nz)', () => {
    beforeAll(() => buildFromApi('harbour-motors-nz', 62, nzWebsite(), nzCars()), BUILD_TIMEOUT);
    const text = (page: string) => pageText(distDir, 'harbour-motors-nz', page);

    it('privacy policy: the Privacy Act 2020 and the Privacy Commissioner', () => {
      const t = text('privacy-policy.html');
      expect(t).toContain('Privacy Act 2020 and the information privacy principles');
      expect(t).toContain('Office of the Privacy Commissioner');
      expect(t).not.toMatch(/Privacy Act 1988|Australia/);
    });
    it('terms: the Consumer Guarantees Act and the Fair Trading Act; the NZBN and the trader registration', () => {
      const t = text('terms-and-conditions.html');
      expect(t).toContain('the Consumer Guarantees Act 1993 and the Fair Trading Act 1986');
      expect(t).toContain(
        'Harbour Motors Limited NZBN 9429041234567. Registered motor vehicle trader: M123456.',
      );
      expect(t).not.toMatch(/\bABN\b|Australian Consumer Law/);
    });
    it('complaints: the Motor Vehicle Disputes Tribunal', () => {
      expect(text('pages/complaint-handling-process.html')).toContain(
        'Motor Vehicle Disputes Tribunal',
      );
    });
    it('the used car’s page carries the Consumer Information Notice the tenant provides', () => {
      const t = text('cars/harbour-motors-nz-2020-mazda-cx-5.html');
      expect(t).toContain('Consumer Information Notice');
      expect(t).toContain('Motor vehicle trader registration number M123456');
      expect(t).toContain('Previously registered overseas Yes (Japan)');
      expect(t).toContain('Warrant of fitness expires 14 February 2027');
      expect(t).toContain('Odometer reading 84,500 km (believed accurate)');
      expect(t).not.toMatch(/comparison rate|est\. drive-away/i);
      // a new car, and a car no longer for sale, carry none
      for (const other of ['2021-kia-cerato', 'sold-yesterday'])
        expect(text(`cars/harbour-motors-nz-${other}.html`)).not.toContain(
          'Consumer Information Notice',
        );
    });
  });
});
