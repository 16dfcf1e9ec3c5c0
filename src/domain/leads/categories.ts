/**
 * Enquiry categories and subcategories (rules.md: Lead / enquiry payload;
 * rules.md: Regulator entry and enquiry types) and the analytics event ids of leads (rules.md: Analytics event ids).
 */
export const CATEGORY = {
  general: 'General Enquiry',
  service: 'Service Enquiry',
  parts: 'Parts Enquiry',
  newVehicle: 'New Vehicle Enquiry',
  usedVehicle: 'Used Vehicle Enquiry',
  fleet: 'Fleet Enquiry',
  finance: 'Finance Enquiry',
  careers: 'Careers Enquiry',
  sellMyCar: 'Sell My Car Enquiry',
} as const;
export const ENQUIRY_CATEGORIES = [
  CATEGORY.general,
  CATEGORY.service,
  CATEGORY.parts,
  CATEGORY.newVehicle,
  CATEGORY.usedVehicle,
  CATEGORY.fleet,
  CATEGORY.finance,
  CATEGORY.careers,
  CATEGORY.sellMyCar,
] as const;
export type EnquiryCategory = (typeof ENQUIRY_CATEGORIES)[number];
export const DEFAULT_CATEGORY: EnquiryCategory = CATEGORY.general;

export const CAREER_SUBCATEGORY = 'Career Enquiry';
export const SERVICE_BOOKING_SUBCATEGORY = 'Service Booking';
export const TEST_DRIVE_USED = 'Test Drive Booking Used';
export const TEST_DRIVE_NEW = 'Test Drive Booking New';
export const OFFER_ACCEPTED_SUBCATEGORY = '3. Offer Accepted';
/** The rejection counterpart of '3. Offer Accepted' (enable_valuation_offer_rejection). */
export const OFFER_REJECTED_SUBCATEGORY = '3. Offer Rejected';

/** A careers enquiry is sent as category 'General Enquiry' with subcategory 'Career Enquiry'. */
export function categoryForSubmission(
  category: string,
  subcategory?: string | null,
): { category: string; subcategory?: string } {
  if (category === CATEGORY.careers)
    return { category: CATEGORY.general, subcategory: CAREER_SUBCATEGORY };
  return subcategory ? { category, subcategory } : { category };
}

/** The car enquiry's category: the car's condition. */
export function carEnquiryCategory(carType: 'new' | 'used' | 'demo'): EnquiryCategory {
  return carType === 'used' ? CATEGORY.usedVehicle : CATEGORY.newVehicle;
}

export function testDriveSubcategory(carType: 'new' | 'used' | 'demo' | undefined): string {
  return carType === 'used' ? TEST_DRIVE_USED : TEST_DRIVE_NEW;
}

/** The car tag whose leads count as new-car test drives (rules.md: Analytics event ids). */
export const TEST_DRIVE_ONLY_TAG = 'Test Drive Only';

export const EVENT_IDS = {
  testDriveNew: 17,
  testDriveUsed: 48,
  enquiryUsed: 15,
  enquiryNew: 14,
  general: 22,
  careers: 51,
  financeModal: 9,
  offerAccepted: 18,
} as const;

/** The analytics id fired when a lead succeeds. */
export function leadEventId(lead: {
  form: string;
  carType?: 'new' | 'used' | 'demo';
  tag?: string | null;
  category?: string;
  subcategory?: string;
}): number {
  if (lead.subcategory === CAREER_SUBCATEGORY || lead.category === CATEGORY.careers)
    return EVENT_IDS.careers;
  if (lead.form === 'testDrive') {
    // 17: a lead for tag 'Test Drive Only' or a new-car test drive; 48 a used-car test drive.
    if (lead.tag === TEST_DRIVE_ONLY_TAG || lead.carType !== 'used') return EVENT_IDS.testDriveNew;
    return EVENT_IDS.testDriveUsed;
  }
  if (lead.tag === TEST_DRIVE_ONLY_TAG) return EVENT_IDS.testDriveNew;
  if (lead.form === 'financeEnquiry' || lead.category === CATEGORY.finance)
    return EVENT_IDS.financeModal;
  if (lead.carType === 'used') return EVENT_IDS.enquiryUsed;
  if (lead.carType) return EVENT_IDS.enquiryNew;
  return EVENT_IDS.general;
}
