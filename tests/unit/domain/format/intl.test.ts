import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from '../../../../src/domain/format/intl';

describe('shared Intl formatters', () => {
  it('gives the same formatter for the same locale and options, a new one otherwise', () => {
    const a = dateTimeFormat('en-AU', { month: 'long', timeZone: 'UTC' });
    expect(dateTimeFormat('en-AU', { month: 'long', timeZone: 'UTC' })).toBe(a);
    expect(dateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' })).not.toBe(a);
    expect(dateTimeFormat('en-AU', { month: 'short', timeZone: 'UTC' })).not.toBe(a);
    expect(numberFormat('en-AU')).toBe(numberFormat('en-AU'));
  });

  it('formats as a fresh formatter does', () => {
    const when = new Date(Date.UTC(2026, 2, 5, 23, 30));
    const options: Intl.DateTimeFormatOptions = {
      timeZone: 'Australia/Sydney',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    };
    expect(dateTimeFormat('en-CA', options).format(when)).toBe(
      new Intl.DateTimeFormat('en-CA', options).format(when),
    );
    expect(dateTimeFormat('en-CA', options).format(when)).toBe('2026-03-06');
    expect(numberFormat('en-US').format(1234567)).toBe('1,234,567');
  });
});
