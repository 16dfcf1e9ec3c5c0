/**
 * The Australian Toyota model range (models/{id}.json, tenants-and-content.md §3.8), with the
 * model-menu categories of §9.4. Tundra is the range's upcoming (coming_soon) model.
 */
import { capitalise } from '../../../src/domain/format/capitalise';
import { TOYOTA } from '../catalog/toyota';
import { pictureBody, pictureUrl, thumbUrl } from '../media/pictures';
import type { ModelPayload } from '../payloads';
import type { ColourFamily } from '../words/colours';

interface RangeEntry {
  name: string;
  key: string;
  /** The catalogue model (and body, for Corolla) the entry sells. */
  catalogue: [model: string, body?: string];
  categories: string[];
  short: string;
  colour: ColourFamily;
  accessories: number;
  upcoming?: boolean;
}

const RANGE: RangeEntry[] = [
  {
    name: 'Yaris',
    key: 'yaris',
    catalogue: ['Yaris'],
    categories: ['Cars', 'Hatch & sedans', 'Electrified'],
    short: 'Small on the outside, big on technology.',
    colour: 'red',
    accessories: 18,
  },
  {
    name: 'Yaris Cross',
    key: 'yaris-cross',
    catalogue: ['Yaris Cross'],
    categories: ['SUVs & 4WDs', 'Electrified'],
    short: 'A compact SUV with hybrid efficiency.',
    colour: 'blue',
    accessories: 22,
  },
  {
    name: 'Corolla Hatch',
    key: 'corolla-hatch',
    catalogue: ['Corolla', 'hatch'],
    categories: ['Cars', 'Hatch & sedans', 'Electrified'],
    short: 'The world’s best-selling nameplate, now hybrid as standard.',
    colour: 'white',
    accessories: 25,
  },
  {
    name: 'Corolla Sedan',
    key: 'corolla-sedan',
    catalogue: ['Corolla', 'sedan'],
    categories: ['Cars', 'Hatch & sedans', 'Electrified'],
    short: 'Refined hybrid sedan comfort.',
    colour: 'silver',
    accessories: 19,
  },
  {
    name: 'Corolla Cross',
    key: 'corolla-cross',
    catalogue: ['Corolla Cross'],
    categories: ['SUVs & 4WDs', 'Electrified'],
    short: 'Room for the family, hybrid for the planet.',
    colour: 'grey',
    accessories: 21,
  },
  {
    name: 'C-HR',
    key: 'c-hr',
    catalogue: ['C-HR'],
    categories: ['SUVs & 4WDs', 'Electrified'],
    short: 'Bold coupe-SUV styling with hybrid power.',
    colour: 'red',
    accessories: 16,
  },
  {
    name: 'Camry',
    key: 'camry',
    catalogue: ['Camry'],
    categories: ['Cars', 'Hatch & sedans', 'Electrified'],
    short: 'Australia’s favourite mid-size sedan, hybrid only.',
    colour: 'black',
    accessories: 20,
  },
  {
    name: 'RAV4',
    key: 'rav4',
    catalogue: ['RAV4'],
    categories: ['SUVs & 4WDs', 'Electrified'],
    short: 'The hybrid SUV that does it all.',
    colour: 'blue',
    accessories: 34,
  },
  {
    name: 'Kluger',
    key: 'kluger',
    catalogue: ['Kluger'],
    categories: ['SUVs & 4WDs', 'Electrified'],
    short: 'Seven seats and hybrid all-wheel drive.',
    colour: 'silver',
    accessories: 27,
  },
  {
    name: 'Fortuner',
    key: 'fortuner',
    catalogue: ['Fortuner'],
    categories: ['SUVs & 4WDs'],
    short: 'Seven-seat toughness built on HiLux.',
    colour: 'white',
    accessories: 31,
  },
  {
    name: 'LandCruiser Prado',
    key: 'landcruiser-prado',
    catalogue: ['LandCruiser Prado'],
    categories: ['SUVs & 4WDs'],
    short: 'Legendary capability, all-new design.',
    colour: 'grey',
    accessories: 45,
  },
  {
    name: 'LandCruiser 70',
    key: 'landcruiser-70',
    catalogue: ['LandCruiser 70'],
    categories: ['Utes & Vans', 'SUVs & 4WDs'],
    short: 'Built for the toughest jobs in Australia.',
    colour: 'white',
    accessories: 38,
  },
  {
    name: 'LandCruiser 300',
    key: 'landcruiser-300',
    catalogue: ['LandCruiser 300'],
    categories: ['SUVs & 4WDs'],
    short: 'The flagship of four-wheel drive.',
    colour: 'black',
    accessories: 52,
  },
  {
    name: 'HiLux',
    key: 'hilux',
    catalogue: ['HiLux'],
    categories: ['Utes & Vans'],
    short: 'Unbreakable. Australia’s best-selling ute.',
    colour: 'white',
    accessories: 64,
  },
  {
    name: 'HiAce',
    key: 'hiace',
    catalogue: ['HiAce'],
    categories: ['Utes & Vans'],
    short: 'The van that keeps business moving.',
    colour: 'white',
    accessories: 29,
  },
  {
    name: 'Granvia',
    key: 'granvia',
    catalogue: ['Granvia'],
    categories: ['Utes & Vans'],
    short: 'Premium people mover for up to eight.',
    colour: 'black',
    accessories: 12,
  },
  {
    name: 'Coaster',
    key: 'coaster',
    catalogue: ['Coaster'],
    categories: ['Utes & Vans'],
    short: 'The trusted light bus.',
    colour: 'white',
    accessories: 6,
  },
  {
    name: 'bZ4X',
    key: 'bz4x',
    catalogue: ['bZ4X'],
    categories: ['SUVs & 4WDs', 'Electrified'],
    short: 'Toyota’s first battery electric SUV.',
    colour: 'silver',
    accessories: 14,
  },
  {
    name: 'GR86',
    key: 'gr86',
    catalogue: ['GR86'],
    categories: ['GR & performance', 'Cars'],
    short: 'Rear-drive sports car purity.',
    colour: 'red',
    accessories: 11,
  },
  {
    name: 'GR Yaris',
    key: 'gr-yaris',
    catalogue: ['GR Yaris'],
    categories: ['GR & performance'],
    short: 'A homologation special born in rallying.',
    colour: 'white',
    accessories: 9,
  },
  {
    name: 'GR Corolla',
    key: 'gr-corolla',
    catalogue: ['GR Corolla'],
    categories: ['GR & performance'],
    short: 'Three cylinders, 221kW, all-wheel drive.',
    colour: 'grey',
    accessories: 8,
  },
  {
    name: 'Tundra',
    key: 'tundra',
    catalogue: ['Tundra'],
    categories: ['Upcoming', 'Utes & Vans'],
    short: 'Full-size pickup, coming soon to Australia.',
    colour: 'black',
    accessories: 0,
    upcoming: true,
  },
];

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
      description: `<p>${entry.short}</p><p>The ${entry.name} range starts from $${from.toLocaleString('en-AU')} drive away. Book a test drive at your local Toyota dealer.</p>`,
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
      status: entry.upcoming ? 'coming_soon' : '',
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
