/**
 * Car image rules (rules.md: Results and car cards; rules.md: Other rules).
 * - Only images whose visible is not false are kept, unless that would leave none.
 * - A placeholder default vehicle image is detected and replaced by the first thumbnail,
 *   or the default image.
 */
import type { Car, CarImage } from './schema';

/** The dashboard's placeholder is a default-vehicle image; its file name carries this marker. */
export const PLACEHOLDER_IMAGE_MARKER = 'default-vehicle';
/** Our own stand-in when a car has nothing to show (the 'new arrival' placeholder). */
export const NEW_ARRIVAL_IMAGE = '/images/new-arrival.svg';

export function isPlaceholderImage(url: string | null | undefined): boolean {
  if (!url) return false;
  const file = url.split('?')[0].split('/').pop() ?? '';
  return file.toLowerCase().includes(PLACEHOLDER_IMAGE_MARKER);
}

/** The images a shopper may see: visible ones, or all of them when none is visible. */
export function visibleImages(images: readonly CarImage[] | null | undefined): CarImage[] {
  const all = (images ?? []).filter((i) => Boolean(i.image?.url));
  const visible = all.filter((i) => i.visible !== false);
  return visible.length > 0 ? visible : all;
}

export interface ShownImage {
  url: string;
  thumb: string;
}

/** The gallery: visible images, with any placeholder swapped for the first thumbnail (or dropped when there is none). */
export function galleryImages(car: Pick<Car, 'images' | 'thumbnails'>): ShownImage[] {
  const firstThumb = car.thumbnails?.find((t) => t && !isPlaceholderImage(t));
  const shown: ShownImage[] = [];
  for (const img of visibleImages(car.images)) {
    const url = img.image!.url!;
    const thumb = img.image?.thumb?.url ?? url;
    if (isPlaceholderImage(url)) {
      if (firstThumb) shown.push({ url: firstThumb, thumb: firstThumb });
      continue;
    }
    shown.push({ url, thumb });
  }
  return shown;
}

/**
 * The card/primary image: the first shown image; a placeholder is replaced by the first
 * thumbnail, or by the default image. null means the 'new arrival' placeholder applies.
 */
export function primaryImage(
  car: Pick<Car, 'images' | 'thumbnails' | 'primary_image_url'>,
): string | null {
  const gallery = galleryImages(car);
  if (gallery.length > 0) return gallery[0].url;
  if (car.primary_image_url && !isPlaceholderImage(car.primary_image_url))
    return car.primary_image_url;
  const thumb = car.thumbnails?.find((t) => t && !isPlaceholderImage(t));
  return thumb ?? null;
}
