/** The Australian Toyota car range with plausible drive-away prices (model year 2026). */
import { model, type VehicleModel } from './types';

export const TOYOTA: VehicleModel[] = [
  model(
    'Toyota',
    'Yaris',
    'hatch',
    {
      series: 'MXPA10R',
      years: [2020, 2026],
      engines: { p: '1490/3/Petrol/CVT/FWD', h: '1490/3/Hybrid/CVT/FWD' },
    },
    [
      ['Ascent Sport', 'p', 27990],
      ['SX Hybrid', 'h', 33490],
      ['ZR Hybrid', 'h', 36490],
    ],
  ),
  model(
    'Toyota',
    'Yaris Cross',
    'suv',
    {
      series: 'MXPJ10R',
      years: [2020, 2026],
      engines: {
        p: '1490/3/Petrol/CVT/FWD',
        h: '1490/3/Hybrid/CVT/FWD',
        a: '1490/3/Hybrid/CVT/AWD',
      },
    },
    [
      ['GX 2WD', 'p', 31990],
      ['GXL Hybrid 2WD', 'h', 37490],
      ['Urban Hybrid AWD', 'a', 42990],
    ],
  ),
  model(
    'Toyota',
    'Corolla',
    'hatch',
    {
      series: 'MZEH12R',
      years: [2018, 2026],
      engines: { h: '1798/4/Hybrid/CVT/FWD', p: '1987/4/Petrol/CVT/FWD' },
    },
    [
      ['Ascent Sport Hybrid', 'h', 34990],
      ['SX Hybrid', 'h', 37990],
      ['ZR Hybrid', 'h', 42990],
      ['Ascent Sport', 'p', 31990],
    ],
  ),
  model(
    'Toyota',
    'Corolla',
    'sedan',
    { series: 'MZEA12R', years: [2019, 2026], engines: { h: '1798/4/Hybrid/CVT/FWD' } },
    [
      ['Ascent Sport Hybrid', 'h', 35490],
      ['SX Hybrid', 'h', 38490],
      ['ZR Hybrid', 'h', 43490],
    ],
  ),
  model(
    'Toyota',
    'Corolla Cross',
    'suv',
    {
      series: 'MXGH10R',
      years: [2022, 2026],
      engines: { h: '1987/4/Hybrid/CVT/FWD', a: '1987/4/Hybrid/CVT/AWD' },
    },
    [
      ['GX 2WD Hybrid', 'h', 38990],
      ['GXL 2WD Hybrid', 'h', 42990],
      ['Atmos AWD Hybrid', 'a', 52990],
    ],
  ),
  model(
    'Toyota',
    'C-HR',
    'suv',
    {
      series: 'MAXH10R',
      years: [2017, 2026],
      engines: {
        h: '1798/4/Hybrid/CVT/FWD',
        k: '1987/4/Hybrid/CVT/FWD',
        g: '1987/4/Hybrid/CVT/AWD',
      },
    },
    [
      ['GXL Hybrid', 'h', 44990],
      ['Koba Hybrid', 'k', 50990],
      ['GR Sport AWD Hybrid', 'g', 57990],
    ],
  ),
  model(
    'Toyota',
    'Camry',
    'sedan',
    { series: 'AXVH80R', years: [2018, 2026], engines: { h: '2487/4/Hybrid/CVT/FWD' } },
    [
      ['Ascent Hybrid', 'h', 42990],
      ['SX Hybrid', 'h', 49990],
      ['SL Hybrid', 'h', 55990],
    ],
  ),
  model(
    'Toyota',
    'RAV4',
    'suv',
    {
      series: 'AXAH54R',
      years: [2019, 2026],
      engines: { h: '2487/4/Hybrid/CVT/FWD', a: '2487/4/Hybrid/CVT/AWD' },
    },
    [
      ['GX 2WD Hybrid', 'h', 42490],
      ['GXL 2WD Hybrid', 'h', 47490],
      ['XSE AWD Hybrid', 'a', 53490],
      ['Cruiser AWD Hybrid', 'a', 55990],
      ['Edge AWD Hybrid', 'a', 59490],
    ],
  ),
  model(
    'Toyota',
    'Kluger',
    'suv',
    {
      seats: 7,
      series: 'AXUH78R',
      years: [2021, 2026],
      engines: { v6: '3456/6/Petrol/A8/FWD', h: '2487/4/Hybrid/CVT/AWD' },
    },
    [
      ['GX 2WD', 'v6', 56990],
      ['GXL AWD Hybrid', 'h', 71990],
      ['Grande AWD Hybrid', 'h', 86990],
    ],
  ),
  model(
    'Toyota',
    'Fortuner',
    'suv',
    { seats: 7, series: 'GUN156R', years: [2015, 2026], engines: { d: '2755/4/Diesel/A6/4x4' } },
    [
      ['GX', 'd', 57990],
      ['GXL', 'd', 63990],
      ['Crusade', 'd', 70990],
    ],
  ),
  model(
    'Toyota',
    'LandCruiser Prado',
    'suv',
    { seats: 7, series: 'GDJ250R', years: [2017, 2026], engines: { d: '2755/4/Diesel/A8/4x4' } },
    [
      ['GX', 'd', 78990],
      ['GXL', 'd', 86990],
      ['Kakadu', 'd', 104990],
      ['Altitude', 'd', 99990],
    ],
  ),
  model(
    'Toyota',
    'LandCruiser 70',
    'cabChassis',
    {
      seats: 2,
      doors: 2,
      series: 'GDJ79R',
      years: [2016, 2026],
      engines: { d: '2755/4/Diesel/A6/4x4', v8: '4461/8/Diesel/M5/4x4' },
    },
    [
      ['Workmate Single Cab', 'd', 82990],
      ['GXL Double Cab', 'd', 94990],
      ['GXL Single Cab V8', 'v8', 99990],
    ],
  ),
  model(
    'Toyota',
    'LandCruiser 300',
    'suv',
    { seats: 7, series: 'FJA300R', years: [2021, 2026], engines: { d: '3346/6/Diesel/A10/4x4' } },
    [
      ['GX', 'd', 99990],
      ['GXL', 'd', 113990],
      ['VX', 'd', 124990],
      ['Sahara', 'd', 146990],
      ['GR Sport', 'd', 150990],
    ],
  ),
  model(
    'Toyota',
    'HiLux',
    'ute',
    {
      series: 'GUN126R',
      years: [2015, 2026],
      engines: { w: '2393/4/Diesel/A6/RWD', d: '2755/4/Diesel/A6/4x4' },
    },
    [
      ['Workmate 4x2 Double Cab', 'w', 44990],
      ['SR 4x4 Double Cab', 'd', 56990],
      ['SR5 4x4 Double Cab', 'd', 66990],
      ['Rogue 4x4 Double Cab', 'd', 75990],
      ['GR Sport 4x4 Double Cab', 'd', 81990],
    ],
  ),
  model(
    'Toyota',
    'HiAce',
    'van',
    { seats: 3, series: 'GDH300R', years: [2019, 2026], engines: { d: '2755/4/Diesel/A6/RWD' } },
    [
      ['LWB Van', 'd', 55990],
      ['SLWB Van', 'd', 60990],
      ['Commuter Bus', 'd', 76990],
    ],
  ),
  model(
    'Toyota',
    'Granvia',
    'peopleMover',
    { seats: 8, series: 'GDH303R', years: [2019, 2026], engines: { d: '2755/4/Diesel/A6/RWD' } },
    [
      ['8-Seat', 'd', 76990],
      ['VX 6-Seat', 'd', 88990],
    ],
  ),
  model(
    'Toyota',
    'Coaster',
    'bus',
    { seats: 22, series: 'XZB70R', years: [2017, 2026], engines: { d: '4009/4/Diesel/A6/RWD' } },
    [
      ['Standard', 'd', 171990],
      ['Deluxe', 'd', 186990],
    ],
  ),
  model(
    'Toyota',
    'bZ4X',
    'suv',
    {
      series: 'XEAM10R',
      years: [2022, 2026],
      engines: { f: '0/0/Electric/A1/FWD', a: '0/0/Electric/A1/AWD' },
    },
    [
      ['GX FWD', 'f', 57990],
      ['GXL AWD', 'a', 68990],
    ],
  ),
  model(
    'Toyota',
    'GR86',
    'coupe',
    {
      seats: 4,
      series: 'ZN8R',
      years: [2022, 2026],
      engines: { m: '2387/4/Petrol/M6/RWD', a: '2387/4/Petrol/A6/RWD' },
    },
    [
      ['GT', 'm', 49990],
      ['GTS', 'a', 57490],
    ],
  ),
  model(
    'Toyota',
    'GR Yaris',
    'hatch',
    {
      seats: 4,
      doors: 3,
      series: 'GXPA16R',
      years: [2020, 2026],
      engines: { m: '1618/3/Petrol/M6/AWD', a: '1618/3/Petrol/A8/AWD' },
    },
    [
      ['Rallye', 'm', 65990],
      ['Rallye Auto', 'a', 68990],
    ],
  ),
  model(
    'Toyota',
    'GR Corolla',
    'hatch',
    { series: 'GZEA14R', years: [2022, 2026], engines: { m: '1618/3/Petrol/M6/AWD' } },
    [
      ['GTS', 'm', 67990],
      ['Morizo Edition', 'm', 82990],
    ],
  ),
  model(
    'Toyota',
    'Tundra',
    'ute',
    { series: 'XK70R', years: [2025, 2026], engines: { v6: '3445/6/Petrol/A10/4x4' } },
    [['Limited', 'v6', 154990]],
  ),
];

/** Toyota models that are not yet on sale (the range's coming_soon model); they come as preorders only. */
export const TOYOTA_UPCOMING = ['Tundra'];
