/**
 * ADF documents checked against the ADF 1.0 DTD (docs/adf-1.0.dtd) by libxml2's xmllint
 * (Debian's libxml2-utils; `npm test` installs it where it is missing). A document is valid
 * when xmllint exits 0 and reports nothing: it also reports a DTD's own faults on stderr.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const XMLLINT = process.env.XMLLINT_PATH ?? '/usr/bin/xmllint';
export const ADF_DTD = path.join(process.cwd(), 'docs', 'adf-1.0.dtd');

let dir: string | null = null;
let n = 0;

/** xmllint's complaints about a document ('' when it is valid against the ADF DTD). */
export function adfProblems(xml: string): string {
  dir ??= mkdtempSync(path.join(tmpdir(), 'adf-'));
  const file = path.join(dir, `lead-${++n}.xml`);
  writeFileSync(file, xml);
  const run = spawnSync(XMLLINT, ['--noout', '--nonet', '--dtdvalid', ADF_DTD, file], {
    encoding: 'utf8',
  });
  if (run.error) throw run.error;
  const problems = `${run.stdout}${run.stderr}`.trim();
  return run.status === 0 && problems === '' ? '' : problems || `xmllint exited ${run.status}`;
}
