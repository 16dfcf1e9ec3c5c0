/**
 * Image URLs at a display width (vehicles-and-shopping.md §9: images width 640, quality 75
 * by default). Remote images are served as stored; the width is used for srcset only when
 * the host resizes on request.
 */
export const DEFAULT_IMAGE_WIDTH = 640;
export const DEFAULT_IMAGE_QUALITY = 75;

export function imageSrc(url: string, _width = DEFAULT_IMAGE_WIDTH): string {
  return url;
}
