/**
 * Zod compiles object parsers with `new Function` unless told not to; under the site's
 * Content-Security-Policy (no 'unsafe-eval') its probe for that is a reported violation on
 * every form page. Every island that parses with zod imports this first.
 */
import { z } from 'zod';

z.config({ jitless: true });
