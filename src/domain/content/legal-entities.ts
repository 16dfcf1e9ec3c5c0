/**
 * [abn]: the legal-entity text per site slug (rules.md: Text placeholders). The website's own
 * legal_entity comes first; a slug without either gives 'No ABN found for {slug}' on an
 * Australian site (placeholders.ts), and the company name on a New Zealand or US one, which
 * have no ABN.
 */
export const LEGAL_ENTITIES: Readonly<Record<string, string>> = {
  'sunshine-coast-toyota': 'Sunshine Coast Toyota Pty Ltd ABN 41 612 345 078',
  'pacific-motor-group': 'Pacific Motor Group Holdings Pty Ltd ABN 63 098 754 321',
  'outback-caravans-rv': 'Outback Caravans & RV Pty Ltd ABN 27 154 880 913',
  'throttle-motorcycles': 'Throttle Motorcycles Pty Ltd ABN 85 603 211 476',
};

/** The site's legal entity text: its own legal_entity, else the slug's entry; undefined when neither. */
export function legalEntity(site: {
  slug: string;
  legal_entity?: string | null;
}): string | undefined {
  return site.legal_entity?.trim() || LEGAL_ENTITIES[site.slug];
}
