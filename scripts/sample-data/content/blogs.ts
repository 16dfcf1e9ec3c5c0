/**
 * Blog articles (websites/{id}/blogs.json; rules.md: Own-site routes (content side); Blog) and the
 * website's blogs settings: a few dated articles per tenant in its own categories and
 * vehicle-reviews, one external featured-news article, pictures from the tenant's art.
 */
import type { ContentBlock } from '../../../src/domain/tenant/schema/content-block';
import {
  blockIds,
  buttons,
  header,
  image,
  list,
  paragraph,
} from '../../../src/domain/content/block-builders';
import type { BlogPost } from '../../../src/domain/tenant/schema/blog';
import type { WebsiteInput } from '../../../src/domain/tenant/schema/website';
import type { Clock } from '../dates';

export type BlogPayload = Omit<BlogPost, 'blocks'> & { blocks: ContentBlock[] };

export interface BlogFacts {
  slug: string;
  websiteId: number;
  name: string;
  itemType: 'car' | 'motorcycle' | 'caravan';
  /** Pictures of the tenant's locations, used in turn for the articles. */
  pictures: string[];
}

interface Draft {
  slug: string;
  title: string;
  category: string;
  daysAgo: number;
  author: string;
  excerpt: string;
  body: (id: () => string) => ContentBlock[];
  external_url?: string;
  featured?: boolean;
}

function drafts(f: BlogFacts): Draft[] {
  const word = f.itemType === 'motorcycle' ? 'bike' : f.itemType === 'caravan' ? 'caravan' : 'car';
  const common: Draft[] = [
    {
      slug: `buying-a-used-${word}-checklist`,
      title: `Buying a used ${word}: our 10-point checklist`,
      category: 'dealer-news',
      daysAgo: 9,
      author: 'Sarah Thompson',
      excerpt: `What to look for, what to ask and which paperwork to keep when you buy a used ${word}.`,
      body: (id) => [
        paragraph(
          id,
          `A used ${word} can be the smartest buy you make, as long as you know what you are looking at. Here is the checklist our sales team uses.`,
        ),
        list(
          id,
          [
            'Check the service history against the logbook',
            'Run a history report for finance owing and write-offs',
            'Look for uneven tyre wear and fresh paint',
            'Test every switch, light and the air conditioning',
            'Drive it cold, and on the highway',
          ],
          'ordered',
        ),
        paragraph(
          id,
          'Every used vehicle at [name] comes with a 48 hour money back guarantee and 12 months roadside assist.',
        ),
        buttons(id, [{ text: `Browse used stock`, href: '/search/used-cars' }]),
      ],
    },
    {
      slug: 'why-service-with-us',
      title: 'Why servicing with your dealer pays off',
      category: 'dealer-news',
      daysAgo: 24,
      author: 'Emma Wilson',
      excerpt:
        'Genuine parts, trained technicians and a stamped logbook that protects your warranty.',
      body: (id) => [
        paragraph(
          id,
          'Your logbook is your vehicle’s CV. A full dealer service history keeps your warranty intact and adds value when you sell.',
        ),
        header(id, 'What you get'),
        list(id, [
          'Technicians trained on your make',
          'Genuine parts with their own warranty',
          'Software updates and recall checks at every visit',
        ]),
        buttons(id, [{ text: 'Book a service', href: '/service' }]),
      ],
    },
  ];
  const review: Draft = {
    slug: f.itemType === 'car' ? 'hybrid-suv-long-term-review' : `our-${word}-of-the-month`,
    title:
      f.itemType === 'car'
        ? 'Long-term review: three months in a hybrid SUV'
        : `Review: our ${word} of the month`,
    category: 'vehicle-reviews',
    daysAgo: 3,
    author: 'James O’Connor',
    excerpt:
      'Fuel use, comfort and the little things you only notice after months of daily driving.',
    body: (id) => [
      paragraph(
        id,
        'We handed the keys to a member of our team for three months of school runs, commutes and a long weekend away. Here is what they found.',
      ),
      header(id, 'The verdict'),
      paragraph(
        id,
        'Comfortable, frugal and easy to live with. The only thing we would change is the small cargo cover.',
      ),
      image(id, f.pictures[0], 'Out on a weekend drive', { alt: 'The vehicle on a country road' }),
    ],
  };
  const external: Draft = {
    slug: 'national-award',
    title: `${f.name} named a top dealer in the national awards`,
    category: 'dealer-news',
    daysAgo: 40,
    author: 'Media team',
    excerpt: 'Read the full story on the awards site.',
    body: () => [],
    external_url: 'https://www.example.org/news/dealer-awards',
    featured: true,
  };
  const extra: Draft =
    f.itemType === 'caravan'
      ? {
          slug: 'first-caravan-trip-tips',
          title: 'Your first caravan trip: 7 tips from our team',
          category: 'dealer-news',
          daysAgo: 15,
          author: 'Michael Nguyen',
          excerpt: 'Weight distribution, tyre pressures and the art of reversing.',
          body: (id) => [
            paragraph(id, 'A few minutes of planning makes the first trip a lot more relaxing.'),
            list(id, [
              'Load heavy items low and over the axle',
              'Check tyre pressures cold',
              'Practise reversing in an empty car park',
            ]),
          ],
        }
      : {
          slug: 'trade-in-value-tips',
          title: `5 ways to get more for your trade-in`,
          category: 'dealer-news',
          daysAgo: 15,
          author: 'Michael Nguyen',
          excerpt: 'Small things that make a big difference to the offer you get.',
          body: (id) => [
            paragraph(
              id,
              'A clean, serviced vehicle with its paperwork ready always gets a better offer.',
            ),
            buttons(id, [{ text: 'Get an instant offer', href: '/trade-in' }]),
          ],
        };
  return [review, ...common, extra, external];
}

export function buildBlogs(clock: Clock, f: BlogFacts): BlogPayload[] {
  return drafts(f).map((d, i) => {
    const id = blockIds(`blog-${i}`);
    return {
      id: f.websiteId * 100 + 50 + i,
      slug: d.slug,
      title: d.title,
      category: d.category,
      category_name: d.category === 'dealer-news' ? 'Dealer News' : null,
      published_at: clock.iso(clock.daysAgo(d.daysAgo)),
      author: d.author,
      excerpt: d.excerpt,
      meta_description: d.excerpt,
      image: { url: f.pictures[i % f.pictures.length], alt: '' },
      external_url: d.external_url ?? null,
      featured: d.featured ?? false,
      blocks: d.body(id),
    };
  });
}

/** The website's blogs settings for its articles (rules.md: Website (site configuration)). */
export function blogSettings(slug: string, count: number): NonNullable<WebsiteInput['blogs']> {
  return {
    blog_listings_template: slug === 'outback-caravans-rv' ? 'List' : 'Grid',
    blog_page_template: slug === 'throttle-motorcycles' ? 'Wide' : 'Article',
    build_blog_categories: slug === 'sunshine-coast-toyota' || slug === 'pacific-motor-group',
    count,
  };
}

/** The external blog the categories other than vehicle-reviews link to (rules.md: Own-site routes (content side)), for the tenants that have one. */
const EXTERNAL_BLOGS: Readonly<Record<string, string>> = {
  'sunshine-coast-toyota': 'https://blog.sunshinecoasttoyota.example',
};

export function externalBlogUrl(slug: string): string | undefined {
  return EXTERNAL_BLOGS[slug];
}
