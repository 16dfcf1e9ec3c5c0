/**
 * The generator's entry points: the four sample tenants, or a synthetic tenant of any size,
 * written under a tenants folder (and the shared pictures under a media folder).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { TenantEntry } from '../../src/domain/tenant/registry';
import { Clock } from './dates';
import { generateTenant, type SisterSite, type TenantResult } from './generate';
import { generateSharedMedia, generateSiteMedia, type MediaResult } from './media/render';
import { PROFILES, SAMPLE_TENANTS } from './profiles';
import { syntheticSite } from './profiles/synthetic';
import type { SiteSpec } from './site/types';

export interface GenerateOptions {
  /** Folder holding <slug>/tenant.json and <slug>/store (the repo's tenants/ by default). */
  tenantsDir: string;
  /** public/sample-media, or null to skip pictures (tests). */
  mediaDir: string | null;
  now: Date;
  /** Only these sample tenants (all four when omitted). */
  tenants?: string[];
}

export interface GenerateResult {
  tenants: TenantResult[];
  media: MediaResult | null;
  ms: number;
}

/** The tenant's registry entry: tenants/<slug>/tenant.json, written when missing (e.g. a temp dir). */
function registryEntry(tenantsDir: string, slug: string, fallback: TenantEntry): TenantEntry {
  const file = path.join(tenantsDir, slug, 'tenant.json');
  if (existsSync(file)) return TenantEntry.parse(JSON.parse(readFileSync(file, 'utf8')));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(fallback, null, 2)}\n`);
  return fallback;
}

/** The SiteSpec of a sample tenant, with the website id its registry entry gives. */
export function sampleSite(tenantsDir: string, slug: string): SiteSpec {
  const known = SAMPLE_TENANTS.find((t) => t.slug === slug);
  if (!known)
    throw new Error(
      `Unknown sample tenant "${slug}" (known: ${SAMPLE_TENANTS.map((t) => t.slug).join(', ')})`,
    );
  const entry = registryEntry(tenantsDir, slug, { ...known });
  const profile = PROFILES[entry.sample_profile ?? known.sample_profile];
  if (!profile)
    throw new Error(`Tenant "${slug}": unknown sample_profile "${entry.sample_profile}"`);
  const site = profile();
  const websiteId = Number(entry.website_id);
  if (websiteId !== site.websiteId)
    throw new Error(
      `Tenant "${slug}": website_id ${entry.website_id} in tenant.json, but the ${entry.sample_profile} profile is for ${site.websiteId}`,
    );
  return site;
}

/** Another sample tenant than this one. */
function sisterOf(slug: string): SisterSite {
  const other = SAMPLE_TENANTS.find((t) => t.slug !== slug)!;
  return { slug: other.slug, websiteId: other.website_id };
}

export async function generateSampleData(options: GenerateOptions): Promise<GenerateResult> {
  const started = performance.now();
  const clock = new Clock(options.now);
  const slugs = options.tenants ?? SAMPLE_TENANTS.map((t) => t.slug);
  const sites = slugs.map((slug) => sampleSite(options.tenantsDir, slug));
  const results = sites.map((site) =>
    generateTenant(site, clock, options.tenantsDir, sisterOf(site.slug)),
  );
  let media: MediaResult | null = null;
  if (options.mediaDir) {
    media = await generateSharedMedia(options.mediaDir);
    for (const site of sites) {
      const m = await generateSiteMedia(options.mediaDir, site);
      media = {
        rendered: media.rendered + m.rendered,
        written: media.written + m.written,
        ms: media.ms + m.ms,
      };
    }
  }
  return { tenants: results, media, ms: Math.round(performance.now() - started) };
}

export interface SyntheticTenantOptions {
  slug: string;
  websiteId: number;
  carCount: number;
  seed?: string | number;
  now: Date;
  tenantsDir: string;
}

/**
 * A benchmark tenant: writes <tenantsDir>/<slug>/tenant.json and its store. Its pictures and
 * art are the shared ones (public/sample-media, written by the normal run).
 */
export async function generateSyntheticTenant(o: SyntheticTenantOptions): Promise<TenantResult> {
  const site = syntheticSite({
    slug: o.slug,
    websiteId: o.websiteId,
    carCount: o.carCount,
    seed: o.seed ?? o.slug,
  });
  const file = path.join(o.tenantsDir, o.slug, 'tenant.json');
  mkdirSync(path.dirname(file), { recursive: true });
  const entry: TenantEntry = {
    slug: o.slug,
    website_id: o.websiteId,
    sample_profile: 'synthetic',
    description: `Synthetic benchmark tenant: ${o.carCount} cars, seed ${o.seed ?? o.slug}`,
  };
  writeFileSync(file, `${JSON.stringify(entry, null, 2)}\n`);
  return generateTenant(site, new Clock(o.now), o.tenantsDir, sisterOf(o.slug));
}
