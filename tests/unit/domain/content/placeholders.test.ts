import { describe, expect, it } from 'vitest';
import {
  NO_DEALER_LICENSE,
  authorisedService,
  fillJson,
  fillPlaceholders,
  manufacturerLocations,
  modelVehicleType,
  placeholderFacts,
  relativiseOwnLinks,
  withModel,
  wrapNames,
  type PlaceholderSite,
} from '../../../../src/domain/content/placeholders';
import { Location, Model } from '../../../../src/domain/tenant/schema';
import { joinWithAnd, titleCase, truncate } from '../../../../src/domain/format/text';

const location = (over: Record<string, unknown>) =>
  Location.parse({ id: 1, name: 'Sales', slug: 'sales', ...over });

function site(over: Partial<PlaceholderSite> = {}): PlaceholderSite {
  return {
    slug: 'sunshine-coast-toyota',
    name: 'Sunshine Coast Toyota',
    url: 'https://www.sunshinecoasttoyota.example',
    domain_name: 'www.sunshinecoasttoyota.example',
    phone: '0754431200',
    email: 'sales@sunshinecoasttoyota.example',
    address: { street: '1 Main St', city: 'Maroochydore', state: 'QLD', postcode: 4558 },
    override_city: null,
    manufacturer: { name: 'Toyota' },
    template: 'toyota',
    override_primary_vehicle: null,
    stock: { makes: ['Toyota', 'Mercedes Benz'] },
    dealerships: [
      { id: 1, name: 'Sunshine Coast Toyota Pty Ltd', slug: 'sct', manufacturers: ['toyota'] },
    ],
    settings: {
      'Toyota Base Domain': 'sunshinecoast.toyota.example',
      'Toyota Complaints Contact': 'Jane Citizen, Customer Relations Manager',
      'Toyota Email': 'care@sunshinecoasttoyota.example',
    },
    locations: [
      location({
        id: 1,
        name: 'Sunshine Coast Toyota Sales',
        primary: true,
        manufacturers: ['toyota'],
        dealer_license_number: '3512345',
        address: { street: '1 Main St', city: 'Maroochydore', state: 'QLD', postcode: 4558 },
      }),
      location({
        id: 2,
        name: 'Sunshine Coast Toyota Nambour',
        manufacturers: ['toyota'],
        address: { street: '9 Currie St', city: 'Nambour', state: 'QLD', postcode: 4560 },
      }),
      location({ id: 3, name: 'Hidden', manufacturers: ['toyota'], visible: false }),
    ],
    ...over,
  };
}

describe('text placeholders (rules.md: Text placeholders)', () => {
  const facts = placeholderFacts(site());
  const fill = (t: string) => fillPlaceholders(t, facts, 'text');

  it('fills the {website.*} placeholders', () => {
    expect(
      fill(
        '{website.name}|{website.city}|{website.state}|{website.street}|{website.postcode}|{website.phone}|{website.toyotaBaseUrl}',
      ),
    ).toBe(
      'Sunshine Coast Toyota|Maroochydore|QLD|1 Main St|4558|07 5443 1200|https://sunshinecoast.toyota.example',
    );
  });

  it('[name] is the first dealership’s name, else the site name', () => {
    expect(fill('[name]')).toBe('Sunshine Coast Toyota Pty Ltd');
    expect(fillPlaceholders('[name]', placeholderFacts(site({ dealerships: [] })), 'text')).toBe(
      'Sunshine Coast Toyota',
    );
  });

  it('fills [address], [phone], [email], [city], [state], [postcode]', () => {
    expect(fill('[address] / [phone] / [email] / [city] [state] [postcode]')).toBe(
      '1 Main St, Maroochydore QLD 4558 / 07 5443 1200 / sales@sunshinecoasttoyota.example / Maroochydore QLD 4558',
    );
  });

  it('the city used anywhere is override_city when set, else address.city', () => {
    const f = placeholderFacts(site({ override_city: 'Sunshine Coast' }));
    expect(fillPlaceholders('[city] {website.city}', f, 'text')).toBe(
      'Sunshine Coast Sunshine Coast',
    );
  });

  it("[manufacturers]: a comma list with 'and' before the last, each capitalised", () => {
    const f = placeholderFacts(
      site({
        dealerships: [
          { id: 1, name: 'A', slug: 'a', manufacturers: ['toyota', 'mazda'] },
          { id: 2, name: 'B', slug: 'b', manufacturers: ['hyundai', 'kia', 'mazda'] },
        ],
      }),
    );
    expect(fillPlaceholders('[manufacturers]', f, 'text')).toBe('Toyota, Mazda, Hyundai and Kia');
    expect(joinWithAnd(['Toyota'])).toBe('Toyota');
    expect(joinWithAnd(['Toyota', 'Kia'])).toBe('Toyota and Kia');
    expect(titleCase('mercedes-benz')).toBe('Mercedes-Benz');
  });

  it('fills [website_name], [website_url], [website_makes], [default_vehicle], [website_manufacturer]', () => {
    expect(
      fill('[website_name]|[website_url]|[website_makes]|[default_vehicle]|[website_manufacturer]'),
    ).toBe(
      'Sunshine Coast Toyota|https://www.sunshinecoasttoyota.example|Toyota and Mercedes-Benz|Car|Toyota',
    );
  });

  it("[abn] is the per-slug legal-entity text, else 'No ABN found for {slug}'", () => {
    expect(fill('[abn]')).toMatch(/^Sunshine Coast Toyota Pty Ltd ABN \d/);
    expect(fillPlaceholders('[abn]', placeholderFacts(site({ slug: 'bayside-kia' })), 'text')).toBe(
      'No ABN found for bayside-kia',
    );
  });

  it("[abn]: the website's own legal_entity first; a New Zealand or US site without one gets the company name, never 'ABN'", () => {
    const fillFor = (over: Partial<PlaceholderSite>) =>
      fillPlaceholders('[abn]', placeholderFacts(site({ slug: 'lakeside-auto', ...over })), 'text');
    expect(fillFor({ legal_entity: 'Lakeside Auto Pty Ltd ABN 11 222 333 444' })).toBe(
      'Lakeside Auto Pty Ltd ABN 11 222 333 444',
    );
    expect(fillFor({ config: { market: 'US' }, company_name: 'Lakeside Auto LLC' })).toBe(
      'Lakeside Auto LLC',
    );
    expect(fillFor({ config: { market: 'US' }, name: 'Lakeside Auto' })).toBe('Lakeside Auto');
    expect(fillFor({ config: { market: 'NZ' }, name: 'Lakeside Auto' })).toBe('Lakeside Auto');
    expect(fillFor({ config: { phoneMode: 'US' } })).not.toContain('ABN');
  });

  it("[dealer_license] is the primary location's licence, else 'No dealer license found'", () => {
    expect(fill('[dealer_license]')).toBe('3512345');
    const none = placeholderFacts(site({ locations: [location({ primary: true })] }));
    expect(fillPlaceholders('[dealer_license]', none, 'text')).toBe(NO_DEALER_LICENSE);
    expect(NO_DEALER_LICENSE).toBe('No dealer license found');
  });

  it('[authorised_service] with and without a manufacturer', () => {
    expect(fill('[authorised_service]')).toBe(
      'Sunshine Coast Toyota is an authorised Toyota service centre in Maroochydore, QLD',
    );
    expect(
      authorisedService({ site: 'Throttle Motorcycles', manufacturer: '', city: 'X', state: 'Y' }),
    ).toBe('Throttle Motorcycles makes servicing your car simple');
  });

  it('fills [toyota_domain], [toyota_complaints_contact], [toyota_email]', () => {
    expect(fill('[toyota_domain] [toyota_complaints_contact] [toyota_email]')).toBe(
      'sunshinecoast.toyota.example Jane Citizen, Customer Relations Manager care@sunshinecoasttoyota.example',
    );
  });

  it('[manufacturer_locations(x)] short and [manufacturer_locations_description(x)] long, visible only', () => {
    expect(fill('[manufacturer_locations(toyota)]')).toBe(
      'Sunshine Coast Toyota Sales and Sunshine Coast Toyota Nambour',
    );
    expect(fill('[manufacturer_locations_description(Toyota)]')).toBe(
      'Sunshine Coast Toyota Sales (1 Main St, Maroochydore QLD 4558) and Sunshine Coast Toyota Nambour (9 Currie St, Nambour QLD 4560)',
    );
    expect(manufacturerLocations(site().locations, 'kia', 'short')).toBe('');
  });

  it('leaves unknown placeholders and square-bracket text as written', () => {
    expect(fill('[unknown] {website.nope} [1] {name}')).toBe('[unknown] {website.nope} [1] {name}');
  });

  it('escapes values in HTML and keeps them plain in text', () => {
    const f = placeholderFacts(site({ name: 'Smith & Sons <Motors>', dealerships: [] }));
    expect(fillPlaceholders('<p>[name]</p>', f, 'html')).toBe(
      '<p>Smith &amp; Sons &lt;Motors&gt;</p>',
    );
    expect(fillPlaceholders('[name]', f, 'text')).toBe('Smith & Sons <Motors>');
  });
});

describe('model placeholders (rules.md: Text placeholders)', () => {
  const prado = Model.parse({
    id: 12,
    name: 'LandCruiser Prado',
    slug: 'landcruiser-prado',
    description: '<p>Go anywhere.</p>',
    short_description: 'Legendary 4WD',
    status: 'coming_soon',
    brochure_url: 'https://example.com/prado.pdf',
    manufacturer_name: 'Toyota',
    body: ['SUV'],
  });
  const facts = withModel(placeholderFacts(site()), prado);

  it('fills model placeholders in {} or [] form; model_name wraps in a no-wrap span', () => {
    expect(fillPlaceholders('{model_name} / [model_name_nospan]', facts, 'html')).toBe(
      '<span class="nowrap">LandCruiser Prado</span> / LandCruiser Prado',
    );
    expect(
      fillPlaceholders(
        '[model_manufacturer_name]|{model_manufacturer_name_nospan}|{model_status}|[model_short_description]|{model_id}|{model_slug}|{model_vehicle_type}|{model_brochure_url}',
        facts,
        'html',
      ),
    ).toBe(
      '<span class="nowrap">Toyota</span>|Toyota|Coming soon|Legendary 4WD|12|landcruiser-prado|Cars|https://example.com/prado.pdf',
    );
    expect(fillPlaceholders('{model_description}', facts, 'html')).toBe('<p>Go anywhere.</p>');
    expect(fillPlaceholders('{model_name} – {model_description}', facts, 'text')).toBe(
      'LandCruiser Prado – Go anywhere.',
    );
  });

  it("model_vehicle_type is 'Trucks' when the manufacturer, name or a body contains 'truck'", () => {
    expect(modelVehicleType({ name: 'HiLux', manufacturer_name: 'Toyota', body: ['Ute'] })).toBe(
      'Cars',
    );
    expect(modelVehicleType({ name: 'F-Series', manufacturer_name: 'Isuzu Trucks' })).toBe(
      'Trucks',
    );
    expect(modelVehicleType({ name: 'Dyna TRUCK', manufacturer_name: 'Hino' })).toBe('Trucks');
    expect(modelVehicleType({ name: 'Canter', body: ['Light truck'] })).toBe('Trucks');
  });

  it('leaves model placeholders alone where there is no model', () => {
    expect(fillPlaceholders('{model_name}', placeholderFacts(site()), 'html')).toBe('{model_name}');
  });
});

describe('substitution rewrites and walks (rules.md: Text placeholders)', () => {
  it('rewrites absolute links to the site’s own domains into relative ones', () => {
    const hosts = placeholderFacts(site()).ownHosts;
    expect(
      relativiseOwnLinks(
        '<a href="https://www.sunshinecoasttoyota.example/service?x=1">s</a> <a href="http://sunshinecoasttoyota.example">h</a> https://sunshinecoasttoyota.example.evil.com/x https://ipswich.sunshinecoasttoyota.example/y',
        hosts,
      ),
    ).toBe(
      '<a href="/service?x=1">s</a> <a href="/">h</a> https://sunshinecoasttoyota.example.evil.com/x https://ipswich.sunshinecoasttoyota.example/y',
    );
  });

  it('wraps known model and trim names in no-wrap spans, in text only', () => {
    const facts = placeholderFacts(site(), {
      models: [
        { name: 'Yaris Cross' },
        { name: 'C-HR' },
        { name: 'Camry', variant: 'Ascent Sport' },
      ],
    });
    expect(facts.nowrapNames).toEqual(['Ascent Sport', 'Yaris Cross', 'C-HR']);
    expect(
      fillPlaceholders(
        '<p>The Yaris Cross and C-HR, <a title="Yaris Cross">Camry Ascent Sport</a></p>',
        facts,
        'html',
      ),
    ).toBe(
      '<p>The <span class="nowrap">Yaris Cross</span> and <span class="nowrap">C-HR</span>, <a title="Yaris Cross">Camry <span class="nowrap">Ascent Sport</span></a></p>',
    );
    expect(wrapNames('<span class="nowrap">Yaris Cross</span>', ['Yaris Cross'])).toBe(
      '<span class="nowrap">Yaris Cross</span>',
    );
    expect(fillPlaceholders('Yaris Cross', facts, 'text')).toBe('Yaris Cross');
  });

  it("walks JSON recursively, HTML keys as HTML, and leaves 'searchState' untouched", () => {
    const facts = placeholderFacts(site({ name: 'A & B', dealerships: [] }));
    const out = fillJson(
      {
        title: '[name]',
        blocks: [
          { data: { text: '<b>[name]</b>', href: 'https://www.sunshinecoasttoyota.example/x' } },
        ],
        searchState: { query: '[name]', nested: ['[city]'] },
      },
      facts,
      { htmlKeys: ['text'] },
    );
    expect(out).toEqual({
      title: 'A & B',
      blocks: [{ data: { text: '<b>A &amp; B</b>', href: '/x' } }],
      searchState: { query: '[name]', nested: ['[city]'] },
    });
  });
});

describe('text truncation (rules.md: Names, makes and slugs)', () => {
  it('truncates at 50 characters with an ellipsis', () => {
    const long = 'Toyota LandCruiser 300 Sahara ZX Twin Turbo Diesel Automatic';
    expect(truncate(long)).toBe(`${long.slice(0, 50).trimEnd()}…`);
    expect(truncate(long).length).toBeLessThanOrEqual(51);
    expect(truncate('x'.repeat(50))).toBe('x'.repeat(50));
  });
});
