import { z } from 'zod';
import { loose, opt } from '../../schema-helpers';
import * as defaults from './vdp-defaults';

/** Vehicle page settings (vehicles-and-shopping.md §2.5, §9 VDP and display, §9 Config defaults). The defaults live in vdp-defaults.ts, without zod, for the browser. */
export * from './vdp-defaults';

export const VdpConfig = loose({
  noPriceText: z.string().default(defaults.DEFAULT_NO_PRICE_TEXT),
  callTheDealerText: z.string().default(defaults.DEFAULT_CALL_THE_DEALER_TEXT),
  callTheDealerPosition: z.enum(['Sidebar', 'Header']).default(defaults.DEFAULT_CALL_THE_DEALER_POSITION),
  dealerCommentsTitle: z.string().default(defaults.DEFAULT_DEALER_COMMENTS_TITLE),
  sidebarButtonsFinanceText: z.string().default(defaults.DEFAULT_SIDEBAR_BUTTONS_FINANCE_TEXT),
  financeButtonText: z.string().default(defaults.DEFAULT_FINANCE_BUTTON_TEXT),
  customCarSpecListFilter: z.array(z.string()).default([...defaults.DEFAULT_CUSTOM_CAR_SPEC_LIST_FILTER]),
  /** CTA buttons in the sidebar, in order. */
  buttons: z.array(z.enum(defaults.VDP_BUTTON_KEYS)).default(['enquire', 'testDrive', 'finance', 'tradeIn', 'reserve']),
  revealPhoneByDefault: z.boolean().default(false),
  hideViewCounter: z.boolean().default(false),
  viewCounterText: opt(z.string()),
  /** Reserve amount shown on buttons; '$0' or null hides the amount. */
  reserveAmount: opt(z.string()),
  financeCalculatorDefaultInterestRate: opt(z.number()),
  defaultFinanceLink: opt(z.string()),
  whyBuyFromUs: opt(z.array(loose({ title: z.string(), description: z.string(), link: opt(z.string()) }))),
  usedCarFeatures: opt(z.array(z.string())),
});
export type VdpConfig = z.infer<typeof VdpConfig>;
