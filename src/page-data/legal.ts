/**
 * The legal pages (tenants-and-content.md §2.4, §2.10): the privacy policy and the terms and
 * conditions (the dealer's own text replaces the defaults), and the complaint-handling page
 * with the regulator of each state the dealer has a location in.
 */
import {
  LEGAL_PAGES,
  complaintHandling,
  defaultPrivacyPolicy,
  defaultTermsAndConditions,
} from '../domain/content/legal';
import { siteManufacturer } from '../domain/tenant/site';
import { phoneLink } from '../domain/market/phone';
import { marketOf } from '../domain/market/market';
import { builtIn, type ContentContext, type ContentPageView } from './content-view';

export function legalPages(ctx: ContentContext): { slug: string; view: ContentPageView }[] {
  const { site } = ctx;
  const complaints = complaintHandling(site);
  return [
    builtIn(ctx, {
      ...LEGAL_PAGES.privacy,
      home: 'top',
      defaults: defaultPrivacyPolicy({ hasManufacturer: siteManufacturer(site) !== '' }),
      description: `How ${site.name} collects, uses, shares and protects your personal information.`,
    }),
    builtIn(ctx, {
      ...LEGAL_PAGES.terms,
      home: 'top',
      defaults: defaultTermsAndConditions(),
      description: `The terms of use of the ${site.name} website.`,
    }),
    builtIn(ctx, {
      ...LEGAL_PAGES.complaints,
      home: 'pages',
      defaults: [],
      description: `How to raise a complaint with ${site.name}, and the consumer protection regulator in your state.`,
      sections: [
        {
          type: 'complaints',
          data: complaints,
          phone: complaints.contact.phone
            ? phoneLink(complaints.contact.phone, marketOf(site.config))
            : null,
        },
      ],
    }),
  ];
}
