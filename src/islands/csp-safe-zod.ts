/**
 * Zod compiles object parsers with `new Function` unless told not to; under the site's
 * Content-Security-Policy (no 'unsafe-eval') its probe for that is a reported violation on
 * every form page. Every island or store that parses with zod imports this first (the forms,
 * the shopper lists' store).
 */
import { z } from 'zod';

z.config({ jitless: true });
