/**
 * What `import … from 'zod'` resolves to in the browser build (src/integrations/client-zod.ts):
 * zod itself, told first not to compile parsers with `new Function`. Under the site's
 * Content-Security-Policy (no 'unsafe-eval') zod's probe for eval is a reported violation,
 * and an island or store parsing with zod would report one on every page it runs. Doing it
 * here, once, covers every island without each remembering an import; the server and the
 * build keep zod's faster compiled parsers.
 */
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { z, z as default } from 'zod/v4';
