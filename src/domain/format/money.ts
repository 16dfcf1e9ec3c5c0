/**
 * Money: '$' with comma thousands and 0 decimals (vehicles-and-shopping.md §9 VDP and display).
 * Negative amounts read '-$1,234'.
 */
const whole = new Intl.NumberFormat('en-AU', {
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

export function formatMoney(amount: number): string {
  const rounded = Math.round(amount);
  const text = whole.format(Math.abs(rounded));
  return `${rounded < 0 ? '-' : ''}$${text}`;
}

/** '$' with comma thousands and exactly two decimals ('One decimal digit is padded to two'): 12.5 → '$12.50'. */
export function formatMoneyCents(amount: number): string {
  const fixed = Math.abs(amount).toFixed(2);
  const [int, dec] = fixed.split('.');
  return `${amount < 0 ? '-' : ''}$${whole.format(Number(int))}.${dec}`;
}

/** Whole dollars as formatMoney, cents kept when present: 45990 → '$45,990', 1360.5 → '$1,360.50'. */
export function formatMoneyExact(amount: number): string {
  return Number.isInteger(amount) ? formatMoney(amount) : formatMoneyCents(amount);
}

/** Whole numbers with comma thousands: 12345 → '12,345'. */
export function formatNumber(value: number): string {
  return whole.format(Math.round(value));
}
