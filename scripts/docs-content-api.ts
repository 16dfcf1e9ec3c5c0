/**
 * `npm run docs:content-api`: writes the content contract (JSON Schema for every payload the
 * build reads, and an index) into docs/content-api/, replacing what is there.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CONTRACT_DIR, contractFiles } from './lib/content-contract';

const dir = path.resolve(process.cwd(), CONTRACT_DIR);
mkdirSync(dir, { recursive: true });
const files = contractFiles();
for (const name of readdirSync(dir)) if (!files.has(name)) rmSync(path.join(dir, name));
for (const [name, text] of files) writeFileSync(path.join(dir, name), text);
console.log(`Wrote ${files.size} files to ${CONTRACT_DIR}/`);
