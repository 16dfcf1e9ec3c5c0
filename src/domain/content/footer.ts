/**
 * Footer text (rules.md: What the product does and for whom; Sub-footer and header banner).
 */
import { marketRules, type Market } from '../market/market';
import { marketLaw } from '../market/law';

export interface FooterFacts {
  dealerName: string;
  manufacturer: string;
  city: string;
  state: string;
  dealerLicense?: string | null;
  motorVehicleRepairer?: string | null;
  year: number;
  /** The licence lines' labels follow the market (a New Zealand trader is registered, not licensed). */
  market?: Market;
}

/**
 * '{dealer name}. {Manufacturer} Dealer' (or 'Car Dealership' when there is no manufacturer)
 * 'in {city state}', then 'Dealer License: {number}.' and 'Motor Vehicle Repairer: {number}.'
 * where present (the market's labels: market/law.ts), then 'Copyright © {year}. All Rights Reserved.'.
 */
export function footerLines(f: FooterFacts): string[] {
  const place = [f.city, f.state].filter(Boolean).join(' ');
  const lines = [
    `${f.dealerName}. ${f.manufacturer ? `${f.manufacturer} Dealer` : 'Car Dealership'}${place ? ` in ${place}` : ''}`,
  ];
  const labels = marketLaw(f.market ?? 'AU').footerLicences;
  if (f.dealerLicense) lines.push(`${labels.dealer}: ${f.dealerLicense}.`);
  if (f.motorVehicleRepairer) lines.push(`${labels.repairer}: ${f.motorVehicleRepairer}.`);
  lines.push(`Copyright © ${f.year}. All Rights Reserved.`);
  return lines;
}

/**
 * The licence number for 'LMCT {number}' and 'MVR {number}' (rules.md: Sub-footer and header banner): a licence prefix already in
 * the stored value ('LMCT 12345', 'MVR: 0001', 'Dealer Licence No. 123', 'MRB-456') is stripped.
 */
export function licenceNumber(stored: string): string {
  return stored
    .replace(
      /^\s*(?:LMCT|MVR|MRB|DL|CL|MD|(?:Dealer|Motor\s+Dealer)\s+Licen[cs]e|Licen[cs]e|Lic\.?)\s*(?:No\.?|Number|#)?\s*[:#-]?\s*/i,
      '',
    )
    .trim();
}

/** 'LMCT {number}' and 'MVR {number}' for the sub-footer, where present (Australian sites only). */
export function subFooterLicences(
  dealerLicense: string | null | undefined,
  motorVehicleRepairer: string | null | undefined,
  market: Market = 'AU',
): string[] {
  const labels = marketRules(market).licenceLabels;
  if (!labels) return [];
  const out: string[] = [];
  const lmct = dealerLicense ? licenceNumber(dealerLicense) : '';
  const mvr = motorVehicleRepairer ? licenceNumber(motorVehicleRepairer) : '';
  if (lmct) out.push(`${labels.dealer} ${lmct}`);
  if (mvr) out.push(`${labels.repairer} ${mvr}`);
  return out;
}

/** 'We accept:' (rules.md: Sub-footer and header banner): two card schemes, a debit card scheme and two mobile wallets. */
export const PAYMENT_METHODS = [
  { key: 'visa', label: 'Visa' },
  { key: 'mastercard', label: 'Mastercard' },
  { key: 'eftpos', label: 'eftpos' },
  { key: 'applePay', label: 'Apple Pay' },
  { key: 'googlePay', label: 'Google Pay' },
] as const;

/** The logos shown: each of the market's (all five in AU) unless the site turns it off. */
export function paymentMethods(
  toggles: Record<string, unknown> | null | undefined,
  market: Market = 'AU',
) {
  const logos = marketRules(market).paymentLogos;
  return PAYMENT_METHODS.filter((m) => logos.includes(m.key) && toggles?.[m.key] !== false);
}
