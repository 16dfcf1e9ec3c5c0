import type { Manufacturer } from '../domain/tenant/schema/manufacturer';
import { slugify } from '../domain/format/slug';

/**
 * The static manufacturer list (tenants-and-content.md §3.9): id, name, slug, logo.url (nullable).
 * Makes sold new in Australia and New Zealand, plus the used-only makes dealers still list
 * (Holden, HSV, Saab) and the motorcycle, truck and caravan makes. Ids are stable: add new
 * makes at the end with the next id. Alias names the site normalises (Isuzu UTE, GWM/Haval,
 * SsangYong/KGM, Chevrolet/GMSV, Škoda, Chery) are separate entries, as the dashboard has them.
 *
 * logo.url is '/sample-media/makes/{slug}.svg' for the makes the sample-data generator
 * draws a badge for (every make in the sample stock), else null.
 */
const LOGO = new Set([
  'Toyota', 'Mazda', 'Hyundai', 'Kia', 'Mitsubishi', 'Nissan', 'Honda', 'Subaru', 'Suzuki', 'Isuzu UTE', 'GWM', 'Haval', 'MG', 'BYD', 'Chery', 'KGM',
  'SsangYong', 'Ford', 'Volkswagen', 'Škoda', 'Mercedes-Benz', 'BMW', 'Audi', 'Lexus', 'Volvo', 'Land Rover', 'Porsche', 'Tesla', 'Polestar',
  'Chevrolet', 'GMSV', 'Jeep', 'Holden', 'LDV', 'Yamaha', 'Kawasaki', 'Harley-Davidson', 'KTM', 'Triumph', 'Ducati', 'Royal Enfield', 'Jayco',
  'Lotus Caravans', 'Zone RV', 'Supreme', 'New Age', 'Crusader', 'Coromal', 'Avan', 'Windsor', 'Snowy River', 'Kedron',
]);

const NAMES = [
  // 1–20
  'Toyota', 'Abarth', 'Alfa Romeo', 'Alpine', 'Aston Martin', 'Audi', 'Bentley', 'BMW', 'BYD', 'Cadillac',
  'Chery', 'Chevrolet', 'Chrysler', 'Citroën', 'Cupra', 'Deepal', 'Denza', 'Dodge', 'Ferrari', 'Fiat',
  // 21–40
  'Fiat Professional', 'Ford', 'Foton', 'GAC', 'Geely', 'Genesis', 'GMSV', 'GWM', 'Haval', 'Holden',
  'Honda', 'HSV', 'Hyundai', 'INEOS', 'Infiniti', 'Isuzu', 'Isuzu UTE', 'Jaecoo', 'Jaguar', 'Jeep',
  // 41–60
  'KGM', 'Kia', 'Lamborghini', 'Land Rover', 'LDV', 'Leapmotor', 'Lexus', 'Lotus', 'Lynk & Co', 'Mahindra',
  'Maserati', 'Mazda', 'McLaren', 'Mercedes-Benz', 'MG', 'MINI', 'Mitsubishi', 'Nissan', 'Omoda', 'Peugeot',
  // 61–80
  'Polestar', 'Porsche', 'Proton', 'RAM', 'Renault', 'Rolls-Royce', 'Saab', 'Škoda', 'Smart', 'SsangYong',
  'Subaru', 'Suzuki', 'Tank', 'Tesla', 'Volkswagen', 'Volvo', 'XPENG', 'Zeekr', 'Skywell', 'Chery NZ',
  // 81–100: trucks and buses, and the dashboard's alias name 'Suzuki Australia'
  'Hino', 'Fuso', 'UD Trucks', 'Iveco', 'Scania', 'Kenworth', 'Mack', 'Western Star', 'DAF', 'Volvo Trucks',
  'Mercedes-Benz Trucks', 'Isuzu Trucks', 'Dennis Eagle', 'Freightliner', 'MAN', 'Higer', 'Yutong', 'King Long', 'Suzuki Australia', 'Alexander Dennis',
  // 101–125: motorcycles, ATVs and scooters
  'Yamaha', 'Kawasaki', 'Harley-Davidson', 'KTM', 'Triumph', 'Ducati', 'Royal Enfield', 'Aprilia', 'Benelli', 'Beta',
  'CFMoto', 'GasGas', 'Husqvarna', 'Indian', 'Moto Guzzi', 'MV Agusta', 'Piaggio', 'Vespa', 'Sherco', 'Zero',
  'Can-Am', 'Polaris', 'Kymco', 'SYM', 'Sur-Ron',
  // 126–152: caravans, campers and motorhomes
  'Jayco', 'Lotus Caravans', 'Zone RV', 'Supreme', 'New Age', 'Crusader', 'Coromal', 'Avan', 'Windsor', 'Snowy River',
  'Kedron', 'Regent', 'Royal Flair', 'Roadstar', 'Bushtracker', 'Track Trailer', 'Dreamtime', 'Franklin', 'Golf', 'Retreat',
  'Trakmaster', 'Paramount', 'Sunland', 'Concept', 'Wonderland RV', 'Sunliner', 'Avida',
] as const;

export const MANUFACTURERS: Manufacturer[] = NAMES.map((name, i) => {
  const slug = slugify(name);
  return { id: i + 1, name, slug, logo: { url: LOGO.has(name) ? `/sample-media/makes/${slug}.svg` : null } };
});

/** The manufacturer of a make name (exact, then case- and accent-insensitive by slug). */
export function manufacturerByName(name: string): Manufacturer | undefined {
  return MANUFACTURERS.find((m) => m.name === name) ?? MANUFACTURERS.find((m) => m.slug === slugify(name));
}
