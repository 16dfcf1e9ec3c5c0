/**
 * Structured data for a vehicle page: schema.org Car (Motorcycle or Vehicle for those
 * sellers) with an Offer (rules.md: Structured data and sharing).
 */
import { priceDisplay } from './price-display';
import { isInStock } from './in-stock';
import { modelName, type Car } from './schema';

export interface JsonLdSite {
  name: string;
  url: string;
  phone?: string | null;
}

function vehicleType(
  car: Pick<Car, 'item_type'>,
  template: string | null | undefined,
): 'Car' | 'Motorcycle' | 'Vehicle' {
  if (
    car.item_type?.toLowerCase() === 'caravan' ||
    template === 'caravan' ||
    template === 'rv' ||
    template === 'camper'
  )
    return 'Vehicle';
  if (template === 'motorcycle') return 'Motorcycle';
  return 'Car';
}

function availability(car: Pick<Car, 'status' | 'preorder'>): string {
  if (!isInStock(car)) return 'https://schema.org/SoldOut';
  if (car.status === 'coming_soon' || car.preorder) return 'https://schema.org/PreOrder';
  return 'https://schema.org/InStock';
}

/** Drops undefined, null and '' values (recursively in plain objects). */
export function compact<T>(value: T): T {
  if (Array.isArray(value)) return value.map(compact) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      if (v === undefined || v === null || v === '') continue;
      out[k] = compact(v);
    }
    return out as T;
  }
  return value;
}

/**
 * A subscription price: schema.org's UnitPriceSpecification with a reference quantity of one
 * week (UN/CEFACT 'WEE'), the price per unit of time the page shows as '$189 / week'.
 */
export function weeklyPrice(amount: number, currency: string) {
  return {
    '@type': 'UnitPriceSpecification',
    price: amount,
    priceCurrency: currency,
    referenceQuantity: {
      '@type': 'QuantitativeValue',
      value: 1,
      unitCode: 'WEE',
      unitText: 'week',
    },
  };
}

export function vehicleJsonLd(
  car: Car,
  input: {
    title: string;
    url: string;
    images: string[];
    description?: string | null;
    template?: string | null;
    site: JsonLdSite;
    noPriceText?: string | null;
    /** The site offers subscriptions: a subscription price is the offer's figure, per week. */
    offersSubscription?: boolean | null;
    /** ISO 4217, the market's (market/market.ts); AUD when absent. */
    currency?: string;
    /** The odometer's unit: 'mi' reads as UN/CEFACT SMI (statute miles), else KMT. */
    distanceUnit?: 'km' | 'mi';
  },
): Record<string, unknown> {
  // the one price display rule: the figure a shopper reads on the page
  const price = priceDisplay(car, {
    noPriceText: input.noPriceText,
    offersSubscription: input.offersSubscription,
  });
  const currency = input.currency ?? 'AUD';
  const offer =
    price.kind === 'price' || price.kind === 'subscription'
      ? {
          '@type': 'Offer',
          price: price.amount,
          priceCurrency: currency,
          priceSpecification:
            price.kind === 'subscription' ? weeklyPrice(price.amount, currency) : undefined,
          availability: availability(car),
          url: input.url,
          itemCondition:
            car.car_type === 'used'
              ? 'https://schema.org/UsedCondition'
              : 'https://schema.org/NewCondition',
          seller: {
            '@type': 'AutoDealer',
            name: input.site.name,
            url: input.site.url,
            telephone: input.site.phone,
          },
        }
      : undefined;
  return compact({
    '@context': 'https://schema.org',
    '@type': vehicleType(car, input.template),
    name: input.title,
    url: input.url,
    image: input.images.length ? input.images : undefined,
    description: input.description?.slice(0, 500),
    brand: { '@type': 'Brand', name: car.make },
    model: modelName(car),
    vehicleModelDate: car.year != null ? String(car.year) : undefined,
    vehicleIdentificationNumber: car.vin,
    sku: car.stocknum,
    color: car.colour,
    bodyType: car.body ?? car.simple_body,
    fuelType: car.fuel ?? car.simple_fuel,
    vehicleTransmission: car.trans ?? car.simple_transmission,
    driveWheelConfiguration: car.drive ?? car.simple_drive,
    numberOfDoors: car.doors,
    seatingCapacity: car.seats,
    itemCondition:
      car.car_type === 'used'
        ? 'https://schema.org/UsedCondition'
        : 'https://schema.org/NewCondition',
    mileageFromOdometer:
      car.km != null
        ? {
            '@type': 'QuantitativeValue',
            value: car.km,
            unitCode: input.distanceUnit === 'mi' ? 'SMI' : 'KMT',
          }
        : undefined,
    vehicleEngine:
      car.engine_size_litres != null || car.cylinders != null
        ? {
            '@type': 'EngineSpecification',
            engineDisplacement:
              car.engine_size_litres != null
                ? { '@type': 'QuantitativeValue', value: car.engine_size_litres, unitCode: 'LTR' }
                : undefined,
            fuelType: car.fuel,
          }
        : undefined,
    offers: offer,
  });
}
