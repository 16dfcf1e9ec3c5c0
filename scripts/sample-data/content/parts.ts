/** Parts and accessories (Part_production documents; the shape is ours). */
import type { ItemType } from '../catalog/types';
import type { Rng } from '../random';
import { MEDIA_PREFIX } from '../media/pictures';
import { slugify } from '../words/format';

export interface PartDocument {
  id: number;
  name: string;
  part_number: string;
  price: number;
  make: string;
  category: string;
  image: string;
  description: string;
  in_stock: boolean;
  /** Model names an accessory fits. */
  models?: string[];
  /** Another dealer's listing in the shared index (the site must leave it out). */
  website_id?: number;
}

export interface PartOptions {
  /** The site's model range: each model gets its own genuine accessories. */
  models: string[];
  websiteId: number;
  /** A few listings of this other website share the index. */
  otherWebsiteId: number;
}

/** Accessories fitted per model (Toyota-range sites). */
const MODEL_ACCESSORIES: PartSeed[] = [
  ['All-weather Floor Mats', 'Accessories', 140, 260],
  ['Weather Shields', 'Accessories', 160, 290],
  ['Cargo Liner', 'Accessories', 120, 230],
  ['Towbar Kit', 'Accessories', 790, 1390],
  ['Bonnet Protector', 'Accessories', 150, 240],
];

type PartSeed = [name: string, category: string, low: number, high: number];

const CAR_PARTS: PartSeed[] = [
  ['Oil Filter', 'Servicing', 15, 35],
  ['Air Filter', 'Servicing', 30, 70],
  ['Cabin Air Filter', 'Servicing', 25, 60],
  ['Engine Oil 5L', 'Servicing', 55, 95],
  ['Spark Plug Set', 'Servicing', 60, 140],
  ['Front Brake Pads', 'Brakes', 90, 220],
  ['Rear Brake Pads', 'Brakes', 80, 190],
  ['Wiper Blade Set', 'Servicing', 35, 70],
  ['All-weather Floor Mats', 'Accessories', 120, 260],
  ['Weather Shields', 'Accessories', 150, 290],
  ['Roof Racks', 'Accessories', 380, 790],
  ['Towbar Kit', 'Towing', 690, 1390],
  ['Bonnet Protector', 'Accessories', 140, 240],
  ['Cargo Liner', 'Accessories', 110, 220],
  ['Dash Camera', 'Electronics', 290, 490],
  ['Alloy Wheel', 'Wheels & Tyres', 390, 890],
];
const BIKE_PARTS: PartSeed[] = [
  ['Oil Filter', 'Servicing', 15, 30],
  ['Chain & Sprocket Kit', 'Servicing', 180, 390],
  ['Front Brake Pads', 'Brakes', 50, 110],
  ['Air Filter', 'Servicing', 30, 80],
  ['Full-face Helmet', 'Riding Gear', 290, 890],
  ['Riding Jacket', 'Riding Gear', 290, 690],
  ['Riding Gloves', 'Riding Gear', 60, 160],
  ['Tail Tidy', 'Accessories', 120, 260],
  ['Crash Bobbins', 'Accessories', 80, 160],
  ['Tank Bag', 'Accessories', 110, 240],
  ['Phone Mount', 'Electronics', 60, 140],
  ['Sport Tyre', 'Wheels & Tyres', 220, 380],
];
const CARAVAN_PARTS: PartSeed[] = [
  ['Weight Distribution Hitch', 'Towing', 590, 990],
  ['Electric Brake Controller', 'Towing', 190, 390],
  ['Towing Mirrors', 'Towing', 190, 450],
  ['Wheel Bearing Kit', 'Maintenance', 60, 140],
  ['Roll-out Awning', 'Camping', 890, 1690],
  ['Drinking Water Hose Kit', 'Camping', 45, 95],
  ['Levelling Ramps', 'Camping', 60, 130],
  ['Jockey Wheel', 'Maintenance', 90, 220],
  ['Lithium Battery 100Ah', 'Electrical', 690, 1290],
  ['Portable Solar Blanket', 'Electrical', 390, 890],
  ['Grey Water Hose', 'Camping', 35, 70],
  ['Caravan Cover', 'Accessories', 390, 790],
];

export const PART_CATEGORIES = [
  'Servicing',
  'Brakes',
  'Accessories',
  'Towing',
  'Electronics',
  'Wheels & Tyres',
  'Riding Gear',
  'Maintenance',
  'Camping',
  'Electrical',
];
export const partImageUrl = (category: string) => `${MEDIA_PREFIX}/parts/${slugify(category)}.svg`;

export function buildParts(
  rng: Rng,
  itemType: ItemType,
  makes: string[],
  count: number,
  idBase: number,
  options: PartOptions,
): PartDocument[] {
  const seeds =
    itemType === 'motorcycle' ? BIKE_PARTS : itemType === 'caravan' ? CARAVAN_PARTS : CAR_PARTS;
  const part = (id: number, make: string, [name, category, low, high]: PartSeed, title: string) => {
    const price = Math.round(rng.float(low, high) / 5) * 5 - 0.05;
    return {
      id,
      name: title,
      part_number: `${slugify(make).slice(0, 3).toUpperCase()}-${rng.chars('0123456789', 5)}-${rng.chars('ABCDEFGHJKLMNPRSTUVWXYZ', 2)}`,
      price: Math.round(price * 100) / 100,
      make,
      category,
      image: partImageUrl(category),
      description: `${name} for ${make} ${itemType === 'caravan' ? 'caravans' : itemType === 'motorcycle' ? 'motorcycles' : 'vehicles'}. Fitting available in our workshop.`,
      in_stock: rng.chance(0.8),
    };
  };
  const parts: PartDocument[] = Array.from({ length: count }, (_, i) => {
    const seed = seeds[i % seeds.length];
    const make = makes[Math.floor(i / seeds.length) % makes.length] ?? rng.pick(makes);
    return part(idBase + i + 1, make, seed, `Genuine ${make} ${seed[0]}`);
  });
  const make = makes[0];
  options.models.forEach((model, m) => {
    for (let k = 0; k < 3; k++) {
      const seed = MODEL_ACCESSORIES[(m + k) % MODEL_ACCESSORIES.length];
      const p = part(idBase + 500 + m * 10 + k, make, seed, `Genuine ${make} ${model} ${seed[0]}`);
      p.description = `${seed[0]} made for the ${make} ${model}. Fitted by our team, covered by the genuine parts warranty.`;
      parts.push({ ...p, models: [model] });
    }
  });
  // another dealer's listings in the shared index
  for (let k = 0; k < 2; k++)
    parts.push({
      ...part(idBase + 900 + k, make, seeds[k], `Genuine ${make} ${seeds[k][0]} (clearance)`),
      website_id: options.otherWebsiteId,
    });
  return parts;
}
