/**
 * The gallery's thumbnail strip scrolls only itself, by as little as shows the active thumbnail
 * whole (src/islands/vehicle/thumb-scroll.ts).
 */
import { describe, expect, it } from 'vitest';
import { thumbScrollLeft } from '../../../src/islands/vehicle/thumb-scroll';

const strip = { left: 20, right: 320 };

describe('thumbScrollLeft', () => {
  it.each([
    ['already whole: no scroll', { left: 100, right: 170 }, 50, 50],
    ['touching both edges: no scroll', { left: 20, right: 320 }, 0, 0],
    ['cut off on the left: back by the hidden part', { left: -10, right: 60 }, 200, 170],
    ['cut off on the right: on by the hidden part', { left: 300, right: 370 }, 0, 50],
    ['wholly off to the right: its right edge to the strip’s', { left: 500, right: 570 }, 80, 330],
    ['wider than the strip: its left edge to the strip’s', { left: 100, right: 500 }, 0, 80],
  ])('%s', (_, thumb, scrollLeft, expected) => {
    expect(thumbScrollLeft(strip, thumb, scrollLeft)).toBe(expected);
  });
});
