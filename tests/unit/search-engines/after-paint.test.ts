import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  afterInteraction,
  afterNextPaint,
  INTERACTION_END_EVENTS,
  NO_END_FALLBACK_MS,
  NO_FRAME_FALLBACK_MS,
  onFirstInteraction,
} from '../../../src/search-engines/after-paint';

// fake timers, and the frames requestAnimationFrame asks for, run by each test itself
let frames: (() => void)[];
beforeEach(() => {
  vi.useFakeTimers();
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (cb: () => void) => frames.push(cb));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
const settled = (p: Promise<void>) => {
  let done = false;
  void p.then(() => (done = true));
  return () => done;
};
/** Runs the pending tasks, then the frame asked for, then the task after it. */
const paint = async () => {
  await vi.advanceTimersByTimeAsync(0);
  frames.shift()!();
  await vi.advanceTimersByTimeAsync(0);
};

describe('afterNextPaint: a search waits for the frame that answers the tap', () => {
  it('resolves in a task after the next frame, not before it', async () => {
    const done = settled(afterNextPaint());
    await vi.advanceTimersByTimeAsync(10);
    expect(done()).toBe(false); // no frame yet
    frames.shift()!();
    for (let i = 0; i < 3; i++) await Promise.resolve(); // microtasks run; no task yet
    expect(done()).toBe(false); // the frame itself is not enough: a task after it
    await vi.advanceTimersByTimeAsync(0);
    expect(done()).toBe(true);
  });

  it('goes on when no frame comes (a hidden tab)', async () => {
    const done = settled(afterNextPaint());
    await vi.advanceTimersByTimeAsync(NO_FRAME_FALLBACK_MS - 1);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done()).toBe(true);
  });

  it('resolves at once where there are no frames (the build)', async () => {
    vi.unstubAllGlobals();
    vi.stubGlobal('requestAnimationFrame', undefined);
    const done = settled(afterNextPaint());
    await Promise.resolve();
    expect(done()).toBe(true);
  });
});

describe('afterInteraction: work started on a first touch waits for that touch to be answered', () => {
  it.each(INTERACTION_END_EVENTS)('goes on after the %s, then the next frame', async (type) => {
    const target = new EventTarget();
    const done = settled(afterInteraction(target));
    await vi.advanceTimersByTimeAsync(200); // the finger is still down
    expect(frames).toHaveLength(0);
    expect(done()).toBe(false);
    target.dispatchEvent(new Event(type));
    await vi.advanceTimersByTimeAsync(0);
    expect(done()).toBe(false); // the end event's own frame comes first
    await paint();
    expect(done()).toBe(true);
  });

  it('ignores the events that do not end an interaction', async () => {
    const target = new EventTarget();
    const done = settled(afterInteraction(target));
    for (const type of ['pointerdown', 'touchstart', 'keydown', 'focusin', 'pointerup'])
      target.dispatchEvent(new Event(type));
    await vi.advanceTimersByTimeAsync(NO_END_FALLBACK_MS - 1);
    expect(frames).toHaveLength(0);
    expect(done()).toBe(false);
  });

  it('goes on after NO_END_FALLBACK_MS when no end comes (a long press, a drag)', async () => {
    const target = new EventTarget();
    const done = settled(afterInteraction(target));
    await vi.advanceTimersByTimeAsync(NO_END_FALLBACK_MS);
    expect(done()).toBe(false);
    await paint();
    expect(done()).toBe(true);
  });

  it('stops listening once it has gone on', async () => {
    const target = new EventTarget();
    const add = vi.spyOn(target, 'addEventListener');
    void afterInteraction(target);
    target.dispatchEvent(new Event('click'));
    const signals = add.mock.calls.map(([, , o]) => (o as AddEventListenerOptions).signal!);
    expect(signals.length).toBe(INTERACTION_END_EVENTS.length);
    expect(signals.every((s) => s.aborted)).toBe(true);
  });
});

describe('onFirstInteraction: work an interaction needs starts once that interaction is answered', () => {
  let page: EventTarget;
  beforeEach(() => {
    page = new EventTarget();
    vi.stubGlobal('document', page);
  });

  it('a touch: after the end of its interaction, then the next frame; once', async () => {
    const fn = vi.fn();
    onFirstInteraction(page, ['pointerdown', 'focusin'], fn);
    page.dispatchEvent(new Event('pointerdown'));
    page.dispatchEvent(new Event('focusin')); // the same tap focuses: no second call
    await vi.advanceTimersByTimeAsync(200);
    expect(frames).toHaveLength(0); // the finger is still down
    page.dispatchEvent(new Event('click'));
    await paint();
    expect(fn).toHaveBeenCalledTimes(1);
    page.dispatchEvent(new Event('pointerdown'));
    page.dispatchEvent(new Event('click'));
    await vi.advanceTimersByTimeAsync(NO_END_FALLBACK_MS);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('a focus first: after its own frame, with no end to wait for', async () => {
    const fn = vi.fn();
    onFirstInteraction(page, ['pointerdown', 'focusin'], fn);
    page.dispatchEvent(new Event('focusin'));
    expect(fn).not.toHaveBeenCalled();
    frames.shift()!();
    await vi.advanceTimersByTimeAsync(0);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('only the events it is given start it, on its target; stopped, nothing does', async () => {
    const fn = vi.fn();
    const form = new EventTarget();
    const stop = onFirstInteraction(form, ['pointerdown'], fn);
    page.dispatchEvent(new Event('pointerdown'));
    form.dispatchEvent(new Event('keydown'));
    await vi.advanceTimersByTimeAsync(NO_END_FALLBACK_MS);
    expect(frames).toHaveLength(0);
    stop();
    form.dispatchEvent(new Event('pointerdown'));
    await vi.advanceTimersByTimeAsync(NO_END_FALLBACK_MS);
    expect(frames).toHaveLength(0);
    expect(fn).not.toHaveBeenCalled();
  });
});
