/**
 * One Car payload (rules.md: Car), field group by field group, from a
 * stock slot. Edge cases (sold, hidden, no pictures, ...) are applied afterwards.
 */
import { financeProviderKey, MANUAL_LENDER_KEY } from '../../../src/domain/finance/lender';
import { HISTORY_REPORT_URL } from '../media/pictures';
import type { Clock } from '../dates';
import { DAY_MS } from '../dates';
import { lenderEntry, type LenderTerms } from '../finance';
import type { CarPayload } from '../payloads';
import type { Rng } from '../random';
import { mapsPlaceUrl } from '../site/locations';
import { makeNvic, makeVin, regPlate } from '../vin';
import { CARAVAN_INTERIORS, INTERIORS, paintsFor } from '../words/colours';
import { standardEquipment } from '../words/equipment';
import { retailPrice, slugify } from '../words/format';
import { dealerComments } from '../words/text';
import { carPictures } from './car-pictures';
import { BODY_TEXT, DRIVE_TEXT, FUEL_TEXT } from './specs';
import type { CarSlot } from './stock-plan';
import { lastModelYear, type Unit } from './units';

export interface CarSite {
  finance: { provider: string; terms: LenderTerms; manual?: LenderTerms };
  youxProviderCode?: string;
  certifiedMakes?: string[];
  stockPrefix: string;
  /** Ids are websiteId × 1,000,000 + n, unique across tenants. */
  idBase: number;
}

const SUFFIX_CHARS = 'abcdefghijklmnopqrstuvwxyz0123456789';

function modelYear(rng: Rng, clock: Clock, slot: CarSlot): number {
  const last = Math.min(lastModelYear(slot.unit, clock), clock.year);
  if (slot.carType === 'new') return last;
  if (slot.carType === 'demo')
    return rng.chance(0.7) ? last : Math.max(slot.unit.years[0], last - 1);
  const age = 1 + Math.floor(rng.next() ** 1.5 * 10);
  return Math.max(slot.unit.years[0], Math.min(last, clock.year - age));
}

function priceFor(rng: Rng, unit: Unit, carType: string, age: number, km: number): number {
  const listed = unit.price + rng.int(-2, 3) * 500;
  if (carType === 'new') return retailPrice(listed);
  if (carType === 'demo') return retailPrice(listed * rng.float(0.9, 0.95));
  // Utes and 4x4s hold their value best; caravans depreciate slowly.
  const firstYear =
    unit.itemType === 'caravan' ? 0.88 : unit.itemType === 'motorcycle' ? 0.82 : 0.85;
  const holdsValue =
    unit.body === 'ute' || unit.body === 'cabChassis' || unit.engine?.drive === '4x4';
  const perYear = unit.itemType === 'caravan' ? 0.94 : holdsValue ? 0.94 : 0.92;
  const expectedKm = age * (unit.itemType === 'motorcycle' ? 4000 : 15000);
  const kmFactor =
    unit.itemType === 'caravan'
      ? 1
      : Math.min(1.06, Math.max(0.85, 1 - ((km - expectedKm) / 100000) * 0.08));
  const value =
    listed * firstYear * perYear ** Math.max(0, age - 1) * kmFactor * rng.float(0.94, 1.06);
  return retailPrice(Math.max(unit.itemType === 'motorcycle' ? 2500 : 4500, value));
}

function odometer(rng: Rng, unit: Unit, carType: string, age: number): number {
  if (unit.itemType === 'caravan') return 0;
  if (carType === 'new') return rng.int(0, 10);
  if (carType === 'demo')
    return unit.itemType === 'motorcycle' ? rng.int(50, 1500) : rng.int(500, 9000);
  const perYear = unit.itemType === 'motorcycle' ? rng.int(1500, 6000) : rng.int(9000, 21000);
  return Math.max(1200, Math.round(Math.max(0.6, age) * perYear));
}

/**
 * Build and compliance plates ('MM/YYYY'): new and demo stock was built one to five months
 * before it was listed; used stock during (or late in the year before) its model year.
 */
function buildDates(
  rng: Rng,
  clock: Clock,
  year: number,
  carType: string,
  created: Date,
): { build: string; compliance: string } {
  const l = clock.local(created);
  let y: number;
  let m: number;
  if (carType === 'used') {
    y = rng.chance(0.25) ? year - 1 : year;
    m = y < year ? rng.int(9, 12) : rng.int(1, 12);
  } else {
    const back = rng.int(1, 5);
    y = l.getUTCFullYear();
    m = l.getUTCMonth() + 1 - back;
    if (m < 1) [y, m] = [y - 1, m + 12];
  }
  const complianceMonth = Math.min(12, m + rng.int(0, 1));
  return { build: clock.mmyyyy(y, m), compliance: clock.mmyyyy(y, complianceMonth) };
}

export function buildCar(
  rng: Rng,
  clock: Clock,
  site: CarSite,
  slot: CarSlot,
  usedSlugs: Set<string>,
): CarPayload {
  const { unit, carType, location, dealership } = slot;
  const id = site.idBase + slot.index + 1;
  const year = modelYear(rng, clock, slot);
  const age = clock.year - year;
  const km = odometer(rng, unit, carType, age);
  const price = priceFor(rng, unit, carType, age, km);
  const [colour, family] = rng.weighted(
    paintsFor(unit.make, unit.itemType).map((p) => [[p[0], p[1]] as const, p[2]] as const),
  );
  const badge = unit.badge || null;
  const title = [year, unit.make, unit.model, badge].filter(Boolean).join(' ');
  let slug: string;
  do slug = slugify(`${title} ${rng.chars(SUFFIX_CHARS, 6)}`);
  while (usedSlugs.has(slug));
  usedSlugs.add(slug);

  const daysListed = rng.chance(0.1) ? rng.float(0, 7.5) : rng.float(8.5, 160);
  const created = new Date(clock.nowMs - Math.floor(daysListed * DAY_MS));
  const updated = new Date(
    created.getTime() + Math.floor(rng.float(0, Math.min(daysListed, 20)) * DAY_MS),
  );
  const { build, compliance } = buildDates(rng, clock, year, carType, created);
  const registered = carType !== 'new';
  const e = unit.engine;
  const equipment = standardEquipment(rng, unit.itemType, unit.price, unit.body);
  const features = Array.isArray(equipment) ? equipment : Object.values(equipment).flat();
  const pictures = carPictures(rng, unit, family, rng.int(6, 12));
  const vin = makeVin(rng, unit.make, year);
  const nvic = unit.itemType === 'car' && rng.chance(0.7) ? makeNvic(rng) : null;
  const certifiable =
    carType === 'used' &&
    (site.certifiedMakes ?? []).includes(unit.make) &&
    age <= 5 &&
    km < 100000;

  const lenders: Record<string, ReturnType<typeof lenderEntry>> = {};
  if (price > 0) {
    lenders[financeProviderKey(site.finance.provider)] = lenderEntry(
      site.finance.terms,
      price,
      age,
    );
    if (site.finance.manual)
      lenders[MANUAL_LENDER_KEY] = lenderEntry(site.finance.manual, price, age);
  }
  const weekly = Object.values(lenders)[0]?.paymentWeek;
  const stateAverage =
    carType === 'used'
      ? Math.round(
          (rng.chance(0.15) ? price + rng.int(800, 4500) : price * rng.float(0.96, 1.12)) / 100,
        ) * 100
      : null;

  return {
    id,
    slug,
    name: title,
    carsales_title:
      `${title}${unit.series ? ` ${unit.series}` : ''} ${unit.itemType === 'caravan' ? unit.body : (BODY_TEXT[unit.body] ?? unit.body)}`.trim(),
    stocknum: `${site.stockPrefix}${1000 + slot.index}`,
    vin,
    regplate: registered ? regPlate(rng, location.place.state, unit.itemType) : null,
    nvic,
    has_nvic: nvic !== null,
    year,
    make: unit.make,
    model: unit.model,
    badge,
    series: unit.series,
    item_type: unit.itemType,
    car_type: carType,
    status: 'in_stock',
    sold: false,
    reserved: false,
    tag: null,
    preorder: false,
    certified: certifiable && rng.chance(0.6),
    show_on_dealer_website: true,
    sold_date_timestamp: null,
    price,
    before_price: rng.chance(0.1) ? price + rng.int(2, 8) * 500 : null,
    subscription_price: null,
    price_type:
      unit.itemType === 'caravan'
        ? 'Tow Away'
        : carType === 'used' && rng.chance(0.3)
          ? 'Excl. Government Charges'
          : unit.itemType === 'motorcycle'
            ? 'Ride Away'
            : 'Drive Away',
    payment_processors: [],
    km,
    trans: e?.trans ?? null,
    simple_transmission: e?.simpleTransmission ?? null,
    gearnum: e?.gears ?? null,
    body: unit.itemType === 'car' ? (BODY_TEXT[unit.body] ?? unit.body) : unit.body,
    simple_body:
      unit.itemType === 'car'
        ? unit.body
        : unit.itemType === 'caravan'
          ? 'caravan'
          : unit.body.toLowerCase(),
    bodyconfiguration: unit.specs?.bodyconfiguration ?? null,
    drive: e ? DRIVE_TEXT[e.drive] : null,
    simple_drive: e?.drive ?? null,
    seats: unit.seats,
    doors: unit.doors,
    engine_size: e?.cc || null,
    engine_size_litres: e?.cc ? Math.round(e.cc / 100) / 10 : null,
    cylinders: e?.cylinders || null,
    fuel: e ? FUEL_TEXT[e.fuel] : null,
    simple_fuel: e?.fuel ?? null,
    colour,
    interior_colour:
      unit.itemType === 'caravan'
        ? rng.pick(CARAVAN_INTERIORS)
        : unit.itemType === 'car'
          ? rng.pick(INTERIORS)
          : null,
    created_at: clock.iso(created),
    created_at_timestamp: Math.floor(created.getTime() / 1000),
    updated_at: clock.iso(updated),
    rego_expiry: registered ? clock.ymd(clock.daysAhead(rng.int(20, 340))) : null,
    build_date: build,
    compliance_date: compliance,
    ...pictures,
    file: carType === 'used' && rng.chance(0.25) ? HISTORY_REPORT_URL : null,
    location: {
      id: location.id,
      slug: location.slug,
      name: location.name,
      phone: location.phone,
      distribution_locations: (location.distribution ?? []).map((d) => ({
        id: d.id,
        name: d.name,
      })),
      address: {
        id: location.id * 10,
        street: location.place.street,
        city: location.place.city,
        state: location.place.state,
        postcode: location.place.postcode,
        place_url: mapsPlaceUrl(location.name, location.place),
      },
    },
    location_id: location.id,
    location_name: location.name,
    city: location.place.city,
    state: location.place.state,
    dealership_id: dealership.id,
    dealership_slug: dealership.slug,
    views: rng.int(3, 40) + Math.floor(daysListed * rng.float(1, 9)),
    custom_rank: rng.int(1, 1000),
    carsales_seller_identifier:
      carType !== 'new' && rng.chance(0.6) ? `SSE-AD-${rng.chars('0123456789', 8)}` : null,
    standardEquipment: equipment,
    dealercomments: dealerComments(rng, {
      year,
      make: unit.make,
      model: unit.model,
      badge: unit.badge,
      carType,
      itemType: unit.itemType,
      features,
      dealer: dealership.name,
      city: location.place.city,
      phone: location.phone,
    }),
    specifications: unit.caravan
      ? {
          body_width: Math.round(rng.float(2.3, 2.5) * 100) / 100,
          body_length: Math.round(unit.caravan.lengthFt * 0.3048 * 100) / 100,
          tare_weight: unit.caravan.tare,
          axle_type: unit.caravan.axle,
          sleeps: unit.caravan.sleeps,
          aggregate_trailer_mass: unit.caravan.atm,
        }
      : null,
    variant: unit.specs?.variant ?? null,
    autograb_data:
      stateAverage !== null
        ? {
            state_average_market_price: stateAverage,
            average_market_price: Math.round((stateAverage * rng.float(0.97, 1.03)) / 100) * 100,
          }
        : null,
    youxQuote:
      site.youxProviderCode && weekly && rng.chance(0.25)
        ? {
            weeklyRepaymentAmount: Math.round(Number(weekly) * 0.96),
            advertisedRate: 7.49,
            comparisonRate: 8.21,
          }
        : null,
    finance_lenders: Object.keys(lenders).length > 0 ? lenders : null,
  };
}
