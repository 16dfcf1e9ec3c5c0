/**
 * The search-quality phrases (tests/fixtures/search-phrases.json, reported by npm run
 * bench:search) on pacific-motor-group: each sets the filters it names, and each whose
 * filters find cars finds cars (the no-dead-end rule).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  readPhrases,
  tenantSearch,
  type Phrase,
  type TenantSearch,
} from '../../../../scripts/lib/search-quality';

const root = path.resolve(import.meta.dirname, '..', '..', '..', '..');
const fixture = JSON.parse(
  readFileSync(path.join(root, 'tests', 'fixtures', 'search-phrases.json'), 'utf8'),
) as { tenant: string; phrases: Phrase[] };

describe(`search-quality phrases on ${fixture.tenant}`, () => {
  let t: TenantSearch;
  beforeAll(() => {
    t = tenantSearch(root, fixture.tenant, Date.parse('2026-11-28T00:00:00Z'));
  });
  it('holds at least 60 phrases', () => expect(fixture.phrases.length).toBeGreaterThanOrEqual(60));
  it.each(fixture.phrases.map((p) => [p.phrase, p] as const))('%s', async (_phrase, p) => {
    const { rows } = await readPhrases(t, [p]);
    const [row] = rows;
    expect(row.setsFilters, JSON.stringify(row.state)).toBe(true);
    const [filtersFind] = await t.count([{ ...row.state, query: undefined }]);
    if (filtersFind > 0) expect(row.count).toBeGreaterThan(0);
  });
});
