/** src/domain/finance/estimate.ts: the weekly estimate for compare and the journey. */
import { describe, expect, it } from 'vitest';
import { estimateBasisText, weeklyEstimate } from '../../../../src/domain/finance/estimate';
import { calculateRepayment } from '../../../../src/domain/finance/repayment';

describe('weeklyEstimate', () => {
  it('is the one finance rule at the calculator defaults (5 years, configured or 10%)', () => {
    const expected = calculateRepayment(
      { amount: 30000, term: 5, interest: 10, tradeIn: 0, residual: 0, frequency: 'weekly' },
      { role: null, lender: null, lenderDefaults: null },
    );
    expect(weeklyEstimate({ price: 30000 })).toEqual(expected);
    expect(expected).toMatchObject({ kind: 'payment', payment: 147 });
  });
  it('takes the deposit and term, clamped to the calculator bounds and the price', () => {
    const a = weeklyEstimate({ price: 30000, deposit: 10000, termYears: 3, configuredInterest: 8 });
    const b = calculateRepayment(
      { amount: 30000, term: 3, interest: 8, tradeIn: 10000, residual: 0, frequency: 'weekly' },
      { role: null, lender: null, lenderDefaults: null },
    );
    expect(a).toEqual(b);
    expect(weeklyEstimate({ price: 30000, termYears: 40 })).toEqual(
      weeklyEstimate({ price: 30000, termYears: 7 }),
    );
    expect(weeklyEstimate({ price: 30000, deposit: 90000 })).toMatchObject({ kind: 'enquire' });
  });
  it('no price, no estimate; a tiny payment reads Enquire for Finance', () => {
    expect(weeklyEstimate({ price: null })).toBeNull();
    expect(weeklyEstimate({ price: 0 })).toBeNull();
    expect(weeklyEstimate({ price: 3000 })).toMatchObject({ text: 'Enquire for Finance' });
  });
  it('says what it assumes', () => {
    expect(estimateBasisText(null)).toBe(
      'Estimated weekly repayment over 5 years at 10% p.a. with no deposit.',
    );
    expect(estimateBasisText(8.5)).toContain('8.5% p.a.');
  });
});
