/**
 * The lead forms' words, quoted exactly from the spec (rules.md: Forms; Entities and their fields; Validation rules; The error catalogue; rules.md: Regulator entry and enquiry types; Locations and forms tied to locations; The error catalogue). Field labels and placeholders the spec
 * names live here too, so a form and its endpoint read one copy.
 */

/** Form validation (rules.md: The error catalogue): the error box heading; a single error shows as a destructive alert. */
export const FORM_ERRORS_HEADING = 'Please fix the following errors:';
/** Form submit failure (rules.md: The error catalogue): the alert, also stored as the form error. */
export const SUBMIT_FAILED_MESSAGE = 'An error occurred when submitting this form';
/** Lead submit without lead_id (rules.md: The error catalogue), spelled as the spec spells it. */
export const LEAD_WITHOUT_ID_MESSAGE = 'An unexpected error occured';
/** A form's call that got no reply at all (ours: rules.md: The error catalogue names no wording for it). */
export const OFFLINE_MESSAGE =
  'You appear to be offline. Please check your connection and try again.';
/** Generic response handling (rules.md: The calls it makes): a non-OK reply without an `error` field (one copy, with the content API's). */
export { UNEXPECTED_ERROR_PREFIX } from '../api/errors';

export const POSTCODE_MESSAGE = 'Invalid postcode. Please enter a 4-digit number.';
/** Geocode with no results (rules.md: The error catalogue). */
export const GEOCODE_NO_RESULTS_MESSAGE = 'Invalid postcode';

export const TERMS_MESSAGE = '*You must agree to the terms of use before submitting.';
/** The flagged variant (rules.md: Enquiry form). */
export const TERMS_MESSAGE_FORM =
  '* You must agree to the terms of use before submitting the form.';

export const LABELS = {
  name: 'First Name',
  last_name: 'Last Name',
  email: 'Email',
  phone: 'Mobile Number',
  postcode: 'Postcode',
  message: 'Comments',
  category: 'Enquiry Type',
  Rego: 'Rego',
  location: 'Location',
  location_id: 'Dealership',
  dealership_slug: 'Preferred Dealership',
  distribution_location: 'Pick-up Location',
  opt_in: 'Yes, I would like to subscribe to receive latest offers & product updates.',
  opt_in_car: 'Email me similar stock and latest offers.',
  opt_in_finance: "I'm interested in finance.",
  opt_in_trade: 'I have a trade in.',
  terms: 'I agree to the terms of use and privacy policy.',
  testDriveDate: 'Test Drive Booking Date',
  offer_from_client: 'Your Offer',
} as const;

export const PLACEHOLDERS = {
  Rego: 'Rego - Helps us better assist your enquiry',
  location: 'Please Select a Dealership Location',
  locationDepartment: 'Please Select a Department',
  location_id: 'Please select a dealership...',
  dealership_slug: 'Select a Preferred Dealership',
  valuationFinance: 'Please Select An Option...',
} as const;

/** Car enquiry defaults when the car is not in stock (rules.md: Lead / enquiry payload). */
export const SIMILAR_MESSAGE = 'Can you please find me something similar?';
export const SIMILAR_SUBCATEGORY = 'Find me something similar';
/** Request Photos' pre-filled message. */
export const REQUEST_PHOTOS_MESSAGE = 'Please send photos for this car';

/** '{label} is required.': the spec names no wording for a missing required field. */
export function requiredMessage(label: string): string {
  return `${label.replace(/[:*\s]+$/, '')} is required.`;
}
export const EMAIL_MESSAGE = 'Please enter a valid email address.';
