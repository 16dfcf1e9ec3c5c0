/**
 * Car values the browser needs without zod (schema.ts re-exports them): the car types,
 * the statuses and the model's name.
 */
export const CAR_TYPE_VALUES = ['new', 'used', 'demo'] as const;
export const CAR_STATUS_VALUES = ['in_stock', 'sold', 'coming_soon'] as const;

/** The model's name whether the document carries a string or { name }. */
export function modelName(car: { model: string | { name: string } }): string {
  return typeof car.model === 'string' ? car.model : car.model.name;
}
