/**
 * Clicks before hydration (src/islands/directives/clicks-before-hydration.ts): a click on one of
 * an island's buttons before it has hydrated is replayed, in order, on the button at the same
 * place once it has; clicks elsewhere (a link, outside the island) are not, and nothing is
 * replayed twice.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  keepClicks,
  MAX_KEPT_CLICKS,
  REPLAYED,
} from '../../../src/islands/directives/clicks-before-hydration';

/** A fake island: its buttons (by selector), which the hydrated island replaces with its own. */
function fakeIsland(count: number) {
  const el = new EventTarget() as EventTarget & {
    buttons: { click: ReturnType<typeof vi.fn>; closest: (s: string) => unknown }[];
    querySelectorAll: (s: string) => unknown[];
    contains: (n: unknown) => boolean;
  };
  const make = () =>
    Array.from({ length: count }, () => {
      const button = {
        click: vi.fn(),
        closest: (s: string) => (s === REPLAYED ? button : null),
      };
      return button;
    });
  el.buttons = make();
  el.querySelectorAll = (s) => (s === REPLAYED ? el.buttons : []);
  el.contains = (n) => el.buttons.includes(n as never);
  /** The island hydrates: the framework's buttons take the server's places. */
  const hydrate = () => {
    el.buttons = make();
  };
  /** A click on a target, as the browser dispatches it (capture listeners on the island). */
  const clickOn = (target: unknown) => {
    const event = new Event('click');
    Object.defineProperty(event, 'target', { value: target });
    el.dispatchEvent(event);
  };
  return { el, hydrate, clickOn };
}

describe('keepClicks', () => {
  it('replays a click made before hydration on the hydrated button at the same place', () => {
    const island = fakeIsland(3);
    const replay = keepClicks(island.el as unknown as HTMLElement);
    island.clickOn(island.el.buttons[2]);
    island.hydrate();
    replay();
    expect(island.el.buttons.map((b) => b.click.mock.calls.length)).toEqual([0, 0, 1]);
  });

  it('replays several clicks in order, once', () => {
    const island = fakeIsland(2);
    const replay = keepClicks(island.el as unknown as HTMLElement);
    island.clickOn(island.el.buttons[1]);
    island.clickOn(island.el.buttons[1]);
    island.clickOn(island.el.buttons[0]);
    island.hydrate();
    const order: number[] = [];
    island.el.buttons.forEach((b, i) => b.click.mockImplementation(() => order.push(i)));
    replay();
    replay();
    expect(order).toEqual([1, 1, 0]);
  });

  it('keeps no click on what is not one of its buttons, and none after the replay', () => {
    const island = fakeIsland(2);
    const replay = keepClicks(island.el as unknown as HTMLElement);
    island.clickOn({ closest: () => null }); // a link, a field
    island.clickOn(null);
    const outside = { closest: (s: string) => (s === REPLAYED ? outside : null) };
    island.clickOn(outside);
    island.hydrate();
    replay();
    island.clickOn(island.el.buttons[0]); // the hydrated island's own click
    replay();
    expect(island.el.buttons.every((b) => b.click.mock.calls.length === 0)).toBe(true);
  });

  it(`keeps at most ${MAX_KEPT_CLICKS} clicks`, () => {
    const island = fakeIsland(1);
    const replay = keepClicks(island.el as unknown as HTMLElement);
    for (let i = 0; i < MAX_KEPT_CLICKS + 5; i++) island.clickOn(island.el.buttons[0]);
    island.hydrate();
    replay();
    expect(island.el.buttons[0].click).toHaveBeenCalledTimes(MAX_KEPT_CLICKS);
  });
});
