/**
 * The company pages (rules.md: What the product does and for whom; Own-site routes (content side); Reviews and review-feedback page; Regulator entry and enquiry types): about-us, careers (sent
 * as 'General Enquiry' / 'Career Enquiry'), team, fleet ('Get In Touch', 'Fleet Enquiry' and
 * its bullets), /buying, unsubscribe, the customer feedback survey, the review-feedback page
 * and the warranty page. Each uses the dealer's page of its slug as its text when there is one.
 */
import {
  COMPANY_PAGES,
  FLEET_HEADING,
  defaultAboutUs,
  defaultBuying,
  defaultCareers,
  defaultFeedbackSurvey,
  defaultFleetIntro,
  defaultTeam,
  defaultUnsubscribe,
  defaultWarranty,
  fleetBullets,
} from '../domain/content/company';
import { FORM_TITLES } from '../domain/leads/forms';
import { REVIEW_FEEDBACK_PATH } from '../domain/content/review-feedback';
import { builtIn, type ContentContext, type ContentPageView } from './content-view';

export function companyPages(ctx: ContentContext): { slug: string; view: ContentPageView }[] {
  const { site } = ctx;
  const P = COMPANY_PAGES;
  return [
    builtIn(ctx, {
      ...P.about,
      home: 'top',
      defaults: defaultAboutUs(site),
      description: `About ${site.name}: who we are, where to find us and why locals buy from us.`,
    }),
    builtIn(ctx, {
      ...P.careers,
      home: 'top',
      defaults: defaultCareers(),
      description: `Careers at ${site.name}: join our sales, service, parts and finance teams.`,
      sections: [{ type: 'form', kind: 'careers', title: FORM_TITLES.careers }],
    }),
    builtIn(ctx, {
      ...P.team,
      home: 'top',
      defaults: defaultTeam(),
      description: `Meet the team at ${site.name}.`,
    }),
    builtIn(ctx, {
      ...P.fleet,
      home: 'top',
      defaults: defaultFleetIntro(),
      description: `Fleet sales and servicing at ${site.name}: ${fleetBullets(site).join(', ').toLowerCase()}.`,
      aside: [{ type: 'bullets', heading: 'Why choose our fleet team', items: fleetBullets(site) }],
      sections: [{ type: 'form', kind: 'fleet', title: FLEET_HEADING, id: 'fleet-enquiry' }],
    }),
    builtIn(ctx, {
      ...P.buying,
      home: 'top',
      defaults: defaultBuying(),
      description: `Reserve a vehicle online at ${site.name}: a refundable deposit holds it for you.`,
    }),
    builtIn(ctx, {
      ...P.unsubscribe,
      home: 'pages',
      defaults: defaultUnsubscribe(),
      description: `Stop marketing emails from ${site.name}.`,
      noindex: true,
    }),
    builtIn(ctx, {
      ...P.feedbackSurvey,
      home: 'top',
      defaults: defaultFeedbackSurvey(),
      description: `Tell ${site.name} how we can do better.`,
      sections: [{ type: 'form', kind: 'feedback', title: 'Tell us what happened' }],
      noindex: true,
    }),
    builtIn(ctx, {
      slug: REVIEW_FEEDBACK_PATH.slice(1),
      title: 'How did we do?',
      home: 'top',
      defaults: [],
      description: `Tell ${site.name} about your experience.`,
      sections: [
        {
          type: 'review-feedback',
          profiles: (site.gmb_profiles ?? [])
            .filter((p) => p.review_url)
            .map((p) => ({ name: p.name ?? '', review_url: p.review_url! })),
        },
      ],
      noindex: true,
    }),
    builtIn(ctx, {
      ...P.warranty,
      home: 'top',
      defaults: defaultWarranty(),
      description: `New, used and genuine parts warranty at ${site.name}.`,
    }),
  ];
}
