/**
 * The vehicle page's CTA buttons (rules.md: Vehicle detail page (VDP) Configurable CTA buttons,
 * rules.md: Finance, reserve, purchase, trade-in and print routes; Eligibility and quotes; Reservation).
 *
 * The keys enquire, testDrive, carHistoryReport, finance, tradeIn, reserve, CTD, details,
 * openAutobot and callUsNow are ordered per site (config.buttons); the other buttons of
 * rules.md: Vehicle detail page (VDP) follow in a fixed order, each behind its own setting. Only in-stock cars get buttons;
 * the sold view gets 'Find Me Something Similar'. 'details' links to the vehicle page
 * itself, so the vehicle page leaves it out.
 */
import { carFinanceLink, type FinanceLinkSite } from '../finance/links';
import { showTradeInButton, tradeInPath, type TradeInSite } from '../trade-in/eligibility';
import type { VdpConfig } from '../tenant/config/vdp';
import { DEFAULT_SIDEBAR_BUTTONS_FINANCE_TEXT } from '../tenant/config/vdp';
import { checkoutEnabled, checkoutPath, reserveButtonText } from './checkout';
import {
  ONLINE_PURCHASE_TEXT,
  REQUEST_PHOTOS_TEXT,
  SIMILAR_TEXT,
  TEST_DRIVE_TEXT,
  onlinePurchasePath,
} from '../search/card';
import { isInStock } from './in-stock';
import { VEHICLE_LOCATION, VEHICLE_MAP_ANCHOR } from './location-line';
import type { Car } from './schema';

export const BUTTON_TEXT = {
  enquire: 'Enquire Now',
  testDrive: TEST_DRIVE_TEXT,
  carHistoryReport: 'Car History Report',
  financeEnquiry: 'Finance Enquiry',
  tradeIn: 'Trade-In Valuation',
  buyOnline: 'Buy Online',
  onlinePurchase: ONLINE_PURCHASE_TEXT,
  instantMessage: 'Instant Message',
  makeOffer: 'Make an Offer',
  chatWithUs: 'Chat with us',
  accessLoan: 'Access Loan Quote',
  preOwnedQuote: 'Pre-Owned Finance Quote',
  share: 'Share',
  print: 'Print',
  findSimilar: SIMILAR_TEXT,
  requestPhotos: REQUEST_PHOTOS_TEXT,
} as const;

/** Makes whose cars get 'Online Purchase' on any site with checkout. */
export const ONLINE_PURCHASE_MAKES = ['Toyota'] as const;

export type CtaButton =
  | {
      key: 'enquire' | 'testDrive' | 'makeOffer' | 'financeEnquiry';
      kind: 'lead';
      form: 'enquiry' | 'testDrive' | 'makeOffer' | 'financeEnquiry';
      text: string;
    }
  | {
      key:
        | 'carHistoryReport'
        | 'finance'
        | 'tradeIn'
        | 'reserve'
        | 'onlinePurchase'
        | 'custom'
        | 'location';
      kind: 'link';
      href: string;
      text: string;
      newTab?: boolean;
    }
  | {
      key: 'messagingApp' | 'chatWithUs' | 'accessLoan' | 'preOwnedQuote';
      kind: 'link';
      href: string;
      text: string;
      newTab: true;
    }
  | { key: 'CTD'; kind: 'callTheDealer' }
  | { key: 'callUsNow'; kind: 'tel' }
  | { key: 'openAutobot'; kind: 'assistant'; text: string }
  | { key: 'paymentMethods'; kind: 'paymentMethods' }
  | { key: 'share'; kind: 'share'; text: string }
  | { key: 'print'; kind: 'print'; text: string };

type ButtonConfig = Pick<
  VdpConfig,
  | 'buttons'
  | 'financeButton'
  | 'sidebarButtonsFinanceText'
  | 'reserveAmount'
  | 'buyOnline'
  | 'makeAnOffer'
  | 'messagingApp'
  | 'chatWithUs'
  | 'customButton'
  | 'showLocationButton'
  | 'accessLoanUrl'
  | 'preOwnedQuoteUrl'
  | 'showPaymentMethods'
  | 'showPrintButton'
  | 'callTheDealerPosition'
>;

export interface ButtonSite extends FinanceLinkSite, TradeInSite {
  autobot?: boolean | null;
}

type ButtonCar = Pick<
  Car,
  | 'id'
  | 'slug'
  | 'status'
  | 'sold'
  | 'reserved'
  | 'price'
  | 'file'
  | 'car_type'
  | 'make'
  | 'vin'
  | 'dealership_slug'
  | 'has_nvic'
  | 'location'
  | 'location_name'
>;

export interface ButtonContext {
  /** A phone number exists for the car (Call Us Now needs one). */
  hasPhone: boolean;
  /** The location line is shown (the location button needs it). */
  locationShown: boolean;
}

/**
 * 'Get Pre-Approved' from sidebarButtonsFinanceText 'Pre-Approved' (the sidebar's finance
 * button). A dealer who writes the whole label ('Get Approved', 'get finance today') has it as
 * written, not 'Get Get Approved'.
 */
export function sidebarFinanceText(configured: string | null | undefined): string {
  const text = configured?.trim() || DEFAULT_SIDEBAR_BUTTONS_FINANCE_TEXT;
  return /^get\b/i.test(text) ? text : `Get ${text}`;
}

/** 'Online Purchase': checkout enabled for the car, and a used car or one of the makes. */
export function showOnlinePurchase(car: ButtonCar, site: ButtonSite): boolean {
  return (
    checkoutEnabled(car, site) &&
    (car.car_type === 'used' ||
      ONLINE_PURCHASE_MAKES.some((m) => m.toLowerCase() === car.make.trim().toLowerCase()))
  );
}

function keyedButton(
  key: VdpConfig['buttons'][number],
  car: ButtonCar,
  site: ButtonSite,
  config: ButtonConfig,
  ctx: ButtonContext,
): CtaButton[] {
  switch (key) {
    case 'enquire':
      return [{ key, kind: 'lead', form: 'enquiry', text: BUTTON_TEXT.enquire }];
    case 'testDrive':
      return [{ key, kind: 'lead', form: 'testDrive', text: BUTTON_TEXT.testDrive }];
    case 'carHistoryReport':
      return car.file?.trim()
        ? [
            {
              key,
              kind: 'link',
              href: car.file.trim(),
              text: BUTTON_TEXT.carHistoryReport,
              newTab: true,
            },
          ]
        : [];
    case 'finance':
      return config.financeButton === 'enquiry'
        ? [
            {
              key: 'financeEnquiry',
              kind: 'lead',
              form: 'financeEnquiry',
              text: BUTTON_TEXT.financeEnquiry,
            },
          ]
        : [
            {
              key,
              kind: 'link',
              href: carFinanceLink(site, car),
              text: sidebarFinanceText(config.sidebarButtonsFinanceText),
            },
          ];
    case 'tradeIn':
      return showTradeInButton(car, site)
        ? [{ key, kind: 'link', href: tradeInPath(car), text: BUTTON_TEXT.tradeIn }]
        : [];
    case 'reserve': {
      if (!checkoutEnabled(car, site)) return [];
      const reserve: CtaButton = config.buyOnline
        ? { key, kind: 'link', href: checkoutPath(car, true), text: BUTTON_TEXT.buyOnline }
        : {
            key,
            kind: 'link',
            href: checkoutPath(car),
            text: reserveButtonText(config.reserveAmount),
          };
      return showOnlinePurchase(car, site)
        ? [
            reserve,
            {
              key: 'onlinePurchase',
              kind: 'link',
              href: onlinePurchasePath(car),
              text: BUTTON_TEXT.onlinePurchase,
            },
          ]
        : [reserve];
    }
    case 'CTD':
      return config.callTheDealerPosition === 'Header' ? [] : [{ key, kind: 'callTheDealer' }];
    case 'callUsNow':
      return ctx.hasPhone ? [{ key, kind: 'tel' }] : [];
    case 'openAutobot':
      // Only if the assistant is configured; the island also waits until it reports available.
      return site.autobot ? [{ key, kind: 'assistant', text: BUTTON_TEXT.instantMessage }] : [];
    case 'details':
      return [];
  }
}

/**
 * Whether the call-the-dealer box stands on its own in the sidebar, before the CTA buttons
 * (rules.md: Vehicle detail page (VDP) sidebar item 7), rather than among them. callTheDealerPosition (default 'Sidebar')
 * places it on every site: 'Header' in that slot; 'Sidebar' among the buttons at the CTD
 * key's place, or, when the site's button list has no CTD key, first — the slot just before
 * the buttons (rules.md: Call the dealer box placement: the box showed on no page of a site whose list lacked the key).
 */
export function standaloneCallTheDealer(
  config: Pick<ButtonConfig, 'callTheDealerPosition' | 'buttons'>,
): boolean {
  return config.callTheDealerPosition === 'Header' || !config.buttons.includes('CTD');
}

/** The buttons an in-stock car shows, in the site's order, then the optional ones. Sold cars get none. */
export function vdpButtons(
  car: ButtonCar,
  site: ButtonSite,
  config: ButtonConfig,
  ctx: ButtonContext,
): CtaButton[] {
  if (!isInStock(car)) return [];
  const seen = new Set<string>();
  const ordered = config.buttons
    .filter((k) => !seen.has(k) && seen.add(k))
    .flatMap((key) => keyedButton(key, car, site, config, ctx));
  const extras: CtaButton[] = [];
  if (config.makeAnOffer)
    extras.push({ key: 'makeOffer', kind: 'lead', form: 'makeOffer', text: BUTTON_TEXT.makeOffer });
  if (config.messagingApp?.url)
    extras.push({
      key: 'messagingApp',
      kind: 'link',
      href: config.messagingApp.url,
      text: config.messagingApp.label,
      newTab: true,
    });
  if (config.chatWithUs?.url)
    extras.push({
      key: 'chatWithUs',
      kind: 'link',
      href: config.chatWithUs.url,
      text: BUTTON_TEXT.chatWithUs,
      newTab: true,
    });
  if (config.customButton?.url && config.customButton.text)
    extras.push({
      key: 'custom',
      kind: 'link',
      href: config.customButton.url,
      text: config.customButton.text,
    });
  if (config.showLocationButton && ctx.locationShown) {
    extras.push({
      key: 'location',
      kind: 'link',
      href: VEHICLE_MAP_ANCHOR,
      text: car.location?.name?.trim() || car.location_name?.trim() || VEHICLE_LOCATION,
    });
  }
  if (config.accessLoanUrl)
    extras.push({
      key: 'accessLoan',
      kind: 'link',
      href: config.accessLoanUrl,
      text: BUTTON_TEXT.accessLoan,
      newTab: true,
    });
  if (config.preOwnedQuoteUrl && car.car_type === 'used')
    extras.push({
      key: 'preOwnedQuote',
      kind: 'link',
      href: config.preOwnedQuoteUrl,
      text: BUTTON_TEXT.preOwnedQuote,
      newTab: true,
    });
  if (config.showPaymentMethods) extras.push({ key: 'paymentMethods', kind: 'paymentMethods' });
  if (config.showPrintButton) extras.push({ key: 'print', kind: 'print', text: BUTTON_TEXT.print });
  extras.push({ key: 'share', kind: 'share', text: BUTTON_TEXT.share });
  return [...ordered, ...extras];
}

/** What the sticky bar offers: Reserve (when checkout is on), Enquire or Instant Message, Call Now. */
export function stickyBarActions(
  car: ButtonCar,
  site: ButtonSite,
  config: Pick<VdpConfig, 'reserveAmount' | 'buyOnline'>,
  hasPhone: boolean,
) {
  if (!isInStock(car)) return null;
  return {
    reserve: checkoutEnabled(car, site)
      ? {
          href: checkoutPath(car, config.buyOnline),
          text: config.buyOnline ? BUTTON_TEXT.buyOnline : reserveButtonText(config.reserveAmount),
        }
      : null,
    enquire: site.autobot ? BUTTON_TEXT.instantMessage : BUTTON_TEXT.enquire,
    callNow: hasPhone,
  };
}
