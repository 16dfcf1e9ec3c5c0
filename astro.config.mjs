// One Astro project builds one tenant per run: TENANT=<slug> selects it. The configuration is
// src/integrations/astro-config.ts, which scripts/build-tenant.mjs also calls directly.
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { tenantAstroConfig } from './src/integrations/astro-config.ts';

export default await tenantAstroConfig(path.dirname(fileURLToPath(import.meta.url)));
