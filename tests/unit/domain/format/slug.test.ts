import { describe, expect, it } from 'vitest';
import { MAX_SLUG_LENGTH, capSegment, slugify } from '../../../../src/domain/format/slug';

describe('slugify', () => {
  it('keeps short slugs as they were', () => {
    expect(slugify('Cab Chassis')).toBe('cab-chassis');
    expect(slugify('A & B')).toBe('a-b');
  });
  it('caps a 300-character value with a hash suffix that keeps long values apart', () => {
    const a = slugify(`${'Extended Wheelbase '.repeat(15)}One`);
    const b = slugify(`${'Extended Wheelbase '.repeat(15)}Two`);
    expect(a.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
    expect(b.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
    expect(a).not.toBe(b);
    expect(a).toMatch(/^extended-wheelbase-.*-[0-9a-z]{7}$/);
    expect(slugify(`${'Extended Wheelbase '.repeat(15)}One`)).toBe(a);
  });
  it('caps any segment the same way', () => {
    expect(capSegment('x'.repeat(81))).toHaveLength(MAX_SLUG_LENGTH);
    expect(capSegment('x'.repeat(80))).toBe('x'.repeat(80));
  });
});
