/**
 * The share image (rules.md: Vehicle detail page (VDP): 'share images are transformed to 1200x630
 * fill'): the car's primary photo cropped to fill 1200x630, made on request and cached by
 * the CDN. Only the car's own photo is ever fetched, so the route is no open image proxy.
 */
import sharp from 'sharp';
import { getSite } from '../../data/collections';
import { findLiveCar } from '../../data/live-car';
import { primaryImage } from '../../domain/vehicle/images';
import { SHARE_IMAGE } from '../../domain/vehicle/share';
import { listedStock } from '../../page-data/vehicle-routes';

export const SHARE_IMAGE_FETCH_TIMEOUT_MS = 5000;

export async function shareImageResponse(
  slug: string,
  env: Record<string, string | undefined> = {},
): Promise<Response> {
  const notFound = () =>
    new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } });
  const stock = await listedStock();
  let car = stock.find((c) => c.slug === slug) ?? null;
  if (!car && /^[a-z0-9][a-z0-9-]*$/i.test(slug)) {
    const live = await findLiveCar(slug, await getSite(), { env });
    if (live.kind === 'found') car = live.car;
  }
  const src = car ? primaryImage(car) : null;
  if (!src || !/^https?:\/\//i.test(src)) return notFound();
  try {
    const response = await fetch(src, {
      signal: AbortSignal.timeout(SHARE_IMAGE_FETCH_TIMEOUT_MS),
    });
    if (!response.ok) return notFound();
    const image = await sharp(Buffer.from(await response.arrayBuffer()))
      .resize(SHARE_IMAGE.width, SHARE_IMAGE.height, { fit: 'cover', position: 'attention' })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer();
    return new Response(new Uint8Array(image), {
      headers: {
        'content-type': 'image/jpeg',
        'cache-control': 'public, max-age=86400, s-maxage=604800, stale-while-revalidate=86400',
      },
    });
  } catch {
    return notFound();
  }
}
