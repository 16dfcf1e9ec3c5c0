/**
 * Plain-language search (issue 11 item 2): what a shopper types in the text box — 'white
 * SUV under 30k', 'hilux 4x4 diesel', 'cheapest demo camry' — read as the refinements,
 * ranges and sort the filters would set, built from the tenant's own facet values with
 * their aliases. The words it recognises become state (chips, and the §2.2 URL); the rest
 * stays the text query. Plain TS with no dependencies: the island loads it on first use.
 */
import type { SearchUiState } from './url-state';

/** The tenant's facet values the parser recognises, by index attribute. */
export interface PlainVocabulary {
  make: readonly string[];
  /** 'Make:Model' values. */
  make_model: readonly string[];
  body?: readonly string[];
  colour?: readonly string[];
  fuel?: readonly string[];
  transmission?: readonly string[];
  drive?: readonly string[];
  city?: readonly string[];
  location_name?: readonly string[];
  filtered_features?: readonly string[];
  /** Sort index names the site offers ('Car_production:price:asc'). */
  sorts: readonly string[];
}

export interface PlainReading {
  /** What the words set: refinements, ranges, sort; query holds the words left over. */
  state: SearchUiState;
  /** The words recognised, in the order typed. */
  recognised: string[];
}

/** Shoppers' words for facet values: word → a value's words (matched against the tenant's values). */
const ALIASES: Record<string, Record<string, string[]>> = {
  make: {
    vw: ['volkswagen'],
    merc: ['mercedes-benz'],
    mercedes: ['mercedes-benz'],
    benz: ['mercedes-benz'],
    chevy: ['chevrolet'],
    landrover: ['land rover'],
    isuzu: ['isuzu ute', 'isuzu'],
    skoda: ['škoda'],
  },
  body: {
    hatchback: ['hatch'],
    hatchbacks: ['hatch'],
    hatches: ['hatch'],
    suvs: ['suv'],
    '4x4s': ['suv'],
    utes: ['ute', 'cab chassis'],
    ute: ['ute', 'cab chassis'],
    pickup: ['ute', 'cab chassis'],
    'pick-up': ['ute', 'cab chassis'],
    tray: ['cab chassis'],
    'tray-back': ['cab chassis'],
    sedans: ['sedan'],
    wagons: ['wagon'],
    estate: ['wagon'],
    vans: ['van'],
    coupes: ['coupe'],
    convertible: ['convertible', 'cabriolet'],
    'people-mover': ['people mover'],
    minivan: ['people mover'],
  },
  fuel: {
    unleaded: ['petrol'],
    gas: ['petrol', 'lpg'],
    ev: ['electric'],
    evs: ['electric'],
    electric: ['electric'],
    'plug-in': ['phev'],
    hybrids: ['hybrid', 'phev'],
  },
  transmission: { auto: ['automatic'], autos: ['automatic'], manuals: ['manual'] },
  drive: {
    '4x4': ['four wheel drive'],
    '4wd': ['four wheel drive'],
    awd: ['all wheel drive'],
    fwd: ['front wheel drive'],
    rwd: ['rear wheel drive'],
    '2wd': ['front wheel drive', 'rear wheel drive'],
  },
  colour: { gray: ['grey', 'gray'], grey: ['grey', 'gray'], silver: ['silver'] },
  filtered_features: {
    towbar: ['tow bar'],
    'tow-bar': ['tow bar'],
    towball: ['tow bar'],
    carplay: ['apple carplay'],
    'sat-nav': ['satellite navigation'],
    satnav: ['satellite navigation'],
    gps: ['satellite navigation'],
    'reverse-camera': ['reversing camera'],
    'bull-bar': ['bull bar'],
    bullbar: ['bull bar'],
    leather: ['leather seats'],
    'moon-roof': ['sunroof'],
  },
};

const CAR_TYPES: Record<string, string> = {
  new: 'new',
  used: 'used',
  'second-hand': 'used',
  secondhand: 'used',
  'pre-owned': 'used',
  preowned: 'used',
  demo: 'demo',
  demos: 'demo',
  demonstrator: 'demo',
};

/** Words that carry no meaning once the others are read (dropped when anything else is). */
const FILLER = new Set([
  'a',
  'an',
  'the',
  'with',
  'and',
  'or',
  'for',
  'sale',
  'in',
  'at',
  'near',
  'around',
  'car',
  'cars',
  'vehicle',
  'vehicles',
  'one',
  'cheap',
  'i',
  'want',
  'looking',
  'show',
  'me',
  'any',
  'of',
]);

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
/** A name compared without spaces, hyphens or dots: 'LandCruiser' = 'land cruiser', 'CX-5' = 'cx5'. */
const squash = (s: string) => fold(s).replace(/[\s.\-/]+/g, '');

/** '30k' → 30000; '$30,000' → 30000; '1.5m' → 1500000. */
function amount(word: string): number | null {
  const m = /^\$?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(k|m)?$/i.exec(word);
  if (!m) return null;
  const n = Number(m[1].replace(/,/g, ''));
  const unit = m[2]?.toLowerCase();
  return unit === 'k' ? n * 1_000 : unit === 'm' ? n * 1_000_000 : n;
}

const PLACE_CUES = new Set(['near', 'in', 'at', 'around']);
const UNDER = new Set(['under', 'below', 'less', 'max', 'maximum', 'upto', 'to', 'before', '<']);
const OVER = new Set(['over', 'above', 'more', 'min', 'minimum', 'from', 'after', 'since', '>']);
/** Bounds that include the year they name ('from 2015' is 2015 on; 'after 2015' is 2016 on). */
const INCLUSIVE = new Set(['from', 'to', 'upto', 'since', 'min', 'max', 'minimum', 'maximum']);
const KM_WORDS = /^(km|kms|kilometres|kilometers|klms|ks)$/;
const YEAR_MIN = 1950;
const YEAR_MAX = 2100;
const isYear = (n: number | null, word: string) =>
  n !== null && /^\d{4}$/.test(word) && n >= YEAR_MIN && n <= YEAR_MAX;

function tokens(text: string): string[] {
  return fold(text)
    .replace(/(\d)\s*(?:kms|km|kilometres|kilometers|klms)\b/g, '$1km ')
    .replace(/(\d)\s*(k|m)\b/g, '$1$2 ')
    .replace(/[,](?!\d{3})/g, ' ')
    .replace(/(\dk?)\s*-\s*(\$?\d)/g, '$1 to $2')
    .replace(/\bless than\b/g, 'less')
    .replace(/\bmore than\b/g, 'more')
    .replace(/\bup to\b/g, 'upto')
    .replace(/\bor (newer|later|older|earlier|above|below|under|over|less|more)\b/g, 'or-$1')
    .split(/\s+/)
    .filter(Boolean);
}

/** Facet values that a (squashed) phrase names: the value itself, or values with that word in them. */
function valuesFor(attribute: string, phrase: string, vocab: PlainVocabulary): string[] {
  const values = (vocab[attribute as keyof PlainVocabulary] ?? []) as readonly string[];
  const alias = ALIASES[attribute]?.[phrase];
  const targets = (alias ?? [phrase]).map(squash);
  const exact = values.filter((v) => targets.includes(squash(v)));
  // 'white' refines every white the stock has ('Arctic White', 'Glacier White'), and a place's
  // word its dealership ('Ipswich': 'Pacific Toyota Ipswich Sales')
  if (attribute === 'colour' || (attribute === 'location_name' && !exact.length))
    return values.filter((v) =>
      fold(v)
        .split(/[\s-]+/)
        .some((w) => targets.includes(squash(w))),
    );
  return exact;
}

function modelsFor(phrase: string, vocab: PlainVocabulary, makes: string[]): string[] {
  const squashed = squash(phrase);
  // a one-character model ('3') only right after its make ('mazda 3')
  if (squashed.length < 2 && !makes.length) return [];
  return vocab.make_model.filter((mm) => {
    const i = mm.indexOf(':');
    const make = mm.slice(0, i);
    if (makes.length && !makes.includes(make)) return false;
    const model = squash(mm.slice(i + 1));
    // 'prado' names 'LandCruiser Prado'; 'landcruiser' names none on its own unless it is one
    return model === squashed || (squashed.length >= 4 && model.endsWith(squashed));
  });
}

const SORTS: Record<string, [field: string, direction: 'asc' | 'desc']> = {
  cheapest: ['price', 'asc'],
  lowest: ['price', 'asc'],
  'most-expensive': ['price', 'desc'],
  dearest: ['price', 'desc'],
  newest: ['year', 'desc'],
  latest: ['created_at_timestamp', 'desc'],
  'lowest-km': ['km', 'asc'],
  'lowest-kms': ['km', 'asc'],
  'low-km': ['km', 'asc'],
  'low-kms': ['km', 'asc'],
};

function sortFor(word: string, vocab: PlainVocabulary): string | null {
  const rule = SORTS[word];
  if (!rule) return null;
  const [field, direction] = rule;
  const candidates = field === 'year' ? ['year', 'created_at_timestamp'] : [field];
  for (const f of candidates) {
    const found = vocab.sorts.find((s) => {
      const [, sf, sd] = s.split(':');
      return (sf === f || (f === 'price' && /price/.test(sf ?? ''))) && sd === direction;
    });
    if (found) return found;
  }
  return null;
}

/**
 * Reads a plain-language query against the tenant's vocabulary. Anything not recognised is
 * kept as the text query, in the order typed.
 */
export function readPlainQuery(text: string, vocab: PlainVocabulary): PlainReading {
  const words = tokens(text);
  const used = new Array<boolean>(words.length).fill(false);
  const lists: Record<string, string[]> = {};
  const range: Record<string, string> = {};
  let sortBy: string | undefined;
  const add = (attribute: string, values: readonly string[]) => {
    const list = (lists[attribute] ??= []);
    for (const v of values) if (!list.includes(v)) list.push(v);
  };
  const take = (from: number, count: number) => {
    for (let k = from; k < from + count; k++) used[k] = true;
  };

  // 1. Numbers: price, km and year ranges.
  for (let i = 0; i < words.length; i++) {
    if (used[i]) continue;
    const w = words[i];
    const bound = UNDER.has(w) ? 'max' : OVER.has(w) ? 'min' : null;
    if (w === 'between') {
      const a = amount((words[i + 1] ?? '').replace(/km$/, ''));
      const b = amount((words[i + 3] ?? '').replace(/km$/, ''));
      if (a !== null && b !== null && ['and', 'to'].includes(words[i + 2])) {
        const km = KM_WORDS.test(words[i + 4] ?? '') || /km$/.test(words[i + 3]);
        const years = isYear(a, words[i + 1]) && isYear(b, words[i + 3]);
        range[km ? 'km' : years ? 'year' : 'price'] = `${Math.min(a, b)}:${Math.max(a, b)}`;
        take(i, km ? 5 : 4);
        continue;
      }
    }
    const kmWord = /^(\d[\d,]*(?:\.\d+)?k?)km$/.exec(w);
    if (bound) {
      const next = words[i + 1] ?? '';
      const kmInline = /^(\d[\d,.]*k?)km$/.exec(next);
      const n = amount(kmInline ? kmInline[1] : next);
      if (n === null) continue;
      const km = !!kmInline || KM_WORDS.test(words[i + 2] ?? '');
      const year = !km && isYear(n, next);
      const attr = km ? 'km' : year ? 'year' : 'price';
      range[attr] = bound === 'max' ? `:${year ? n - 1 : n}` : `${year ? n + 1 : n}:`;
      if (year && INCLUSIVE.has(w)) range[attr] = bound === 'max' ? `:${n}` : `${n}:`;
      take(i, km && !kmInline ? 3 : 2);
      continue;
    }
    const n = amount(w);
    if (n === null && !kmWord && !/^\d{1,2}-?seat/.test(w)) continue;
    const after = words[i + 1] ?? '';
    // 'A to B' (or 'A-B'): a range of prices, years or distances
    const upper = after === 'to' ? /^(.*?)(km)?$/.exec(words[i + 2] ?? '') : null;
    const b = upper ? amount(upper[1]) : null;
    const a = kmWord ? amount(kmWord[1]) : n;
    if (upper && b !== null && a !== null) {
      const km = !!kmWord || !!upper[2] || KM_WORDS.test(words[i + 3] ?? '');
      const years = isYear(a, w) && isYear(b, upper[1]);
      range[km ? 'km' : years ? 'year' : 'price'] = `${Math.min(a, b)}:${Math.max(a, b)}`;
      take(i, KM_WORDS.test(words[i + 3] ?? '') ? 4 : 3);
      continue;
    }
    // '7 seater', '7-seater', '8 seats': at least that many seats
    const seats = /^(\d{1,2})-?(seater|seaters|seats)$/.exec(w);
    if (seats || (n !== null && n < 20 && /^(seater|seaters|seats)$/.test(after))) {
      range.seats = `${seats ? seats[1] : n}:`;
      take(i, seats ? 1 : 2);
      continue;
    }
    if (isYear(n, w)) {
      if (/^(or-newer|or-later|or-above|or-more|onwards|newer|\+)$/.test(after) || /\+$/.test(w)) {
        range.year = `${n}:`;
        take(i, 2);
      } else if (/^(or-older|or-earlier|or-below|or-under|or-less)$/.test(after)) {
        range.year = `:${n}`;
        take(i, 2);
      } else {
        range.year = `${n}:${n}`;
        take(i, 1);
      }
      continue;
    }
    if (kmWord || KM_WORDS.test(after)) {
      const km = kmWord ? amount(kmWord[1]) : n;
      if (km === null) continue;
      // a bare distance is a most: '50,000 km' means at most that many
      range.km = /^(or-more|or-over|or-above)$/.test(words[i + (kmWord ? 1 : 2)] ?? '')
        ? `${km}:`
        : `:${km}`;
      take(i, kmWord ? 1 : 2);
      continue;
    }
  }

  // 2. Phrases: longest first (three words, two, one), against each attribute.
  const makesFound = () => lists.make ?? [];
  for (const size of [3, 2, 1]) {
    for (let i = 0; i + size <= words.length; i++) {
      if (used.slice(i, i + size).some(Boolean)) continue;
      const phrase = words.slice(i, i + size).join(size > 1 ? ' ' : '');
      const key = words.slice(i, i + size).join('-');
      if (size === 1 && CAR_TYPES[phrase]) {
        add('car_type', [CAR_TYPES[phrase]]);
        take(i, 1);
        continue;
      }
      const sort = sortFor(key, vocab);
      if (sort) {
        sortBy = sort;
        take(i, size);
        continue;
      }
      if (CAR_TYPES[key]) {
        add('car_type', [CAR_TYPES[key]]);
        take(i, size);
        continue;
      }
      let matched = false;
      for (const attribute of [
        'make',
        'body',
        'fuel',
        'transmission',
        'drive',
        'colour',
        'filtered_features',
        'city',
        'location_name',
      ]) {
        // a place's name is read as a place only after 'near', 'in', 'at' or 'around'
        // ('coast' or 'sales' alone are not a dealership), a town's name anywhere
        if (attribute === 'location_name' && !PLACE_CUES.has(words[i - 1] ?? '')) continue;
        const values = valuesFor(attribute, size > 1 ? key : phrase, vocab).concat(
          size > 1 ? valuesFor(attribute, phrase, vocab) : [],
        );
        if (!values.length) continue;
        add(attribute, values);
        matched = true;
        break;
      }
      if (!matched) {
        const models = modelsFor(phrase, vocab, makesFound());
        if (models.length && models.length <= 3) {
          add('make_model', models);
          matched = true;
        }
      }
      if (matched) take(i, size);
    }
  }

  // 3. A model implies its make (so make and model move into the path, §2.2).
  if (lists.make_model?.length && !lists.make?.length) {
    const makes = [...new Set(lists.make_model.map((mm) => mm.slice(0, mm.indexOf(':'))))];
    if (makes.length === 1) lists.make = makes;
  }
  // One place: city wins over location names that merely contain its word.
  if (lists.city?.length && lists.location_name?.length) delete lists.location_name;

  const recognised = words.filter((_, i) => used[i]);
  const anything = recognised.length > 0;
  const rest = words.filter((w, i) => !used[i] && !(anything && FILLER.has(w)));
  const state: SearchUiState = {};
  if (rest.length) state.query = rest.join(' ');
  if (Object.keys(lists).length) state.refinementList = lists;
  if (Object.keys(range).length) state.range = range;
  if (sortBy) state.sortBy = sortBy;
  return { state, recognised };
}
