/**
 * The genuine parts warranty (rules.md: Service plans): the remainder of the vehicle
 * warranty or 2 years; the 2-year rule applies to vehicles bought on or after 01/01/2019.
 */
export const GENUINE_PARTS_WARRANTY_YEARS = 2;
/** yyyy-mm-dd: the 2-year rule applies to vehicles bought on or after this date. */
export const GENUINE_PARTS_RULE_FROM = '2019-01-01';

export const GENUINE_PARTS_WARRANTY_TEXT =
  'Genuine parts fitted by our team are covered for the remainder of your vehicle warranty or 2 years, whichever is longer. The 2-year cover applies to vehicles bought on or after 01/01/2019.';

const addYears = (date: string, years: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d.toISOString().slice(0, 10);
};

/**
 * The last day of cover (yyyy-mm-dd) for a genuine part fitted on `fitted`. 'Or' is read as
 * the longer of the two, the cover a dealer advertises; a vehicle bought before 2019 keeps
 * only the remainder of its vehicle warranty. Null when nothing covers the part.
 */
export function genuinePartsWarrantyEnd(input: {
  /** yyyy-mm-dd the vehicle was bought. */
  purchased: string;
  /** yyyy-mm-dd the part was fitted. */
  fitted: string;
  /** yyyy-mm-dd the vehicle warranty ends. */
  vehicleWarrantyEnds?: string | null;
}): string | null {
  const remainder =
    input.vehicleWarrantyEnds && input.vehicleWarrantyEnds >= input.fitted
      ? input.vehicleWarrantyEnds
      : null;
  if (input.purchased < GENUINE_PARTS_RULE_FROM) return remainder;
  const twoYears = addYears(input.fitted, GENUINE_PARTS_WARRANTY_YEARS);
  return remainder && remainder > twoYears ? remainder : twoYears;
}
