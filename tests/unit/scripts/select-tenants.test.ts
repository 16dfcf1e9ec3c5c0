/** Which tenants build-all, the server and the benchmarks take (scripts/lib/tenants.ts). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import path from 'node:path';
import { selectTenants } from '../../../scripts/lib/tenants';
import { tempDir, writeTenant } from '../../support/fixture-tenant';

afterEach(() => vi.unstubAllEnvs());

function repo(slugs: string[]): string {
  vi.stubEnv('DEALER_TENANTS_DIR', '');
  const root = tempDir('select-tenants-');
  slugs.forEach((slug, i) => writeTenant(path.join(root, 'tenants'), slug, 100 + i));
  return root;
}

describe('selectTenants', () => {
  it('takes every tenant, sorted, when none is named', () => {
    expect(selectTenants({ root: repo(['c-motors', 'a-motors', 'b-motors']) })).toEqual([
      'a-motors',
      'b-motors',
      'c-motors',
    ]);
  });

  it('takes the named tenants in the order given, a tenant named twice once', () => {
    const root = repo(['a-motors', 'b-motors', 'c-motors']);
    expect(selectTenants({ root, tenants: 'c-motors, a-motors,c-motors,,a-motors' })).toEqual([
      'c-motors',
      'a-motors',
    ]);
  });

  it('names the unknown tenants and the known ones', () => {
    const root = repo(['a-motors', 'b-motors']);
    expect(() => selectTenants({ root, tenants: 'a-motors,z-motors' })).toThrow(
      'Unknown tenant(s): z-motors. Known: a-motors, b-motors',
    );
  });

  it.each([
    ['1/2', ['a-motors', 'c-motors', 'e-motors']],
    ['2/2', ['b-motors', 'd-motors']],
    ['3/3', ['c-motors']],
    ['1/1', ['a-motors', 'b-motors', 'c-motors', 'd-motors', 'e-motors']],
  ])('shard %s of the sorted list', (shard, expected) => {
    const root = repo(['e-motors', 'd-motors', 'c-motors', 'b-motors', 'a-motors']);
    expect(selectTenants({ root, shard })).toEqual(expected);
  });

  it.each(['0/2', '3/2', '1/0', '1', 'a/b', '1/2/3'])('refuses shard %j', (shard) => {
    expect(() => selectTenants({ root: repo(['a-motors']), shard })).toThrow(/--shard/);
  });
});
