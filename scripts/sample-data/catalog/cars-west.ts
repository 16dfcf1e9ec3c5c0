/** European, American and Australian makes sold in Australia, with plausible drive-away prices. */
import { model, type VehicleModel } from './types';

export const WESTERN_MAKES: VehicleModel[] = [
  // Ford
  model(
    'Ford',
    'Ranger',
    'ute',
    {
      series: 'PY',
      years: [2015, 2026],
      engines: {
        x: '1996/4/Diesel/A6/4x4',
        b: '1996/4/Diesel/A10/4x4',
        v6: '2993/6/Diesel/A10/4x4',
        r: '2956/6/Petrol/A10/4x4',
      },
    },
    [
      ['XL 4x4 Double Cab', 'x', 52990],
      ['XLT 4x4 Double Cab', 'b', 64990],
      ['Sport 4x4 Double Cab', 'v6', 70990],
      ['Wildtrak 4x4 Double Cab', 'v6', 77990],
      ['Raptor', 'r', 92990],
    ],
  ),
  model(
    'Ford',
    'Ranger',
    'cabChassis',
    {
      seats: 2,
      doors: 2,
      series: 'PY',
      years: [2015, 2026],
      engines: { x: '1996/4/Diesel/A6/4x4' },
    },
    [['XL 4x4 Single Cab Chassis', 'x', 48990]],
  ),
  model(
    'Ford',
    'Everest',
    'suv',
    {
      seats: 7,
      series: 'UB',
      years: [2016, 2026],
      engines: { b: '1996/4/Diesel/A10/4x4', v6: '2993/6/Diesel/A10/4x4' },
    },
    [
      ['Ambiente 4WD', 'b', 61990],
      ['Sport V6 4WD', 'v6', 74990],
      ['Platinum V6 4WD', 'v6', 85990],
    ],
  ),
  model(
    'Ford',
    'Puma',
    'suv',
    { series: 'JK', years: [2020, 2026], engines: { p: '999/3/Petrol/DCT7/FWD' } },
    [
      ['', 'p', 34990],
      ['ST-Line V', 'p', 40990],
    ],
  ),
  model(
    'Ford',
    'Mustang',
    'coupe',
    {
      seats: 4,
      doors: 2,
      series: 'S650',
      years: [2015, 2026],
      engines: { e: '2261/4/Petrol/A10/RWD', v8: '5038/8/Petrol/A10/RWD' },
    },
    [
      ['EcoBoost Fastback', 'e', 68990],
      ['GT Fastback', 'v8', 83990],
    ],
  ),
  model(
    'Ford',
    'Transit Custom',
    'van',
    { seats: 3, series: 'VN', years: [2018, 2026], engines: { d: '1995/4/Diesel/A8/FWD' } },
    [
      ['Trend SWB', 'd', 56990],
      ['Sport LWB', 'd', 68990],
    ],
  ),
  // Volkswagen, Škoda
  model(
    'Volkswagen',
    'Golf',
    'hatch',
    {
      series: 'Mk8',
      years: [2015, 2026],
      engines: {
        p: '1395/4/Petrol/A8/FWD',
        g: '1984/4/Petrol/DCT7/FWD',
        r: '1984/4/Petrol/DCT7/AWD',
      },
    },
    [
      ['Life', 'p', 40990],
      ['GTI', 'g', 61990],
      ['R', 'r', 75990],
    ],
  ),
  model(
    'Volkswagen',
    'Polo',
    'hatch',
    { series: 'AW', years: [2018, 2026], engines: { p: '999/3/Petrol/DCT7/FWD' } },
    [
      ['Life', 'p', 30990],
      ['Style', 'p', 34990],
    ],
  ),
  model(
    'Volkswagen',
    'Tiguan',
    'suv',
    {
      series: 'CT',
      years: [2016, 2026],
      engines: { p: '1395/4/Petrol/DCT8/FWD', a: '1984/4/Petrol/DCT7/AWD' },
    },
    [
      ['Life', 'p', 47990],
      ['Elegance 4MOTION', 'a', 60990],
    ],
  ),
  model(
    'Volkswagen',
    'Amarok',
    'ute',
    {
      series: 'NF',
      years: [2017, 2026],
      engines: { d: '1996/4/Diesel/A10/4x4', v6: '2993/6/Diesel/A10/4x4' },
    },
    [
      ['Core TDI405', 'd', 58990],
      ['Style TDI500', 'v6', 72990],
      ['Aventura TDI600', 'v6', 86990],
    ],
  ),
  model(
    'Škoda',
    'Octavia',
    'wagon',
    {
      series: 'NX',
      years: [2017, 2026],
      engines: { p: '1395/4/Petrol/A8/FWD', r: '1984/4/Petrol/DCT7/FWD' },
    },
    [
      ['Style', 'p', 41990],
      ['RS', 'r', 57990],
    ],
  ),
  model(
    'Škoda',
    'Kodiaq',
    'suv',
    { seats: 7, series: 'PS', years: [2017, 2026], engines: { p: '1984/4/Petrol/DCT7/AWD' } },
    [
      ['Style', 'p', 56990],
      ['Sportline', 'p', 64990],
    ],
  ),
  // Prestige
  model(
    'Mercedes-Benz',
    'A-Class',
    'hatch',
    { series: 'W177', years: [2018, 2026], engines: { p: '1332/4/Petrol/DCT7/FWD' } },
    [
      ['A180', 'p', 57990],
      ['A200', 'p', 62990],
    ],
  ),
  model(
    'Mercedes-Benz',
    'C-Class',
    'sedan',
    {
      series: 'W206',
      years: [2015, 2026],
      engines: { p: '1496/4/Hybrid/A9/RWD', t: '1999/4/Hybrid/A9/RWD' },
    },
    [
      ['C200', 'p', 84990],
      ['C300', 't', 99990],
    ],
  ),
  model(
    'Mercedes-Benz',
    'GLC',
    'suv',
    { series: 'X254', years: [2016, 2026], engines: { p: '1999/4/Hybrid/A9/AWD' } },
    [['GLC300 4MATIC', 'p', 104990]],
  ),
  model(
    'BMW',
    '3 Series',
    'sedan',
    {
      series: 'G20',
      years: [2015, 2026],
      engines: { p: '1998/4/Petrol/A8/RWD', m: '2998/6/Petrol/A8/AWD' },
    },
    [
      ['320i M Sport', 'p', 80990],
      ['M340i xDrive', 'm', 112990],
    ],
  ),
  model(
    'BMW',
    'X3',
    'suv',
    { series: 'G45', years: [2018, 2026], engines: { p: '1998/4/Petrol/A8/AWD' } },
    [
      ['20 xDrive', 'p', 89990],
      ['30e xDrive M Sport', 'p', 104990],
    ],
  ),
  model(
    'Audi',
    'A3',
    'hatch',
    { series: '8Y', years: [2017, 2026], engines: { p: '1498/4/Petrol/DCT7/FWD' } },
    [
      ['Sportback 35 TFSI', 'p', 54990],
      ['Sportback 40 TFSI quattro S line', 'p', 63990],
    ],
  ),
  model(
    'Audi',
    'Q5',
    'suv',
    {
      series: 'FY',
      years: [2017, 2026],
      engines: { p: '1984/4/Petrol/DCT7/AWD', d: '1968/4/Diesel/DCT7/AWD' },
    },
    [
      ['40 TDI quattro', 'd', 80990],
      ['45 TFSI quattro S line', 'p', 89990],
    ],
  ),
  model(
    'Lexus',
    'NX',
    'suv',
    { series: 'AAZH20R', years: [2018, 2026], engines: { h: '2487/4/Hybrid/CVT/AWD' } },
    [
      ['NX350h Luxury', 'h', 79990],
      ['NX350h F Sport', 'h', 92990],
    ],
  ),
  model(
    'Volvo',
    'XC60',
    'suv',
    { series: '246', years: [2017, 2026], engines: { p: '1969/4/Hybrid/A8/AWD' } },
    [
      ['B5 Plus', 'p', 84990],
      ['Ultra T8 PHEV', 'p', 109990],
    ],
  ),
  model(
    'Land Rover',
    'Defender',
    'suv',
    { series: 'L663', years: [2020, 2026], engines: { d: '2997/6/Diesel/A8/4x4' } },
    [
      ['110 D250 SE', 'd', 119990],
      ['110 D350 X-Dynamic HSE', 'd', 149990],
    ],
  ),
  model(
    'Porsche',
    'Macan',
    'suv',
    { series: '95B', years: [2015, 2024], engines: { p: '1984/4/Petrol/DCT7/AWD' } },
    [
      ['', 'p', 104990],
      ['T', 'p', 119990],
    ],
  ),
  // EVs
  model(
    'Tesla',
    'Model 3',
    'sedan',
    {
      series: 'Highland',
      years: [2019, 2026],
      engines: { r: '0/0/Electric/A1/RWD', a: '0/0/Electric/A1/AWD' },
    },
    [
      ['Rear-Wheel Drive', 'r', 58990],
      ['Long Range AWD', 'a', 70990],
    ],
  ),
  model(
    'Tesla',
    'Model Y',
    'suv',
    {
      series: 'Juniper',
      years: [2022, 2026],
      engines: { r: '0/0/Electric/A1/RWD', a: '0/0/Electric/A1/AWD' },
    },
    [
      ['Rear-Wheel Drive', 'r', 61990],
      ['Long Range AWD', 'a', 72990],
    ],
  ),
  model(
    'Polestar',
    '2',
    'hatch',
    { series: '534', years: [2021, 2026], engines: { r: '0/0/Electric/A1/RWD' } },
    [['Long Range Single Motor', 'r', 72990]],
  ),
  // American and Australian
  model(
    'Chevrolet',
    'Silverado',
    'ute',
    {
      seats: 5,
      series: 'T1',
      years: [2020, 2026],
      engines: { v8: '6599/8/Petrol/A10/4x4', d: '6599/8/Diesel/A10/4x4' },
    },
    [
      ['1500 LTZ Premium', 'v8', 119990],
      ['2500HD LTZ Premium', 'd', 149990],
    ],
  ),
  model(
    'Jeep',
    'Wrangler',
    'suv',
    { seats: 5, series: 'JL', years: [2018, 2026], engines: { p: '1995/4/Petrol/A8/4x4' } },
    [['Rubicon 4-Door', 'p', 89990]],
  ),
  model(
    'Jeep',
    'Grand Cherokee',
    'suv',
    { seats: 5, series: 'WL', years: [2016, 2026], engines: { v6: '3604/6/Petrol/A8/4x4' } },
    [
      ['Night Eagle', 'v6', 79990],
      ['Limited', 'v6', 87990],
    ],
  ),
  model(
    'Holden',
    'Commodore',
    'sedan',
    {
      series: 'ZB',
      years: [2015, 2020],
      engines: {
        p: '1998/4/Petrol/A9/FWD',
        v6: '3564/6/Petrol/A9/AWD',
        v8: '6162/8/Petrol/A6/RWD',
      },
    },
    [
      ['LT', 'p', 39990],
      ['RS-V', 'v6', 52990],
      ['SS V Redline', 'v8', 59990],
    ],
  ),
  model(
    'Holden',
    'Colorado',
    'ute',
    { series: 'RG', years: [2015, 2020], engines: { d: '2776/4/Diesel/A6/4x4' } },
    [
      ['LS 4x4 Crew Cab', 'd', 47990],
      ['Z71 4x4 Crew Cab', 'd', 59990],
    ],
  ),
  model(
    'LDV',
    'T60',
    'ute',
    { series: 'SK8C', years: [2017, 2026], engines: { d: '1996/4/Diesel/A8/4x4' } },
    [
      ['PRO 4x4 Dual Cab', 'd', 42990],
      ['MAX LUXE 4x4 Dual Cab', 'd', 51990],
    ],
  ),
];
