/** A car's pictures: shared sample pictures of its body and colour, cycling through the views. */
import type { CarPayload } from '../payloads';
import type { Rng } from '../random';
import { pictureBody, pictureUrl, thumbUrl, VIEWS } from '../media/pictures';
import type { ColourFamily } from '../words/colours';
import type { Unit } from './units';

type Pictures = Pick<CarPayload, 'images' | 'thumbnails' | 'primary_image_url' | 'photos_count'>;

export function carPictures(
  rng: Rng,
  unit: Pick<Unit, 'body' | 'itemType'>,
  colour: ColourFamily,
  count: number,
): Pictures {
  const body = pictureBody(unit.body, unit.itemType);
  // Start on the side or front view; the rest follow in order.
  const start = rng.chance(0.6) ? 0 : 1;
  const images = Array.from({ length: count }, (_, i) => {
    const view = VIEWS[(start + i) % VIEWS.length];
    return {
      image: { url: pictureUrl(body, colour, view), thumb: { url: thumbUrl(body, colour, view) } },
      visible: true,
    };
  });
  return picturesOf(images);
}

/** thumbnails, primary_image_url and photos_count for a list of images. */
export function picturesOf(images: NonNullable<CarPayload['images']>): Pictures {
  return {
    images,
    thumbnails: images.map((i) => i.image?.thumb?.url ?? i.image?.url ?? '').filter(Boolean),
    primary_image_url: images[0]?.image?.url ?? null,
    photos_count: images.length,
  };
}
