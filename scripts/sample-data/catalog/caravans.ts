/** Caravans, pop tops and hybrid campers sold in Australia (lengths in feet, masses in kg). */
import type { CaravanModel, CaravanVariant } from './types';

const v = (badge: string, lengthFt: number, sleeps: number, axle: 'Single' | 'Tandem', tare: number, atm: number, price: number): CaravanVariant => ({
  badge, lengthFt, sleeps, axle, tare, atm, price,
});

export const CARAVANS: CaravanModel[] = [
  { make: 'Jayco', model: 'Journey', body: 'Caravan', years: [2015, 2026], variants: [v('19.61-3 Outback', 19.6, 2, 'Tandem', 2390, 2990, 79990), v('21.66-3 Outback Family', 21.6, 5, 'Tandem', 2750, 3300, 88990)] },
  { make: 'Jayco', model: 'Starcraft', body: 'Caravan', years: [2015, 2026], variants: [v('17.55-4', 17.5, 2, 'Single', 1960, 2460, 54990), v('21.61-3 Family', 21.6, 6, 'Tandem', 2420, 2920, 64990)] },
  { make: 'Jayco', model: 'Silverline', body: 'Off-road Caravan', years: [2016, 2026], variants: [v('21.65-4 Outback', 21.6, 2, 'Tandem', 2780, 3500, 104990)] },
  { make: 'Jayco', model: 'Crossover', body: 'Hybrid Camper', years: [2019, 2026], variants: [v('15.42-6 Outback', 15.4, 4, 'Single', 1720, 2300, 52990)] },
  { make: 'Jayco', model: 'Swan', body: 'Camper Trailer', years: [2015, 2026], variants: [v('12.11-6 Outback', 12, 4, 'Single', 1230, 1750, 33990)] },
  { make: 'Jayco', model: 'Expanda', body: 'Pop Top', years: [2015, 2024], variants: [v('16.49-2', 16.4, 4, 'Single', 1780, 2180, 46990)] },
  { make: 'Lotus Caravans', model: 'Trooper', body: 'Off-road Caravan', years: [2016, 2026], variants: [v('19\'6 Tandem Full Ensuite', 19.5, 2, 'Tandem', 2890, 3500, 129990)] },
  { make: 'Lotus Caravans', model: 'Off Grid', body: 'Off-road Caravan', years: [2017, 2026], variants: [v('21\' Family Bunks', 21, 5, 'Tandem', 3120, 3900, 149990)] },
  { make: 'Lotus Caravans', model: 'Freelander', body: 'Off-road Caravan', years: [2016, 2026], variants: [v('18\'6 Rear Door', 18.5, 2, 'Tandem', 2650, 3300, 114990)] },
  { make: 'Zone RV', model: 'Z-3', body: 'Off-road Caravan', years: [2018, 2026], variants: [v('17\' Couples', 17, 2, 'Tandem', 2400, 3300, 119990)] },
  { make: 'Zone RV', model: 'Z-4', body: 'Off-road Caravan', years: [2018, 2026], variants: [v('19\' Family', 19, 4, 'Tandem', 2760, 3500, 134990)] },
  { make: 'Supreme', model: 'Getaway', body: 'Caravan', years: [2015, 2026], variants: [v('19\'6 Couples', 19.5, 2, 'Tandem', 2310, 2900, 72990)] },
  { make: 'Supreme', model: 'Territory', body: 'Off-road Caravan', years: [2017, 2026], variants: [v('20\'6 Bunk Van', 20.5, 5, 'Tandem', 2850, 3500, 94990)] },
  { make: 'New Age', model: 'Manta Ray', body: 'Caravan', years: [2015, 2026], variants: [v('MR19E', 19, 2, 'Tandem', 2380, 2950, 84990), v('MR21ERDB', 21, 6, 'Tandem', 2690, 3300, 92990)] },
  { make: 'New Age', model: 'Big Red', body: 'Off-road Caravan', years: [2015, 2026], variants: [v('BR19ERS', 19, 2, 'Tandem', 2780, 3500, 109990)] },
  { make: 'New Age', model: 'Road Owl', body: 'Off-road Caravan', years: [2019, 2026], variants: [v('RO16E', 16, 2, 'Single', 2060, 2800, 79990)] },
  { make: 'Crusader', model: 'Pacific', body: 'Caravan', years: [2016, 2026], variants: [v('21\'6 Island Bed', 21.5, 2, 'Tandem', 2640, 3200, 86990)] },
  { make: 'Crusader', model: 'Excalibur', body: 'Caravan', years: [2016, 2026], variants: [v('22\'9 Family Bunk', 22.75, 6, 'Tandem', 2890, 3500, 98990)] },
  { make: 'Coromal', model: 'Element', body: 'Caravan', years: [2015, 2026], variants: [v('E611s', 20, 2, 'Tandem', 2290, 2800, 69990)] },
  { make: 'Coromal', model: 'Lumina', body: 'Caravan', years: [2016, 2026], variants: [v('L652s', 21.4, 4, 'Tandem', 2520, 3100, 78990)] },
  { make: 'Avan', model: 'Aspire', body: 'Pop Top', years: [2015, 2026], variants: [v('475', 15.6, 2, 'Single', 1420, 1750, 59990)] },
  { make: 'Avan', model: 'Cruiser', body: 'Camper Trailer', years: [2015, 2026], variants: [v('Cruiser 1', 12.5, 4, 'Single', 1050, 1500, 39990)] },
  { make: 'Windsor', model: 'Genesis', body: 'Caravan', years: [2016, 2026], variants: [v('17\'6 Couples', 17.5, 2, 'Single', 1880, 2400, 57990)] },
  { make: 'Snowy River', model: 'SRC', body: 'Off-road Caravan', years: [2016, 2026], variants: [v('SRC-19', 19, 2, 'Tandem', 2450, 3300, 84990)] },
  { make: 'Kedron', model: 'TopEnder', body: 'Off-road Caravan', years: [2017, 2026], variants: [v('XC4', 19, 2, 'Tandem', 3150, 4000, 189990)] },
];
