/**
 * [abn]: the legal-entity text per site slug (tenants-and-content.md §5.4). A slug without an
 * entry gives 'No ABN found for {slug}' (placeholders.ts).
 */
export const LEGAL_ENTITIES: Readonly<Record<string, string>> = {
  'sunshine-coast-toyota': 'Sunshine Coast Toyota Pty Ltd ABN 41 612 345 078',
  'pacific-motor-group': 'Pacific Motor Group Holdings Pty Ltd ABN 63 098 754 321',
  'outback-caravans-rv': 'Outback Caravans & RV Pty Ltd ABN 27 154 880 913',
  'throttle-motorcycles': 'Throttle Motorcycles Pty Ltd ABN 85 603 211 476',
};

export function legalEntity(slug: string): string | undefined {
  return LEGAL_ENTITIES[slug];
}
