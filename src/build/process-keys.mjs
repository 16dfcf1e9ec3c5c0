// The global slots Astro's build, the build script and src/build/bundle-reuse.ts share.
//
// Astro makes one internals object per build (createBuildInternals in
// astro/dist/core/build/internal.js): what its Vite builds found (islands, scripts, styles per
// page, the chunk of each module). It hands it to no integration; the build-internals patch
// (patches/README.md) leaves each new internals object at INTERNALS_KEY, so a build process can
// give a later build the internals of the bundles it recorded. Defined here once: the build
// script is plain JavaScript and cannot import the integration.
/** Where each Astro build's internals are left (read by src/build/bundle-reuse.ts). */
export const INTERNALS_KEY = Symbol.for('dealer-sites:astro-build-internals'); // the patch writes this name
/** Where src/build/bundle-reuse.ts leaves a build's outcome for scripts/build-tenant.mjs. */
export const OUTCOME_KEY = Symbol.for('dealer-sites:bundle-reuse-outcome');
