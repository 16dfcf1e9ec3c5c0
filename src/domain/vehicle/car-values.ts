/**
 * Car values the browser needs without zod (schema.ts re-exports them): the car types and
 * their condition labels, the statuses and the model's name.
 */
export const CAR_TYPE_VALUES = ['new', 'used', 'demo'] as const;
export const CAR_STATUS_VALUES = ['in_stock', 'sold', 'coming_soon'] as const;

/** The condition a car type reads as (the spec's New / Used / Demo). */
export const CONDITION_LABELS = {
  new: 'New',
  used: 'Used',
  demo: 'Demo',
} as const satisfies Record<(typeof CAR_TYPE_VALUES)[number], string>;

export function conditionLabel(carType: (typeof CAR_TYPE_VALUES)[number]): string {
  return CONDITION_LABELS[carType];
}

/** The model's name whether the document carries a string or { name }. */
export function modelName(car: { model: string | { name: string } }): string {
  return typeof car.model === 'string' ? car.model : car.model.name;
}
