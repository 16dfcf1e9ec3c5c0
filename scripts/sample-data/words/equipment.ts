/**
 * Standard equipment by category. Items named exactly as FILTERED_FEATURES
 * (src/domain/search/document.ts) become the car's filtered_features facet values.
 */
import type { Rng } from '../random';

type Tiered = { base: string[]; mid: string[]; high: string[] };

const CAR: Record<string, Tiered> = {
  Safety: {
    base: [
      'Autonomous Emergency Braking',
      'Lane Keep Assist',
      'Reversing Camera',
      '7 Airbags',
      'Rear Parking Sensors',
      'Driver Attention Alert',
    ],
    mid: [
      'Blind Spot Monitor',
      'Rear Cross Traffic Alert',
      'Front Parking Sensors',
      'Adaptive Cruise Control',
    ],
    high: ['360 Degree Camera', 'Head-up Display', 'Safe Exit Assist'],
  },
  'Comfort & Convenience': {
    base: [
      'Air Conditioning',
      'Cruise Control',
      'Power Windows',
      'Steering Wheel Mounted Controls',
    ],
    mid: [
      'Dual Zone Climate Control',
      'Keyless Entry',
      'Push Button Start',
      'Auto-dimming Rear View Mirror',
      'Power Tailgate',
    ],
    high: [
      'Leather Seats',
      'Heated Seats',
      'Ventilated Front Seats',
      'Power Adjustable Driver Seat',
      'Sunroof',
    ],
  },
  Technology: {
    base: ['Apple CarPlay', 'Android Auto', 'Bluetooth Connectivity', 'USB-C Ports'],
    mid: ['Satellite Navigation', 'Digital Radio (DAB+)', 'Wireless Phone Charger'],
    high: ['Premium Sound System', '12.3-inch Touchscreen', 'Digital Instrument Cluster'],
  },
  Exterior: {
    base: ['LED Headlights', 'Alloy Wheels', 'Body-coloured Mirrors'],
    mid: ['LED Daytime Running Lights', 'Rain-sensing Wipers', 'Privacy Glass'],
    high: ['Matrix LED Headlights', '20-inch Alloy Wheels', 'Roof Rails'],
  },
};

const WORK: string[] = ['Tow Bar', 'Bull Bar', 'Tub Liner', 'Side Steps', 'Snorkel'];

const MOTORCYCLE: Record<string, Tiered> = {
  'Safety & Control': {
    base: ['ABS', 'LED Lighting'],
    mid: ['Traction Control', 'Riding Modes'],
    high: ['Cornering ABS', 'Quickshifter', 'Cruise Control'],
  },
  Comfort: {
    base: ['Adjustable Levers'],
    mid: ['TFT Display', 'Slipper Clutch'],
    high: ['Heated Grips', 'Bluetooth Connectivity', 'Keyless Ignition'],
  },
};

const CARAVAN: Record<string, Tiered> = {
  Living: {
    base: ['Queen Bed', 'Microwave', 'Gas Cooktop', 'Fridge 184L'],
    mid: ['Ensuite', 'Air Conditioning', 'Washing Machine'],
    high: ['Diesel Heater', 'Lounge Conversion', 'Smart TV'],
  },
  'Off-grid': {
    base: ['Water Tanks 2 x 95L', 'Gas Bottles 2 x 9kg'],
    mid: ['Solar Panels', 'Annexe'],
    high: ['Lithium Battery', 'Off-road Suspension', 'External Kitchen'],
  },
};

function tiered(rng: Rng, groups: Record<string, Tiered>, tier: number): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [category, items] of Object.entries(groups)) {
    const list = [...items.base];
    if (tier >= 1) list.push(...items.mid.filter(() => rng.chance(0.85)));
    if (tier >= 2) list.push(...items.high.filter(() => rng.chance(0.75)));
    out[category] = list;
  }
  return out;
}

/** Equipment for a car: lists by category; some dashboards send a flat list instead. */
export function standardEquipment(
  rng: Rng,
  itemType: 'car' | 'motorcycle' | 'caravan',
  price: number,
  body: string,
): Record<string, string[]> | string[] {
  if (itemType === 'motorcycle')
    return tiered(rng, MOTORCYCLE, price > 18000 ? 2 : price > 11000 ? 1 : 0);
  if (itemType === 'caravan')
    return tiered(rng, CARAVAN, price > 100000 ? 2 : price > 65000 ? 1 : 0);
  const groups = tiered(rng, CAR, price > 55000 ? 2 : price > 35000 ? 1 : 0);
  if (body === 'ute' || body === 'cabChassis')
    groups['Work & Touring'] = WORK.filter(() => rng.chance(0.5));
  if (rng.chance(0.15)) return Object.values(groups).flat();
  return groups;
}
