import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, NO_FRAME_FALLBACK_MS } from '../../../src/search-engines/after-paint';

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
