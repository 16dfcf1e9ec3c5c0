import { z } from 'zod';
import { loose, opt } from '../../schema-helpers';
import * as defaults from './vdp-defaults';

/** Vehicle page settings (rules.md: Vehicle detail page (VDP); VDP and display; Config defaults). The defaults live in vdp-defaults.ts, without zod, for the browser. */
export * from './vdp-defaults';

export const VdpConfig = loose({
  noPriceText: z.string().default(defaults.DEFAULT_NO_PRICE_TEXT),
  callTheDealerText: z.string().default(defaults.DEFAULT_CALL_THE_DEALER_TEXT),
  callTheDealerPosition: z
    .enum(['Sidebar', 'Header'])
    .default(defaults.DEFAULT_CALL_THE_DEALER_POSITION),
  dealerCommentsTitle: z.string().default(defaults.DEFAULT_DEALER_COMMENTS_TITLE),
  sidebarButtonsFinanceText: z.string().default(defaults.DEFAULT_SIDEBAR_BUTTONS_FINANCE_TEXT),
  financeButtonText: z.string().default(defaults.DEFAULT_FINANCE_BUTTON_TEXT),
  customCarSpecListFilter: z
    .array(z.string())
    .default([...defaults.DEFAULT_CUSTOM_CAR_SPEC_LIST_FILTER]),
  /** CTA buttons in the sidebar, in order. */
  buttons: z
    .array(z.enum(defaults.VDP_BUTTON_KEYS))
    .default(['enquire', 'testDrive', 'finance', 'tradeIn', 'reserve']),
  revealPhoneByDefault: z.boolean().default(false),
  hideViewCounter: z.boolean().default(false),
  viewCounterText: opt(z.string()),
  /** Reserve amount shown on buttons; '$0' or null hides the amount. */
  reserveAmount: opt(z.string()),
  financeCalculatorDefaultInterestRate: opt(z.number()),
  defaultFinanceLink: opt(z.string()),
  whyBuyFromUs: opt(
    z.array(loose({ title: z.string(), description: z.string(), link: opt(z.string()) })),
  ),
  usedCarFeatures: opt(z.array(z.string())),
  // ---- vehicle page layout and blocks (rules.md: Vehicle detail page (VDP))
  /** 'classic', or 'modern': the layout with 'Our Comments', featured specs, collapsible lists, 2-decimal rates and 'from $X per week*'. */
  vdpLayout: z.enum(['classic', 'modern']).default('classic'),
  /** The title's second line: colour, '{gearnum} Speed', transmission, body configuration. */
  titleExtras: opt(
    loose({
      colour: opt(z.boolean()),
      gears: opt(z.boolean()),
      transmission: opt(z.boolean()),
      bodyConfiguration: opt(z.boolean()),
    }),
  ),
  /** Location display and the 'Located at' heading link. */
  showLocation: z.boolean().default(true),
  locationHeadingLink: z.boolean().default(true),
  showMarketPrice: z.boolean().default(true),
  /** The used-car features banner (used cars only); items default to the spec's five. */
  usedCarFeaturesBanner: z.boolean().default(false),
  /** The guarantee strip for used cars. */
  guaranteeStrip: z.boolean().default(false),
  /** The info tabs: What's Included, Why Buy From Us?, Reserve Online, Protect Your Car, Features. */
  infoTabs: z.boolean().default(false),
  /** Marketing copy: the used-car guarantees and the manufacturer warranty. */
  marketingCopy: z.boolean().default(false),
  // ---- buttons (rules.md: Vehicle detail page (VDP) Configurable CTA buttons)
  /** The finance button links to the finance page ('link') or opens the finance enquiry ('enquiry'). */
  financeButton: z.enum(['link', 'enquiry']).default('link'),
  makeAnOffer: z.boolean().default(false),
  /** 'Request Photos' on a car with no images. */
  requestPhotos: z.boolean().default(true),
  /** 'Call Now - {phone}' instead of 'Call Us Now'. */
  callNowWithNumber: z.boolean().default(false),
  /** One dealer's numbers per car type. */
  carTypePhones: opt(loose({ new: opt(z.string()), used: opt(z.string()), demo: opt(z.string()) })),
  /** Reserve goes to /cars/{slug}/buy-online and reads 'Buy Online'. */
  buyOnline: z.boolean().default(false),
  messagingApp: opt(loose({ url: z.string(), label: z.string().default('Message Us') })),
  chatWithUs: opt(loose({ url: z.string() })),
  customButton: opt(loose({ text: z.string(), url: z.string() })),
  showLocationButton: z.boolean().default(false),
  accessLoanUrl: opt(z.string()),
  preOwnedQuoteUrl: opt(z.string()),
  showPaymentMethods: z.boolean().default(false),
  showPrintButton: z.boolean().default(false),
  /** The share row's microblog button can be hidden. */
  hideMicroblogShare: z.boolean().default(false),
});
export type VdpConfig = z.infer<typeof VdpConfig>;
