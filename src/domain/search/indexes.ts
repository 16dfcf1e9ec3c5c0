/**
 * The hosted search engine's index names (rules.md: Hosted search engine):
 * cars, offers and parts, shared by every tenant (each site filters its own documents).
 * The sample store keeps the same names (indexes/{name}.json).
 */
export const SEARCH_INDEXES = {
  cars: 'Car_production',
  offers: 'Offer_production',
  parts: 'Part_production',
} as const;

/** The cars' index; a sort option's index name is {CAR_INDEX}:{field}:{asc|desc}. */
export const CAR_INDEX = SEARCH_INDEXES.cars;
