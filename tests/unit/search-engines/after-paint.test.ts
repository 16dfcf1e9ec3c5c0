import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  afterInteraction,
  afterNextPaint,
  INTERACTION_END_EVENTS,
  NO_END_FALLBACK_MS,
  NO_FRAME_FALLBACK_MS,
} from '../../../src/search-engines/after-paint';

describe('afterNextPaint: a search waits for the frame that answers the tap', () => {
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
  const paint = async () => {
    await vi.advanceTimersByTimeAsync(0);
    frames.shift()!();
    await vi.advanceTimersByTimeAsync(0);
  };

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
