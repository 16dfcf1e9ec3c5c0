/**
 * The published content contract (docs/content-api/) is current: regenerated in memory from
 * the zod schemas, it equals the checked-in files. And the generated JSON Schema says what
 * the build accepts: fixture payloads and a generated sample store pass it, a page without
 * blocks fails it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateSampleData } from '../../../scripts/generate-sample-data';
import { Ajv2020 } from 'ajv/dist/2020.js';
import {
  CONTENT_PAYLOADS,
  CONTRACT_DIR,
  contractFiles,
  payloadJsonSchema,
} from '../../../scripts/lib/content-contract';
import { paths } from '../../../src/data/content-api';
import { miniCars, miniWebsite } from '../../support/fixture-tenant';

const dir = path.resolve(import.meta.dirname, '..', '..', '..', CONTRACT_DIR);
const REGENERATE = 'run `npm run docs:content-api` and commit docs/content-api/';

describe('docs/content-api/', () => {
  const expected = contractFiles();

  it('holds exactly the generated files', () => {
    expect(existsSync(dir), REGENERATE).toBe(true);
    expect(readdirSync(dir).sort(), REGENERATE).toEqual([...expected.keys()].sort());
  });

  it.each([...expected.keys()])('%s is current', (name) => {
    const onDisk = readFileSync(path.join(dir, name), 'utf8');
    expect(onDisk === expected.get(name), `${name} is stale: ${REGENERATE}`).toBe(true);
  });

  it("names the API's paths as the client reads them", () => {
    const reads = CONTENT_PAYLOADS.map((p) => p.read).join('\n');
    for (const p of [paths.website('{id}'), paths.pages('{id}'), paths.promotions('{id}')])
      expect(reads).toContain(p);
    expect(reads).toContain('websites/{id}.json');
    expect(reads).toContain('websites/{id}/pages.json');
  });
});

describe('the generated JSON Schema', () => {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  const validator = (name: string) => {
    const payload = CONTENT_PAYLOADS.find((p) => p.name === name);
    if (!payload) throw new Error(`no payload ${name}`);
    return ajv.compile(payloadJsonSchema(payload));
  };

  it('accepts the fixture website, with unknown extra fields', () => {
    const validate = validator('website');
    expect(
      validate(miniWebsite('mini', 9, { a_field_the_dashboard_added: 1 })),
      ajv.errorsText(validate.errors),
    ).toBe(true);
  });

  it('accepts the fixture cars', () => {
    const validate = validator('car');
    for (const car of miniCars('mini'))
      expect(validate(car), ajv.errorsText(validate.errors)).toBe(true);
  });

  it('accepts a page list and refuses a page without blocks, naming the field', () => {
    const validate = validator('pages');
    expect(validate([{ id: 1, slug: 'about', title: 'About', blocks: [] }])).toBe(true);
    expect(validate([{ id: 1, slug: 'about', title: 'About' }])).toBe(false);
    expect(ajv.errorsText(validate.errors)).toContain("must have required property 'blocks'");
  });
});

describe('the generated JSON Schema accepts the sample store', () => {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  const slug = 'sunshine-coast-toyota';
  let root: string;
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'contract-sample-'));
    await generateSampleData({
      tenantsDir: root,
      mediaDir: null,
      now: new Date('2026-11-21T00:00:00Z'),
      tenants: [slug],
    });
  }, 60_000);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('every payload the build reads, as the store holds it', () => {
    const read = (file: string): unknown =>
      JSON.parse(readFileSync(path.join(root, slug, file), 'utf8'));
    const entry = read('tenant.json') as { website_id: number };
    const id = entry.website_id;
    const website = read(`store/${paths.website(id)}`) as { manufacturer_id?: number };
    const manufacturer = read(`store/${paths.manufacturer(website.manufacturer_id!)}`) as {
      models: number[];
    };
    const payloads: [string, unknown[]][] = [
      ['tenant', [entry]],
      ['website', [website]],
      ['manufacturer', [manufacturer]],
      ['model', manufacturer.models.map((m) => read(`store/${paths.model(m)}`))],
      ['promotions', [read(`store/${paths.promotions(id)}`)]],
      ['pages', [read(`store/${paths.pages(id)}`)]],
      ['blogs', [read(`store/${paths.blogs(id)}`)]],
      ['search-slugs', [read(`store/${paths.searchSlugs(id)}`)]],
      ['search-page-templates', [read(`store/${paths.searchPageTemplates(id)}`)]],
      ['car', read('store/indexes/Car_production.json') as unknown[]],
      ['offer', read('store/indexes/Offer_production.json') as unknown[]],
      ['part', read('store/indexes/Part_production.json') as unknown[]],
    ];
    expect(payloads.map(([name]) => name)).toEqual(CONTENT_PAYLOADS.map((p) => p.name));
    for (const [name, docs] of payloads) {
      const payload = CONTENT_PAYLOADS.find((p) => p.name === name)!;
      const validate = ajv.compile(payloadJsonSchema(payload));
      expect(docs.length, name).toBeGreaterThan(0);
      for (const doc of docs)
        expect(validate(doc), `${name}: ${ajv.errorsText(validate.errors)}`).toBe(true);
    }
  });
});
