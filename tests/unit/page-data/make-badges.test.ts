/**
 * Every make logo a page shows is a file the build writes: /makes/{slug}.svg for each listed
 * make with a badge (src/pages/makes/[slug].svg.ts), whatever the tenant's content source
 * (a content-API tenant's make logos were /sample-media/ links that only sample stores had).
 */
import { describe, expect, it } from 'vitest';
import { pageDataFor, type TenantFixture } from '../../support/astro-content';
import { MANUFACTURERS } from '../../../src/data/manufacturers';
import { makeBadgePath, makeBadgeSvg } from '../../../src/domain/search/make-badge';

const car = (id: number, make: string) => ({
  id,
  slug: `car-${id}`,
  make,
  model: 'X',
  car_type: 'used',
  status: 'in_stock',
  show_on_dealer_website: true,
});

const tenant: TenantFixture = {
  website: { name: 'Badge Motors' },
  stock: [car(1, 'Toyota'), car(2, 'Kia'), car(3, 'Kia'), car(4, 'Jayco'), car(5, 'Zzz Motors')],
  manufacturers: MANUFACTURERS.map((m) => ({ ...m })),
};

describe('make badges', () => {
  it('the manufacturer list points each logo at the badge path, never at sample media', () => {
    for (const m of MANUFACTURERS) if (m.logo?.url) expect(m.logo.url).toBe(makeBadgePath(m.slug));
    expect(JSON.stringify(MANUFACTURERS)).not.toContain('sample-media');
  });

  it('the build writes a badge for each listed make that has one, once, and the search pages link only those', async () => {
    const route = await pageDataFor(tenant, () => import('../../../src/pages/makes/[slug].svg'));
    const paths = await route.getStaticPaths();
    expect(paths.map((p) => p.params.slug).sort()).toEqual(['jayco', 'kia', 'toyota']);
    const kia = paths.find((p) => p.params.slug === 'kia')!;
    const response = await route.GET({ params: kia.params, props: kia.props } as never);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toBe(makeBadgeSvg('Kia', 'kia'));

    const search = await pageDataFor(tenant, () => import('../../../src/page-data/search'));
    const logos = Object.values((await search.searchContext()).config.makeLogos);
    expect(logos.sort()).toEqual(paths.map((p) => makeBadgePath(p.params.slug)).sort());
  });

  it('escapes a make name in the SVG', () => {
    expect(makeBadgeSvg('A<b>&"c', 'x')).toContain('A&lt;B&gt;&amp;&quot;C');
  });
});
