/**
 * Plain-language search: what a shopper types in the text box — 'white SUV under 30k',
 * 'hilux 4x4 diesel', 'cheapest demo camry', 'family car under 25 grand', 'diesel 4wd
 * towing 3500kg', 'certified pre-owned toyota', 'newest kia' — read as the refinements,
 * ranges, toggle and sort the filters would set, built from the tenant's own facet values
 * with their aliases. The words it recognises become state (chips, and the rules.md: Search state in the URL URL); a
 * near miss of a make or model reads as it; the rest stays the text query (and the
 * no-dead-end rule, no-dead-end.ts, drops those words that would empty the results).
 * Plain TS with no dependencies: the island loads it on the first search submitted.
 * How it reads a phrase, and how to add a word: docs/search.md.
 */
import type { SearchUiState } from './url-state';
import { fold, squash } from './fold';
import { nearMiss, nearMissTargets, type NearMissTarget } from './near-miss';
import { readNumbers, type Measure } from './plain-numbers';
import { normalise } from './plain-tokens';
import { specByKey } from './spec-filters';
import {
  ALIASES,
  CAR_TYPES,
  CERTIFIED_WORDS,
  FILLER,
  PLACE_CUES,
  SORT_WORDS,
} from './plain-tables';

/** The tenant's words the parser recognises (/search/plain-words.json, page-data/plain-words.ts). */
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
  /** Sort index names a search may take ('Car_production:price:asc'). */
  sorts: readonly string[];
  /** The site shows the certified toggle: 'certified' sets it. */
  certified?: boolean;
  /** The specifications the listed stock carries (spec-filters.ts keys); all when absent. */
  specs?: readonly string[];
  /** Real words near a make or model ('range' near 'Ranger'): never read as its misspelling. */
  realWords?: readonly string[];
  /** The attribute prices refine: 'price', or 'subscription_price' on a subscription site. */
  priceAttribute?: string;
  /** The build's year: ages ('under 5 years old') read against it. */
  currentYear?: number;
}

/** A word read as a make or model it nearly spells. */
export interface Correction {
  /** As typed. */
  typed: string;
  /** The tenant's spelling. */
  read: string;
}

export interface PlainReading {
  /** What the words set: refinements, ranges, toggle, sort; query holds the words left over. */
  state: SearchUiState;
  /** The words recognised, in the order typed. */
  recognised: string[];
  /** The words left over (the text query), in the order typed. */
  unknown: string[];
  /** Near misses read as the make or model they spell. */
  corrected: Correction[];
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

const ATTRIBUTES = [
  'make',
  'body',
  'fuel',
  'transmission',
  'drive',
  'colour',
  'filtered_features',
  'city',
  'location_name',
] as const;

function sortFor(key: string, vocab: PlainVocabulary): string | null {
  const rule = SORT_WORDS[key];
  if (!rule) return null;
  const [field, direction] = rule;
  const found = vocab.sorts.find((s) => {
    const [, sf, sd] = s.split(':');
    return (sf === field || (field === 'price' && /price/.test(sf ?? ''))) && sd === direction;
  });
  return found ?? null;
}

/** Every word the reader knows without the tenant: never taken for a misspelt name. */
const READER_WORDS = new Set(
  [
    ...Object.values(ALIASES).flatMap((a) => Object.keys(a)),
    ...Object.keys(CAR_TYPES),
    ...Object.keys(SORT_WORDS),
    ...CERTIFIED_WORDS,
    ...FILLER,
  ].flatMap((k) => k.split('-')),
);

/** The tenant's words: facet values' words, which are no misspellings either. */
function tenantWords(vocab: PlainVocabulary): Set<string> {
  const out = new Set<string>(vocab.realWords ?? []);
  for (const a of ATTRIBUTES)
    if (a !== 'make')
      for (const v of vocab[a] ?? []) for (const w of fold(v).split(/[\s-]+/)) out.add(w);
  return out;
}

interface Targets {
  targets: NearMissTarget[];
  real: Set<string>;
}
/** The near-miss targets and real words of a vocabulary, worked out once per vocabulary. */
const targetsOf = new WeakMap<PlainVocabulary, Targets>();
function nearMissData(vocab: PlainVocabulary): Targets {
  let t = targetsOf.get(vocab);
  if (!t) {
    t = { targets: nearMissTargets(vocab.make, vocab.make_model), real: tenantWords(vocab) };
    for (const w of READER_WORDS) t.real.add(w);
    targetsOf.set(vocab, t);
  }
  return t;
}

/**
 * Words that nearly spell one of the tenant's makes or models, replaced by it ('hilix' →
 * 'hilux'; 'land crusier' → 'landcruiser'): a word alone, else with the word after it.
 */
function correct(words: string[], vocab: PlainVocabulary): Correction[] {
  const { targets, real } = nearMissData(vocab);
  const out: Correction[] = [];
  const alphabetic = (w: string | undefined) => !!w && /^[a-z]+$/.test(w) && !real.has(w);
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    if (!alphabetic(w)) continue;
    const one = nearMiss(w, targets, real);
    if (one) {
      out.push({ typed: w, read: one.name });
      words[i] = one.key;
      continue;
    }
    if (/^[a-z]+$/.test(words[i + 1] ?? '')) {
      const two = nearMiss(w + words[i + 1], targets, real);
      if (two && !targets.some((t) => t.key === words[i + 1])) {
        out.push({ typed: `${w} ${words[i + 1]}`, read: two.name });
        words.splice(i, 2, two.key);
      }
    }
  }
  return out;
}

/** A number that names a model right after its make ('ram 1500', 'peugeot 2008'). */
function modelNumbers(words: readonly string[], vocab: PlainVocabulary): boolean[] {
  return words.map((w, i) => {
    if (!/^\d+$/.test(w) || i === 0) return false;
    const makes = vocab.make.filter((m) => squash(m) === words[i - 1]);
    return vocab.make_model.some(
      (mm) =>
        makes.some((m) => mm.startsWith(`${m}:`)) && squash(mm.slice(mm.indexOf(':') + 1)) === w,
    );
  });
}

/** The state attribute a measure refines. */
function rangeAttribute(measure: Measure, vocab: PlainVocabulary): string {
  if (measure === 'price') return vocab.priceAttribute ?? 'price';
  return specByKey(measure)?.attribute ?? measure;
}

/**
 * Reads a plain-language query against the tenant's vocabulary. Anything not recognised is
 * kept as the text query, in the order typed.
 */
export function readPlainQuery(text: string, vocab: PlainVocabulary): PlainReading {
  const words = normalise(fold(text));
  const corrected = correct(words, vocab);
  const reserved = modelNumbers(words, vocab);
  const used = [...reserved];
  const lists: Record<string, string[]> = {};
  let sortBy: string | undefined;
  let certified = false;
  const add = (attribute: string, values: readonly string[]) => {
    const list = (lists[attribute] ??= []);
    for (const v of values) if (!list.includes(v)) list.push(v);
  };
  const take = (from: number, count: number) => {
    for (let k = from; k < from + count; k++) used[k] = true;
  };

  // 1. Numbers: price, km and year ranges, and the specifications a number names.
  const numbers = readNumbers(words, { currentYear: vocab.currentYear, specs: vocab.specs }, used);
  reserved.forEach((r, i) => r && (used[i] = false));
  const range: Record<string, string> = {};
  for (const [measure, value] of Object.entries(numbers.range))
    range[rangeAttribute(measure as Measure, vocab)] = value;

  // 2. Phrases: longest first (three words, two, one), against each attribute.
  const makesFound = () => lists.make ?? [];
  for (const size of [3, 2, 1]) {
    for (let i = 0; i + size <= words.length; i++) {
      if (used.slice(i, i + size).some(Boolean)) continue;
      const phrase = words.slice(i, i + size).join(size > 1 ? ' ' : '');
      const key = words.slice(i, i + size).join('-');
      if (vocab.certified && CERTIFIED_WORDS.has(key)) {
        certified = true;
        take(i, size);
        continue;
      }
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
      for (const attribute of ATTRIBUTES) {
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

  // 3. A model implies its make (so make and model move into the path, rules.md: Search state in the URL).
  if (lists.make_model?.length && !lists.make?.length) {
    const makes = [...new Set(lists.make_model.map((mm) => mm.slice(0, mm.indexOf(':'))))];
    if (makes.length === 1) lists.make = makes;
  }
  // One place: city wins over location names that merely contain its word.
  if (lists.city?.length && lists.location_name?.length) delete lists.location_name;

  const recognised = words.filter((_, i) => used[i]);
  // words that carry no meaning go, unless they are all the phrase has ('the one')
  const left = words.filter((_, i) => !used[i]);
  const meaningful = recognised.length > 0 || left.some((w) => !FILLER.has(w));
  const unknown = left.filter((w) => !(meaningful && FILLER.has(w)));
  const state: SearchUiState = {};
  if (unknown.length) state.query = unknown.join(' ');
  if (Object.keys(lists).length) state.refinementList = lists;
  if (Object.keys(range).length) state.range = range;
  if (certified) state.toggle = { certified: true };
  if (sortBy) state.sortBy = sortBy;
  return { state, recognised, unknown, corrected };
}
