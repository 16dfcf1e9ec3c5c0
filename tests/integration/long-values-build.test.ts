/**
 * One long stock value no longer fails a whole tenant's build (rules.md: Hostile input): a tenant
 * whose car has a 300-character body, make and model builds, and the landing pages derived from
 * those values live in folders and files ({path}.html) whose names stay within the slug cap.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildTenants } from '../../build-all';
import { MAX_SLUG_LENGTH } from '../../src/domain/format/slug';
import { miniCars, repoTempDir, tempDir, writeTenant } from '../support/fixture-tenant';

const LONG = (word: string) => `${word} `.repeat(Math.ceil(300 / (word.length + 1))).slice(0, 300);

/** Every path segment of the built site: folder names, and page file names without '.html'. */
function folders(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? [e.name, ...folders(path.join(dir, e.name))]
      : e.name.endsWith('.html')
        ? [e.name.slice(0, -'.html'.length)]
        : [],
  );
}

describe('a tenant with 300-character stock values', () => {
  const tenantsDir = tempDir('tenants-');
  const distDir = repoTempDir('dist-');
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));

  it('builds, with every path segment within the slug cap', async () => {
    const slug = 'long-motors';
    const cars: Record<string, unknown>[] = miniCars(slug);
    cars[0] = {
      ...cars[0],
      body: LONG('Extended Wheelbase Cab Chassis'),
      make: LONG('Mazda'),
      model: LONG('Really Long Model'),
    };
    writeTenant(tenantsDir, slug, 41, undefined, cars);
    const [result] = await buildTenants([slug], {
      env: { DEALER_TENANTS_DIR: tenantsDir, DEALER_DIST_DIR: distDir },
      logDir: tempDir('logs-'),
      quiet: true,
    });
    expect(result.error ?? '').toBe('');
    expect(result.ok).toBe(true);
    const names = folders(path.join(distDir, slug, 'client'));
    expect(names.length).toBeGreaterThan(0);
    expect(Math.max(...names.map((n) => n.length))).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
    expect(names.some((n) => n.startsWith('extended-wheelbase-cab-chassis'))).toBe(true);
  }, 240_000);
});
