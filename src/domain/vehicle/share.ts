/**
 * Sharing a listing (rules.md: Vehicle detail page (VDP) Social share row, Share button; rules.md: Share; VDP and display).
 * - Social network, microblog (can be hidden by config), messaging app, e-mail, SMS and copy link.
 * - Copy shows 'Copied' for 1.5 s; the Share button's toast 'Copied {car name} to your
 *   clipboard!' lasts 3000 ms. Share popups are 550x400.
 * - The share URL is {site url}/cars/{slug}. A motorcycle or camper site's page lives under
 *   /motorcycles or /campers, and a shopper must land on the page that exists, so we share
 *   the page's own path (vehiclePath), which is /cars/{slug} for every other template.
 * - Share images are transformed to 1200x630 fill.
 *
 * Pure and free of zod: the share island imports this module.
 */
export const COPIED_TEXT = 'Copied';
export const COPIED_MS = 1500;
export const TOAST_MS = 3000;
export const SHARE_POPUP = { width: 550, height: 400 } as const;
export const SHARE_IMAGE = { width: 1200, height: 630, fit: 'fill' } as const;

export type ShareKey = 'facebook' | 'x' | 'whatsapp' | 'email' | 'sms' | 'copy';

export interface ShareTarget {
  key: ShareKey;
  label: string;
  /** Absent for copy-link. */
  href?: string;
  /** Opened in a 550x400 popup (social networks), else followed (mail, sms). */
  popup?: boolean;
}

/** The absolute URL shared for a car page. */
export function shareUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * The words shared with the link: the car's name and its price as the price display rule writes
 * it ('2021 Toyota Corolla Ascent Sport – $189 / week'); the name alone when no price shows.
 */
export function shareText(title: string, price: { kind: string; label: string }): string {
  return price.kind === 'price' || price.kind === 'subscription'
    ? `${title} – ${price.label}`
    : title;
}

export function shareTargets(
  url: string,
  title: string,
  options: { hideMicroblog?: boolean } = {},
): ShareTarget[] {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  const targets: ShareTarget[] = [
    {
      key: 'facebook',
      label: 'Share on Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
      popup: true,
    },
    {
      key: 'x',
      label: 'Share on X',
      href: `https://twitter.com/intent/tweet?url=${u}&text=${text}`,
      popup: true,
    },
    {
      key: 'whatsapp',
      label: 'Share on WhatsApp',
      href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
      popup: true,
    },
    { key: 'email', label: 'Share by email', href: `mailto:?subject=${text}&body=${u}` },
    {
      key: 'sms',
      label: 'Share by SMS',
      href: `sms:?&body=${encodeURIComponent(`${title} ${url}`)}`,
    },
    { key: 'copy', label: 'Copy link' },
  ];
  return options.hideMicroblog ? targets.filter((t) => t.key !== 'x') : targets;
}

/** window.open features for a 550x400 popup centred on the current window. */
export function popupFeatures(screen: {
  left: number;
  top: number;
  width: number;
  height: number;
}): string {
  const left = Math.max(0, Math.round(screen.left + (screen.width - SHARE_POPUP.width) / 2));
  const top = Math.max(0, Math.round(screen.top + (screen.height - SHARE_POPUP.height) / 2));
  return `width=${SHARE_POPUP.width},height=${SHARE_POPUP.height},left=${left},top=${top},noopener,noreferrer`;
}

export function copyToastText(carName: string): string {
  return `Copied ${carName} to your clipboard!`;
}

/**
 * Where a car page's og:image points: for a photo on another host (the dashboard's image
 * CDN), /cars/{slug}/share.jpg, which crops it to fill 1200x630; a photo on the site itself
 * is used as it is.
 */
export function shareImageUrl(
  siteUrl: string,
  slug: string,
  primary: string | null,
): { url: string; sized: boolean } | null {
  if (!primary) return null;
  if (/^https?:\/\//i.test(primary))
    return { url: `${siteUrl.replace(/\/+$/, '')}/cars/${slug}/share.jpg`, sized: true };
  return { url: new URL(primary, siteUrl).toString(), sized: false };
}
