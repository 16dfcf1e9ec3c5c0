import { z } from 'zod';
import { loose, opt } from '../../schema-helpers';
import { DEFAULT_REVIEW_MINIMUM_RATING } from '../../reviews/summary';

/** Site-shell settings: header, footer, banners, payment logos (rules.md: Header and footer navigation; Sub-footer and header banner; Marketing copy constants). */
export const DEFAULT_HEADER_BANNER_TEXT =
  'We Would Love To Buy Your Vehicle. Get $$$ For Your Car Today!';
export const DEFAULT_HEADER_BANNER_BUTTON = 'Click Here To Sell';
export const DEFAULT_CONTACT_FORM_TITLE = 'Contact Us';

export const PaymentMethods = loose({
  visa: z.boolean().default(true),
  mastercard: z.boolean().default(true),
  eftpos: z.boolean().default(true),
  applePay: z.boolean().default(true),
  googlePay: z.boolean().default(true),
});

export const ShellConfig = loose({
  /** Theme colours; primary drives buttons and links. */
  primaryColor: z.string().default('#0b3d91'),
  secondaryColor: z.string().default('#111827'),
  accentColor: opt(z.string()),
  headerBanner: opt(
    loose({
      enabled: z.boolean().default(false),
      text: z.string().default(DEFAULT_HEADER_BANNER_TEXT),
      buttonText: z.string().default(DEFAULT_HEADER_BANNER_BUTTON),
      /** The trade-in URL comes from configuration (rules.md: Sub-footer and header banner). */
      url: z.string().default('/trade-in'),
    }),
  ),
  paymentMethods: opt(PaymentMethods),
  contactFormTitle: z.string().default(DEFAULT_CONTACT_FORM_TITLE),
  /** Minimum average rating above which reviews show (rules.md: Other rules; default 4). */
  reviewMinimumRating: z.number().default(DEFAULT_REVIEW_MINIMUM_RATING),
  hideReviews: z.boolean().default(false),
});
export type ShellConfig = z.infer<typeof ShellConfig>;
