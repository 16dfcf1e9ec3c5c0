/**
 * algoliasearch-helper parses the numeric parameters of every partial state it is handed
 * (`SearchParameters._parseNumbers`: on each `setQueryParameters` and each `new
 * SearchParameters`), copying every numeric refinement and merging the copy back even when
 * every value is a number already. Prerendering a search page derives ~45 widgets' parameters
 * twice, so that parse was a visible share of a CPU profile of pacific-motor-group's build (the
 * largest single item in InstantSearch after React). Where nothing needs parsing the merge
 * changes nothing, so returning the state as it came is the same result; anything else goes
 * to the helper's own parse. Build time only (server-state.ts installs it); the browser
 * keeps the helper as published. The property test in tests/unit/search-engines/ compares
 * the two over generated states, mutation of the argument included.
 */

/**
 * The helper's list of numeric parameters, copied from SearchParameters._parseNumbers in 3.29
 * (it is not exported). A key a later version adds would not be checked here: compare the list
 * when upgrading algoliasearch-helper.
 */
const NUMBER_KEYS = [
  'aroundPrecision',
  'aroundRadius',
  'getRankingInfo',
  'minWordSizefor2Typos',
  'minWordSizefor1Typo',
  'page',
  'maxValuesPerFacet',
  'distinct',
  'minimumAroundRadius',
  'hitsPerPage',
  'minProximity',
];

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  Object.prototype.toString.call(v) === '[object Object]';

/** A value the helper's parse would change: a string, or a number that is not finite. */
const unparsed = (v: unknown) =>
  typeof v === 'string' || (typeof v === 'number' && !Number.isFinite(v));

/** Whether the helper's parse would change anything in (or about) this partial state. */
export function needsParsing(partial: unknown): boolean {
  if (!isPlainObject(partial)) return true;
  for (const key of NUMBER_KEYS) if (unparsed(partial[key])) return true;
  if (Array.isArray(partial.insideBoundingBox)) return true;
  const refinements = partial.numericRefinements;
  if (!refinements) return false;
  if (!isPlainObject(refinements)) return true;
  for (const attribute of Object.keys(refinements)) {
    const operators = refinements[attribute];
    if (!isPlainObject(operators)) return true;
    for (const operator of Object.keys(operators)) {
      const values = operators[operator];
      if (!Array.isArray(values)) return true;
      for (const v of values)
        if (Array.isArray(v) ? v.some(unparsed) : unparsed(v) || isPlainObject(v)) return true;
    }
  }
  return false;
}

type Parse = ((partial: object) => object) & { skipsParsed?: true };

/** Makes the helper's parse return a state with nothing to parse as it is. */
export function skipParsedNumbers(helperClass: object): void {
  // the parse is a static the helper's typings leave out
  const SearchParameters = helperClass as { _parseNumbers: Parse };
  const parse = SearchParameters._parseNumbers;
  if (parse.skipsParsed) return;
  SearchParameters._parseNumbers = Object.assign(
    (partial: object) =>
      partial instanceof (helperClass as new () => object) || !needsParsing(partial)
        ? partial
        : parse.call(SearchParameters, partial),
    { skipsParsed: true as const },
  );
}
