/**
 * One Vite environment's build as a recording: the files it wrote (code as templates, other
 * files as copies, the content store file as "this tenant's store") and the output it returned
 * to Astro (its chunks' names, modules and code), and the replay of that recording into another
 * tenant's build folders.
 */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fillTemplate, toTemplate, type TenantStrings } from './template';

/** The files a build writes that hold code or data in text, recorded as templates. */
const TEXT_FILE = /\.(?:mjs|cjs|js|css|json|map|html|txt)$/;

/** A file of the listing: size and modification time, to see what a build wrote. */
type Listing = Map<string, string>;

/** Every file under `dir` (relative paths), leaving out the folders in `skip` (absolute). */
export function listFiles(dir: string, skip: readonly string[] = []): Listing {
  const out: Listing = new Map();
  if (!existsSync(dir)) return out;
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!skip.includes(full)) walk(full);
      } else if (entry.isFile()) {
        const s = statSync(full);
        out.set(path.relative(dir, full), `${s.size}:${s.mtimeMs}`);
      }
    }
  };
  walk(dir);
  return out;
}

/** A chunk or asset of an output, as Astro reads it after a build. */
export interface OutputItem {
  type: 'chunk' | 'asset';
  fileName: string;
  code?: string;
  moduleIds?: string[];
}

export interface EnvironmentRecording {
  /** Code and data files as templates, by path under the environment's output folder. */
  templates: Map<string, string>;
  /** Other files, copied from the recording folder. */
  copies: string[];
  /** Files that are the tenant's content store file. */
  stores: string[];
  /** The outputs builder.build returned (one, or several as an array), code as templates. */
  outputs: { output: OutputItem[] }[];
  returnedArray: boolean;
}

interface RolldownLikeOutput {
  output: readonly {
    type: string;
    fileName: string;
    code?: string;
    moduleIds?: readonly string[];
  }[];
}

/**
 * Records what a build of one environment wrote (the files in `after` that are new or changed
 * since `before`) and returned. Code files become templates of `values`; a copy of every other
 * file goes under `saveDir`. Throws with the reason when a file named like the content store
 * file is not the tenant's store.
 */
export function recordEnvironment(options: {
  outDir: string;
  before: Listing;
  after: Listing;
  returned: unknown;
  values: TenantStrings;
  saveDir: string;
  /** The tenant's content store file, and the name a build gives its copies of it. */
  store: { file: string; name: string };
  /** Files a build copies from the public folder as they are (not templates). */
  publicDir?: string;
}): EnvironmentRecording {
  const { outDir, values, saveDir, store } = options;
  const rec: EnvironmentRecording = {
    templates: new Map(),
    copies: [],
    stores: [],
    outputs: [],
    returnedArray: Array.isArray(options.returned),
  };
  const storeBytes = existsSync(store.file) ? readFileSync(store.file) : undefined;
  for (const [rel, stamp] of options.after) {
    if (options.before.get(rel) === stamp) continue;
    const file = path.join(outDir, rel);
    if (path.basename(rel) === store.name) {
      if (!storeBytes || !readFileSync(file).equals(storeBytes))
        throw new Error(`${rel} is not the tenant's content store file`);
      rec.stores.push(rel);
      continue;
    }
    const fromPublic = options.publicDir && samePublicFile(options.publicDir, rel, file);
    if (TEXT_FILE.test(rel) && !fromPublic) {
      rec.templates.set(rel, toTemplate(readFileSync(file, 'utf8'), values));
    } else {
      const saved = path.join(saveDir, rel);
      mkdirSync(path.dirname(saved), { recursive: true });
      copyFileSync(file, saved);
      rec.copies.push(rel);
    }
  }
  const outputs = (
    Array.isArray(options.returned) ? options.returned : [options.returned]
  ) as RolldownLikeOutput[];
  for (const out of outputs) {
    if (!out || !Array.isArray(out.output)) throw new Error('the build returned no output listing');
    rec.outputs.push({
      output: out.output.map((item): OutputItem => {
        if (item.type === 'asset') return { type: 'asset', fileName: item.fileName };
        return {
          type: 'chunk',
          fileName: item.fileName,
          code: toTemplate(item.code ?? '', values),
          moduleIds: (item.moduleIds ?? []).map((id: string) => toTemplate(id, values)),
        };
      }),
    });
  }
  return rec;
}

function samePublicFile(publicDir: string, rel: string, file: string): boolean {
  const source = path.join(publicDir, rel);
  return existsSync(source) && readFileSync(source).equals(readFileSync(file));
}

/**
 * Writes a recorded environment's files into `outDir` for the tenant of `values`, and gives
 * the output Astro reads in place of the build's. `storeFile` is this tenant's content store.
 */
export function replayEnvironment(
  rec: EnvironmentRecording,
  options: { outDir: string; values: TenantStrings; saveDir: string; storeFile: string },
): unknown {
  const { outDir, values } = options;
  const target = (rel: string) => {
    const file = path.join(outDir, rel);
    mkdirSync(path.dirname(file), { recursive: true });
    return file;
  };
  for (const [rel, template] of rec.templates)
    writeFileSync(target(rel), fillTemplate(template, values));
  for (const rel of rec.copies) copyFileSync(path.join(options.saveDir, rel), target(rel));
  for (const rel of rec.stores) copyFileSync(options.storeFile, target(rel));
  const outputs = rec.outputs.map((out) => ({
    output: out.output.map((item) =>
      item.type === 'asset'
        ? { ...item }
        : {
            ...item,
            code: fillTemplate(item.code ?? '', values),
            moduleIds: (item.moduleIds ?? []).map((id) => fillTemplate(id, values)),
          },
    ),
  }));
  return rec.returnedArray ? outputs : outputs[0];
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
