/**
 * /makes/{make slug}.png: the badge of each make the site lists that has one in the
 * manufacturer list, written by every build (the make tiles and filters show them), so a
 * content-API tenant has them as a sample-store one does. Drawn as SVG (make-badge.ts) and
 * rasterised here at three times the size the pages show it: a bitmap is decoded off the main
 * thread once and then painted as one image, where an SVG image is laid out and drawn again,
 * text and all, on the main thread each time it is painted (seven of them were a third of the
 * paint of the tap that opens the phone's filter drawer).
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import sharp from 'sharp';
import { getManufacturers, getStock } from '../../data/collections';
import { MAKE_BADGE_PNG, makeBadgeSvg } from '../../domain/search/make-badge';

export const prerender = true;

export const getStaticPaths = (async () => {
  const listed = new Set((await getStock()).map((car) => car.make));
  const badges = new Map<string, string>();
  for (const m of await getManufacturers())
    if (m.logo?.url && listed.has(m.name) && !badges.has(m.slug)) badges.set(m.slug, m.name);
  return [...badges].map(([slug, name]) => ({ params: { slug }, props: { name } }));
}) satisfies GetStaticPaths;

/** The badge as a PNG of MAKE_BADGE_PNG's size. */
export async function makeBadgePng(name: string, slug: string): Promise<Buffer> {
  return sharp(Buffer.from(makeBadgeSvg(name, slug)), { density: MAKE_BADGE_PNG.density })
    .resize(MAKE_BADGE_PNG.width, MAKE_BADGE_PNG.height)
    .png({ compressionLevel: 9 })
    .toBuffer();
}

export const GET: APIRoute = async ({ params, props }) =>
  new Response(new Uint8Array(await makeBadgePng(String(props.name), String(params.slug))), {
    headers: { 'content-type': 'image/png' },
  });
