/**
 * Finance display strings and the external quote (rules.md: Vehicle detail page (VDP);
 * Eligibility and quotes; External finance quote; Finance display).
 */
import { describe, expect, it } from 'vitest';
import {
  balloonText,
  comparisonRateRange,
  comparisonRateRangeText,
  disclaimerParagraphs,
  finalPaymentText,
  financeCardFromText,
  financeCardText,
  formatRate,
  monthTermLabel,
  offerEndsText,
  onlyPerWeekText,
  rateSummaryLines,
  TENANT_FEES,
  truncateDisclaimer,
  weeklySummaryText,
  withFlaggedThirdSentence,
  yearTermLabel,
} from '../../../../src/domain/finance/display';
import {
  monthlyFromWeekly,
  QUOTE_TERM_TEXT,
  quoteRequestBody,
  readQuote,
  shouldFetchQuote,
} from '../../../../src/domain/finance/external-quote';
import { YouxQuoteRequest } from '../../../../src/domain/api/endpoints';

describe('terms, balloon and final payment', () => {
  it("labels '5 year term' and '{n} Month Term'", () => {
    expect(yearTermLabel()).toBe('5 year term');
    expect(yearTermLabel(3.5)).toBe('3.5 year term');
    expect(monthTermLabel(60)).toBe('60 Month Term');
  });
  it.each([
    [9000, '$9,000 Balloon Payment', '$9,000 final payment'],
    [0, 'No Balloon Payment', '$0 final payment'],
    [null, 'No Balloon Payment', '$0 final payment'],
  ])('balloon %s', (balloon, text, final) => {
    expect(balloonText(balloon)).toBe(text);
    expect(finalPaymentText(balloon)).toBe(final);
  });
});

describe("'Offer ends {date}': the last day of the current month, D Month YYYY, dealer's timezone", () => {
  it.each([
    ['2025-07-10T03:00:00Z', 'Offer ends 31 July 2025'],
    ['2024-02-05T00:00:00Z', 'Offer ends 29 February 2024'], // leap year
    ['2025-02-05T00:00:00Z', 'Offer ends 28 February 2025'],
    // 30 June 17:00 UTC is 1 July 01:00 in Perth (+8): already July there
    ['2025-06-30T17:00:00Z', 'Offer ends 31 July 2025'],
    ['2025-06-30T15:00:00Z', 'Offer ends 30 June 2025'],
  ])('%s → %s', (now, text) => {
    expect(offerEndsText(new Date(now))).toBe(text);
  });
});

describe('disclaimer', () => {
  const long = 'A'.repeat(150) + ' ' + 'B'.repeat(100);
  it('is truncated to 197 characters', () => {
    const t = truncateDisclaimer(long);
    expect(t.endsWith('...')).toBe(true);
    expect(t.length).toBeLessThanOrEqual(200);
    expect(t.slice(0, -3)).toBe(long.slice(0, 197));
    expect(truncateDisclaimer('Short text.')).toBe('Short text.');
    expect(truncateDisclaimer('x'.repeat(197))).toBe('x'.repeat(197));
  });
  it('is newline-separated paragraphs', () => {
    expect(disclaimerParagraphs('One.\n\nTwo.\r\nThree.')).toEqual(['One.', 'Two.', 'Three.']);
    expect(disclaimerParagraphs(null)).toEqual([]);
  });
  it('under its flag the third sentence is replaced with the fixed estimate sentence', () => {
    const d = 'First sentence. Second sentence! Third one about 9.99% p.a. Fourth.';
    expect(withFlaggedThirdSentence(d, 24990)).toBe(
      'First sentence. Second sentence! Repayment estimate has been calculated on a $24,990 secured car loan with a 5-year term at an annual percentage rate of 6.29%p.a (comparison rate 8.19% p.a.) with no deposit. Fourth.',
    );
    expect(withFlaggedThirdSentence('Only one.', 1000)).toContain(
      'Only one. Repayment estimate has been calculated on a $1,000 secured car loan',
    );
    const real =
      'Estimate only. Based on 9.99% p.a. with fees included. Comparison rate 10.5% p.a. applies to a $30,000 loan. Terms apply.';
    expect(withFlaggedThirdSentence(real, 30000)).toMatch(
      /^Estimate only\. Based on 9\.99% p\.a\. with fees included\. Repayment estimate .* with no deposit\. Terms apply\.$/,
    );
  });
});

describe('comparison rate range', () => {
  it('takes the percentages from the disclaimer, lowest to highest', () => {
    const d =
      'Comparison rates range from 7.49% p.a. to 12.95% p.a. based on a 5 year loan. 9.2% typical.';
    expect(comparisonRateRange(d, 'lenderA')).toEqual({ min: 7.49, max: 12.95 });
    expect(comparisonRateRangeText({ min: 7.49, max: 12.95 })).toBe('7.49%\u201312.95%');
    expect(comparisonRateRange('No rates here', 'lenderA')).toBeNull();
  });
  it('is 8.38%–19.42% for lender E whatever the disclaimer says', () => {
    expect(comparisonRateRange('5% to 6%', 'lenderE')).toEqual({ min: 8.38, max: 19.42 });
  });
  it('rates show to 2 decimals in one layout', () => {
    expect(formatRate(9, true)).toBe('9.00');
    expect(formatRate(9.456)).toBe('9.46');
    expect(formatRate(9)).toBe('9');
  });
});

describe('finance card and summary texts', () => {
  it("'$X per week. 5 year term at Y% comparison rate.' and the 'from $X per week*' variant", () => {
    expect(financeCardText(119.6, 9.45)).toBe(
      '$120 per week. 5 year term at 9.45% comparison rate.',
    );
    expect(financeCardFromText(119.4)).toBe('from $119 per week*');
    expect(onlyPerWeekText(119.4)).toBe('Only $119 /wk*');
  });
  it("'{weekly} per week* for used {model} with {lender} at {dealer}'", () => {
    expect(
      weeklySummaryText({
        weekly: 99,
        model: 'Corolla',
        lender: 'Harbour Finance',
        dealer: 'Sunshine Coast Toyota',
      }),
    ).toBe('$99 per week* for used Corolla with Harbour Finance at Sunshine Coast Toyota');
  });
  it("'{rate}% Comparison Rate', the deposit and '{termMonths} monthly repayments of {payment × termWeeks / termMonths}'", () => {
    // 120 × 260 / 60 = 520
    expect(
      rateSummaryLines({
        comparisonRate: 9.45,
        deposit: 2000,
        weekly: 120,
        termWeeks: 260,
        termMonths: 60,
      }),
    ).toEqual(['9.45% Comparison Rate*', '$2,000 deposit', '60 monthly repayments of $520']);
  });
  it("lists one tenant's fees", () => {
    expect(TENANT_FEES.map((f) => [f.label, f.amount])).toEqual([
      ['Establishment', 395],
      ['Vehicle Security Registration', 6],
      ['Account Administration (monthly)', 8],
      ['Dealer Agency', 912.25],
    ]);
  });
});

describe('external quote (rules.md: Eligibility and quotes; External finance quote; Finance display)', () => {
  const site = { youx_provider_code: 'YX-1' };
  const car = {
    price: 24990,
    year: 2021,
    vin: 'JTDBR3FE10J123456',
    nvic: 'ABC123',
    youxQuote: null,
  };
  it('is fetched when the feature is on, there is no quote and the price is above 0', () => {
    expect(shouldFetchQuote(site, car)).toBe(true);
    expect(shouldFetchQuote({ youx_provider_code: '' }, car)).toBe(false);
    expect(shouldFetchQuote({ youx_provider_code: '  ' }, car)).toBe(false);
    expect(shouldFetchQuote({}, car)).toBe(false);
    expect(shouldFetchQuote(site, { ...car, youxQuote: { weeklyRepaymentAmount: 99 } })).toBe(
      false,
    );
    expect(shouldFetchQuote(site, { ...car, price: 0 })).toBe(false);
  });
  it('sends the fixed body, which the endpoint contract accepts', () => {
    const body = quoteRequestBody(car);
    expect(body).toEqual({
      selfAssessedCreditScore: 'GREAT',
      purchasePrice: 24990,
      loanTerm: 5,
      year: 2021,
      vin: 'JTDBR3FE10J123456',
      nvic: 'ABC123',
      whoIsHelping: '',
    });
    expect(YouxQuoteRequest.safeParse(body).success).toBe(true);
  });
  it('reads only complete numeric responses', () => {
    expect(
      readQuote({ weeklyRepaymentAmount: 101.5, advertisedRate: 7.99, comparisonRate: 8.51 }),
    ).toEqual({ weeklyRepaymentAmount: 101.5, advertisedRate: 7.99, comparisonRate: 8.51 });
    expect(
      readQuote({ weeklyRepaymentAmount: '101', advertisedRate: 7.99, comparisonRate: 8.51 }),
    ).toBeNull();
    expect(readQuote(null)).toBeNull();
  });
  it('monthly = weekly × 4.33; the box line reads 5 year term, 10.0% deposit', () => {
    expect(monthlyFromWeekly(100)).toBeCloseTo(433, 9);
    expect(monthlyFromWeekly(101.5)).toBeCloseTo(439.495, 9);
    expect(QUOTE_TERM_TEXT).toBe('5 year term, 10.0% deposit');
  });
});
