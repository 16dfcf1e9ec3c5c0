/**
 * Manufacturer pages a franchise dealer publishes (rules.md: Own-site routes (content side)): Toyota's
 * express maintenance, hybrids, safety features and warranty advantage; Mitsubishi's Diamond
 * Advantage; Mazda's finance page, Mazda Assured and Guaranteed Future Value. A tenant gets
 * the pages of the makes its dealerships hold.
 */
import type { ContentBlock } from '../../../src/domain/tenant/schema/content-block';
import {
  blockIds,
  buttons,
  header,
  list,
  paragraph,
} from '../../../src/domain/content/block-builders';
import type { PageFacts, SamplePage } from './pages';

type PageFn = (
  slug: string,
  title: string,
  meta: string,
  blocks: ContentBlock[],
  nav?: SamplePage['nav'],
) => SamplePage;

const has = (f: PageFacts, make: string) =>
  f.makes.some((m) => m.toLowerCase() === make) || f.manufacturer?.toLowerCase() === make;

/** The Toyota dealer's own pages (the single-franchise header links them). */
export function toyotaPages(_f: PageFacts, page: PageFn): SamplePage[] {
  const id = blockIds('toyota');
  return [
    page(
      'express-maintenance',
      'Express Maintenance',
      'Toyota Express Maintenance at [name]: a logbook service in about an hour.',
      [
        paragraph(
          id,
          'Short on time? Express Maintenance gets your Toyota’s logbook service done in about an hour while you wait, by two technicians working together.',
        ),
        list(id, [
          'Genuine Toyota parts and fluids',
          'Your logbook stamped, your warranty protected',
          'Free wash and vacuum when you book online',
        ]),
        buttons(id, [
          { text: 'Book Express Maintenance', href: 'https://[toyota_domain]/service/booking' },
        ]),
      ],
    ),
    page('hybrids', 'Hybrid Vehicles', 'Toyota hybrid vehicles at [name].', [
      paragraph(
        id,
        'Toyota hybrids pair a petrol engine with an electric motor that charges itself as you drive and brake: no plugs, lower fuel bills and a smooth, quiet drive around {website.city}.',
      ),
      header(id, 'Hybrid models in our range'),
      list(id, [
        'Yaris Cross Hybrid',
        'Corolla Hybrid',
        'C-HR Hybrid',
        'Camry Hybrid',
        'RAV4 Hybrid',
        'Kluger Hybrid',
      ]),
      buttons(id, [
        { text: 'Explore the range', href: '/new-vehicles' },
        { text: 'Book a test drive', href: '/book-test-drive/' },
      ]),
    ]),
    page('safety-features', 'Safety Features', 'Toyota Safety Sense at [name].', [
      paragraph(
        id,
        'Toyota Safety Sense comes standard across the range: a suite of active safety features designed to help you avoid a crash, or lessen its impact.',
      ),
      list(id, [
        '<b>Pre-Collision Safety system</b> with pedestrian and cyclist detection',
        '<b>Lane Trace Assist</b> and Lane Departure Alert',
        '<b>All-speed active cruise control</b>',
        '<b>Road Sign Assist</b> and Automatic High Beam',
      ]),
    ]),
    page(
      'toyota-warranty-advantage',
      'Toyota Warranty Advantage',
      'Up to 7 years engine and driveline cover with Toyota Warranty Advantage.',
      [
        paragraph(
          id,
          'Every new Toyota comes with a 5 year, unlimited kilometre warranty. Service it on time with us and Toyota Warranty Advantage extends your engine and driveline cover to 7 years.',
        ),
        buttons(id, [{ text: 'Book a service', href: '/service' }]),
      ],
      { group: 'brands', name: 'Toyota Warranty Advantage' },
    ),
  ];
}

/** The pages of the other franchise makes a tenant holds. */
export function brandPages(f: PageFacts, page: PageFn): SamplePage[] {
  const id = blockIds('brand');
  const out: SamplePage[] = [];
  if (has(f, 'toyota') && f.manufacturer !== 'Toyota')
    out.push(
      page(
        'toyota-warranty-advantage',
        'Toyota Warranty Advantage',
        'Up to 7 years engine and driveline cover with Toyota Warranty Advantage.',
        [
          paragraph(
            id,
            'Buy a new Toyota from [name] and service it on time at any of our Toyota service centres to extend your engine and driveline cover to 7 years.',
          ),
          buttons(id, [{ text: 'Book a service', href: '/service' }]),
        ],
        { group: 'brands', name: 'Toyota Warranty Advantage' },
      ),
    );
  if (has(f, 'mitsubishi'))
    out.push(
      page(
        'diamond-advantage',
        'Mitsubishi Diamond Advantage',
        'Mitsubishi Diamond Advantage: up to 10 years warranty and capped price servicing.',
        [
          paragraph(
            id,
            'Mitsubishi Diamond Advantage gives you up to 10 years or 200,000 km of warranty, 10 years of capped price servicing and up to 4 years of roadside assistance when you service your Mitsubishi with us.',
          ),
          buttons(id, [{ text: 'Browse Mitsubishi', href: '/search/mitsubishi' }]),
        ],
        { group: 'brands', name: 'Mitsubishi Diamond Advantage' },
      ),
    );
  if (has(f, 'mazda'))
    out.push(
      page(
        'mazda-finance-page',
        'Mazda Finance',
        'Mazda Finance offers at [name].',
        [
          paragraph(
            id,
            'Mazda Finance offers competitive rates on new and Mazda Certified Pre-Owned vehicles, with flexible terms and optional balloon payments.',
          ),
          buttons(id, [{ text: 'Enquire about finance', href: '/finance' }]),
        ],
        { group: 'brands', name: 'Mazda Finance' },
      ),
      page(
        'mazda-assured',
        'Mazda Assured',
        'Mazda Assured: 5 years warranty, roadside assistance and capped price servicing.',
        [
          paragraph(
            id,
            'Every new Mazda comes with Mazda Assured: a 5 year unlimited kilometre warranty, 5 years of roadside assistance and 5 years of capped price servicing.',
          ),
        ],
        { group: 'brands', name: 'Mazda Assured' },
      ),
      page(
        'guaranteed-future-value',
        'Guaranteed Future Value',
        'Mazda Guaranteed Future Value: know what your car is worth at the end of your term.',
        [
          paragraph(
            id,
            'With Guaranteed Future Value, Mazda Finance tells you up front the minimum your Mazda will be worth at the end of your term. When the term ends, trade it in, keep it by paying the final amount, or hand it back.',
          ),
          list(id, ['Trade it in', 'Keep it', 'Hand it back'], 'ordered'),
        ],
        { group: 'brands', name: 'Guaranteed Future Value' },
      ),
    );
  return out;
}
