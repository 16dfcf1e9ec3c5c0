/**
 * Writes the tenant's security headers, with its own Content-Security-Policy, to `_headers`
 * beside the pages after the build (rules.md: Security headers and CSP): Netlify serves that file's headers, and
 * scripts/serve.ts reads the same file, so both send one set. The policy lists the sha256 of
 * every inline script and style the build wrote and the hosts of the integrations the
 * tenant's website enables (src/integrations/csp.ts).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  contentSecurityPolicy,
  emptyInventory,
  integrationSources,
  inventoryPageBytes,
  tenantIntegrations,
} from './csp';
import { FIXED_CSP, HEADERS_FILE, headersFile, tenantHeaders } from './header-rules';
import { currentTenantSlug } from '../data/tenant-context';
import { loadTenant } from '../data/tenant-content';
import type { PagePass } from '../build/built-pages';

/** A step of the one post-build read of the pages (built-pages.ts builtPagesPass). */
export function securityHeaders(): PagePass {
  return {
    name: 'dealer-security-headers',
    start: async ({ dir: out, logger }) => {
      const { website } = await loadTenant(currentTenantSlug());
      const inventory = emptyInventory();
      let pages = 0;
      return {
        page: ({ bytes }) => {
          inventoryPageBytes(bytes, inventory);
          pages++;
        },
        done: () => {
          const enabled = tenantIntegrations({
            ...website,
            search_host: process.env.SEARCH_HOST || website.search_host,
            search_key: process.env.SEARCH_KEY || website.search_key,
          });
          const csp = contentSecurityPolicy(FIXED_CSP, inventory, integrationSources(enabled));
          writeFileSync(path.join(out, HEADERS_FILE), headersFile(tenantHeaders(csp)));
          logger.info(
            `${HEADERS_FILE}: ${inventory.scriptHashes.size} inline script and ${inventory.styleHashes.size} style hashes from ${pages} pages`,
          );
        },
      };
    },
  };
}
