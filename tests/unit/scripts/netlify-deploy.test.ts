/**
 * The nightly deploy plan: succeeded tenants deploy to their own Netlify site, a failed one
 * keeps its last deploy, a tenant without a site id is named, and the CLI's arguments.
 */
import { describe, expect, it } from 'vitest';
import { deployArgs, planDeploys, siteIdVariable } from '../../../scripts/lib/netlify-deploy';

const built = [
  { slug: 'good-motors', ok: true },
  { slug: 'broken-motors', ok: false },
  { slug: 'same-motors', ok: true, skipped: true },
  { slug: 'new-motors', ok: true },
];

describe('nightly deploy plan', () => {
  it('deploys the tenants that built, never a failed one, each to its own site', () => {
    const env = {
      NETLIFY_SITE_IDS: JSON.stringify({ 'good-motors': 'id-good', 'broken-motors': 'id-broken' }),
      [siteIdVariable('same-motors')]: 'id-same',
    };
    expect(planDeploys(built, env)).toEqual([
      { slug: 'good-motors', deploy: true, siteId: 'id-good', reason: '' },
      {
        slug: 'broken-motors',
        deploy: false,
        siteId: 'id-broken',
        reason: 'build failed: the site keeps serving its last deploy',
      },
      { slug: 'same-motors', deploy: true, siteId: 'id-same', reason: '' },
      {
        slug: 'new-motors',
        deploy: false,
        siteId: null,
        reason: 'no Netlify site id (NETLIFY_SITE_IDS or NETLIFY_SITE_ID_NEW_MOTORS)',
      },
    ]);
  });

  it('a per-tenant variable wins over the map; a malformed map is a clear error', () => {
    const env = {
      NETLIFY_SITE_IDS: '{"good-motors":"from-map"}',
      NETLIFY_SITE_ID_GOOD_MOTORS: 'from-var',
    };
    expect(planDeploys([built[0]], env)[0].siteId).toBe('from-var');
    expect(() => planDeploys(built, { NETLIFY_SITE_IDS: '["x"]' })).toThrow(/JSON object/);
    expect(() => planDeploys(built, { NETLIFY_SITE_IDS: 'nope' })).toThrow(/JSON object/);
  });

  it('never deploys a tenant whose output folder holds no site, whatever the report says', () => {
    const env = { NETLIFY_SITE_IDS: JSON.stringify({ 'good-motors': 'a', 'same-motors': 'b' }) };
    const plans = planDeploys(built, env, (slug) => slug !== 'same-motors');
    expect(plans.map((p) => [p.slug, p.deploy])).toEqual([
      ['good-motors', true],
      ['broken-motors', false],
      ['same-motors', false],
      ['new-motors', false],
    ]);
    expect(plans[2].reason).toBe(
      'no site in its output folder: the site keeps serving its last deploy',
    );
  });

  it('deploys the prebuilt output to production without building, functions from the tenant root', () => {
    expect(
      deployArgs({ slug: 'good-motors', siteId: 'id-good', root: '/repo', message: 'Nightly' }),
    ).toEqual([
      'deploy',
      '--prod',
      '--no-build',
      '--json',
      '--cwd',
      '/repo/.build/good-motors',
      '--dir',
      '/repo/dist/good-motors',
      '--site',
      'id-good',
      '--message',
      'Nightly',
    ]);
  });
});
