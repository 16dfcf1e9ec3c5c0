import { describe, expect, it } from 'vitest';
import {
  LIGHT_SURFACES,
  TEXT_CONTRAST_AA,
  contrastRatio,
  contrastSafe,
} from '../../../../src/domain/format/color';

describe('contrastSafe', () => {
  it('keeps a brand colour that already reads at AA on every light surface', () => {
    expect(contrastSafe('#0b4f6c')).toBe('#0b4f6c');
    expect(contrastSafe('#111827')).toBe('#111827');
  });
  it("darkens a brand colour that does not (Toyota's red, amber) just enough to read at AA", () => {
    for (const brand of ['#eb0a1e', '#f59e0b', '#facc15', '#dc2626']) {
      const safe = contrastSafe(brand);
      for (const s of LIGHT_SURFACES)
        expect(contrastRatio(safe, s)).toBeGreaterThanOrEqual(TEXT_CONTRAST_AA);
      expect(contrastRatio(safe, '#f5f6f8')).toBeLessThan(5.2);
    }
    expect(contrastSafe('#eb0a1e')).toMatch(/^#[0-9a-f]{2}0[0-9a-f]1[0-9a-f]$/);
  });
  it('leaves a value that is not a hex colour as it is', () => {
    expect(contrastSafe('rebeccapurple')).toBe('rebeccapurple');
  });
});
