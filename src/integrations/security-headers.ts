/**
 * Writes the tenant's security headers, with its own Content-Security-Policy, to `_headers`
 * beside the pages after the build (issue 14 item 2): Netlify serves that file's headers, and
 * scripts/serve.ts reads the same file, so both send one set. The policy lists the sha256 of
 * every inline script and style the build wrote and the hosts of the integrations the
 * tenant's website enables (scripts/lib/csp.ts).
 */
import type { AstroIntegration } from 'astro';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  contentSecurityPolicy,
  emptyInventory,
  integrationSources,
  inventoryPage,
  tenantIntegrations,
} from '../../scripts/lib/csp';
import {
  FIXED_CSP,
  HEADERS_FILE,
  headersFile,
  tenantHeaders,
} from '../../scripts/lib/security-headers';
import { currentTenantSlug } from '../data/tenant-context';
import { loadTenant } from '../data/tenant-content';
import { htmlFiles } from './built-pages';

export function securityHeaders(): AstroIntegration {
  return {
    name: 'dealer-security-headers',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const { website } = await loadTenant(currentTenantSlug());
        const inventory = emptyInventory();
        const pages = htmlFiles(out);
        for (const file of pages) inventoryPage(readFileSync(file, 'utf8'), inventory);
        const enabled = tenantIntegrations({
          ...website,
          search_host: process.env.SEARCH_HOST || website.search_host,
          search_key: process.env.SEARCH_KEY || website.search_key,
        });
        const csp = contentSecurityPolicy(FIXED_CSP, inventory, integrationSources(enabled));
        writeFileSync(path.join(out, HEADERS_FILE), headersFile(tenantHeaders(csp)));
        logger.info(
          `${HEADERS_FILE}: ${inventory.scriptHashes.size} inline script and ${inventory.styleHashes.size} style hashes from ${pages.length} pages`,
        );
      },
    },
  };
}
