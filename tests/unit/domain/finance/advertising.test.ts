/**
 * Finance advertising by market: the comparison rate (APR, interest rate) beside every
 * repayment, the example and the warning; the comparison rate worked out from the fees; the
 * estimate's words; the collection notice every form shows.
 */
import { describe, expect, it } from 'vitest';
import {
  COMPARISON_EXAMPLE_TEXT,
  COMPARISON_RATE_WARNING,
  estimateText,
  financeAdvert,
  type RepaymentExample,
} from '../../../../src/domain/finance/advertising';
import { comparisonRate } from '../../../../src/domain/finance/comparison-rate';
import { estimateAdvert, estimatesFootnote } from '../../../../src/domain/finance/estimate';
import { quoteAdvert } from '../../../../src/domain/finance/external-quote';
import { collectionNotice, purposeOfForm } from '../../../../src/domain/leads/collection-notice';
import { FORM_KINDS } from '../../../../src/domain/leads/forms';

const example: RepaymentExample = {
  payment: 271,
  frequency: 'weekly',
  amount: 64990,
  deposit: 0,
  balloon: 12998,
  years: 5,
  rate: 8.74,
  establishmentFee: 395,
};

describe('the comparison rate', () => {
  it('is the interest rate when there are no fees', () => {
    expect(comparisonRate({ rate: 8.74 })).toBe(8.74);
    expect(comparisonRate({ rate: 10 })).toBe(10);
  });
  it.each<[number, number, number, number]>([
    // rate, establishment fee, monthly fee → comparison rate on $30,000 over 5 years (worked
    // out apart: the fee financed, 60 monthly repayments, the rate that repays $30,000)
    [8.74, 395, 0, 9.3],
    [10, 1360.5, 0, 11.93],
    [7.99, 395, 8, 9.1],
  ])('%s%% with a $%s fee and $%s a month: %s%%', (rate, fee, monthly, expected) =>
    expect(comparisonRate({ rate, establishmentFee: fee, monthlyFee: monthly })).toBe(expected),
  );
  it('over the loan itself (a US APR): a smaller loan makes the same fee cost more', () => {
    expect(
      comparisonRate({ rate: 8.74, establishmentFee: 395, amount: 10000, years: 3 }),
    ).toBeGreaterThan(comparisonRate({ rate: 8.74, establishmentFee: 395 }));
  });
});

describe('finance adverts by market', () => {
  it('AU: the comparison rate beside the repayment; the example, the $30,000 example and the warning in full', () => {
    const a = financeAdvert({
      market: 'AU',
      repaymentText: 'Only $271 /wk*',
      example,
      comparisonRate: 9.57,
    });
    expect(a.figures).toEqual([
      { part: 'repayment', text: 'Only $271 /wk*' },
      { part: 'comparison', text: '9.57% p.a. comparison rate*' },
    ]);
    expect(a.footnote).toBe(
      `*$271 per week over 5 years (260 repayments) on $64,990 at 8.74% p.a., no deposit, $12,998 final (balloon) payment, including a $395 establishment fee. ${COMPARISON_EXAMPLE_TEXT} ${COMPARISON_RATE_WARNING}`,
    );
    expect(COMPARISON_EXAMPLE_TEXT).toBe(
      'Comparison rate based on a secured loan of $30,000 over 5 years.',
    );
    expect(COMPARISON_RATE_WARNING).toMatch(
      /^WARNING: This comparison rate applies only to the example or examples given\./,
    );
  });
  it('AU without a lender figure: the comparison rate is worked out from the rate and fee', () => {
    const a = financeAdvert({ market: 'AU', repaymentText: '$271 per week', example });
    expect(a.figures[1].text).toBe('9.3% p.a. comparison rate*');
  });
  it('US: the rate as an APR, with payments, term, amount financed and down payment', () => {
    const a = financeAdvert({
      market: 'US',
      repaymentText: '$115 per week*',
      example: {
        ...example,
        payment: 115,
        amount: 26990,
        deposit: 2699,
        balloon: 0,
        rate: 8.49,
        establishmentFee: 0,
      },
      comparisonRate: 8.99,
    });
    expect(a.figures[1]).toEqual({ part: 'comparison', text: '8.99% APR*' });
    expect(a.footnote).toBe(
      '*Example: 260 weekly payments of $115 on $24,291 financed over 5 years at 8.99% APR, $2,699 down. Subject to credit approval; tax, title and license fees are extra.',
    );
    expect(a.footnote).not.toMatch(/comparison rate|WARNING/);
  });
  it('NZ: the annual interest rate and the fees included', () => {
    const a = financeAdvert({ market: 'NZ', repaymentText: '$271 per week*', example });
    expect(a.figures[1]).toEqual({ part: 'rate', text: '8.74% p.a. interest rate*' });
    expect(a.footnote).toContain('including a $395 establishment fee');
    expect(a.footnote).toContain('Lending criteria, fees and charges apply.');
    expect(a.footnote).not.toMatch(/comparison rate/);
  });
  it('the external quote: 10% deposit and 30% final payment of the price', () => {
    const a = quoteAdvert(
      { weeklyRepaymentAmount: 101.5, advertisedRate: 7.49, comparisonRate: 8.51 },
      30000,
      'AU',
      '$102 per week*',
    );
    expect(a.figures[1].text).toBe('8.51% p.a. comparison rate*');
    expect(a.footnote).toContain(
      'on $27,000 at 7.49% p.a., $3,000 deposit, $9,000 final (balloon) payment',
    );
  });
  it('estimates: the figure with its comparison rate; the table footnote with the warning', () => {
    const a = estimateAdvert(
      { price: 30000, market: 'AU', configuredInterest: 10 },
      (w) => `Est. $${w} per week*`,
    )!;
    expect(a.figures.map((f) => f.part)).toEqual(['repayment', 'comparison']);
    expect(a.figures[1].text).toBe('10% p.a. comparison rate*');
    expect(estimateAdvert({ price: 0, market: 'AU' }, String)).toBeNull();
    expect(estimatesFootnote('AU', 10)).toContain(COMPARISON_RATE_WARNING);
    expect(estimatesFootnote('US', 10)).toContain('10% APR');
    expect(estimatesFootnote('NZ', 10)).not.toContain('WARNING');
  });
  it('the calculator says its result is an estimate and which rate it used', () => {
    expect(estimateText(8.74, 'AU')).toBe(
      'This is an estimate, worked out at 8.74% p.a. interest. The comparison rate and its example are below.',
    );
    expect(estimateText(10, 'US')).toBe('This is an estimate, worked out at 10% p.a. interest.');
  });
});

describe('the collection notice', () => {
  it.each(FORM_KINDS)('%s has a purpose', (kind) =>
    expect(purposeOfForm(kind)).toMatch(/^[a-zA-Z]+$/),
  );
  it('says who collects, why, who receives, and where the privacy policy is (AU)', () => {
    const n = collectionNotice({ dealer: 'Lakeside Auto', market: 'AU', purpose: 'testDrive' });
    expect(`${n.before}privacy policy${n.after}`).toBe(
      'Lakeside Auto collects these details to arrange your test drive, and may share them with the manufacturer, finance and insurance providers and the service providers who help us. Our privacy policy explains how to see or correct them and how to complain.',
    );
  });
  it('NZ names the right the Privacy Act 2020 gives; the US says what it is used for', () => {
    const nz = collectionNotice({ dealer: 'X', market: 'NZ', purpose: 'enquiry' });
    expect(nz.after).toContain('Privacy Act 2020');
    const us = collectionNotice({ dealer: 'X', market: 'US', purpose: 'tradeIn' });
    expect(us.before).toBe(
      'X uses these details to value your car and make you an offer, and may share them with the manufacturer, lenders and the service providers who help us. See our ',
    );
    expect(`${us.before}${us.after}`).not.toMatch(/Privacy Act|Australia/);
  });
});
