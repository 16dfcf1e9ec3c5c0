/**
 * The dealer's timezone (tenants-and-content.md §4.4 'the current time in the dealer's
 * timezone (Australia/Perth)', §9 'Opening-hours timezone Australia/Perth'): opening hours,
 * offer end dates, rego expiry and the finance box's current year are read in it. Free of
 * imports: the sticky bar's island reads it.
 */
export const DEALER_TIME_ZONE = 'Australia/Perth';
