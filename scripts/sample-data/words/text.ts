/** Word lists for people, reviews and dealer comments. */
import type { Rng } from '../random';

export const FIRST_NAMES = [
  'Olivia',
  'Jack',
  'Charlotte',
  'Noah',
  'Amelia',
  'William',
  'Isla',
  'Oliver',
  'Mia',
  'Thomas',
  'Ava',
  'James',
  'Grace',
  'Lachlan',
  'Chloe',
  'Liam',
  'Sophie',
  'Cooper',
  'Ruby',
  'Mason',
  'Harper',
  'Ethan',
  'Zoe',
  'Lucas',
  'Matilda',
  'Riley',
  'Priya',
  'Wei',
  'Aarav',
  'Mei',
  'Bronwyn',
  'Darren',
];
export const LAST_NAMES = [
  'Smith',
  'Jones',
  'Williams',
  'Brown',
  'Wilson',
  'Taylor',
  'Nguyen',
  'Johnson',
  'Martin',
  'White',
  'Anderson',
  'Walker',
  'Thompson',
  'Kelly',
  'Patel',
  'Chen',
  "O'Brien",
  'Campbell',
];

export function personName(rng: Rng): string {
  return `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
}

/** Review texts by department and rating (5 down to 3), with {staff} and {dept} filled in. */
const SALES_REVIEWS: Record<number, string[]> = {
  5: [
    '{staff} made buying our new car so easy. No pressure, clear pricing and the car was detailed beautifully on delivery day.',
    'Fantastic service from start to finish. {staff} kept us updated the whole way and had us on the road in a week.',
    'Honest, friendly and knowledgeable. {staff} found exactly what we were after and the trade-in offer was fair.',
    'Second car we have bought here and the experience was just as good as the first. Highly recommend.',
    'Great team! Picked up the car with a full tank and a thorough handover of all the features.',
  ],
  4: [
    'Good experience overall. Paperwork took a little longer than expected but {staff} was very helpful.',
    'Smooth purchase. The finance process was quick and clearly explained.',
  ],
  3: [
    'The car is great but delivery was delayed by two weeks. {staff} did apologise and kept us informed.',
  ],
};
const SERVICE_REVIEWS: Record<number, string[]> = {
  5: [
    'Booked in online and was in and out before lunch. The {dept} team explained everything and the price matched the quote.',
    '{staff} at the front desk was brilliant. Car washed and ready earlier than promised.',
    'Always reliable. {staff} rang before doing any extra work and the invoice was spot on.',
  ],
  4: [
    'Friendly {dept} team and fair pricing. Would have liked a courtesy car but the work was done well.',
    'Good advice from {staff} and the part was ordered in the same day.',
  ],
  3: ['The work was fine but the wait in the lounge was longer than quoted.'],
};

export function reviewText(rng: Rng, rating: number, dept: string): string {
  const pools = dept === 'sales' ? SALES_REVIEWS : SERVICE_REVIEWS;
  const pool = pools[Math.max(3, Math.min(5, rating))];
  return rng.pick(pool).replace('{staff}', rng.pick(FIRST_NAMES)).replace('{dept}', dept);
}

export const REVIEW_REPLIES = [
  'Thank you for the kind words! We look forward to seeing you at your first service.',
  'Thanks for your feedback. We have passed your comments on to the team.',
  'We appreciate you taking the time to leave a review and are glad we could help.',
];

interface CommentFacts {
  year: number;
  make: string;
  model: string;
  badge?: string;
  carType: 'new' | 'demo' | 'used';
  itemType: 'car' | 'motorcycle' | 'caravan';
  features: string[];
  dealer: string;
  city: string;
  phone: string;
}

/** Dealer comments: paragraphs joined with '|' (the site splits on '|'). */
export function dealerComments(rng: Rng, f: CommentFacts): string {
  const title = [f.year, f.make, f.model, f.badge].filter(Boolean).join(' ');
  const word = f.itemType === 'motorcycle' ? 'bike' : f.itemType === 'caravan' ? 'van' : 'car';
  const paragraphs: string[] = [];
  if (f.carType === 'new')
    paragraphs.push(`Brand new ${title}, in stock now and ready to drive away.`);
  else if (f.carType === 'demo')
    paragraphs.push(
      `Save on this low-kilometre ${title} demonstrator, with the full balance of the factory warranty.`,
    );
  else
    paragraphs.push(
      rng.pick([
        `This ${title} is ready for its next owner.`,
        `Looking for a reliable ${word}? This ${title} ticks every box.`,
        `Well looked after ${title} with a full service history.`,
      ]),
    );
  if (f.features.length >= 3) {
    const [a, b, c] = rng.sample(f.features, 3);
    paragraphs.push(`Highlights include ${a}, ${b} and ${c}.`);
  }
  if (f.carType === 'used') {
    paragraphs.push(
      rng.pick([
        'Independently inspected, with a clear background check and a roadworthy certificate supplied.',
        `Our workshop has given this ${word} a thorough once-over, including fresh fluids and a detail inside and out.`,
        'Comes with 12 months roadside assist and our 48 hour money back guarantee for total peace of mind.',
      ]),
    );
  }
  if (rng.chance(0.6)) {
    paragraphs.push(
      `${f.dealer} has served ${f.city} and surrounds for over 30 years. Finance, trade-ins and extended warranties are available, and we can arrange delivery Australia-wide.`,
    );
  }
  const visit =
    f.itemType === 'motorcycle'
      ? 'test ride'
      : f.itemType === 'caravan'
        ? 'inspection'
        : 'test drive';
  paragraphs.push(`Call us on ${f.phone} or send an enquiry today to book your ${visit}.`);
  return paragraphs.join('|');
}
