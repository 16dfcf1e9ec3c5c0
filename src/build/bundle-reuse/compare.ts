/**
 * Whether two tenants' recordings of their builds (./recording.ts) are the same but for their
 * tenants' strings and the content hashes in their chunks' names: the check a build process
 * makes before it reuses the first recording for every later tenant.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { EnvironmentRecording, OutputItem } from './recording';
import { snapshotDifference, type InternalsSnapshot } from './snapshot';

/** A build's recording: each environment's, under `dir`/<environment>, and the internals copy. */
export interface WholeRecording {
  dir: string;
  envs: Map<string, EnvironmentRecording>;
  internals?: InternalsSnapshot;
}

/** A few characters of each text about where they first differ. */
export function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  const around = (t: string) => JSON.stringify(t.slice(Math.max(0, i - 40), i + 40));
  return `at ${i}: ${around(a)} against ${around(b)}`;
}

/** A file name's content hash (Rolldown's 8 characters before the extension), as '#'. */
export function withoutHash(fileName: string): string {
  return fileName.replace(/[A-Za-z0-9_-]{8}(?=\.(?:mjs|cjs|js|css)$)/, '#');
}

/**
 * The names `b`'s build gave its chunks that `a`'s build gave another name, or the reason
 * there is no such pairing: a chunk that holds a tenant's folder, or imports one that does,
 * has another content hash in its name. Chunks pair by their name without its hash and the
 * modules they hold (as templates); assets must have the same names. Added to `renames`
 * (b's name → a's), under the whole name and the file's own name.
 */
export function pairNames(
  a: EnvironmentRecording,
  b: EnvironmentRecording,
  renames: Map<string, string>,
): string | null {
  const items = (r: EnvironmentRecording) => r.outputs.flatMap((o) => o.output);
  const key = (item: OutputItem) =>
    item.type === 'asset'
      ? `asset ${item.fileName}`
      : `chunk ${withoutHash(item.fileName)} ${JSON.stringify(item.moduleIds)}`;
  const byKey = new Map<string, string>();
  for (const item of items(a)) {
    if (byKey.has(key(item))) return `two outputs alike: ${item.fileName}, ${byKey.get(key(item))}`;
    byKey.set(key(item), item.fileName);
  }
  const itemsB = items(b);
  if (itemsB.length !== byKey.size) return `${byKey.size} outputs against ${itemsB.length}`;
  for (const item of itemsB) {
    const nameA = byKey.get(key(item));
    if (nameA === undefined) return `no output like ${item.fileName}`;
    if (nameA === item.fileName) continue;
    for (const [from, to] of [
      [item.fileName, nameA],
      [path.posix.basename(item.fileName), path.posix.basename(nameA)],
    ]) {
      if ((renames.get(from) ?? to) !== to)
        return `${from} named both ${renames.get(from)} and ${to}`;
      renames.set(from, to);
    }
  }
  return null;
}

/** A function that gives every name in `renames` its new name, wherever it stands as a whole name. */
export function renamer(renames: ReadonlyMap<string, string>): (text: string) => string {
  if (renames.size === 0) return (text) => text;
  const escaped = [...renames.keys()]
    .sort((x, y) => y.length - x.length)
    .map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const pattern = new RegExp(
    `(?<![A-Za-z0-9_$.\\-])(?:${escaped.join('|')})(?![A-Za-z0-9_$\\-])`,
    'g',
  );
  return (text) => text.replace(pattern, (name) => renames.get(name) ?? name);
}

/**
 * Where two tenants' recordings of one environment differ, or null when they are the same:
 * each code file the same template, each other file the same bytes, the same outputs, once
 * `rename` has given `b`'s chunks `a`'s names. Two builds that differ only in their tenants'
 * strings give the same recording.
 */
export function recordingDifference(
  a: EnvironmentRecording,
  aDir: string,
  b: EnvironmentRecording,
  bDir: string,
  rename: (text: string) => string,
): string | null {
  const files = (r: EnvironmentRecording, name: (f: string) => string) => [
    ...[...r.templates.keys()].map((f) => `code ${name(f)}`),
    ...r.copies.map((f) => `file ${name(f)}`),
    ...r.stores.map((f) => `store ${name(f)}`),
  ];
  const inA = new Set(files(a, (f) => f));
  const inB = new Set(files(b, rename));
  const onlyA = [...inA].filter((f) => !inB.has(f));
  const onlyB = [...inB].filter((f) => !inA.has(f));
  if (onlyA.length || onlyB.length)
    return `the files written (${[...onlyA.slice(0, 3).map((f) => `only the first: ${f}`), ...onlyB.slice(0, 3).map((f) => `only the second: ${f}`)].join('; ')})`;
  for (const [rel, template] of b.templates) {
    const [textA, textB] = [a.templates.get(rename(rel)) ?? '', rename(template)];
    if (textA !== textB) return `${rename(rel)} (${firstDifference(textA, textB)})`;
  }
  for (const rel of b.copies) {
    const same = readFileSync(path.join(bDir, rel)).equals(
      readFileSync(path.join(aDir, rename(rel))),
    );
    if (!same) return rename(rel);
  }
  // the same items, in any order (Rolldown lists a build's chunks by name, and names hold hashes)
  const items = (r: EnvironmentRecording, name: (t: string) => string) =>
    r.outputs.map((o) => o.output.map((item) => name(JSON.stringify(item))).sort());
  if (
    a.returnedArray !== b.returnedArray ||
    JSON.stringify(items(a, (t) => t)) !== JSON.stringify(items(b, rename))
  )
    return 'the output returned';
  return null;
}

/** Where two recordings of the same inputs differ but for their chunks' names, or null. */
export function recordingsDiffer(a: WholeRecording, b: WholeRecording): string | null {
  const names = (r: WholeRecording) => [...r.envs.keys()].sort().join(',');
  if (names(a) !== names(b)) return 'the environments built';
  const renames = new Map<string, string>();
  for (const [name, envA] of a.envs) {
    const unpaired = pairNames(envA, b.envs.get(name)!, renames);
    if (unpaired) return `${name} build's outputs: ${unpaired}`;
  }
  const rename = renamer(renames);
  for (const [name, envA] of a.envs) {
    const where = recordingDifference(
      envA,
      path.join(a.dir, name),
      b.envs.get(name)!,
      path.join(b.dir, name),
      rename,
    );
    if (where) return `${name} build: ${where}`;
  }
  return snapshotDifference(a.internals!, b.internals!, rename);
}
