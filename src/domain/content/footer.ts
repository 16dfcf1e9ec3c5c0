/**
 * Footer text (tenants-and-content.md §1, §2.4).
 */
export interface FooterFacts {
  dealerName: string;
  manufacturer: string;
  city: string;
  state: string;
  dealerLicense?: string | null;
  motorVehicleRepairer?: string | null;
  year: number;
}

/**
 * '{dealer name}. {Manufacturer} Dealer' (or 'Car Dealership' when there is no manufacturer)
 * 'in {city state}', then 'Dealer License: {number}.' and 'Motor Vehicle Repairer: {number}.'
 * where present, then 'Copyright © {year}. All Rights Reserved.'.
 */
export function footerLines(f: FooterFacts): string[] {
  const place = [f.city, f.state].filter(Boolean).join(' ');
  const lines = [
    `${f.dealerName}. ${f.manufacturer ? `${f.manufacturer} Dealer` : 'Car Dealership'}${place ? ` in ${place}` : ''}`,
  ];
  if (f.dealerLicense) lines.push(`Dealer License: ${f.dealerLicense}.`);
  if (f.motorVehicleRepairer) lines.push(`Motor Vehicle Repairer: ${f.motorVehicleRepairer}.`);
  lines.push(`Copyright © ${f.year}. All Rights Reserved.`);
  return lines;
}

/** The licence number for 'LMCT {number}': a licence prefix already in the stored value is stripped. */
export function licenceNumber(stored: string): string {
  return stored
    .replace(/^\s*(LMCT|MVR|DL|CL|MD|Lic(?:ence|ense)?\.?(?:\s*No\.?)?)\s*[:#-]?\s*/i, '')
    .trim();
}
