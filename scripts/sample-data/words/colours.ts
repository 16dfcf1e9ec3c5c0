/**
 * Paint names by make, each with the picture colour family that draws it
 * (the sample pictures come in six families).
 */
export const COLOUR_FAMILIES = ['white', 'silver', 'grey', 'black', 'red', 'blue'] as const;
export type ColourFamily = (typeof COLOUR_FAMILIES)[number];

type Paint = readonly [name: string, family: ColourFamily, weight: number];

const GENERIC: Paint[] = [
  ['White', 'white', 8],
  ['Silver', 'silver', 4],
  ['Grey', 'grey', 5],
  ['Black', 'black', 4],
  ['Red', 'red', 2],
  ['Blue', 'blue', 2],
];

const BY_MAKE: Record<string, Paint[]> = {
  Toyota: [
    ['Glacier White', 'white', 8],
    ['Frosted White', 'white', 3],
    ['Crystal Pearl', 'white', 3],
    ['Silver Pearl', 'silver', 3],
    ['Graphite', 'grey', 4],
    ['Oxide Bronze', 'grey', 1],
    ['Eclipse Black', 'black', 4],
    ['Feverish Red', 'red', 2],
    ['Saturn Blue', 'blue', 2],
    ['Atomic Rush', 'red', 1],
  ],
  Mazda: [
    ['Snowflake White Pearl', 'white', 5],
    ['Sonic Silver', 'silver', 3],
    ['Machine Grey', 'grey', 4],
    ['Polymetal Grey', 'grey', 3],
    ['Jet Black', 'black', 3],
    ['Soul Red Crystal', 'red', 5],
    ['Deep Crystal Blue', 'blue', 2],
  ],
  Hyundai: [
    ['Polar White', 'white', 6],
    ['Shimmering Silver', 'silver', 3],
    ['Amazon Gray', 'grey', 3],
    ['Abyss Black', 'black', 4],
    ['Ultimate Red', 'red', 2],
    ['Intense Blue', 'blue', 2],
  ],
  Kia: [
    ['Clear White', 'white', 6],
    ['Steel Grey', 'grey', 3],
    ['Gravity Grey', 'grey', 3],
    ['Aurora Black Pearl', 'black', 4],
    ['Runway Red', 'red', 2],
    ['Gravity Blue', 'blue', 2],
  ],
  Ford: [
    ['Arctic White', 'white', 6],
    ['Aluminium', 'silver', 3],
    ['Meteor Grey', 'grey', 4],
    ['Shadow Black', 'black', 4],
    ['True Red', 'red', 2],
    ['Blue Lightning', 'blue', 2],
  ],
  Mitsubishi: [
    ['White Diamond', 'white', 5],
    ['Sterling Silver', 'silver', 3],
    ['Graphite Grey', 'grey', 3],
    ['Jet Black', 'black', 3],
    ['Red Diamond', 'red', 2],
    ['Blade Silver', 'silver', 1],
  ],
  'Isuzu UTE': [
    ['Mineral White', 'white', 6],
    ['Mercury Silver', 'silver', 2],
    ['Basalt Black', 'black', 3],
    ['Cobalt Blue', 'blue', 2],
    ['Cosmic Black', 'black', 1],
  ],
  Honda: [
    ['Platinum White', 'white', 5],
    ['Lunar Silver', 'silver', 3],
    ['Meteoroid Grey', 'grey', 3],
    ['Crystal Black', 'black', 3],
    ['Ignite Red', 'red', 2],
  ],
  Subaru: [
    ['Crystal White', 'white', 5],
    ['Ice Silver', 'silver', 3],
    ['Magnetite Grey', 'grey', 3],
    ['Crystal Black Silica', 'black', 3],
    ['WR Blue Pearl', 'blue', 2],
  ],
};

const MOTORCYCLE: Paint[] = [
  ['Pearl White', 'white', 2],
  ['Matte Graphite', 'grey', 4],
  ['Vivid Black', 'black', 5],
  ['Candy Red', 'red', 4],
  ['Icon Blue', 'blue', 3],
  ['Metallic Silver', 'silver', 2],
];
const CARAVAN: Paint[] = [
  ['White', 'white', 6],
  ['White / Grey Composite', 'silver', 3],
  ['Black Checkerplate / White', 'grey', 2],
  ['Charcoal / White', 'black', 1],
];

export function paintsFor(make: string, itemType: 'car' | 'motorcycle' | 'caravan'): Paint[] {
  if (itemType === 'motorcycle') return MOTORCYCLE;
  if (itemType === 'caravan') return CARAVAN;
  return BY_MAKE[make] ?? GENERIC;
}

export const INTERIORS = [
  'Black Cloth',
  'Black Fabric',
  'Grey Cloth',
  'Black Leather-accented',
  'Black Synthetic Leather',
  'Tan Leather',
  'Black / Grey Fabric',
];
export const CARAVAN_INTERIORS = ['Oak / Stone', 'Walnut / Cream', 'Light Oak / Charcoal'];
