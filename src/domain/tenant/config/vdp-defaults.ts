/**
 * Vehicle page defaults (rules.md: Config defaults), without zod: the
 * browser's islands import these, and importing them from vdp.ts would bring zod along.
 */
export const DEFAULT_NO_PRICE_TEXT = 'Enquire for price.';
export const DEFAULT_CALL_THE_DEALER_TEXT = 'Call the dealer';
export const DEFAULT_CALL_THE_DEALER_POSITION = 'Sidebar';
export const DEFAULT_DEALER_COMMENTS_TITLE = 'Dealer Comments';
export const DEFAULT_SIDEBAR_BUTTONS_FINANCE_TEXT = 'Pre-Approved';
export const DEFAULT_FINANCE_BUTTON_TEXT = 'Get Finance';
export const DEFAULT_CUSTOM_CAR_SPEC_LIST_FILTER = ['rego'];
export const VDP_BUTTON_KEYS = [
  'enquire',
  'testDrive',
  'carHistoryReport',
  'finance',
  'tradeIn',
  'reserve',
  'CTD',
  'details',
  'openAutobot',
  'callUsNow',
] as const;
export const DEFAULT_RESERVE_AMOUNT = '$200';
