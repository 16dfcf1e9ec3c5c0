/** Shared pieces of the website's config object (src/domain/tenant/config). */
import { USED_CAR_FEATURES as DEFAULT_USED_CAR_FEATURES } from '../../../src/domain/vehicle/page-copy';

export const WHY_BUY_FROM_US = [
  {
    title: 'Fair, upfront pricing',
    description: 'Every price is the drive-away price. No haggling, no surprises.',
  },
  {
    title: 'Finance in hours',
    description: 'Our finance team works with leading lenders to get you approved fast.',
    link: '/finance',
  },
  {
    title: 'Trade-ins welcome',
    description: 'Get an instant offer for your current car in 2 minutes.',
    link: '/trade-in',
  },
  {
    title: 'Looked after for life',
    description: 'Factory-trained technicians and genuine parts at every service.',
    link: '/service',
  },
];

/** The dealers show the spec's default used-car features (one list, in the vehicle domain). */
export const USED_CAR_FEATURES = [...DEFAULT_USED_CAR_FEATURES];

export function paymentMethods(
  overrides: Partial<
    Record<'visa' | 'mastercard' | 'eftpos' | 'applePay' | 'googlePay', boolean>
  > = {},
) {
  return {
    visa: true,
    mastercard: true,
    eftpos: true,
    applePay: true,
    googlePay: true,
    ...overrides,
  };
}
