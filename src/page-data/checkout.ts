/**
 * Build-time data for the reservation page, /cars/{slug}/checkout (and /cars/{slug}/buy-online
 * on a site configured so): one page per listed car with checkout enabled
 * (rules.md: Finance, reserve, purchase, trade-in and print routes Reserve, rules.md: Eligibility and quotes; Reservation). The page shows the
 * car, the deposit and the hold; its island takes the buyer's details and starts the payment,
 * and shows the return states (paid, cancelled) from the reservation's own status.
 */
import { dealerStateOf } from '../domain/drive-away/estimate';
import { localClock } from '../domain/vehicle/call-now';
import { getSite } from '../data/collections';
import { listedStock } from './vehicle-routes';
import type { Car } from '../domain/vehicle/schema';
import type { Website } from '../domain/tenant/schema/website';
import { checkoutEnabled, checkoutPath, reserveAmount } from '../domain/vehicle/checkout';
import { carTitle } from '../domain/vehicle/title';
import { NEW_ARRIVAL_IMAGE, primaryImage } from '../domain/vehicle/images';
import { linkPolicy, resolveSrc } from '../domain/content/links';
import { priceDisplay, priceLabel } from '../domain/vehicle/price-display';
import { vehiclePathPrefix } from '../domain/tenant/template';
import { dealerTimeZone, marketOf, marketRules } from '../domain/market/market';
import { formContextFor } from '../domain/leads/context';
import {
  RESERVATION_TEXT,
  TEST_PROVIDER_LABEL,
  buyerFields,
  effectiveProvider,
  testProviderEnabled,
} from '../domain/checkout/reservation';
import type { FieldDef } from '../domain/leads/fields';
import type { PhoneMode } from '../domain/format/phone';
import type { Market } from '../domain/market/market';

export type CheckoutKind = 'checkout' | 'buy-online';

export interface CheckoutIslandConfig {
  carId: string;
  carTitle: string;
  /** The deposit as shown ('$200'), or null when the site hides the amount ('$0' or null). */
  deposit: string | null;
  fields: FieldDef[];
  phoneMode: PhoneMode;
  market: Market;
  /** The dealer's timezone and locale, for 'Held for you until …'. */
  timeZone: string;
  locale: string;
  /** The labelled test provider is the site's provider: say so before the shopper pays. */
  testProvider: string | null;
  vehicleHref: string;
  /** The collection notice's dealer and privacy policy. */
  dealer: string;
  privacyUrl: string;
}

export interface CheckoutPage {
  title: string;
  path: string;
  car: { title: string; image: string; price: string; href: string };
  text: typeof RESERVATION_TEXT;
  island: CheckoutIslandConfig;
}

/** getStaticPaths: every listed car with checkout enabled; buy-online only where configured. */
export async function checkoutStaticPaths(kind: CheckoutKind) {
  const site = await getSite();
  if (kind === 'buy-online' && !site.config.buyOnline) return [];
  const stock = await listedStock();
  return stock
    .filter((car) => checkoutEnabled(car, site))
    .map((car) => ({ params: { slug: car.slug }, props: { car } }));
}

export function checkoutPageData(
  car: Car,
  site: Website,
  kind: CheckoutKind,
  env: Record<string, string | undefined> = {},
): CheckoutPage {
  const config = site.config;
  const title = carTitle(car);
  const market = marketOf(config);
  const form = formContextFor(site, site.locations ?? []);
  const price = priceDisplay(car, {
    offersSubscription: site.offers_subscription,
    noPriceText: config.noPriceText,
    market,
    driveAway: {
      state: dealerStateOf(car, site.address?.state),
      asOf: localClock(new Date(), dealerTimeZone(config)).date,
    },
  });
  const vehicleHref = `${vehiclePathPrefix(site.template)}/${car.slug}`;
  return {
    title: `${RESERVATION_TEXT.heading}: ${title}`,
    path: checkoutPath(car, kind === 'buy-online'),
    car: {
      title,
      image: resolveSrc(primaryImage(car), linkPolicy(site), 'car image') ?? NEW_ARRIVAL_IMAGE,
      price: priceLabel(price),
      href: vehicleHref,
    },
    text: RESERVATION_TEXT,
    island: {
      carId: String(car.id),
      carTitle: title,
      deposit: reserveAmount(config.reserveAmount),
      fields: buyerFields(),
      phoneMode: form.phoneMode,
      market,
      timeZone: dealerTimeZone(config),
      locale: marketRules(market).locale,
      testProvider:
        effectiveProvider(site.payment_provider, {
          hasStripeKeys: Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET),
          testEnabled: testProviderEnabled(env),
        }) === 'test'
          ? TEST_PROVIDER_LABEL
          : null,
      vehicleHref,
      dealer: site.name,
      privacyUrl: form.privacyUrl,
    },
  };
}

export async function checkoutPage(car: Car, kind: CheckoutKind): Promise<CheckoutPage> {
  // only whether keys are set is read (the label), never the keys themselves
  return checkoutPageData(car, await getSite(), kind, process.env);
}
