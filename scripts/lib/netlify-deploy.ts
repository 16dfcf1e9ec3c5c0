/**
 * Which tenants the nightly run deploys, and how: one Netlify site per tenant.
 *
 * - A tenant whose build succeeded (or was skipped as unchanged) is deployed to production
 *   with the Netlify CLI from its prebuilt output: static files from dist/<slug>, the
 *   server endpoints from .build/<slug>/.netlify/v1 (the Netlify adapter's function and
 *   config, which the CLI reads from its working directory).
 * - A tenant whose build failed is not deployed: Netlify keeps serving its last published
 *   deploy, so the dealer's site stays up as it was. Nor is a tenant that the report says
 *   built but whose output folder holds no site (its home page): an empty or half-written
 *   deploy would replace the live site.
 * - Site ids: NETLIFY_SITE_IDS, a JSON object { "<slug>": "<site id>" } (a repository
 *   variable), or NETLIFY_SITE_ID_<SLUG> (slug upper-cased, '-' as '_'), which wins.
 *   One NETLIFY_AUTH_TOKEN (a token of the Netlify team that owns the sites) deploys all.
 */
import path from 'node:path';

export interface BuiltTenant {
  slug: string;
  ok: boolean;
  skipped?: boolean;
  reason?: string;
}

export interface DeployPlan {
  slug: string;
  deploy: boolean;
  siteId: string | null;
  /** Why a tenant is not deployed. */
  reason: string;
}

export const siteIdVariable = (slug: string) =>
  `NETLIFY_SITE_ID_${slug.toUpperCase().replace(/-/g, '_')}`;

export function siteIds(env: Record<string, string | undefined>): Record<string, string> {
  const raw = env.NETLIFY_SITE_IDS?.trim();
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new Error('NETLIFY_SITE_IDS must be a JSON object: { "<slug>": "<site id>" }');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new Error('NETLIFY_SITE_IDS must be a JSON object: { "<slug>": "<site id>" }');
  return Object.fromEntries(
    Object.entries(parsed as Record<string, unknown>).filter(
      (e): e is [string, string] => typeof e[1] === 'string' && e[1].trim() !== '',
    ),
  );
}

export function planDeploys(
  results: BuiltTenant[],
  env: Record<string, string | undefined>,
  /** Whether dist/<slug> holds a site (scripts/lib/incremental.ts hasSite); every one by default. */
  hasOutput: (slug: string) => boolean = () => true,
): DeployPlan[] {
  const ids = siteIds(env);
  return results.map((r) => {
    const siteId = env[siteIdVariable(r.slug)]?.trim() || ids[r.slug] || null;
    if (!r.ok)
      return {
        slug: r.slug,
        deploy: false,
        siteId,
        reason: 'build failed: the site keeps serving its last deploy',
      };
    if (!hasOutput(r.slug))
      return {
        slug: r.slug,
        deploy: false,
        siteId,
        reason: 'no site in its output folder: the site keeps serving its last deploy',
      };
    if (!siteId)
      return {
        slug: r.slug,
        deploy: false,
        siteId,
        reason: `no Netlify site id (NETLIFY_SITE_IDS or ${siteIdVariable(r.slug)})`,
      };
    return { slug: r.slug, deploy: true, siteId, reason: '' };
  });
}

/** The Netlify CLI arguments of one tenant's production deploy (the token comes from NETLIFY_AUTH_TOKEN). */
export function deployArgs(options: {
  slug: string;
  siteId: string;
  root: string;
  distDir?: string;
  message: string;
}): string[] {
  const dist = path.resolve(options.root, options.distDir ?? 'dist', options.slug);
  return [
    'deploy',
    '--prod',
    '--no-build',
    '--json',
    '--cwd',
    path.join(options.root, '.build', options.slug),
    '--dir',
    dist,
    '--site',
    options.siteId,
    '--message',
    options.message,
  ];
}
