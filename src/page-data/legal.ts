/**
 * The legal pages (rules.md: Sub-footer and header banner; Legal, complaint and privacy pages): the privacy policy, the terms and
 * conditions and the accessibility statement, each in the site's market's words (the dealer's
 * own page of the same slug replaces the default), and the complaint-handling page with the
 * regulator of each state the dealer has a location in (the market's bodies outside Australia).
 */
import { LEGAL_PAGES, complaintHandling } from '../domain/content/legal';
import { defaultPrivacyPolicy } from '../domain/content/privacy-policy';
import { defaultTermsAndConditions } from '../domain/content/terms';
import { defaultAccessibilityStatement } from '../domain/content/accessibility-statement';
import { legalEntity } from '../domain/content/legal-entities';
import { primaryLocation, siteManufacturer } from '../domain/tenant/site';
import { phoneLink } from '../domain/market/phone';
import { marketOf } from '../domain/market/market';
import { builtIn, type ContentContext, type ContentPageView } from './content-view';

export function legalPages(ctx: ContentContext): { slug: string; view: ContentPageView }[] {
  const { site } = ctx;
  const market = marketOf(site.config);
  const complaints = complaintHandling(site);
  return [
    builtIn(ctx, {
      ...LEGAL_PAGES.privacy,
      home: 'top',
      defaults: defaultPrivacyPolicy({ hasManufacturer: siteManufacturer(site) !== '', market }),
      description: `How ${site.name} collects, uses, shares and protects your personal information.`,
    }),
    builtIn(ctx, {
      ...LEGAL_PAGES.terms,
      home: 'top',
      defaults: defaultTermsAndConditions({
        market,
        hasLegalEntity: legalEntity(site) !== undefined,
        hasLicence: Boolean(primaryLocation(site.locations)?.dealer_license_number),
      }),
      description: `The terms of use of the ${site.name} website.`,
    }),
    builtIn(ctx, {
      ...LEGAL_PAGES.complaints,
      home: 'pages',
      defaults: [],
      description: `How to raise a complaint with ${site.name}, and ${market === 'AU' ? 'the consumer protection regulator in your state' : 'who else can help'}.`,
      sections: [
        {
          type: 'complaints',
          data: complaints,
          phone: complaints.contact.phone ? phoneLink(complaints.contact.phone, market) : null,
        },
      ],
    }),
    builtIn(ctx, {
      ...LEGAL_PAGES.accessibility,
      home: 'top',
      defaults: defaultAccessibilityStatement({ market }),
      description: `The accessibility standard the ${site.name} website meets, how it is tested and how to report a barrier.`,
    }),
  ];
}
