/**
 * The legal pages in each market's words (AU, NZ, US), built through the content route with
 * placeholders filled: the law each policy cites, the consumer law the terms keep, the
 * complaint bodies, the accessibility statement, and no Australian placeholder (ABN, the
 * Privacy Act 1988, 'No dealer license found') on a US or New Zealand site.
 */
import { describe, expect, it } from 'vitest';
import { pageDataFor, type TenantFixture } from '../../support/astro-content';
import type { ContentPageView, ContentRoute } from '../../../src/page-data/content-view';
import { NO_AUTOMATED_DECISIONS } from '../../../src/domain/content/privacy-policy';
import type { Market } from '../../../src/domain/market/market';

const STATE: Record<Market, { state: string; city: string; postcode: number; phone: string }> = {
  AU: { state: 'QLD', city: 'Brisbane', postcode: 4000, phone: '0754431234' },
  NZ: { state: 'Auckland', city: 'Auckland', postcode: 1010, phone: '+6493001234' },
  US: { state: 'WI', city: 'Madison', postcode: 53704, phone: '(608) 555-0100' },
};

function tenant(market: Market, website: Record<string, unknown> = {}): TenantFixture {
  const s = STATE[market];
  return {
    website: {
      name: 'Lakeside Auto',
      slug: 'lakeside-auto',
      email: 'hello@lakeside.example',
      phone: s.phone,
      address: { street: '1 Lake St', city: s.city, state: s.state, postcode: s.postcode },
      config: { market },
      locations: [
        {
          id: 1,
          name: 'Lakeside Auto Sales',
          slug: 'lakeside-sales',
          address: { street: '1 Lake St', city: s.city, state: s.state, postcode: s.postcode },
          contact_detail: { phone: s.phone },
        },
      ],
      ...website,
    },
  };
}

const routes = (t: TenantFixture): Promise<ContentRoute[]> =>
  pageDataFor(t, () => import('../../../src/page-data/content')).then((m) => m.contentRoutes());
async function pageText(t: TenantFixture, path: string): Promise<string> {
  const r = (await routes(t)).find((x) => x.path === path) as ContentPageView | undefined;
  expect(r?.kind, path).toBe('content');
  return JSON.stringify({ blocks: r!.blocks, sections: r!.sections });
}

describe('the privacy policy cites the market’s law', () => {
  it.each<[Market, RegExp[], RegExp[]]>([
    [
      'AU',
      [/<i>Privacy Act 1988<\/i> \(Cth\) and the Australian Privacy Principles/, /oaic\.gov\.au/],
      [/Privacy Act 2020/],
    ],
    [
      'NZ',
      [/<i>Privacy Act 2020<\/i> and the information privacy principles/, /privacy\.org\.nz/],
      [/Privacy Act 1988/, /Australian/],
    ],
    [
      'US',
      [/Gramm-Leach-Bliley Act/, /Federal Trade Commission/, /state Attorney General/],
      [/Privacy Act/, /Australia/, /ABN/, /licence/],
    ],
  ])('%s', async (market, present, absent) => {
    const text = await pageText(tenant(market), '/privacy-policy');
    for (const p of present) expect(text).toMatch(p);
    for (const a of absent) expect(text).not.toMatch(a);
    // every market's policy says whether decisions are automated
    expect(text).toContain('Automated decisions');
    expect(text).toContain(NO_AUTOMATED_DECISIONS);
    expect(text).not.toMatch(/\[(name|phone|email|address)\]/);
  });

  it('only the Australian policy mentions drive-away estimates among its automated figures', async () => {
    expect(await pageText(tenant('AU'), '/privacy-policy')).toContain('estimated drive-away');
    expect(await pageText(tenant('US'), '/privacy-policy')).not.toContain('drive-away');
  });
});

describe('the terms keep the market’s consumer law and name the dealer without placeholders', () => {
  it.each<[Market, string, RegExp[]]>([
    ['AU', 'the Australian Consumer Law', [/estimated drive-away price for your state/]],
    [
      'NZ',
      'the Consumer Guarantees Act 1993 and the Fair Trading Act 1986',
      [/include GST/, /Consumer Information Notice/],
    ],
    ['US', 'federal and state consumer protection laws', [/sales tax, title, registration/]],
  ])('%s', async (market, law, present) => {
    const text = await pageText(tenant(market), '/terms-and-conditions');
    expect(text).toContain(`nothing in these terms limits your rights under ${law}.`);
    for (const p of present) expect(text).toMatch(p);
    // no entity and no licence: neither fallback text reaches the default terms
    expect(text).not.toMatch(/No ABN found|No dealer license found/);
    expect(text).toContain('Lakeside Auto. 1 Lake St');
  });

  it("a US site's terms never carry the ABN or the Australian Consumer Law", async () => {
    const text = await pageText(tenant('US'), '/terms-and-conditions');
    expect(text).not.toMatch(/ABN|Australian Consumer Law|Australia/);
  });

  it('the legal entity and the licence, where the site has them, with the market’s licence words', async () => {
    const withLicence = (market: Market, entity: string) =>
      tenant(market, {
        legal_entity: entity,
        locations: [
          {
            id: 1,
            name: 'Lakeside Auto Sales',
            slug: 'lakeside-sales',
            primary: true,
            dealer_license_number: 'L-4411',
          },
        ],
      });
    expect(
      await pageText(
        withLicence('AU', 'Lakeside Auto Pty Ltd ABN 11 222 333 444'),
        '/terms-and-conditions',
      ),
    ).toContain('Lakeside Auto Pty Ltd ABN 11 222 333 444. Dealer licence: L-4411.');
    expect(
      await pageText(
        withLicence('NZ', 'Lakeside Auto Limited NZBN 9429041234567'),
        '/terms-and-conditions',
      ),
    ).toContain(
      'Lakeside Auto Limited NZBN 9429041234567. Registered motor vehicle trader: L-4411.',
    );
    expect(
      await pageText(withLicence('US', 'Lakeside Auto LLC'), '/terms-and-conditions'),
    ).toContain('Lakeside Auto LLC. Dealer license: L-4411.');
  });
});

describe('the complaint page names who else can help, by market', () => {
  it.each<[Market, string[]]>([
    ['AU', ['Office of Fair Trading Queensland']],
    ['NZ', ['Motor Vehicle Disputes Tribunal', 'Commerce Commission']],
    ['US', ['Attorney General', 'Federal Trade Commission']],
  ])('%s', async (market, bodies) => {
    const text = await pageText(tenant(market), '/pages/complaint-handling-process');
    for (const b of bodies) expect(text).toContain(b);
    expect(text).toContain('or seek independent legal advice');
    if (market !== 'AU')
      expect(text).not.toMatch(/Fair Trading Queensland|regulator in your state/);
  });
});

describe('the accessibility statement', () => {
  it.each<[Market, string]>([
    ['AU', 'Australian Human Rights Commission'],
    ['NZ', 'Human Rights Commission'],
    ['US', 'Americans with Disabilities Act'],
  ])(
    '%s: WCAG 2.2 AA, how it is tested, how to report a barrier, where to complain',
    async (market, body) => {
      const text = await pageText(tenant(market), '/accessibility');
      expect(text).toContain('Web Content Accessibility Guidelines (WCAG) 2.2 at Level AA');
      expect(text).toContain('axe-core');
      expect(text).toContain('Tell us about a barrier');
      expect(text).toContain('hello@lakeside.example');
      expect(text).toContain(body);
    },
  );

  it("the dealer's own accessibility page replaces the default", async () => {
    const own = {
      id: 9,
      slug: 'accessibility',
      title: 'Our accessibility promise',
      blocks: [{ type: 'paragraph', data: { text: 'Call [name] for help.' } }],
    };
    const r = (await routes({ ...tenant('AU'), pages: [own] })).find(
      (x) => x.path === '/accessibility',
    ) as ContentPageView;
    expect(r.title).toBe('Our accessibility promise');
    expect(JSON.stringify(r.blocks)).toContain('Call Lakeside Auto for help.');
    expect(JSON.stringify(r.blocks)).not.toContain('axe-core');
  });
});
