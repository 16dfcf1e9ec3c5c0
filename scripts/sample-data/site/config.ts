/** Shared pieces of the website's config object (src/domain/tenant/config). */

export const WHY_BUY_FROM_US = [
  { title: 'Fair, upfront pricing', description: 'Every price is the drive-away price. No haggling, no surprises.' },
  { title: 'Finance in hours', description: 'Our finance team works with leading lenders to get you approved fast.', link: '/finance' },
  { title: 'Trade-ins welcome', description: 'Get an instant offer for your current car in 2 minutes.', link: '/trade-in' },
  { title: 'Looked after for life', description: 'Factory-trained technicians and genuine parts at every service.', link: '/service' },
];

export const USED_CAR_FEATURES = [
  'An additional 1-year manufacturer-backed warranty',
  'Full service history',
  'Independent background check',
  '90 point inspection by manufacturer technicians',
  '12 months free roadside assist',
];

export function paymentMethods(overrides: Partial<Record<'visa' | 'mastercard' | 'eftpos' | 'applePay' | 'googlePay', boolean>> = {}) {
  return { visa: true, mastercard: true, eftpos: true, applePay: true, googlePay: true, ...overrides };
}
