/**
 * Every make logo a page shows is a file the build writes: /makes/{slug}.png for each listed
 * make with a badge (src/pages/makes/[slug].png.ts), whatever the tenant's content source
 * (a content-API tenant's make logos were /sample-media/ links that only sample stores had).
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pageDataFor, type TenantFixture } from '../../support/astro-content';
import { MANUFACTURERS } from '../../../src/data/manufacturers';
import { parseHex } from '../../../src/domain/format/color';
import {
  brandColours,
  makeBadgePath,
  makeBadgeSvg,
  MAKE_BADGE_PNG,
} from '../../../src/domain/search/make-badge';

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
    const route = await pageDataFor(tenant, () => import('../../../src/pages/makes/[slug].png'));
    const paths = await route.getStaticPaths();
    expect(paths.map((p) => p.params.slug).sort()).toEqual(['jayco', 'kia', 'toyota']);
    const kia = paths.find((p) => p.params.slug === 'kia')!;
    const response = await route.GET({ params: kia.params, props: kia.props } as never);
    expect(response.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await response.arrayBuffer());
    expect(png).toEqual(await route.makeBadgePng('Kia', 'kia'));

    const search = await pageDataFor(tenant, () => import('../../../src/page-data/search'));
    const logos = Object.values((await search.searchContext()).config.makeLogos);
    expect(logos.sort()).toEqual(paths.map((p) => makeBadgePath(p.params.slug)).sort());
  });

  it('rasterises the badge at three times the size pages show it, its name drawn in its text colour', async () => {
    const { data, info } = await sharp(
      await (await import('../../../src/pages/makes/[slug].png')).makeBadgePng('Toyota', 'toyota'),
    )
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([MAKE_BADGE_PNG.width, MAKE_BADGE_PNG.height]);
    const [bg, fg] = brandColours('toyota').map((hex) => parseHex(hex)!);
    const near = (x: number, y: number, rgb: number[]) => {
      const at = (y * info.width + x) * info.channels;
      return rgb.every((v, c) => Math.abs(data[at + c] - v) < 40);
    };
    // the middle row crosses the name: brand colour between the letters, the text colour in them
    // (a build machine with no font would draw the pill without its name)
    const row = Math.round(info.height / 2);
    const xs = Array.from({ length: info.width / 2 }, (_, i) => Math.round(info.width / 4) + i);
    expect(xs.filter((x) => near(x, row, fg)).length).toBeGreaterThan(6);
    expect(xs.filter((x) => near(x, row, bg)).length).toBeGreaterThan(6);
    // outside the pill, transparent
    expect(data[3]).toBe(0);
  });

  it('escapes a make name in the SVG', () => {
    expect(makeBadgeSvg('A<b>&"c', 'x')).toContain('A&lt;B&gt;&amp;&quot;C');
  });
});
