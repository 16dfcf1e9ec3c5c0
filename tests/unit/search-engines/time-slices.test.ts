/**
 * The embedded engine's warm-up works in time slices with rests between (time-slices.ts): a unit
 * of work never rests before its slice is spent, always rests after, and the text index and
 * engine it builds a step at a time answer as ones built at once.
 */
import MiniSearch from 'minisearch';
import { describe, expect, it, vi } from 'vitest';
import {
  rest,
  timeSlices,
  WARM_REST_MS,
  WARM_SLICE_MS,
} from '../../../src/search-engines/embedded/time-slices';
import { TextIndex } from '../../../src/search-engines/embedded/text-index';
import { EmbeddedEngine, type Doc } from '../../../src/search-engines/embedded/engine';

const MAKES = ['Toyota', 'Ford', 'Mazda', 'Kia'];
const docs: Doc[] = Array.from({ length: 40 }, (_, i) => ({
  id: 500 + i,
  make: MAKES[i % MAKES.length],
  model: `Model ${i % 5}`,
  title: `${MAKES[i % MAKES.length]} Model ${i % 5} wagon ${i}`,
  price: 20_000 + i * 250,
  year: 2016 + (i % 8),
  status: 'in_stock',
  show_on_dealer_website: true,
}));

describe('timeSlices', () => {
  it('yields only once a slice is spent, and starts the next slice after the pause', async () => {
    const clock = { now: 0 };
    let pauses = 0;
    const between = timeSlices(
      async () => {
        pauses++;
        clock.now += 1; // the browser's turn
      },
      4,
      () => clock.now,
    );
    for (const spent of [1, 1, 1]) {
      clock.now += spent;
      await between();
    }
    expect(pauses).toBe(0); // 3 ms of a 4 ms slice
    clock.now += 1;
    await between();
    expect(pauses).toBe(1); // 4 ms: yield
    clock.now += 3;
    await between();
    expect(pauses).toBe(1); // the new slice started after the pause: 3 ms of it
    clock.now += 10; // one long unit: yields once after it
    await between();
    expect(pauses).toBe(2);
  });

  it('slices of a few milliseconds, each followed by a rest three times as long', async () => {
    expect(WARM_SLICE_MS).toBeGreaterThan(0);
    expect(WARM_SLICE_MS).toBeLessThanOrEqual(5);
    expect(WARM_REST_MS).toBe(3 * WARM_SLICE_MS);
    vi.useFakeTimers();
    try {
      let rested = false;
      const resting = rest().then(() => (rested = true));
      await vi.advanceTimersByTimeAsync(WARM_REST_MS - 1);
      expect(rested).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await resting;
      expect(rested).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the warm-up, a step at a time', () => {
  it('builds a text index that scores as one built at once, yielding between its documents', async () => {
    const stepped = new TextIndex(docs);
    let steps = 0;
    await stepped.warm(async () => {
      steps++;
    });
    expect(steps).toBe(docs.length);
    const atOnce = new TextIndex(docs);
    for (const q of ['toyota', 'model 3', 'wagon 1', 'mazd', 'ford modle'])
      expect(stepped.scores(q), q).toEqual(atOnce.scores(q));
  });

  it('a search meanwhile finishes the index warm() started, adding each document once', async () => {
    const adds = vi.spyOn(MiniSearch.prototype, 'add');
    try {
      const index = new TextIndex(docs);
      let steps = 0;
      await index.warm(async () => {
        if (++steps === 3) index.scores('kia'); // the shopper searched: the rest at once
      });
      expect(steps).toBe(3);
      expect(adds).toHaveBeenCalledTimes(docs.length);
      expect(index.scores('kia')).toEqual(new TextIndex(docs).scores('kia'));
      expect(index.scores('kia')?.size).toBe(10);
    } finally {
      adds.mockRestore();
    }
  });

  it('an engine warmed a step at a time answers as a cold one', async () => {
    const options = {
      site: {},
      facetAttributes: ['make', 'model', 'price', 'year'],
      numericAttributes: ['price', 'year'],
      now: () => Date.parse('2026-11-28T00:00:00Z'),
    };
    const warmed = new EmbeddedEngine(docs, options);
    let steps = 0;
    await warmed.warm(async () => {
      steps++;
    });
    expect(steps).toBeGreaterThan(docs.length);
    const cold = new EmbeddedEngine(docs, options);
    for (const indexName of ['cars', 'cars:price:asc', 'cars:year:desc']) {
      const request = {
        indexName,
        params: { query: 'model', facets: ['*'], hitsPerPage: 6, page: 1 },
      };
      const { processingTimeMS: _a, ...a } = warmed.search(request);
      const { processingTimeMS: _b, ...b } = cold.search(request);
      expect(a, indexName).toEqual(b);
    }
  });
});
