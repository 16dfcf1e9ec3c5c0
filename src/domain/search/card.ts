/**
 * The car card in search results (rules.md: Results and car cards; States and transitions; Business constants and limits): title, image,
 * tag, price, the four specs and the buttons a site shows. The card component renders
 * what this returns; prerendered landing pages and the search island share it.
 */
import { formatDistance } from '../market/format';
import { marketOf, type Market } from '../market/market';
import { carFinanceLink, type FinanceLinkSite } from '../finance/links';
import { isEnabled } from '../tenant/flags';
import { vehiclePath } from '../tenant/template';
import { showTradeInButton, tradeInPath, type TradeInSite } from '../trade-in/eligibility';
import { checkoutEnabled, checkoutPath, reserveButtonText } from '../vehicle/checkout';
import { primaryImage } from '../vehicle/images';
import { isInStock } from '../vehicle/in-stock';
import { priceDisplay, type PriceDisplay } from '../vehicle/price-display';
import { dealerStateOf } from '../drive-away/estimate';
import { modelName } from '../vehicle/car-values';
import type { Car } from '../vehicle/schema';
import { carTag, type CarTag } from '../vehicle/tags';
import {
  CARD_BUTTON_KEYS,
  DEFAULT_CARD_BUTTONS,
  DEFAULT_DETAILS_BUTTON_TEXT,
  DEFAULT_ENQUIRE_BUTTON_TEXT,
} from '../tenant/config/search-defaults';
import { DEFAULT_FINANCE_BUTTON_TEXT, DEFAULT_NO_PRICE_TEXT } from '../tenant/config/vdp-defaults';
import { carTypeLabel } from './facets';
import { compareHidden } from './compare-rule';
import { leadCarFromCar, type LeadCar } from '../leads/car-enquiry';
import { modelDisplayName } from './makes';
import { LIKE_THIS_TEXT } from '../vehicle/page-copy';
import { signInHref } from '../shopper/sign-in';
import { SAVE_TEXT } from '../shopper/watchlist';

export const TEST_DRIVE_TEXT = 'Book a Test Drive';
export const TRADE_IN_TEXT = 'Trade In';
export const ONLINE_PURCHASE_TEXT = 'Online Purchase';
export const COMPARE_TEXT = 'Compare';
export const FAVOURITE_TEXT = 'Favourite';
export { SAVE_TEXT };
export const SAVED_TEXT = 'SAVED';
export const SIMILAR_TEXT = 'Find Me Something Similar';
export const REQUEST_PHOTOS_TEXT = 'Request Photos';
export const NEW_ARRIVAL_TEXT = 'New arrival';

export type CardCar = Pick<
  Car,
  | 'id'
  | 'slug'
  | 'name'
  | 'year'
  | 'make'
  | 'model'
  | 'badge'
  | 'car_type'
  | 'status'
  | 'sold'
  | 'reserved'
  | 'tag'
  | 'preorder'
  | 'certified'
  | 'price'
  | 'before_price'
  | 'subscription_price'
  | 'km'
  | 'trans'
  | 'simple_transmission'
  | 'fuel'
  | 'simple_fuel'
  | 'images'
  | 'thumbnails'
  | 'primary_image_url'
  | 'created_at_timestamp'
  | 'vin'
  | 'dealership_slug'
  | 'has_nvic'
  | 'stocknum'
  | 'price_type'
  | 'cylinders'
  | 'item_type'
  | 'rego_expiry'
  | 'state'
  | 'location'
> & { transmission?: string | null; rego_current?: boolean | null };

export interface CardSite extends FinanceLinkSite, TradeInSite {
  template?: string | null;
  /** The dealer's state: where a drive-away estimate starts when the car's yard names none. */
  dealerState?: string | null;
  /** The garage's own path, if any (shopper/watchlist.ts garagePaths: the toasts' 'View List'). */
  garage_settings?: Record<string, unknown> | null;
  offers_subscription?: boolean | null;
  specifications?: {
    just_arrived_days?: number | null;
    just_arrived_tag_name?: string | null;
    sold_tag_name?: string | null;
  } | null;
  config?: {
    cardButtons?: readonly string[] | null;
    enquireButtonText?: string | null;
    detailsButtonText?: string | null;
    financeButtonText?: string | null;
    reserveAmount?: string | null;
    reserveButtonWording?: 'Reserve Now' | 'Reserve This Car' | null;
    noPriceText?: string | null;
    showFuelTypeTag?: boolean | null;
    requestPhotos?: boolean | null;
    similarPrompt?: boolean | null;
    usedLabel?: string | null;
    defaultFinanceLink?: string | null;
    certifiedMake?: string | null;
    market?: Market | null;
    phoneMode?: string | null;
  } | null;
}

export type CardButtonKey = (typeof CARD_BUTTON_KEYS)[number];
export type CardButton =
  | { key: 'enquire' | 'testDrive'; text: string; href: string }
  | {
      key: 'finance' | 'details' | 'reserve' | 'tradeIn' | 'onlinePurchase';
      text: string;
      href: string;
    }
  | { key: 'compare' | 'favourite'; text: string }
  | { key: 'save'; text: string };

export interface CardSpec {
  label: 'Condition' | 'Transmission' | 'Odometer' | 'Fuel Type';
  value: string;
}

export interface CardModel {
  id: string;
  slug: string;
  title: string;
  href: string;
  image: string | null;
  /** No image: the 'new arrival' placeholder shows, with 'Request Photos' when the site offers it. */
  requestPhotos: boolean;
  tag: CarTag | null;
  price: PriceDisplay;
  specs: CardSpec[];
  inStock: boolean;
  buttons: CardButton[];
  /** Not in stock: 'Find Me Something Similar', optionally with 'Like this and want something similar?'. */
  similarPrompt: string | null;
}

/** year make model badge, with the model name mapping. */
export function cardTitle(car: Pick<CardCar, 'year' | 'make' | 'model' | 'badge'>): string {
  return [car.year, car.make, modelDisplayName(car.make, modelName(car)), car.badge]
    .filter((p) => p !== null && p !== undefined && String(p).trim() !== '')
    .join(' ');
}

/** '12,345 km' (or '12,345 mi' in a miles market). */
export function formatKm(km: number | null | undefined, market: Market = 'AU'): string {
  return formatDistance(km ?? 0, market);
}

/** Condition, Transmission, Odometer (formatted km), Fuel Type. Empty values are left out. */
export function cardSpecs(
  car: CardCar,
  usedLabel?: string | null,
  market: Market = 'AU',
): CardSpec[] {
  const specs: CardSpec[] = [
    { label: 'Condition', value: carTypeLabel(car.car_type, { usedLabel }) },
    {
      label: 'Transmission',
      value: car.simple_transmission ?? car.transmission ?? car.trans ?? '',
    },
    { label: 'Odometer', value: formatKm(car.km, market) },
    { label: 'Fuel Type', value: car.simple_fuel ?? car.fuel ?? '' },
  ];
  return specs.filter((s) => s.value.trim() !== '');
}

/** The path of the sign-in page for the watchlist: /sign-in?type=watchlist&redirect={path}&back={path}. */
export function watchlistSignInHref(path: string): string {
  return signInHref('watchlist', path);
}

export function onlinePurchasePath(car: Pick<CardCar, 'id'>): string {
  return `/checkout-journey?car_id=${encodeURIComponent(String(car.id))}`;
}

function isButtonKey(key: string): key is CardButtonKey {
  return (CARD_BUTTON_KEYS as readonly string[]).includes(key);
}

/** The in-stock buttons a site shows for a car, in the site's order, each only when it applies. */
export function cardButtons(car: CardCar, site: CardSite): CardButton[] {
  const config = site.config ?? {};
  const keys = (config.cardButtons?.length ? config.cardButtons : DEFAULT_CARD_BUTTONS).filter(
    isButtonKey,
  );
  const details = vehiclePath(site.template, car.slug);
  const out: CardButton[] = [];
  for (const key of keys) {
    switch (key) {
      case 'enquire':
        out.push({
          key,
          text: config.enquireButtonText || DEFAULT_ENQUIRE_BUTTON_TEXT,
          href: `${details}#enquire`,
        });
        break;
      case 'testDrive':
        out.push({ key, text: TEST_DRIVE_TEXT, href: `${details}#test-drive` });
        break;
      case 'finance':
        out.push({
          key,
          text: config.financeButtonText || DEFAULT_FINANCE_BUTTON_TEXT,
          href: carFinanceLink(site, car),
        });
        break;
      case 'details':
        out.push({
          key,
          text: config.detailsButtonText || DEFAULT_DETAILS_BUTTON_TEXT,
          href: details,
        });
        break;
      case 'reserve':
        if (checkoutEnabled(car, site)) {
          out.push({
            key,
            text: reserveButtonText(
              config.reserveAmount,
              config.reserveButtonWording ?? 'Reserve Now',
            ),
            href: checkoutPath(car),
          });
        }
        break;
      case 'onlinePurchase':
        if (checkoutEnabled(car, site))
          out.push({ key, text: ONLINE_PURCHASE_TEXT, href: onlinePurchasePath(car) });
        break;
      case 'tradeIn':
        if (showTradeInButton(car, site))
          out.push({ key, text: TRADE_IN_TEXT, href: tradeInPath(car) });
        break;
      case 'compare':
        if (isEnabled('compare', site) && !compareHidden(car))
          out.push({ key, text: COMPARE_TEXT });
        break;
      case 'favourite':
        out.push({ key, text: FAVOURITE_TEXT });
        break;
      case 'save':
        if (isEnabled('garage', site)) out.push({ key, text: SAVE_TEXT });
        break;
    }
  }
  return out;
}

/**
 * The card of a car. `driveAwayState` is the state a price excluding government charges is
 * estimated for (Australia): the shopper's choice, else the car's yard's or the dealer's.
 */
export function cardModel(
  car: CardCar,
  site: CardSite,
  nowSeconds: number,
  driveAwayState?: string | null,
): CardModel {
  const config = site.config ?? {};
  const inStock = isInStock(car);
  const image = primaryImage(car);
  const buttons = inStock ? cardButtons(car, site) : [];
  return {
    id: String(car.id),
    slug: car.slug,
    title: cardTitle(car),
    href: vehiclePath(site.template, car.slug),
    image,
    requestPhotos: image === null && inStock && config.requestPhotos !== false,
    tag: carTag(
      car,
      {
        specifications: site.specifications,
        showFuelTypeTag: Boolean(config.showFuelTypeTag),
        certifiedLogoMake: isEnabled('certifiedPreOwned', site) ? config.certifiedMake : null,
      },
      nowSeconds,
    ),
    price: priceDisplay(car, {
      offersSubscription: site.offers_subscription,
      noPriceText: config.noPriceText || DEFAULT_NO_PRICE_TEXT,
      market: marketOf(config),
      driveAway: {
        state: driveAwayState ?? dealerStateOf(car, site.dealerState),
        asOf: new Date(nowSeconds * 1000),
      },
    }),
    specs: cardSpecs(car, config.usedLabel, marketOf(config)),
    inStock,
    buttons,
    similarPrompt: !inStock && config.similarPrompt ? LIKE_THIS_TEXT : null,
  };
}

/**
 * What a lead form needs to know about a card's car: the forms' own LeadCar, with the
 * card's title (model name mapping) and image (image rules), and the simple transmission
 * when the stock index carries no transmission text.
 */
export function leadCarOf(
  car: CardCar & Record<string, unknown>,
  title: string,
  image: string | null,
): LeadCar {
  const lead = leadCarFromCar(car);
  return {
    ...lead,
    title,
    image,
    trans: lead.trans ?? car.simple_transmission ?? car.transmission ?? null,
  };
}
