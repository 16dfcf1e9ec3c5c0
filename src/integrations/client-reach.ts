/**
 * Registers client:reach (src/islands/directives/reach.ts): an island that loads its code and
 * hydrates when the shopper reaches for it. Astro bundles the directive into an inline script
 * on the pages that use it (their CSP hashes it with the other inline scripts).
 */
import type { AstroIntegration } from 'astro';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ReachOptions } from '../islands/directives/reach';

export function clientReach(): AstroIntegration {
  return {
    name: 'dealer-sites:client-reach',
    hooks: {
      'astro:config:setup': ({ config, addClientDirective }) => {
        // Astro bundles the directive with esbuild working in the project root, which cannot
        // resolve anything from a folder that does not exist yet (build-all's per-tenant root
        // under .build/ is made later in the build)
        mkdirSync(config.root, { recursive: true });
        addClientDirective({
          name: 'reach',
          entrypoint: fileURLToPath(new URL('../islands/directives/reach.ts', import.meta.url)),
        });
      },
    },
  };
}

declare module 'astro' {
  interface AstroClientDirectives {
    'client:reach'?: boolean | ReachOptions;
  }
}
