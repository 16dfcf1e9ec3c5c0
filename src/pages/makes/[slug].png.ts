/**
 * /makes/{make slug}.svg: the badge of each make the site lists that has one in the
 * manufacturer list, written by every build (the make tiles and filters show them), so a
 * content-API tenant has them as a sample-store one does.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { getManufacturers, getStock } from '../../data/collections';
import { makeBadgeSvg } from '../../domain/search/make-badge';

export const prerender = true;

export const getStaticPaths = (async () => {
  const listed = new Set((await getStock()).map((car) => car.make));
  const badges = new Map<string, string>();
  for (const m of await getManufacturers())
    if (m.logo?.url && listed.has(m.name) && !badges.has(m.slug)) badges.set(m.slug, m.name);
  return [...badges].map(([slug, name]) => ({ params: { slug }, props: { name } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params, props }) =>
  new Response(makeBadgeSvg(String(props.name), String(params.slug)), {
    headers: { 'content-type': 'image/svg+xml' },
  });
