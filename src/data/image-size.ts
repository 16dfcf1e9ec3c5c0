/**
 * The size in pixels of a picture the site serves from its own public folder (a content
 * block's '/sample-media/…' image), read once per build with sharp, so its <img> carries
 * width and height and the browser reserves its box before it loads (no layout shift).
 * A remote picture has no size here: the content API may send it (file.width/height).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

export interface ImageSize {
  width: number;
  height: number;
}

const repoRoot = () => process.env.DEALER_REPO_ROOT ?? process.cwd();
const sizes = new Map<string, Promise<ImageSize | null>>();

/** The picture's size when `src` is a site-relative path to a file in public/; else null. */
export function localImageSize(src: string, publicDir = path.join(repoRoot(), 'public')) {
  if (!src.startsWith('/') || src.startsWith('//')) return Promise.resolve(null);
  let relative: string;
  try {
    relative = decodeURIComponent(src.split(/[?#]/)[0]);
  } catch {
    return Promise.resolve(null); // a malformed %-escape names no file
  }
  const file = path.resolve(publicDir, `.${relative}`);
  if (!file.startsWith(publicDir + path.sep)) return Promise.resolve(null);
  let size = sizes.get(file);
  if (!size) {
    size = existsSync(file)
      ? sharp(file)
          .metadata()
          .then((m) => (m.width && m.height ? { width: m.width, height: m.height } : null))
          .catch(() => null)
      : Promise.resolve(null);
    sizes.set(file, size);
  }
  return size;
}
