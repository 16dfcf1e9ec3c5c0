/**
 * Phone display and tel: links per market (rules.md: Phone; VDP and display).
 * Normalisation of what a shopper types stays in format/phone.ts (per phoneMode); this module
 * turns a stored number into what is shown and dialled.
 */
import { HARD_MAPPED_NUMBERS, formatPhoneDisplay as formatAustralian } from '../format/phone';
import { isE164, type PhoneMode } from '../format/phone';
import type { Market } from './market';

/** The phone validation mode of a market (format/phone.ts's normalisation rules). */
export function phoneModeOf(market: Market): PhoneMode {
  return market;
}

const COUNTRY_CODE: Record<Market, string> = { AU: '61', NZ: '64', US: '1' };

/**
 * The E.164 form of a stored number, or null when it has too few digits to be one (an 8-digit
 * Australian number without its area code). Numbers already with '+' keep their country.
 */
export function toE164(input: string, market: Market = 'AU'): string | null {
  const stripped = input.replace(/[^\d+]/g, '');
  if (HARD_MAPPED_NUMBERS[stripped]) return HARD_MAPPED_NUMBERS[stripped];
  let e164: string;
  if (stripped.startsWith('+')) e164 = stripped;
  else if (market === 'US') {
    if (/^1\d{10}$/.test(stripped)) e164 = `+${stripped}`;
    else if (/^\d{10}$/.test(stripped)) e164 = `+1${stripped}`;
    else return null;
  } else if (market === 'AU' && /^1[38]00\d{6}$|^13\d{4}$/.test(stripped)) e164 = `+61${stripped}`;
  else if (/^0\d{8,10}$/.test(stripped)) e164 = `+${COUNTRY_CODE[market]}${stripped.slice(1)}`;
  else return null;
  return isE164(e164) ? e164 : null;
}

/** A tel: href: always E.164 ('tel:+16085550100'); a number that cannot be one is dialled as stored. */
export function telHref(input: string, market: Market = 'AU'): string {
  return `tel:${toE164(input, market) ?? input.replace(/[^\d+]/g, '')}`;
}

function group(digits: string, ...sizes: number[]): string {
  let at = 0;
  return sizes.map((n) => digits.slice(at, (at += n))).join(' ');
}

/** US: '(608) 555-0100'. */
function formatUs(digits: string): string | null {
  const d = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (!/^\d{10}$/.test(d)) return null;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

/** NZ: landlines '09 379 0000', mobiles '021 123 4567' / '021 123 456', '0800 123 456'. */
function formatNz(digits: string): string | null {
  if (!/^0\d{8,10}$/.test(digits)) return null;
  if (/^0[58]00/.test(digits)) return group(digits, 4, 3, digits.length - 7);
  if (digits.startsWith('02')) return group(digits, 3, 3, digits.length - 6);
  if (digits.length === 9) return group(digits, 2, 3, 4);
  return null;
}

/**
 * A stored number as the dealer's shoppers read it. A number with a country code is shown in
 * its own country's form (a US dealer may list an Australian supplier); otherwise the market's.
 */
export function formatPhone(
  input: string,
  market: Market = 'AU',
  options: { parenthesise8?: boolean } = {},
): string {
  const stripped = input.replace(/[^\d+]/g, '');
  let country: Market = market;
  let digits = stripped;
  if (stripped.startsWith('+1')) [country, digits] = ['US', stripped.slice(2)];
  else if (stripped.startsWith('+64')) [country, digits] = ['NZ', `0${stripped.slice(3)}`];
  else if (stripped.startsWith('+61')) country = 'AU';
  if (country === 'US') return formatUs(digits) ?? input.replace(/[()]/g, '').trim();
  if (country === 'NZ') return formatNz(digits) ?? input.replace(/[()]/g, '').trim();
  return formatAustralian(input, options);
}

/** Display text and href together, the pair every phone link needs. */
export function phoneLink(input: string, market: Market = 'AU'): { href: string; text: string } {
  return { href: telHref(input, market), text: formatPhone(input, market) };
}
