/**
 * The Australian Toyota model range (models/{id}.json, rules.md: Model (manufacturer model range item)), with the
 * model-menu categories of rules.md: Model menus. Tundra is the range's upcoming (coming_soon) model.
 */
import { capitalise } from '../../../src/domain/format/capitalise';
import { TOYOTA } from '../catalog/toyota';
import { TOYOTA_FALLBACK_MODELS } from '../../../src/domain/models/fallback';
import { pictureBody, pictureUrl, thumbUrl } from '../media/pictures';
import type { ModelPayload } from '../payloads';
import type { ColourFamily } from '../words/colours';

interface RangeDetails {
  /** The catalogue model (and body, for Corolla) the entry sells. */
  catalogue: [model: string, body?: string];
  short: string;
  colour: ColourFamily;
  accessories: number;
}

/** The sample's details of each model of the range (names, keys and categories: the domain's list). */
const DETAILS: Record<string, RangeDetails> = {
  yaris: {
    catalogue: ['Yaris'],
    short: 'Small on the outside, big on technology.',
    colour: 'red',
    accessories: 18,
  },
  'yaris-cross': {
    catalogue: ['Yaris Cross'],
    short: 'A compact SUV with hybrid efficiency.',
    colour: 'blue',
    accessories: 22,
  },
  'corolla-hatch': {
    catalogue: ['Corolla', 'hatch'],
    short: 'The world’s best-selling nameplate, now hybrid as standard.',
    colour: 'white',
    accessories: 25,
  },
  'corolla-sedan': {
    catalogue: ['Corolla', 'sedan'],
    short: 'Refined hybrid sedan comfort.',
    colour: 'silver',
    accessories: 19,
  },
  'corolla-cross': {
    catalogue: ['Corolla Cross'],
    short: 'Room for the family, hybrid for the planet.',
    colour: 'grey',
    accessories: 21,
  },
  'c-hr': {
    catalogue: ['C-HR'],
    short: 'Bold coupe-SUV styling with hybrid power.',
    colour: 'red',
    accessories: 16,
  },
  camry: {
    catalogue: ['Camry'],
    short: 'Australia’s favourite mid-size sedan, hybrid only.',
    colour: 'black',
    accessories: 20,
  },
  rav4: {
    catalogue: ['RAV4'],
    short: 'The hybrid SUV that does it all.',
    colour: 'blue',
    accessories: 34,
  },
  kluger: {
    catalogue: ['Kluger'],
    short: 'Seven seats and hybrid all-wheel drive.',
    colour: 'silver',
    accessories: 27,
  },
  fortuner: {
    catalogue: ['Fortuner'],
    short: 'Seven-seat toughness built on HiLux.',
    colour: 'white',
    accessories: 31,
  },
  'landcruiser-prado': {
    catalogue: ['LandCruiser Prado'],
    short: 'Legendary capability, all-new design.',
    colour: 'grey',
    accessories: 45,
  },
  'landcruiser-70': {
    catalogue: ['LandCruiser 70'],
    short: 'Built for the toughest jobs in Australia.',
    colour: 'white',
    accessories: 38,
  },
  'landcruiser-300': {
    catalogue: ['LandCruiser 300'],
    short: 'The flagship of four-wheel drive.',
    colour: 'black',
    accessories: 52,
  },
  hilux: {
    catalogue: ['HiLux'],
    short: 'Unbreakable. Australia’s best-selling ute.',
    colour: 'white',
    accessories: 64,
  },
  hiace: {
    catalogue: ['HiAce'],
    short: 'The van that keeps business moving.',
    colour: 'white',
    accessories: 29,
  },
  granvia: {
    catalogue: ['Granvia'],
    short: 'Premium people mover for up to eight.',
    colour: 'black',
    accessories: 12,
  },
  coaster: {
    catalogue: ['Coaster'],
    short: 'The trusted light bus.',
    colour: 'white',
    accessories: 6,
  },
  bz4x: {
    catalogue: ['bZ4X'],
    short: 'Toyota’s first battery electric SUV.',
    colour: 'silver',
    accessories: 14,
  },
  gr86: {
    catalogue: ['GR86'],
    short: 'Rear-drive sports car purity.',
    colour: 'red',
    accessories: 11,
  },
  'gr-yaris': {
    catalogue: ['GR Yaris'],
    short: 'A homologation special born in rallying.',
    colour: 'white',
    accessories: 9,
  },
  'gr-corolla': {
    catalogue: ['GR Corolla'],
    short: 'Three cylinders, 221kW, all-wheel drive.',
    colour: 'grey',
    accessories: 8,
  },
  tundra: {
    catalogue: ['Tundra'],
    short: 'Full-size pickup, coming soon to Australia.',
    colour: 'black',
    accessories: 0,
  },
};

/** The range: the domain's 22 Toyota models with the sample's details; LandCruiser Prado is all-new. */
const RANGE = TOYOTA_FALLBACK_MODELS.map((m) => {
  const details = DETAILS[m.key];
  if (!details) throw new Error(`Toyota range: no sample details for ${m.name}`);
  return { ...m, ...details, status: m.key === 'landcruiser-prado' ? 'new' : (m.status ?? '') };
});

/** The range entry a catalogue unit belongs to (Corolla by its body), for offers. */
export function toyotaRangeEntry(model: string, body: string) {
  return RANGE.find(
    (e) => e.catalogue[0] === model && (!e.catalogue[1] || e.catalogue[1] === body),
  );
}

/** A dealer's model copy: the tagline, the range and its price, the drivetrains, the warranty. */
function modelDescription(
  entry: (typeof RANGE)[number],
  from: number,
  fuels: string[],
  variants: number,
): string {
  const price = `$${from.toLocaleString('en-AU')}`;
  const power = fuels.some((f) => /electric/i.test(f) && !/hybrid/i.test(f))
    ? 'Fully electric, it charges at home overnight and at public fast chargers on the road.'
    : fuels.some((f) => /hybrid/i.test(f))
      ? 'Toyota hybrid technology recharges itself as you drive, so there is nothing to plug in.'
      : `Choose from ${fuels.map((f) => f.toLowerCase()).join(' or ')} engines built for Australian conditions.`;
  if (entry.status === 'coming_soon')
    return `<p>${entry.short}</p><p>${power} Register your interest and our new vehicle team will call you as soon as pricing and specifications are confirmed.</p>`;
  return `<p>${entry.short}</p><p>The ${entry.name} range starts from ${price} drive away across ${variants} ${variants === 1 ? 'grade' : 'grades'}. ${power}</p><p>Every new Toyota comes with a 5 year unlimited kilometre warranty, extendable to 7 years on the engine and driveline with scheduled servicing at a Toyota dealer. Book a test drive at our showroom today.</p>`;
}

/** Toyota model ids: 501–522. */
export const TOYOTA_MODEL_ID_BASE = 500;

export function toyotaModels(): ModelPayload[] {
  return RANGE.map((entry, i) => {
    const catalogue = TOYOTA.filter(
      (m) =>
        m.model === entry.catalogue[0] && (!entry.catalogue[1] || m.body === entry.catalogue[1]),
    );
    if (catalogue.length === 0)
      throw new Error(`Toyota range: no catalogue model for ${entry.name}`);
    const body = catalogue[0].body;
    const picture = pictureBody(body, 'car');
    const fuels = [...new Set(catalogue.flatMap((m) => m.variants.map((v) => v.engine.fuel)))];
    const from = Math.min(...catalogue.flatMap((m) => m.variants.map((v) => v.price)));
    const [first, second, third] = entry.categories;
    const image = pictureUrl(picture, entry.colour, 'front');
    return {
      id: TOYOTA_MODEL_ID_BASE + i + 1,
      name: entry.name,
      slug: `models/${entry.key}`,
      description: modelDescription(
        entry,
        from,
        fuels,
        catalogue.flatMap((m) => m.variants.length).reduce((a, b) => a + b, 0),
      ),
      short_description: entry.short,
      brochure_url: `https://www.toyota.com.au/-/media/toyota/brochures/${entry.key}.pdf`,
      manufacturer_body: first,
      manufacturer_body2: second ?? null,
      manufacturer_body3: third ?? null,
      bodyStyle: [...new Set(catalogue.map((m) => m.body))],
      body: [
        ...new Set(
          catalogue.map((m) =>
            m.body === 'suv'
              ? 'SUV'
              : m.body === 'cabChassis'
                ? 'Cab Chassis'
                : m.body === 'peopleMover'
                  ? 'People Mover'
                  : capitalise(m.body),
          ),
        ),
      ],
      image: { url: image, thumb: { url: thumbUrl(picture, entry.colour, 'front') } },
      status: entry.status,
      fuel: fuels,
      variant: catalogue.flatMap((m) => m.variants.map((v) => v.badge)).join(', '),
      override_url:
        entry.key.startsWith('gr-') || entry.key === 'gr86'
          ? `/new-vehicles/gr/${entry.key}`
          : null,
      path: `/new-vehicles/${entry.key}`,
      aftermarket_manufacturer_id: null,
      accessories_count: entry.accessories,
      cloudfront_new_image_url: image,
      manufacturer_name: 'Toyota',
    };
  });
}

/** Model names with their first menu category, for the footer lists. */
export function toyotaMenuEntries(): { name: string; slug: string; category: string }[] {
  return RANGE.map((e) => ({
    name: e.name,
    slug: e.key,
    category: e.categories.find((c) => c !== 'Electrified' && c !== 'Upcoming') ?? e.categories[0],
  }));
}
