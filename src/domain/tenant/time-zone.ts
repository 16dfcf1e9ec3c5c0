/**
 * The dealer's timezone (rules.md: Open/closed for 'Call Now' 'the current time in the dealer's
 * timezone (Australia/Perth)', rules.md: Business constants and limits 'Opening-hours timezone Australia/Perth'): opening hours,
 * offer end dates, rego expiry and the finance box's current year are read in it. Free of
 * imports: the sticky bar's island reads it.
 */
export const DEALER_TIME_ZONE = 'Australia/Perth';
