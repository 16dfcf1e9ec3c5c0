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
