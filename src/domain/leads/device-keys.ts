/**
 * The keys the forms keep on the device (rules.md: Stored on the device;
 * rules.md: Locally stored keys), apart from /success's wording (./success.ts) so a form page
 * loads the keys without the wording.
 */
/** What {slug}-User keeps to prefill forms. */
export const PREFILL_FIELDS = ['name', 'last_name', 'email', 'phone', 'postcode'] as const;

export const userKey = (slug: string) => `${slug}-User`;
export const successCategoryKey = (slug: string) => `${slug}-SuccessCategory`;
/** The last enquired car (the spec names no key; ours follows the {slug}- pattern). */
export const lastEnquiredCarKey = (slug: string) => `${slug}-LastEnquiredCar`;
