/**
 * Specification filters (towing, doors, engine size, cylinders, fuel economy): their URL
 * keys read and written, mounted as hidden ranges, filterable on Meilisearch, and kept by the
 * stock index as flat columns (not the whole variant object).
 */
import { describe, expect, it } from 'vitest';
import { SPEC_FILTERS } from '../../../../src/domain/search/spec-filters';
import { hiddenFacets, FACET_TITLES } from '../../../../src/domain/search/facets';
import {
  FACET_ATTRIBUTES,
  NUMERIC_ATTRIBUTES,
  stockIndexDocument,
  stockIndexFields,
} from '../../../../src/domain/search/stock-index';
import {
  stateToUrl,
  urlToState,
  type SearchVocabulary,
} from '../../../../src/domain/search/url-state';
import { TRUE } from '../../../../src/domain/search/filter';
import type { Car } from '../../../../src/domain/vehicle/schema';

const vocab: SearchVocabulary = {
  basePath: '/search/new-used-and-demo-cars',
  defaultSort: 'Car_production:custom_rank:desc',
  sorts: ['Car_production:custom_rank:desc', 'Car_production:year:desc'],
  makes: ['Toyota'],
  makeModels: ['Toyota:HiLux'],
};

describe('specification filters', () => {
  it('read from and written to the URL under their keys', () => {
    const url =
      '/search/new-used-and-demo-cars?range[doors]=5:5&range[towing]=3500:&range[engine_size]=1.95:2.05&range[cylinders]=8:8&range[fuel_economy]=:6&sortBy=Car_production:year:desc';
    const state = urlToState(url.split('?')[0], `?${url.split('?')[1]}`, vocab)!;
    expect(state).toEqual({
      range: {
        doors: '5:5',
        'variant.towingcapacitybraked': '3500:',
        engine_size_litres: '1.95:2.05',
        cylinders: '8:8',
        'variant.fuelconsumptioncombined': ':6',
      },
      sortBy: 'Car_production:year:desc',
    });
    expect(
      urlToState(
        '/search/new-used-and-demo-cars',
        new URL(`http://x${stateToUrl(state, vocab)}`).search,
        vocab,
      ),
    ).toEqual(state);
  });
  it('mounted as ranges without a section, titled, numeric and filterable', () => {
    const hidden = hiddenFacets([]);
    for (const s of SPEC_FILTERS) {
      expect(hidden).toContainEqual({ kind: 'range', attribute: s.attribute });
      expect(FACET_TITLES[s.attribute]).toBe(s.title);
      expect(NUMERIC_ATTRIBUTES).toContain(s.attribute);
      expect(FACET_ATTRIBUTES).toContain(s.attribute);
    }
  });
  it('kept by the stock index as flat columns, not the whole variant', () => {
    const fields = stockIndexFields(TRUE);
    expect(fields).not.toContain('variant');
    const car = {
      id: 1,
      slug: 'x',
      make: 'Toyota',
      model: 'HiLux',
      doors: 4,
      engine_size_litres: 2.8,
      cylinders: 4,
      variant: { towingcapacitybraked: 3500, fuelconsumptioncombined: 7.9, torque: 500 },
    } as unknown as Car & Record<string, unknown>;
    const doc = stockIndexDocument(car, fields);
    expect(doc).toMatchObject({
      doors: 4,
      engine_size_litres: 2.8,
      cylinders: 4,
      'variant.towingcapacitybraked': 3500,
      'variant.fuelconsumptioncombined': 7.9,
    });
    expect(doc.variant).toBeUndefined();
  });
});
