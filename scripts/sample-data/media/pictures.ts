/**
 * Where the shared vehicle pictures live (site-relative URLs under /sample-media). The data
 * only needs these names; media/render.ts draws the files.
 */
import type { ColourFamily } from '../words/colours';

export const MEDIA_PREFIX = '/sample-media';
export const PICTURE_BODIES = [
  'sedan',
  'hatch',
  'suv',
  'ute',
  'van',
  'wagon',
  'coupe',
  'motorcycle',
  'caravan',
] as const;
export type PictureBody = (typeof PICTURE_BODIES)[number];
/** Side profile, front three-quarter, rear three-quarter and a close crop. */
export const VIEWS = ['side', 'front', 'rear', 'detail'] as const;
export type View = (typeof VIEWS)[number];
export const PICTURE_EXT = 'jpg';

/** The dashboard's placeholder picture (its name carries 'default-vehicle'). */
export const PLACEHOLDER_URL = `${MEDIA_PREFIX}/vehicles/default-vehicle.jpg`;
/** A shared sample history report (the car's `file`). */
export const HISTORY_REPORT_URL = `${MEDIA_PREFIX}/history-report-sample.pdf`;

/** The picture family that draws a body. */
export function pictureBody(body: string, itemType: 'car' | 'motorcycle' | 'caravan'): PictureBody {
  if (itemType === 'motorcycle') return 'motorcycle';
  if (itemType === 'caravan') return 'caravan';
  switch (body) {
    case 'convertible':
      return 'coupe';
    case 'cabChassis':
      return 'ute';
    case 'peopleMover':
    case 'bus':
      return 'van';
    default:
      return (PICTURE_BODIES as readonly string[]).includes(body) ? (body as PictureBody) : 'sedan';
  }
}

export const pictureName = (body: PictureBody, colour: ColourFamily, view: View) =>
  `${body}-${colour}-${view}.${PICTURE_EXT}`;
export const pictureUrl = (body: PictureBody, colour: ColourFamily, view: View) =>
  `${MEDIA_PREFIX}/vehicles/${pictureName(body, colour, view)}`;
export const thumbUrl = (body: PictureBody, colour: ColourFamily, view: View) =>
  `${MEDIA_PREFIX}/vehicles/thumbs/${pictureName(body, colour, view)}`;
export const makeLogoUrl = (makeSlug: string) => `${MEDIA_PREFIX}/makes/${makeSlug}.svg`;
export const tenantLogoUrl = (slug: string) => `${MEDIA_PREFIX}/logos/${slug}.svg`;
