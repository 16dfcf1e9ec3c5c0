/**
 * Promotions (websites/{id}/promotions.json?version=2): the popup (expiring after --now),
 * promo cards for search results (some inside their window, one expired, one not yet
 * started, one with strictDisplay) and image banners.
 */
import type { Clock } from '../dates';
import type { PromotionsPayload } from '../payloads';
import { MEDIA_PREFIX } from '../media/pictures';

export interface PromoFacts {
  slug: string;
  vehicleWord: string;
  primary: string;
  accent: string;
  /** Promo-card positions in results for this dealer, e.g. [8, 17]. */
  positions: number[];
  financeOffer: string;
}

/** The promo art files drawn for a tenant (media/promo-art.ts draws them). */
export const promoArtUrl = (slug: string, name: string) =>
  `${MEDIA_PREFIX}/promos/${slug}-${name}.svg`;
export const PROMO_ART = [
  'popup',
  'finance',
  'trade-in',
  'service',
  'expired',
  'upcoming',
  'used',
  'banner',
] as const;

export function buildPromotions(clock: Clock, f: PromoFacts): PromotionsPayload {
  const at = (days: number) => clock.iso(clock.daysAhead(days));
  const w = f.vehicleWord.toLowerCase();
  return {
    popup: {
      src: promoArtUrl(f.slug, 'popup'),
      expiryDate: at(30),
      linkTo: '/special-offers',
      title: 'End of Year Sale',
      description: `Huge savings on new and demo ${w}s. ${f.financeOffer}`,
      buttonText: 'View Offers',
    },
    promo_cards: [
      {
        image: promoArtUrl(f.slug, 'finance'),
        alt: f.financeOffer,
        link: '/finance',
        background: f.primary,
        start: at(-10),
        expiry: at(20),
        position: f.positions[0],
        display: ['new', 'demo'],
        strictDisplay: false,
        node: null,
      },
      {
        image: promoArtUrl(f.slug, 'used'),
        alt: `Every used ${w} comes with 12 months roadside assist`,
        link: '/search/used-cars',
        background: `linear-gradient(135deg, ${f.primary} 0%, ${f.accent} 100%)`,
        start: at(-5),
        expiry: at(25),
        position: f.positions[1] ?? null,
        display: ['used'],
        strictDisplay: true,
        node: null,
      },
      {
        image: promoArtUrl(f.slug, 'service'),
        alt: 'Book your next service online',
        link: '/service',
        background: '#f3f4f6',
        start: null,
        expiry: null,
        position: null,
        display: ['new', 'used', 'demo'],
        strictDisplay: false,
        node: null,
      },
      {
        image: promoArtUrl(f.slug, 'expired'),
        alt: 'Winter clearance (ended)',
        link: '/special-offers',
        background: '#111827',
        start: at(-60),
        expiry: at(-2),
        position: f.positions[0],
        display: ['new', 'used', 'demo'],
        strictDisplay: false,
        node: null,
      },
      {
        image: promoArtUrl(f.slug, 'upcoming'),
        alt: 'Boxing Day sale starts soon',
        link: '/special-offers',
        background: f.accent,
        start: at(12),
        expiry: at(40),
        position: f.positions[0],
        display: ['new', 'used', 'demo'],
        strictDisplay: false,
        node: null,
      },
      {
        image: promoArtUrl(f.slug, 'trade-in'),
        alt: 'Sell your car: get an instant offer in 2 minutes',
        link: '/trade-in',
        background: f.primary,
        start: null,
        expiry: null,
        position: 30,
        display: ['new', 'used', 'demo'],
        strictDisplay: false,
        node: null,
      },
    ],
    banners: [
      {
        title: `Find your next ${w}`,
        subtitle: `New, demo and used ${w}s with finance approved in hours.`,
        image: promoArtUrl(f.slug, 'banner'),
        buttons: [
          { text: 'Search Stock', href: '/search/new-used-and-demo-cars' },
          { text: 'Sell Your Car', href: '/trade-in' },
        ],
      },
    ],
  };
}
