/**
 * client:reach (src/islands/directives/reach.ts): an island hydrates on the shopper's first
 * reach for it (pointer over, touch, press, focus into it), once, not as the page loads; with
 * `{ query: true }` at once when the address has a query, with `{ stored: key }` when the device
 * keeps that key; what is typed before then is kept on the island's element for the island to
 * take.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import reach, {
  hydratesAtOnce,
  PAGE_USE_EVENTS,
  REACH_EVENTS,
} from '../../../src/islands/directives/reach';
import { REACH_NOW, wasReached } from '../../../src/islands/directives/reach-now';
import { takeTyped } from '../../../src/islands/forms/typed-before-hydration';

describe('hydratesAtOnce', () => {
  it.each([
    [{ query: true }, '?vehiclePriceBudget=27990', true],
    [{ query: true }, '?car_id=1', true],
    [{ query: true }, '', false],
    [{ query: true }, '?', false],
    [{ query: false }, '?car_id=1', false],
    [{}, '?car_id=1', false],
    ['', '?car_id=1', false],
    [true, '?car_id=1', false],
    [null, '?car_id=1', false],
    [undefined, '?car_id=1', false],
  ])('options %j, search %j: %s', (options, search, expected) => {
    expect(hydratesAtOnce(options, search, () => false)).toBe(expected);
  });

  it('at once where the device keeps the stored key (a returning shopper), else not', () => {
    const kept = (key: string) => key === 'sunshine-coast-toyota-User';
    expect(hydratesAtOnce({ stored: 'sunshine-coast-toyota-User' }, '', kept)).toBe(true);
    expect(hydratesAtOnce({ stored: 'pacific-motor-group-User' }, '', kept)).toBe(false);
    expect(hydratesAtOnce({ stored: 42 }, '', () => true)).toBe(false);
    expect(hydratesAtOnce({ query: true, stored: 'x-User' }, '?a=1', () => false)).toBe(true);
  });

  it('at once where the device keeps any of several keys', () => {
    const kept = (key: string) => key === 'compare';
    expect(hydratesAtOnce({ stored: ['favourites', 'compare'] }, '', kept)).toBe(true);
    expect(hydratesAtOnce({ stored: ['favourites'] }, '', kept)).toBe(false);
    expect(hydratesAtOnce({ stored: [] }, '', () => true)).toBe(false);
  });

  it('at once where the browser carries the cookie, name=value, else not', () => {
    const cookie = (pair: string) => pair === 'ds_signed_in=1';
    expect(hydratesAtOnce({ cookie: 'ds_signed_in=1' }, '', () => false, cookie)).toBe(true);
    expect(hydratesAtOnce({ cookie: 'ds_signed_in=0' }, '', () => false, cookie)).toBe(false);
    expect(
      hydratesAtOnce(
        { cookie: 'ds_signed_in' },
        '',
        () => false,
        () => true,
      ),
    ).toBe(false);
    expect(
      hydratesAtOnce(
        { cookie: 1 },
        '',
        () => false,
        () => true,
      ),
    ).toBe(false);
  });
});

describe('the directive', () => {
  const flush = () => new Promise((r) => setTimeout(r, 0));
  let search = '';
  beforeEach(() => {
    // the DOM parts the directive touches: the document (typed-before-hydration listens on
    // it) and the address's query
    vi.stubGlobal('location', {
      get search() {
        return search;
      },
    });
    vi.stubGlobal('localStorage', { getItem: () => null });
    vi.stubGlobal('document', Object.assign(new EventTarget(), { cookie: '' }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    search = '';
  });

  function island() {
    const attributes = new Set<string>();
    const el = Object.assign(new EventTarget(), {
      querySelectorAll: () => [],
      setAttribute: (name: string) => attributes.add(name),
      hasAttribute: (name: string) => attributes.has(name),
      // wasReached asks the element for its island: here it is the island
      closest: () => el,
    }) as unknown as HTMLElement;
    const hydrated = vi.fn(() => Promise.resolve());
    const load = vi.fn(() => Promise.resolve(hydrated));
    return { el, load, hydrated };
  }

  it('reachNow (the reach:now event) hydrates it, once', async () => {
    const { el, load, hydrated } = island();
    reach(load, { name: 'ExternalQuote', value: '' }, el);
    el.dispatchEvent(new Event(REACH_NOW));
    el.dispatchEvent(new Event('pointerover'));
    el.dispatchEvent(new Event(REACH_NOW));
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(hydrated).toHaveBeenCalledTimes(1);
  });

  it('{ cookie } hydrates at once where the browser carries it', async () => {
    (document as unknown as { cookie: string }).cookie = 'a=b; ds_signed_in=1';
    const { el, hydrated } = island();
    reach(island().load, { name: 'WatchlistButton', value: { cookie: 'x=1' } as never }, el);
    const signedIn = island();
    reach(
      signedIn.load,
      { name: 'WatchlistButton', value: { cookie: 'ds_signed_in=1' } as never },
      signedIn.el,
    );
    await flush();
    expect(hydrated).not.toHaveBeenCalled();
    expect(signedIn.hydrated).toHaveBeenCalledTimes(1);
  });

  it('does not load the island as the page loads', async () => {
    const { el, load } = island();
    reach(load, { name: 'LeadForm', value: '' }, el);
    await flush();
    expect(load).not.toHaveBeenCalled();
  });

  it.each(REACH_EVENTS)('a %s inside the island hydrates it, once', async (type) => {
    const { el, load, hydrated } = island();
    reach(load, { name: 'LeadForm', value: '' }, el);
    el.dispatchEvent(new Event(type));
    el.dispatchEvent(new Event(type));
    el.dispatchEvent(new Event('focusin'));
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(hydrated).toHaveBeenCalledTimes(1);
  });

  it('other events do not', async () => {
    const { el, load } = island();
    reach(load, { name: 'LeadForm', value: '' }, el);
    for (const type of ['scroll', 'mouseout', 'blur', 'input']) el.dispatchEvent(new Event(type));
    await flush();
    expect(load).not.toHaveBeenCalled();
  });

  it('{ query: true } hydrates at once when the address has a query, else waits', async () => {
    search = '?car_id=1001000001';
    const withQuery = island();
    reach(withQuery.load, { name: 'TradeInWizard', value: { query: true } as never }, withQuery.el);
    search = '';
    const without = island();
    reach(without.load, { name: 'TradeInWizard', value: { query: true } as never }, without.el);
    await flush();
    expect(withQuery.hydrated).toHaveBeenCalledTimes(1);
    expect(without.load).not.toHaveBeenCalled();
  });

  it('keeps a record of what is typed on the island, taken once', () => {
    const { el, load } = island();
    reach(load, { name: 'LeadForm', value: '' }, el);
    const kept = takeTyped(el);
    expect(kept?.typed).toBeInstanceOf(Map);
    expect(takeTyped(el)).toBeUndefined();
    kept?.stop();
  });

  it.each(REACH_EVENTS)('a %s marks the island as reached (wasReached)', async (type) => {
    const { el, load } = island();
    reach(load, { name: 'SearchApp', value: '' }, el);
    expect(wasReached(el)).toBe(false);
    el.dispatchEvent(new Event(type));
    await flush();
    expect(wasReached(el)).toBe(true);
  });

  it('an island hydrated at once or by reachNow is not marked as reached', async () => {
    search = '?make=toyota';
    const atOnce = island();
    reach(atOnce.load, { name: 'SearchApp', value: { query: true } as never }, atOnce.el);
    const byCode = island();
    reach(byCode.load, { name: 'ExternalQuote', value: '' }, byCode.el);
    byCode.el.dispatchEvent(new Event(REACH_NOW));
    await flush();
    expect(atOnce.hydrated).toHaveBeenCalledTimes(1);
    expect(byCode.hydrated).toHaveBeenCalledTimes(1);
    expect(wasReached(atOnce.el)).toBe(false);
    expect(wasReached(byCode.el)).toBe(false);
    expect(wasReached(null)).toBe(false);
  });

  it.each(PAGE_USE_EVENTS)(
    '{ anywhere: true }: a %s anywhere on the page hydrates it, once, as a reach',
    async (type) => {
      const { el, load, hydrated } = island();
      reach(load, { name: 'SearchApp', value: { anywhere: true } as never }, el);
      document.dispatchEvent(new Event(type));
      document.dispatchEvent(new Event(type));
      el.dispatchEvent(new Event('pointerover'));
      await flush();
      expect(load).toHaveBeenCalledTimes(1);
      expect(hydrated).toHaveBeenCalledTimes(1);
      expect(wasReached(el)).toBe(true);
    },
  );

  it('without { anywhere: true }, a touch elsewhere on the page does not hydrate it', async () => {
    const { el, load } = island();
    reach(load, { name: 'LeadForm', value: '' }, el);
    for (const type of PAGE_USE_EVENTS) document.dispatchEvent(new Event(type));
    await flush();
    expect(load).not.toHaveBeenCalled();
  });

  it('{ anywhere: true }: page events that are not a start of use do not', async () => {
    const { el, load } = island();
    reach(load, { name: 'SearchApp', value: { anywhere: true } as never }, el);
    for (const type of ['scroll', 'pointerover', 'focusin', 'visibilitychange'])
      document.dispatchEvent(new Event(type));
    await flush();
    expect(load).not.toHaveBeenCalled();
  });
});
