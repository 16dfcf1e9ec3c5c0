/** Stored leads of the fixture site (Loop Motors) for the delivery tests, with their context. */
import type { LeadRecord } from '../../src/domain/leads/lead-view';
import { leadContext } from '../../src/domain/leads/lead-context';
import { formContextFor } from '../../src/domain/leads/context';
import { CARS, fixtureSite } from './fixture-site';

export const SITE = fixtureSite();
const LOCATIONS = SITE.locations ?? [];
const FORM = formContextFor(SITE, LOCATIONS);

export function contextWith(car: (typeof CARS)[number] | undefined, formKind = 'enquiry') {
  return leadContext({
    site: SITE,
    form: FORM,
    car,
    formKind,
    dealershipSlug: 'loop-toyota',
    locationId: '100',
    locations: LOCATIONS,
  });
}

export const CUSTOMER = {
  name: 'Jo',
  last_name: 'Citizen',
  email: 'jo@example.com',
  phone: '+61411222333',
  postcode: '4000',
};

let n = 0;
export function leadRecord(
  overrides: Partial<LeadRecord> & { userData?: Record<string, unknown> } = {},
): LeadRecord {
  const { userData, ...rest } = overrides;
  return {
    id: `LTEST${String(++n).padStart(4, '0')}`,
    kind: 'enquiry',
    parentId: null,
    form: 'enquiry',
    category: 'Used Vehicle Enquiry',
    subcategory: null,
    payload: { userData: { ...CUSTOMER, message: 'Is it still available?', ...userData } },
    context: contextWith(CARS[0]),
    createdAt: Date.UTC(2026, 10, 28, 2, 2, 3),
    ...rest,
  };
}
