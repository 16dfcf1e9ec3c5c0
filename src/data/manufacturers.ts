import type { Manufacturer } from '../domain/tenant/schema/manufacturer';

/**
 * The static manufacturer list (tenants-and-content.md §3.9): id, name, slug, logo.url (nullable).
 */
export const MANUFACTURERS: Manufacturer[] = [
  { id: 1, name: 'Toyota', slug: 'toyota', logo: { url: null } },
];
