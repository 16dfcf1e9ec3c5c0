/**
 * searchOf and searchKey (src/islands/search/landing-search-event.ts): what Meta's Search event
 * says of a search state, and the key that makes the same search one event, whether the page sent it as it
 * loaded or the island after a refinement.
 */
import { describe, expect, it } from 'vitest';
import { searchKey, searchOf } from '../../../src/islands/search/landing-search-event';

describe('searchOf', () => {
  it('names the words, the make and the model refined', () => {
    expect(
      searchOf({
        query: 'gxl',
        refinementList: { make: ['Toyota'], make_model: ['Toyota:HiLux'] },
      }),
    ).toEqual({ query: 'gxl', make: 'Toyota', model: 'HiLux' });
  });

  it('names nothing for an unrefined search', () => {
    expect(searchOf({})).toEqual({ query: null, make: null, model: null });
  });

  it('the same words, refinements and page are the same search; page 1 is the default', () => {
    const a = searchKey({ refinementList: { make: ['Kia'] } });
    expect(searchKey({ refinementList: { make: ['Kia'] }, page: 1 })).toBe(a);
    expect(searchKey({ refinementList: { make: ['Kia'] }, page: 2 })).not.toBe(a);
    expect(searchKey({ refinementList: { make: ['Kia'] }, query: 'gt' })).not.toBe(a);
    expect(searchKey({ refinementList: { make: ['Mazda'] } })).not.toBe(a);
  });
});
