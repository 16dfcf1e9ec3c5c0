/**
 * docs/benchmarks.md holds one current table per benchmark: each bench command replaces its
 * own section (from its `## heading` to the next) and leaves the others as they are.
 */
import { cpus, totalmem } from 'node:os';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const DOC = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../docs/benchmarks.md',
);

/** "2 cores (AMD EPYC …), 24 GiB, Node 24.x": the machine a table was measured on. */
export function machineLine(): string {
  const model = cpus()[0]?.model?.trim() ?? 'unknown CPU';
  return `${cpus().length} cores (${model}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.versions.node}`;
}

/** `doc` with the section under `## heading` replaced by `body` (added at the end if absent). */
export function replaceSection(doc: string, heading: string, body: string): string {
  const section = `## ${heading}\n\n${body.trim()}\n`;
  const lines = doc.split('\n');
  const start = lines.findIndex((l) => l === `## ${heading}`);
  if (start < 0) return `${doc.trimEnd()}\n\n${section}`;
  let end = lines.findIndex((l, i) => i > start && l.startsWith('## '));
  if (end < 0) end = lines.length;
  const before = lines.slice(0, start).join('\n');
  const after = lines.slice(end).join('\n');
  return `${before}${before ? '\n' : ''}${section}${after ? `\n${after}` : ''}`;
}

/** Writes one benchmark's section of docs/benchmarks.md. */
export function writeBenchmarkSection(heading: string, body: string, file = DOC): void {
  const doc = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  writeFileSync(file, replaceSection(doc, heading, body));
  console.log(`docs/benchmarks.md: "${heading}" written`);
}
