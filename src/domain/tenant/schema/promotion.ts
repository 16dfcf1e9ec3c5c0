import { z } from 'zod';
import { loose, opt } from '../../schema-helpers';

const carType = z.enum(['new', 'used', 'demo']);

/** rules.md: Popup and promo card: the promotional popup. */
export const Popup = loose({
  src: opt(z.string()),
  expiryDate: opt(z.string()),
  linkTo: opt(z.string()),
  title: opt(z.string()),
  description: opt(z.string()),
  buttonText: opt(z.string()),
});
export type Popup = z.infer<typeof Popup>;

/** A promo card in search results (rules.md: Promo cards). */
export const PromoCard = loose({
  image: opt(z.string()),
  alt: opt(z.string()),
  link: opt(z.string()),
  /** A colour, gradient or image URL. */
  background: opt(z.string()),
  /** ISO date-time, e.g. 2025-07-01T00:00+10:00 */
  start: opt(z.string()),
  expiry: opt(z.string()),
  position: opt(z.number().int().nonnegative()),
  /** Car types the card shows with. */
  display: opt(z.array(carType)),
  strictDisplay: opt(z.boolean()),
  node: opt(z.string()),
});
export type PromoCard = z.infer<typeof PromoCard>;

/** GET websites/{id}/promotions.json?version=2 */
export const Promotions = loose({
  popup: opt(Popup),
  promo_cards: opt(z.array(PromoCard)),
  banners: opt(
    z.array(
      loose({
        title: opt(z.string()),
        subtitle: opt(z.string()),
        image: opt(z.string()),
        buttons: opt(z.array(loose({ text: z.string(), href: z.string() }))),
      }),
    ),
  ),
});
export type Promotions = z.infer<typeof Promotions>;
