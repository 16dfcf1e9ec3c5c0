// Keeps each Astro build's internals where src/integrations/bundle-reuse.ts finds them.
//
// Astro makes one internals object per build (createBuildInternals in
// astro/dist/core/build/internal.js): what its Vite builds found (islands, scripts, styles per
// page, the chunk of each module). It hands it to no integration. A Node module hook appends
// to that module a wrapper that leaves each new internals object at INTERNALS_KEY, so a build
// process can give a later build the internals of the bundles it recorded. A function
// declaration's binding can be reassigned inside its module, and Astro's importers see the
// wrapper. Registered before Astro is imported (scripts/build-tenant.mjs imports Astro after).
import { registerHooks } from 'node:module';

// The global slots the build script and src/integrations/bundle-reuse.ts share, defined
// here once: the build script is plain JavaScript and cannot import the integration.
/** Where each Astro build's internals are left (read by src/integrations/bundle-reuse.ts). */
export const INTERNALS_KEY = Symbol.for('dealer-sites:astro-build-internals');
/** Where src/integrations/bundle-reuse.ts leaves a build's outcome for scripts/build-tenant.mjs. */
export const OUTCOME_KEY = Symbol.for('dealer-sites:bundle-reuse-outcome');
/**
 * Cores build-all has offered this build process since it started (a number): another builder
 * has run out of tenants and stands idle. src/integrations/parallel-prerender.ts starts prerender
 * workers on them for a build that has none and many pages left.
 */
export const SPARE_CORES_KEY = Symbol.for('dealer-sites:spare-cores');

/** Astro's module that makes a build's internals, by the end of its file URL. */
export const INTERNALS_MODULE = /\/astro\/dist\/core\/build\/internal\.js$/;

const DECLARATION = 'function createBuildInternals()';

/** internal.js's source with each internals object it makes left at INTERNALS_KEY. */
export function exposeInternals(source) {
  if (!source.includes(DECLARATION)) {
    throw new Error(
      `astro/dist/core/build/internal.js no longer declares "${DECLARATION}": scripts/lib/astro-build-internals.mjs ` +
        'cannot keep its build internals, so bundles cannot be reused; update the hook or drop DEALER_BUNDLE_REUSE',
    );
  }
  return (
    `${source}\n;{\n  const made = createBuildInternals;\n` +
    `  createBuildInternals = function () {\n    const internals = made();\n` +
    `    globalThis[Symbol.for(${JSON.stringify(INTERNALS_KEY.description)})] = internals;\n    return internals;\n  };\n}\n`
  );
}

let registered = false;

/** Registers the hook (once per process). */
export function keepAstroBuildInternals() {
  if (registered) return;
  registered = true;
  registerHooks({
    load(url, context, nextLoad) {
      const result = nextLoad(url, context);
      if (!INTERNALS_MODULE.test(url)) return result;
      return { ...result, source: exposeInternals(String(result.source)) };
    },
  });
}
