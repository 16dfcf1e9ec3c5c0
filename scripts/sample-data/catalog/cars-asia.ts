/** Japanese, Korean and Chinese makes sold in Australia, with plausible drive-away prices. */
import { model, type VehicleModel } from './types';

const P15 = '1496/4/Petrol/A6/FWD';
const P20 = '1998/4/Petrol/A6/FWD';
const P25A = '2488/4/Petrol/A6/AWD';

export const ASIAN_MAKES: VehicleModel[] = [
  // Mazda ('2', '3' as the dashboard sends them; the site shows Mazda2, Mazda3)
  model('Mazda', '2', 'hatch', { series: 'DJ', years: [2015, 2026], engines: { p: P15 } }, [
    ['G15 Pure', 'p', 25990],
    ['G15 Evolve', 'p', 28490],
    ['G15 GT', 'p', 31490],
  ]),
  model(
    'Mazda',
    '3',
    'hatch',
    { series: 'BP', years: [2019, 2026], engines: { p: P20, g: '2488/4/Petrol/A6/FWD' } },
    [
      ['G20 Pure', 'p', 32990],
      ['G20 Evolve', 'p', 35490],
      ['G25 Astina', 'g', 43990],
    ],
  ),
  model(
    'Mazda',
    'CX-30',
    'suv',
    { series: 'DM', years: [2019, 2026], engines: { p: P20, a: P25A } },
    [
      ['G20 Pure', 'p', 36990],
      ['G20 Touring', 'p', 41990],
      ['G25 Astina AWD', 'a', 50990],
    ],
  ),
  model(
    'Mazda',
    'CX-5',
    'suv',
    { series: 'KF', years: [2017, 2026], engines: { p: P20, a: P25A, t: '2488/4/Petrol/A6/AWD' } },
    [
      ['G20 Maxx', 'p', 38990],
      ['G25 Maxx Sport AWD', 'a', 44990],
      ['G25 Touring AWD', 'a', 47990],
      ['G35 Akera AWD', 't', 57990],
    ],
  ),
  model(
    'Mazda',
    'CX-60',
    'suv',
    {
      series: 'KH',
      years: [2022, 2026],
      engines: { d: '3283/6/Diesel/A8/AWD', ph: '2488/4/PHEV/A8/AWD' },
    },
    [
      ['D50e Evolve', 'd', 67990],
      ['P50e GT PHEV', 'ph', 81990],
    ],
  ),
  model(
    'Mazda',
    'BT-50',
    'ute',
    { series: 'TF', years: [2020, 2026], engines: { d: '2999/4/Diesel/A6/4x4' } },
    [
      ['XT 4x4 Dual Cab', 'd', 56990],
      ['GT 4x4 Dual Cab', 'd', 64990],
      ['Thunder 4x4 Dual Cab', 'd', 70990],
    ],
  ),
  model(
    'Mazda',
    'MX-5',
    'convertible',
    { seats: 2, series: 'ND', years: [2016, 2026], engines: { m: '1998/4/Petrol/M6/RWD' } },
    [
      ['Roadster GT', 'm', 49990],
      ['RF GT', 'm', 53990],
    ],
  ),
  // Hyundai
  model(
    'Hyundai',
    'i30',
    'hatch',
    {
      series: 'PD',
      years: [2017, 2026],
      engines: { p: '1999/4/Petrol/CVT/FWD', n: '1598/4/Petrol/DCT7/FWD' },
    },
    [
      ['Active', 'p', 29990],
      ['N Line', 'n', 36990],
      ['N Line Premium', 'n', 41490],
    ],
  ),
  model(
    'Hyundai',
    'Venue',
    'suv',
    { series: 'QX', years: [2019, 2026], engines: { p: '1598/4/Petrol/A6/FWD' } },
    [
      ['', 'p', 25990],
      ['Active', 'p', 27990],
      ['Elite', 'p', 30490],
    ],
  ),
  model(
    'Hyundai',
    'Kona',
    'suv',
    {
      series: 'SX2',
      years: [2017, 2026],
      engines: {
        p: '1999/4/Petrol/CVT/FWD',
        h: '1580/4/Hybrid/DCT6/FWD',
        e: '0/0/Electric/A1/FWD',
      },
    },
    [
      ['', 'p', 34990],
      ['Premium Hybrid', 'h', 45990],
      ['Electric Extended Range', 'e', 59990],
    ],
  ),
  model(
    'Hyundai',
    'Tucson',
    'suv',
    {
      series: 'NX4',
      years: [2015, 2026],
      engines: { p: P20, d: '1995/4/Diesel/A8/AWD', h: '1598/4/Hybrid/A6/AWD' },
    },
    [
      ['2WD', 'p', 39990],
      ['Elite 2WD', 'p', 45990],
      ['Highlander AWD Diesel', 'd', 57990],
      ['Elite Hybrid AWD', 'h', 54990],
    ],
  ),
  model(
    'Hyundai',
    'Santa Fe',
    'suv',
    {
      seats: 7,
      series: 'MX5',
      years: [2018, 2026],
      engines: { p: '2497/4/Petrol/DCT8/AWD', h: '1598/4/Hybrid/A6/AWD' },
    },
    [
      ['AWD', 'p', 56990],
      ['Elite Hybrid AWD', 'h', 68990],
      ['Calligraphy Hybrid AWD', 'h', 79990],
    ],
  ),
  model(
    'Hyundai',
    'Palisade',
    'suv',
    { seats: 8, series: 'LX2', years: [2021, 2026], engines: { d: '2199/4/Diesel/A8/AWD' } },
    [
      ['Elite AWD', 'd', 72990],
      ['Highlander AWD', 'd', 82990],
    ],
  ),
  model(
    'Hyundai',
    'Staria',
    'peopleMover',
    { seats: 8, series: 'US4', years: [2021, 2026], engines: { d: '2199/4/Diesel/A8/AWD' } },
    [
      ['', 'd', 58990],
      ['Highlander', 'd', 74990],
    ],
  ),
  model(
    'Hyundai',
    'IONIQ 5',
    'suv',
    {
      series: 'NE',
      years: [2021, 2026],
      engines: { r: '0/0/Electric/A1/RWD', a: '0/0/Electric/A1/AWD' },
    },
    [
      ['Dynamiq RWD', 'r', 69990],
      ['Epiq AWD', 'a', 84990],
    ],
  ),
  // Kia
  model(
    'Kia',
    'Picanto',
    'hatch',
    { series: 'JA', years: [2017, 2026], engines: { p: '1248/4/Petrol/A4/FWD' } },
    [
      ['S', 'p', 19990],
      ['GT-Line', 'p', 22990],
    ],
  ),
  model('Kia', 'Cerato', 'hatch', { series: 'BD', years: [2018, 2024], engines: { p: P20 } }, [
    ['S', 'p', 28990],
    ['Sport', 'p', 31490],
    ['GT-Line', 'p', 36990],
  ]),
  model(
    'Kia',
    'Seltos',
    'suv',
    {
      series: 'SP2',
      years: [2020, 2026],
      engines: { p: '1999/4/Petrol/CVT/FWD', t: '1598/4/Petrol/DCT7/AWD' },
    },
    [
      ['S', 'p', 30990],
      ['Sport+', 'p', 35990],
      ['GT-Line AWD', 't', 45990],
    ],
  ),
  model(
    'Kia',
    'Sportage',
    'suv',
    {
      series: 'NQ5',
      years: [2016, 2026],
      engines: { p: P20, d: '1998/4/Diesel/A8/AWD', h: '1598/4/Hybrid/A6/FWD' },
    },
    [
      ['S 2WD', 'p', 38990],
      ['SX 2WD', 'p', 42990],
      ['GT-Line Diesel AWD', 'd', 56990],
      ['GT-Line Hybrid', 'h', 55990],
    ],
  ),
  model(
    'Kia',
    'Sorento',
    'suv',
    {
      seats: 7,
      series: 'MQ4',
      years: [2020, 2026],
      engines: { d: '2199/4/Diesel/DCT8/AWD', ph: '1598/4/PHEV/A6/AWD' },
    },
    [
      ['Sport AWD', 'd', 58990],
      ['GT-Line AWD', 'd', 72990],
      ['GT-Line PHEV', 'ph', 84990],
    ],
  ),
  model(
    'Kia',
    'Carnival',
    'peopleMover',
    {
      seats: 8,
      series: 'KA4',
      years: [2020, 2026],
      engines: { p: '3470/6/Petrol/A8/FWD', h: '1598/4/Hybrid/A6/FWD' },
    },
    [
      ['S', 'p', 54990],
      ['Sport+', 'p', 62990],
      ['GT-Line Hybrid', 'h', 79990],
    ],
  ),
  model(
    'Kia',
    'EV6',
    'suv',
    {
      series: 'CV',
      years: [2022, 2026],
      engines: { r: '0/0/Electric/A1/RWD', a: '0/0/Electric/A1/AWD' },
    },
    [
      ['Air RWD', 'r', 72990],
      ['GT-Line AWD', 'a', 87990],
    ],
  ),
  model(
    'Kia',
    'Tasman',
    'ute',
    { series: 'TK', years: [2025, 2026], engines: { d: '2151/4/Diesel/A8/4x4' } },
    [
      ['S 4x4 Dual Cab', 'd', 56990],
      ['SX+ 4x4 Dual Cab', 'd', 66990],
      ['X-Pro 4x4 Dual Cab', 'd', 78990],
    ],
  ),
  // Mitsubishi
  model(
    'Mitsubishi',
    'ASX',
    'suv',
    { series: 'XD', years: [2016, 2026], engines: { p: '1999/4/Petrol/CVT/FWD' } },
    [
      ['ES', 'p', 27990],
      ['LS', 'p', 31990],
      ['Exceed', 'p', 36990],
    ],
  ),
  model(
    'Mitsubishi',
    'Eclipse Cross',
    'suv',
    {
      series: 'YB',
      years: [2018, 2026],
      engines: { p: '1499/4/Petrol/CVT/FWD', ph: '2360/4/PHEV/A1/AWD' },
    },
    [
      ['LS 2WD', 'p', 34990],
      ['Aspire PHEV', 'ph', 51990],
    ],
  ),
  model(
    'Mitsubishi',
    'Outlander',
    'suv',
    {
      seats: 7,
      series: 'ZM',
      years: [2016, 2026],
      engines: { p: '2488/4/Petrol/CVT/FWD', ph: '2360/4/PHEV/A1/AWD' },
    },
    [
      ['ES 2WD', 'p', 40990],
      ['LS AWD', 'p', 47990],
      ['Exceed PHEV', 'ph', 67990],
    ],
  ),
  model(
    'Mitsubishi',
    'Pajero Sport',
    'suv',
    { seats: 7, series: 'QF', years: [2016, 2026], engines: { d: '2442/4/Diesel/A8/4x4' } },
    [
      ['GLX', 'd', 53990],
      ['GLS', 'd', 59990],
      ['Exceed', 'd', 63990],
    ],
  ),
  model(
    'Mitsubishi',
    'Triton',
    'ute',
    {
      series: 'MV',
      years: [2015, 2026],
      engines: { d2: '2442/4/Diesel/A6/RWD', d: '2442/4/Diesel/A6/4x4' },
    },
    [
      ['GLX 4x2 Double Cab', 'd2', 43990],
      ['GLX+ 4x4 Double Cab', 'd', 55990],
      ['GSR 4x4 Double Cab', 'd', 67990],
    ],
  ),
  // Nissan, Honda, Subaru, Suzuki
  model(
    'Nissan',
    'Navara',
    'ute',
    { series: 'D23', years: [2015, 2026], engines: { d: '2298/4/Diesel/A7/4x4' } },
    [
      ['SL 4x4 Dual Cab', 'd', 55990],
      ['ST-X 4x4 Dual Cab', 'd', 66990],
      ['PRO-4X', 'd', 71990],
    ],
  ),
  model(
    'Nissan',
    'X-Trail',
    'suv',
    { series: 'T33', years: [2017, 2026], engines: { p: P25A, h: '1497/3/Hybrid/A1/AWD' } },
    [
      ['ST 2WD', 'p', 40990],
      ['ST-L e-POWER', 'h', 56990],
      ['Ti-L e-POWER', 'h', 62990],
    ],
  ),
  model(
    'Nissan',
    'Patrol',
    'suv',
    { seats: 8, series: 'Y62', years: [2015, 2025], engines: { v8: '5552/8/Petrol/A7/4x4' } },
    [
      ['Ti', 'v8', 92990],
      ['Ti-L', 'v8', 107990],
    ],
  ),
  model(
    'Honda',
    'Civic',
    'hatch',
    {
      series: '11th Gen',
      years: [2017, 2026],
      engines: { p: '1498/4/Petrol/CVT/FWD', h: '1993/4/Hybrid/A1/FWD' },
    },
    [
      ['VTi LX', 'p', 39990],
      ['e:HEV LX', 'h', 52990],
    ],
  ),
  model(
    'Honda',
    'HR-V',
    'suv',
    {
      series: 'RV',
      years: [2016, 2026],
      engines: { p: '1498/4/Petrol/CVT/FWD', h: '1498/4/Hybrid/A1/FWD' },
    },
    [
      ['Vi X', 'p', 37990],
      ['e:HEV L', 'h', 45990],
    ],
  ),
  model(
    'Honda',
    'CR-V',
    'suv',
    {
      series: 'RS',
      years: [2017, 2026],
      engines: { t: '1498/4/Petrol/CVT/FWD', h: '1993/4/Hybrid/A1/AWD' },
    },
    [
      ['VTi X', 't', 44990],
      ['e:HEV RS', 'h', 59990],
    ],
  ),
  model(
    'Subaru',
    'Forester',
    'suv',
    {
      series: 'SL',
      years: [2016, 2026],
      engines: { p: '2498/4/Petrol/CVT/AWD', h: '2498/4/Hybrid/CVT/AWD' },
    },
    [
      ['2.5i', 'p', 41990],
      ['2.5i Sport', 'p', 46990],
      ['Hybrid S', 'h', 54990],
    ],
  ),
  model(
    'Subaru',
    'Outback',
    'wagon',
    {
      series: 'BT',
      years: [2015, 2026],
      engines: { p: '2498/4/Petrol/CVT/AWD', t: '2387/4/Petrol/CVT/AWD' },
    },
    [
      ['AWD', 'p', 47990],
      ['AWD Touring', 'p', 55990],
      ['AWD Sport XT', 't', 59990],
    ],
  ),
  model(
    'Subaru',
    'WRX',
    'sedan',
    { series: 'VB', years: [2015, 2026], engines: { m: '2387/4/Petrol/M6/AWD' } },
    [
      ['', 'm', 52990],
      ['tS', 'm', 62990],
    ],
  ),
  model(
    'Suzuki',
    'Swift',
    'hatch',
    {
      series: 'AZ',
      years: [2017, 2026],
      engines: { p: '1197/3/Hybrid/CVT/FWD', m: '1197/4/Petrol/M5/FWD' },
    },
    [
      ['Hybrid', 'p', 24990],
      ['Hybrid Plus', 'p', 27990],
      ['GL', 'm', 21990],
    ],
  ),
  model(
    'Suzuki',
    'Jimny',
    'suv',
    {
      seats: 4,
      doors: 3,
      series: 'JB74',
      years: [2018, 2026],
      engines: { m: '1462/4/Petrol/M5/4x4', a: '1462/4/Petrol/A4/4x4' },
    },
    [
      ['Lite', 'm', 32990],
      ['Jimny', 'a', 36990],
      ['XL', 'a', 40990],
    ],
  ),
  model(
    'Suzuki',
    'Vitara',
    'suv',
    { series: 'LY', years: [2015, 2026], engines: { p: '1586/4/Petrol/A6/FWD' } },
    [
      ['', 'p', 33990],
      ['Turbo', 'p', 40990],
    ],
  ),
  // Isuzu UTE, GWM / Haval, MG, BYD, Chery, KGM / SsangYong
  model(
    'Isuzu UTE',
    'D-MAX',
    'ute',
    {
      series: 'RG',
      years: [2015, 2026],
      engines: { d: '2999/4/Diesel/A6/4x4', c: '2999/4/Diesel/A6/4x4' },
    },
    [
      ['SX 4x4 Crew Cab', 'd', 53990],
      ['LS-U 4x4 Crew Cab', 'd', 62990],
      ['X-TERRAIN 4x4 Crew Cab', 'd', 71990],
    ],
  ),
  model(
    'Isuzu UTE',
    'MU-X',
    'suv',
    { seats: 7, series: 'RJ', years: [2015, 2026], engines: { d: '2999/4/Diesel/A6/4x4' } },
    [
      ['LS-M 4x4', 'd', 58990],
      ['LS-T 4x4', 'd', 69990],
    ],
  ),
  model(
    'GWM',
    'Cannon',
    'ute',
    { series: 'NPW', years: [2021, 2026], engines: { d: '2378/4/Diesel/A8/4x4' } },
    [
      ['Lux 4x4', 'd', 44990],
      ['Ultra 4x4', 'd', 48990],
      ['Alpha Ultra', 'd', 59990],
    ],
  ),
  model(
    'Haval',
    'Jolion',
    'suv',
    {
      series: 'A01',
      years: [2021, 2026],
      engines: { p: '1497/4/Petrol/DCT7/FWD', h: '1497/4/Hybrid/A1/FWD' },
    },
    [
      ['Premium', 'p', 28990],
      ['Lux', 'p', 31990],
      ['Ultra Hybrid', 'h', 37990],
    ],
  ),
  model(
    'Haval',
    'H6',
    'suv',
    {
      series: 'B01',
      years: [2021, 2026],
      engines: { p: '1967/4/Petrol/DCT7/FWD', h: '1497/4/Hybrid/A1/FWD' },
    },
    [
      ['Lux', 'p', 37990],
      ['Ultra Hybrid', 'h', 46990],
    ],
  ),
  model(
    'MG',
    '3',
    'hatch',
    {
      series: 'SZP1',
      years: [2018, 2026],
      engines: { p: '1498/4/Petrol/CVT/FWD', h: '1498/4/Hybrid/A3/FWD' },
    },
    [
      ['Vibe', 'p', 21990],
      ['Excite Hybrid+', 'h', 29990],
    ],
  ),
  model(
    'MG',
    'ZS',
    'suv',
    {
      series: 'AZS1',
      years: [2018, 2026],
      engines: { p: '1498/4/Petrol/CVT/FWD', e: '0/0/Electric/A1/FWD' },
    },
    [
      ['Vibe', 'p', 24990],
      ['Excite', 'p', 27990],
      ['EV Essence', 'e', 43990],
    ],
  ),
  model(
    'MG',
    '4',
    'hatch',
    { series: 'EH32', years: [2022, 2026], engines: { e: '0/0/Electric/A1/RWD' } },
    [
      ['Excite 51', 'e', 37990],
      ['Essence 64', 'e', 46990],
    ],
  ),
  model(
    'BYD',
    'Atto 3',
    'suv',
    { series: 'EUA', years: [2022, 2026], engines: { e: '0/0/Electric/A1/FWD' } },
    [
      ['Standard Range', 'e', 44990],
      ['Extended Range', 'e', 50990],
    ],
  ),
  model(
    'BYD',
    'Seal',
    'sedan',
    {
      series: 'EK',
      years: [2023, 2026],
      engines: { r: '0/0/Electric/A1/RWD', a: '0/0/Electric/A1/AWD' },
    },
    [
      ['Dynamic RWD', 'r', 52990],
      ['Performance AWD', 'a', 68990],
    ],
  ),
  model(
    'BYD',
    'Shark 6',
    'ute',
    { series: 'SK', years: [2025, 2026], engines: { ph: '1497/4/PHEV/A1/AWD' } },
    [['Premium', 'ph', 62990]],
  ),
  model(
    'Chery',
    'Omoda 5',
    'suv',
    { series: 'T19C', years: [2023, 2026], engines: { p: '1498/4/Petrol/CVT/FWD' } },
    [
      ['BX', 'p', 29990],
      ['EX', 'p', 33990],
    ],
  ),
  model(
    'Chery',
    'Tiggo 7 Pro',
    'suv',
    { series: 'T1E', years: [2023, 2026], engines: { p: '1498/4/Petrol/CVT/FWD' } },
    [
      ['Urban', 'p', 32990],
      ['Ultimate', 'p', 37990],
    ],
  ),
  model(
    'KGM',
    'Musso',
    'ute',
    { series: 'Q200', years: [2023, 2026], engines: { d: '2157/4/Diesel/A6/4x4' } },
    [
      ['ELX', 'd', 45990],
      ['Ultimate XLV', 'd', 52990],
    ],
  ),
  model(
    'SsangYong',
    'Rexton',
    'suv',
    { seats: 7, series: 'Y450', years: [2018, 2023], engines: { d: '2157/4/Diesel/A7/4x4' } },
    [
      ['ELX', 'd', 49990],
      ['Ultimate', 'd', 57990],
    ],
  ),
];
