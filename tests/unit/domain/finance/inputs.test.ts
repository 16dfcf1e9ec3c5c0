/**
 * The finance calculator's inputs show what they compute with (rules.md: Finance calculator; Money
 * and number inputs): a money field keeps the cents typed ('1,360.50', not '1,361'), and a slider's
 * position is the value its label reads — a lender's 7.99 is not snapped to 8 by the 0.5 grid; keys
 * move onto the grid.
 */
import { describe, expect, it } from 'vitest';
import {
  INTEREST_BOUNDS,
  LENDER_D_INTEREST_BOUNDS,
  onStepGrid,
  snapToStep,
  stepValue,
  TERM_BOUNDS,
} from '../../../../src/domain/finance/calculator';
import { moneyInputValue, readMoneyInput } from '../../../../src/domain/leads/money-input';

describe('money fields', () => {
  it.each([
    ['1360.5', 1360.5, '1,360.50'],
    ['$1,360.50', 1360.5, '1,360.50'],
    ['2000.456', 2000.46, '2,000.46'],
    ['25000', 25000, '25,000'],
    ['25,000.', 25000, '25,000'],
    ['0.5', 0.5, '0.50'],
    ['1.2.3', 1.23, '1.23'],
    ['', 0, ''],
    ['abc', 0, ''],
  ])('%s computes with %d and then shows %s', (typed, amount, shown) => {
    expect(readMoneyInput(typed)).toBe(amount);
    expect(moneyInputValue(readMoneyInput(typed))).toBe(shown);
  });
  it('what a field shows reads back as the same amount', () => {
    for (const n of [0, 0.01, 12.5, 1360.5, 99999.99, 250000])
      expect(readMoneyInput(moneyInputValue(n))).toBe(n);
  });
});

describe('sliders', () => {
  it('a value off the grid is kept; the grid is counted from the minimum', () => {
    expect(onStepGrid(7.99, INTEREST_BOUNDS)).toBe(false);
    expect(onStepGrid(8, INTEREST_BOUNDS)).toBe(true);
    expect(onStepGrid(4.5, TERM_BOUNDS)).toBe(true);
    expect(onStepGrid(4.25, TERM_BOUNDS)).toBe(false);
  });
  it('a step from a value off the grid lands on the next grid point either way', () => {
    expect(stepValue(7.99, INTEREST_BOUNDS, 1)).toBe(8);
    expect(stepValue(7.99, INTEREST_BOUNDS, -1)).toBe(7.5);
    expect(stepValue(8.49, INTEREST_BOUNDS, 1)).toBe(8.5);
    expect(stepValue(8.49, INTEREST_BOUNDS, -1)).toBe(8);
    expect(stepValue(8.49, INTEREST_BOUNDS, 4)).toBe(10);
  });
  it('a step from a grid point moves one step, and stays within the bounds', () => {
    expect(stepValue(8, INTEREST_BOUNDS, 1)).toBe(8.5);
    expect(stepValue(8, INTEREST_BOUNDS, -1)).toBe(7.5);
    expect(stepValue(5, TERM_BOUNDS, -1)).toBe(4.5);
    expect(stepValue(15, INTEREST_BOUNDS, 1)).toBe(15);
    expect(stepValue(0.5, INTEREST_BOUNDS, -1)).toBe(0.5);
    expect(stepValue(7.6, LENDER_D_INTEREST_BOUNDS, -1)).toBe(7.5);
  });
  it('a dragged value snaps to the nearest grid point', () => {
    expect(snapToStep(8.2, INTEREST_BOUNDS)).toBe(8);
    expect(snapToStep(8.3, INTEREST_BOUNDS)).toBe(8.5);
    expect(snapToStep(12, INTEREST_BOUNDS)).toBe(12);
    expect(snapToStep(99, INTEREST_BOUNDS)).toBe(15);
    expect(snapToStep(Number.NaN, TERM_BOUNDS)).toBe(1);
  });
});
