/**
 * The words of a plain-language phrase: accents and case folded, each quantity and its unit
 * written as one word ('25 grand' → '25k', '3.5 tonnes' → '3.5t', '6 litres per 100 km' →
 * '6l/100km', '50,000 kms' → '50,000km'), number words before a unit as digits ('seven
 * seater'), '25 000' as one number, and the phrases that bound a number as one word ('less
 * than' → 'less', 'or newer' → 'or-newer'). plain-numbers.ts reads them.
 */
const UNITS: [RegExp, string][] = [
  // currency signs and words
  [/\b(?:au|nz|us|a)\$/g, '$'],
  [/(\d[km]?)\s*(?:aud|nzd|usd|dollars|bucks)\b/g, '$1'],
  // fuel economy before litres and kilometres: '6.5 l/100km', '6 litres per 100 km'
  [
    /(\d+(?:\.\d+)?)\s*(?:l|litres?|liters?)\s*(?:\/|per)\s*100\s*(?:km|kms|kilometres?|kilometers?)\b/g,
    '$1l/100km ',
  ],
  [/(\d+(?:\.\d+)?)\s*(?:mpg|miles per gallon)\b/g, '$1mpg '],
  // distances: the odometer field holds the dealer's unit (miles in the US)
  [/(\d)\s*(?:kms|km|kilometres|kilometers|klms|miles|mi)\b/g, '$1km '],
  // weights
  [/(\d[\d,]*(?:\.\d+)?)\s*(?:kg|kgs|kilos?|kilograms?)\b/g, '$1kg '],
  [/(\d+(?:\.\d+)?)\s*(?:t|tonnes?|tons?)\b/g, '$1t '],
  [/(\d[\d,]*)\s*(?:lbs?|pounds)\b/g, '$1lb '],
  // engines
  [/(\d+(?:\.\d)?)\s*(?:l|litres?|liters?|ltrs?)(?![\w/])/g, '$1l '],
  [/(\d+)\s*cc\b/g, '$1cc '],
  [/\b(\d{1,2})\s*-?\s*(?:cylinders?|cyl)\b/g, '$1cyl '],
  // money
  [/(\d+(?:\.\d+)?)\s*(?:k|grand|thousand)\b/g, '$1k '],
  [/(\d+(?:\.\d+)?)\s*(?:m|mil|million)\b/g, '$1m '],
];

const SMALL = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
/** Number words are read only before a unit: 'seven seater', 'twenty five grand', 'five door'. */
const NUMBER_WORDS = new RegExp(
  `\\b(?:(${TENS.slice(2).join('|')})(?:[\\s-](${SMALL.slice(1, 10).join('|')}))?|(${SMALL.join('|')}))` +
    `(?=[\\s-]*(?:grand|thousand|k\\b|seaters?|seats?|passengers?|doors?|cylinders?|cyl\\b|years?|yrs?))`,
  'g',
);

function numberWords(text: string): string {
  return text.replace(NUMBER_WORDS, (_m, tens: string, unit: string, small: string) =>
    String(
      small !== undefined
        ? SMALL.indexOf(small)
        : TENS.indexOf(tens) * 10 + (unit ? SMALL.indexOf(unit) : 0),
    ),
  );
}

/**
 * '25 000' (a space between thousands, as many write them) is one number when it reads as
 * money or distance: after '$', ending in '000', or before a unit. It is written back with
 * commas ('25,000'), so '2 000' is an amount, never the year 2000.
 */
function spacedThousands(text: string): string {
  return text.replace(
    /(^|[^\d.,])(\$?\d{1,3})((?:[ \u00a0\u202f]\d{3})+)(?![\d.,])(\s*(?:km|k\b|dollars))?/g,
    (m, before: string, head: string, groups: string, unit = '') =>
      head.startsWith('$') || /000$/.test(groups) || unit
        ? `${before}${head}${groups.replace(/[ \u00a0\u202f]/g, ',')}${unit}`
        : m,
  );
}

/** The words of a (folded) phrase. */
export function normalise(folded: string): string[] {
  let text = spacedThousands(numberWords(folded));
  for (const [pattern, replacement] of UNITS) text = text.replace(pattern, replacement);
  return text
    .replace(/[,](?!\d{3})/g, ' ')
    .replace(/(\d(?:k|m)?)\s*-\s*(\$?\d)/g, '$1 to $2')
    .replace(/\b(?:less than|fewer than|no more than|not more than|not over|at most)\b/g, 'less')
    .replace(/\b(?:more than|no less than|not under|at least)\b/g, 'more')
    .replace(/\bup to\b/g, 'upto')
    .replace(/\bbudget (?:of|is)\b/g, 'budget')
    .replace(/\bnewer than\b/g, 'after')
    .replace(/\bolder than\b/g, 'before')
    .replace(/\b(?:drive away|drive-away)\b/g, 'driveaway')
    .replace(
      /\b(?:or|and) (newer|later|older|earlier|above|below|under|over|less|more|up)\b/g,
      'or-$1',
    )
    .replace(/\b(?:third|3rd) row(?: seating| seats)?\b/g, '7seater')
    .replace(
      /\b(?:towing capacity|tow capacity|tow rating|towing rating|braked towing|can tow|tows)\b/g,
      'towing',
    )
    .split(/\s+/)
    .filter(Boolean);
}
