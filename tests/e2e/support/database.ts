/**
 * The database the e2e server's endpoints write (DATABASE_DIR, set by playwright.config.ts:
 * an embedded folder of the suite's own, which the server shares on a loopback port), read by
 * the specs as `npm run leads` reads it.
 */
import { openToolDb } from '../../../src/db/open';
import { lazyDb } from '../../../src/db/sql';

export const e2eDb = lazyDb(() => openToolDb(process.env), 'the e2e database');
