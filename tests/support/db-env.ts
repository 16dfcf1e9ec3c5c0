/**
 * Each test file's own embedded database folder: a test that starts the local server
 * (scripts/serve.ts) or opens the environment's database never touches the repository's
 * .data/db (a developer's `npm start` may own it) nor another file's.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

process.env.DATABASE_DIR ??= path.join(mkdtempSync(path.join(tmpdir(), 'test-db-')), 'db');
