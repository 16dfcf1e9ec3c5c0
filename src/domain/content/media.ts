/**
 * Media (rules.md: Media; Platform): images through the image CDN with width and
 * quality parameters (width 640 and quality 75 by default; 50 or 60 for flagged tenants; 80
 * for the hero loader; blog images 1280 wide), a srcset of CDN widths, lazy loading below the
 * fold; video watch and short links converted to embed URLs.
 */
import { isEnabled, type FlagSubject } from '../tenant/flags';

export const DEFAULT_IMAGE_WIDTH = 640;
export const DEFAULT_IMAGE_QUALITY = 75;
/** The one loader with quality 80: large hero and banner images. */
export const HERO_IMAGE_QUALITY = 80;
export const BLOG_IMAGE_WIDTH = 1280;
export const SRCSET_WIDTHS = [320, 640, 960, 1280, 1920] as const;

export type ImageLoader = 'default' | 'hero' | 'blog';

/** Quality for a site and loader: 80 for the hero loader; 50 or 60 under their flags; else 75. */
export function imageQuality(site: FlagSubject, loader: ImageLoader = 'default'): number {
  if (loader === 'hero') return HERO_IMAGE_QUALITY;
  if (isEnabled('imageQuality50', site)) return 50;
  if (isEnabled('imageQuality60', site)) return 60;
  return DEFAULT_IMAGE_QUALITY;
}

export const defaultImageWidth = (loader: ImageLoader) =>
  loader === 'blog' ? BLOG_IMAGE_WIDTH : DEFAULT_IMAGE_WIDTH;

/**
 * Whether the CDN can resize an image: an http(s) URL of a raster picture. Site-relative
 * files (the sample store's drawings) and vector images are served as they are.
 */
export function isCdnImage(src: string): boolean {
  return /^https?:\/\//i.test(src) && !/\.svg(\?|#|$)/i.test(src);
}

/** The image through the CDN: its width and quality parameters set (others kept). */
export function cdnImageUrl(src: string, options: { width: number; quality: number }): string {
  if (!isCdnImage(src)) return src;
  const url = new URL(src);
  url.searchParams.set('width', String(Math.round(options.width)));
  url.searchParams.set('quality', String(Math.round(options.quality)));
  return url.toString();
}

/** 'url 320w, url 640w, …' up to the image's largest width, for CDN images only. */
export function imageSrcSet(
  src: string,
  options: { quality: number; maxWidth?: number },
): string | undefined {
  if (!isCdnImage(src)) return undefined;
  const max = options.maxWidth ?? SRCSET_WIDTHS[SRCSET_WIDTHS.length - 1];
  return SRCSET_WIDTHS.filter((w) => w <= max)
    .map((w) => `${cdnImageUrl(src, { width: w, quality: options.quality })} ${w}w`)
    .join(', ');
}

export interface ImageAttrs {
  src: string;
  srcset?: string;
  sizes?: string;
  loading: 'lazy' | 'eager';
  decoding: 'async';
  fetchpriority?: 'high';
}

/** The attributes of an <img>: CDN src and srcset, lazy below the fold, eager and high priority above it. */
export function imageAttrs(
  src: string,
  site: FlagSubject,
  options: { loader?: ImageLoader; width?: number; sizes?: string; aboveFold?: boolean } = {},
): ImageAttrs {
  const loader = options.loader ?? 'default';
  const quality = imageQuality(site, loader);
  const width = options.width ?? defaultImageWidth(loader);
  const srcset = imageSrcSet(src, {
    quality,
    maxWidth: Math.max(width * 2, defaultImageWidth(loader)),
  });
  return {
    src: cdnImageUrl(src, { width, quality }),
    ...(srcset
      ? { srcset, sizes: options.sizes ?? `(max-width: ${width}px) 100vw, ${width}px` }
      : {}),
    loading: options.aboveFold ? 'eager' : 'lazy',
    decoding: 'async',
    ...(options.aboveFold ? { fetchpriority: 'high' as const } : {}),
  };
}

const YOUTUBE_ID = /^[\w-]{6,20}$/;

/** A start time ('t=90', 't=1m30s', 'start=90') in seconds. */
function startSeconds(value: string | null): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value);
  const m = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(value);
  if (!m || !m[0]) return null;
  return Number(m[1] ?? 0) * 3600 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0);
}

/**
 * Video watch and short links → embed URLs: YouTube watch, youtu.be, shorts, live and embed
 * links → https://www.youtube.com/embed/{id} (a start time kept); Vimeo → player.vimeo.com.
 * null when the link is not a video we can embed.
 */
export function videoEmbedUrl(link: string | null | undefined): string | null {
  let url: URL;
  try {
    url = new URL((link ?? '').trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase().replace(/^(www|m|music)\./, '');
  const parts = url.pathname.split('/').filter(Boolean);
  let id: string | null = null;
  if (host === 'youtu.be') id = parts[0] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (parts[0] === 'watch') id = url.searchParams.get('v');
    else if (['shorts', 'live', 'embed', 'v'].includes(parts[0] ?? '')) id = parts[1] ?? null;
  } else if (host === 'vimeo.com' && /^\d+$/.test(parts[0] ?? '')) {
    return `https://player.vimeo.com/video/${parts[0]}`;
  } else if (host === 'player.vimeo.com' && parts[0] === 'video' && /^\d+$/.test(parts[1] ?? '')) {
    return `https://player.vimeo.com/video/${parts[1]}`;
  }
  if (!id || !YOUTUBE_ID.test(id)) return null;
  const start = startSeconds(url.searchParams.get('t') ?? url.searchParams.get('start'));
  return `https://www.youtube.com/embed/${id}${start ? `?start=${start}` : ''}`;
}
