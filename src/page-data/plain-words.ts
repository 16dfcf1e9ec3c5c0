/** The vocabulary plain-language search reads against: the listed stock's facet values. */
import type { PlainVocabulary } from '../domain/search/plain-language';
import { toPredicate } from '../domain/search/filter';
import { stockFilter } from '../domain/search/stock-filter';
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

export function plainVocabulary(ctx: SearchContext): PlainVocabulary {
  const now = Math.floor(ctx.config.serverNowMs / 1000);
  const listed = ctx.docs.filter(toPredicate(stockFilter(ctx.site, now)));
  const values = (attribute: string) => {
    const out = new Set<string>();
    for (const d of listed) {
      const v = d[attribute];
      for (const x of Array.isArray(v) ? v : [v]) if (typeof x === 'string' && x) out.add(x);
    }
    return [...out].sort();
  };
  const vocab: PlainVocabulary = {
    make: [...ctx.config.vocab.makes],
    make_model: [...ctx.config.vocab.makeModels],
    sorts: [...ctx.config.vocab.sorts],
  };
  for (const a of ATTRIBUTES) vocab[a] = values(a);
  return vocab;
}
