/** The five sample tenants and the profile that generates each. */
import type { SiteSpec } from '../site/types';
import { badgerStateAuto } from './badger-state-auto';
import { outbackCaravansRv } from './outback-caravans-rv';
import { pacificMotorGroup } from './pacific-motor-group';
import { sunshineCoastToyota } from './sunshine-coast-toyota';
import { throttleMotorcycles } from './throttle-motorcycles';

/** sample_profile (tenants/<slug>/tenant.json) → profile. */
export const PROFILES: Record<string, () => SiteSpec> = {
  'toyota-dealer': sunshineCoastToyota,
  'dealer-group': pacificMotorGroup,
  'caravan-seller': outbackCaravansRv,
  'motorcycle-dealer': throttleMotorcycles,
  'us-used-and-subscription': badgerStateAuto,
};

/** The sample tenants with their registry entries, in build order. */
export const SAMPLE_TENANTS = [
  { slug: 'sunshine-coast-toyota', website_id: 1001, sample_profile: 'toyota-dealer' },
  { slug: 'pacific-motor-group', website_id: 2001, sample_profile: 'dealer-group' },
  { slug: 'outback-caravans-rv', website_id: 3001, sample_profile: 'caravan-seller' },
  { slug: 'throttle-motorcycles', website_id: 4001, sample_profile: 'motorcycle-dealer' },
  { slug: 'badger-state-auto', website_id: 5001, sample_profile: 'us-used-and-subscription' },
] as const;
