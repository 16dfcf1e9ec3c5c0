/**
 * How a stored phone number is shown (rules.md: Phone numbers; VDP and
 * display): +61 becomes 0, landlines 2-4-4, 8-digit numbers 2-3-3, and the
 * numbers Australians read in other groups: 13 xx xx, 1300 xxx xxx, 1800 xxx xxx and
 * mobiles 04xx xxx xxx (pacific-motor-group's '1300 722 846' once read '13 0072 2846').
 */
import { describe, expect, it } from 'vitest';
import { formatPhoneDisplay, maskPhone } from '../../../../src/domain/format/phone';
import { phoneDisplay } from '../../../../src/domain/vehicle/dealer-phone';

describe('formatPhoneDisplay', () => {
  it.each([
    // 1300 / 1800: 4-3-3, however they were stored
    ['1300 722 846', '1300 722 846'],
    ['1300722846', '1300 722 846'],
    ['(1300) 722-846', '1300 722 846'],
    ['1800 123 456', '1800 123 456'],
    ['1800123456', '1800 123 456'],
    ['+611300722846', '1300 722 846'],
    // 13 numbers: 13 xx xx
    ['131386', '13 13 86'],
    ['13 13 86', '13 13 86'],
    ['+61131386', '13 13 86'],
    // mobiles: 04xx xxx xxx
    ['0411222333', '0411 222 333'],
    ['+61411222333', '0411 222 333'],
    ['0411 222 333', '0411 222 333'],
    // landlines: 2-4-4 (the spec's rule), brackets removed
    ['+61754431234', '07 5443 1234'],
    ['(07) 5443 1234', '07 5443 1234'],
    ['0298765432', '02 9876 5432'],
    // 8 digits: 2-3-3
    ['54431234', '54 431 234'],
    ['13001234', '13 001 234'],
  ])('%s → %s', (stored, shown) => {
    expect(formatPhoneDisplay(stored)).toBe(shown);
  });

  it('8-digit numbers may put the first group in parentheses', () => {
    expect(formatPhoneDisplay('54431234', { parenthesise8: true })).toBe('(54) 431 234');
  });

  it('anything else is shown as stored, without brackets', () => {
    expect(formatPhoneDisplay('+1 (555) 010-9999')).toBe('+1 555 010-9999');
    expect(formatPhoneDisplay('ask for Sam')).toBe('ask for Sam');
  });

  it('the call-the-dealer mask keeps the first 5 characters of the grouped number', () => {
    expect(maskPhone(formatPhoneDisplay('1300722846'))).toBe('1300 *** ***');
    expect(phoneDisplay('1300 722 846')).toEqual({
      display: '1300 722 846',
      masked: '1300 *** ***',
      href: 'tel:+611300722846',
    });
  });
});
