/** Motorcycles sold in Australia (body = style: Naked, Sport, Adventure, Cruiser, Scooter, Dirt, Touring). */
import { model, type VehicleModel } from './types';

const bike = (
  make: string,
  name: string,
  style: string,
  years: [number, number],
  engine: string,
  variants: [string, number][],
  seats = 2,
) =>
  model(
    make,
    name,
    style,
    { itemType: 'motorcycle', seats, doors: 0, years, engines: { e: engine } },
    variants.map(([badge, price]) => [badge, 'e', price]),
  );

export const MOTORCYCLES: VehicleModel[] = [
  bike('Honda', 'CB650R', 'Naked', [2019, 2026], '649/4/Petrol/M6/Chain', [
    ['E-Clutch', 14999],
    ['', 13499],
  ]),
  bike('Honda', 'CBR650R', 'Sport', [2019, 2026], '649/4/Petrol/M6/Chain', [['', 14499]]),
  bike('Honda', 'CRF1100L Africa Twin', 'Adventure', [2020, 2026], '1084/2/Petrol/DCT6/Chain', [
    ['Adventure Sports ES DCT', 29999],
    ['Standard', 22999],
  ]),
  bike(
    'Honda',
    'CRF300L',
    'Dirt',
    [2021, 2026],
    '286/1/Petrol/M6/Chain',
    [
      ['', 8999],
      ['Rally', 10499],
    ],
    1,
  ),
  bike('Honda', 'Rebel 500', 'Cruiser', [2017, 2026], '471/2/Petrol/M6/Chain', [['', 11499]]),
  bike('Honda', 'ADV160', 'Scooter', [2022, 2026], '157/1/Petrol/CVT/Belt', [['', 5999]]),
  bike('Honda', 'CRF450R', 'Dirt', [2017, 2026], '449/1/Petrol/M5/Chain', [['', 14999]], 1),
  bike('Yamaha', 'MT-07', 'Naked', [2015, 2026], '689/2/Petrol/M6/Chain', [
    ['LAMS', 12499],
    ['', 12999],
  ]),
  bike('Yamaha', 'MT-09', 'Naked', [2016, 2026], '890/3/Petrol/M6/Chain', [
    ['SP', 19999],
    ['', 16499],
  ]),
  bike('Yamaha', 'YZF-R7', 'Sport', [2022, 2026], '689/2/Petrol/M6/Chain', [['', 15499]]),
  bike('Yamaha', 'YZF-R3', 'Sport', [2015, 2026], '321/2/Petrol/M6/Chain', [['', 8999]]),
  bike('Yamaha', 'Tenere 700', 'Adventure', [2019, 2026], '689/2/Petrol/M6/Chain', [
    ['World Raid', 21999],
    ['', 18999],
  ]),
  bike('Yamaha', 'XMAX 300', 'Scooter', [2017, 2026], '292/1/Petrol/CVT/Belt', [
    ['Tech MAX', 9999],
  ]),
  bike('Yamaha', 'WR250F', 'Dirt', [2015, 2026], '249/1/Petrol/M5/Chain', [['', 13499]], 1),
  bike('Kawasaki', 'Z650', 'Naked', [2017, 2026], '649/2/Petrol/M6/Chain', [
    ['LAMS', 10899],
    ['RS', 12499],
  ]),
  bike('Kawasaki', 'Z900', 'Naked', [2017, 2026], '948/4/Petrol/M6/Chain', [
    ['SE', 18999],
    ['', 15499],
  ]),
  bike('Kawasaki', 'Ninja 400', 'Sport', [2018, 2026], '399/2/Petrol/M6/Chain', [['', 8999]]),
  bike('Kawasaki', 'Ninja ZX-6R', 'Sport', [2019, 2026], '636/4/Petrol/M6/Chain', [['', 20999]]),
  bike('Kawasaki', 'Versys 650', 'Adventure', [2015, 2026], '649/2/Petrol/M6/Chain', [
    ['LAMS', 12999],
  ]),
  bike('Kawasaki', 'KLX300', 'Dirt', [2020, 2026], '292/1/Petrol/M6/Chain', [['', 9699]], 1),
  bike('Kawasaki', 'Vulcan S', 'Cruiser', [2015, 2026], '649/2/Petrol/M6/Chain', [['LAMS', 10999]]),
  bike('Suzuki', 'GSX-8S', 'Naked', [2023, 2026], '776/2/Petrol/M6/Chain', [['', 14990]]),
  bike('Suzuki', 'V-Strom 800DE', 'Adventure', [2023, 2026], '776/2/Petrol/M6/Chain', [
    ['', 18990],
  ]),
  bike('Suzuki', 'DR-Z400E', 'Dirt', [2015, 2026], '398/1/Petrol/M5/Chain', [['', 10990]], 1),
  bike('Suzuki', 'Hayabusa', 'Sport', [2021, 2026], '1340/4/Petrol/M6/Chain', [['', 28990]]),
  bike('Harley-Davidson', 'Street Bob 114', 'Cruiser', [2018, 2026], '1868/2/Petrol/M6/Belt', [
    ['', 28995],
  ]),
  bike('Harley-Davidson', 'Fat Boy 114', 'Cruiser', [2018, 2026], '1868/2/Petrol/M6/Belt', [
    ['', 37495],
  ]),
  bike('Harley-Davidson', 'Road Glide', 'Touring', [2017, 2026], '1923/2/Petrol/M6/Belt', [
    ['', 46995],
    ['Special', 49995],
  ]),
  bike('Harley-Davidson', 'Nightster', 'Cruiser', [2022, 2026], '975/2/Petrol/M6/Belt', [
    ['Special', 25495],
  ]),
  bike('Harley-Davidson', 'Pan America 1250', 'Adventure', [2021, 2026], '1252/2/Petrol/M6/Chain', [
    ['Special', 36495],
  ]),
  bike('BMW', 'R 1300 GS', 'Adventure', [2024, 2026], '1300/2/Petrol/M6/Shaft', [
    ['Trophy', 36990],
    ['Option 719', 42990],
  ]),
  bike('BMW', 'S 1000 RR', 'Sport', [2019, 2026], '999/4/Petrol/M6/Chain', [['M Package', 39990]]),
  bike('BMW', 'F 900 R', 'Naked', [2020, 2026], '895/2/Petrol/M6/Chain', [['Sport', 16990]]),
  bike('BMW', 'R nineT', 'Naked', [2015, 2024], '1170/2/Petrol/M6/Shaft', [['Pure', 21990]]),
  bike('KTM', '390 Duke', 'Naked', [2017, 2026], '399/1/Petrol/M6/Chain', [['', 8995]]),
  bike('KTM', '890 Adventure', 'Adventure', [2021, 2026], '889/2/Petrol/M6/Chain', [
    ['R', 24995],
    ['', 21495],
  ]),
  bike('KTM', '1390 Super Duke R', 'Naked', [2024, 2026], '1350/2/Petrol/M6/Chain', [
    ['EVO', 35995],
  ]),
  bike('KTM', '300 EXC', 'Dirt', [2017, 2026], '293/1/Petrol/M6/Chain', [['Hardenduro', 17495]], 1),
  bike('Triumph', 'Street Triple 765', 'Naked', [2017, 2026], '765/3/Petrol/M6/Chain', [
    ['RS', 22490],
    ['R', 18990],
  ]),
  bike('Triumph', 'Trident 660', 'Naked', [2021, 2026], '660/3/Petrol/M6/Chain', [['LAMS', 13490]]),
  bike('Triumph', 'Tiger 900', 'Adventure', [2020, 2026], '888/3/Petrol/M6/Chain', [
    ['Rally Pro', 26990],
    ['GT Pro', 25490],
  ]),
  bike('Triumph', 'Bonneville T120', 'Naked', [2016, 2026], '1200/2/Petrol/M6/Chain', [
    ['', 23490],
  ]),
  bike('Triumph', 'Speed 400', 'Naked', [2024, 2026], '398/1/Petrol/M6/Chain', [['', 7990]]),
  bike('Ducati', 'Monster', 'Naked', [2021, 2026], '937/2/Petrol/M6/Chain', [
    ['+', 22100],
    ['SP', 26700],
  ]),
  bike('Ducati', 'Panigale V4', 'Sport', [2018, 2026], '1103/4/Petrol/M6/Chain', [['S', 56900]]),
  bike('Ducati', 'Multistrada V4', 'Adventure', [2021, 2026], '1158/4/Petrol/M6/Chain', [
    ['S', 41900],
    ['Rally', 45900],
  ]),
  bike('Ducati', 'Scrambler Icon', 'Naked', [2015, 2026], '803/2/Petrol/M6/Chain', [['', 15700]]),
  bike('Ducati', 'DesertX', 'Adventure', [2022, 2026], '937/2/Petrol/M6/Chain', [['', 28500]]),
  bike('Royal Enfield', 'Classic 350', 'Cruiser', [2021, 2026], '349/1/Petrol/M5/Chain', [
    ['', 7690],
  ]),
  bike('Royal Enfield', 'Himalayan 450', 'Adventure', [2024, 2026], '452/1/Petrol/M6/Chain', [
    ['', 9390],
  ]),
  bike('Royal Enfield', 'Interceptor 650', 'Naked', [2019, 2026], '648/2/Petrol/M6/Chain', [
    ['', 10490],
  ]),
  bike('Royal Enfield', 'Hunter 350', 'Naked', [2022, 2026], '349/1/Petrol/M5/Chain', [['', 6990]]),
  bike('Royal Enfield', 'Meteor 350', 'Cruiser', [2021, 2026], '349/1/Petrol/M5/Chain', [
    ['Supernova', 7990],
  ]),
];
