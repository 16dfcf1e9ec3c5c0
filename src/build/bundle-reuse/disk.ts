/**
 * Recordings kept on disk, so that every build process, and every later run on the machine,
 * can reuse bundles that one process recorded and another checked (src/build/bundle-reuse.ts).
 *
 * <folder>/<digest of the signature>/   one recording: recording.v8 (the templates, outputs and
 *                                       internals, v8-serialised), <environment>/… (its other
 *                                       files), and once judged `checked` (by which tenant) or
 *                                       `unusable` (why)
 * <folder>/.tmp-<pid>-<n>/              a recording being made; renamed into place when whole
 *
 * A recording is written whole before it is renamed into place, and a judgement is one small
 * file written after it, so a process never reads half of either.
 */
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { WholeRecording } from './compare';
import type { EnvironmentRecording } from './recording';
import { PageRef, UrlRef, type InternalsSnapshot } from './snapshot';
import { sha256 } from '../build-digest';

/** A recording as bundle-reuse.ts keeps it. */
export interface StoredRecording extends WholeRecording {
  slug: string;
  signature: string;
  checkedBy?: string;
  unusable?: string;
}

const DATA = 'recording.v8';
const CHECKED = 'checked';
const UNUSABLE = 'unusable';
/** Recordings kept besides the newest (older sources or settings): a few, for a branch switched back. */
const KEEP = 3;
/** The tag of a PageRef or UrlRef in the serialised form (v8 keeps no classes). */
const TAG = '\u0000dealer-ref';

/** The folder of the recording of builds with this signature. */
export function recordingDir(folder: string, signature: string): string {
  return path.join(folder, sha256(signature).slice(0, 24));
}

/** A new folder to record into, renamed into place by saveRecording. */
export function temporaryDir(folder: string, n: number): string {
  const dir = path.join(folder, `.tmp-${process.pid}-${n}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  return dir;
}

function encode(value: unknown): unknown {
  if (value instanceof PageRef) return { [TAG]: 'page', key: value.key };
  if (value instanceof UrlRef) return { [TAG]: 'url', href: value.href };
  if (Array.isArray(value)) return value.map(encode);
  if (value instanceof Map) return new Map([...value].map(([k, v]) => [encode(k), encode(v)]));
  if (value instanceof Set) return new Set([...value].map(encode));
  if (value && typeof value === 'object' && !(value instanceof RegExp))
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, encode(v)]));
  return value;
}

function decode(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(decode);
  if (value instanceof Map) return new Map([...value].map(([k, v]) => [decode(k), decode(v)]));
  if (value instanceof Set) return new Set([...value].map(decode));
  if (value && typeof value === 'object' && !(value instanceof RegExp)) {
    const tagged = value as Record<string, unknown>;
    if (tagged[TAG] === 'page') return new PageRef(tagged.key as string);
    if (tagged[TAG] === 'url') return new UrlRef(tagged.href as string);
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, decode(v)]));
  }
  return value;
}

/**
 * Writes a whole recording made in `rec.dir` (a temporary folder holding its copied files) and
 * renames it to `dir`. When another process put one there first, that one stays (a recording
 * of the same signature, which a check will judge as it would this one) and this one goes.
 * Older recordings beyond the newest few are removed. Returns where the recording now is.
 */
export function saveRecording(rec: StoredRecording, dir: string): string {
  const data = {
    slug: rec.slug,
    signature: rec.signature,
    envs: rec.envs,
    internals: rec.internals && {
      fields: encode(rec.internals.fields),
      styles: encode(rec.internals.styles),
    },
  };
  writeFileSync(path.join(rec.dir, DATA), serialize(data));
  if (rec.unusable) writeFileSync(path.join(rec.dir, UNUSABLE), rec.unusable);
  try {
    renameSync(rec.dir, dir);
  } catch {
    if (!existsSync(path.join(dir, DATA))) throw new Error(`bundle reuse: cannot keep ${dir}`);
    rmSync(rec.dir, { recursive: true, force: true });
  }
  pruneRecordings(path.dirname(dir), dir);
  return dir;
}

/** The recording in `dir`, with its judgement, or undefined when there is none whole. */
export function loadRecording(dir: string): StoredRecording | undefined {
  const file = path.join(dir, DATA);
  if (!existsSync(file)) return undefined;
  const data = deserialize(readFileSync(file)) as {
    slug: string;
    signature: string;
    envs: Map<string, EnvironmentRecording>;
    internals?: { fields: unknown; styles: unknown };
  };
  return {
    slug: data.slug,
    signature: data.signature,
    dir,
    envs: data.envs,
    internals: data.internals && {
      fields: decode(data.internals.fields) as InternalsSnapshot['fields'],
      styles: decode(data.internals.styles) as InternalsSnapshot['styles'],
    },
    ...readJudgement(dir),
  };
}

/** The verdict on the recording in `dir` so far: checked by which tenant, or unusable and why. */
export function readJudgement(dir: string): { checkedBy?: string; unusable?: string } {
  const judged = (name: string) =>
    existsSync(path.join(dir, name)) ? readFileSync(path.join(dir, name), 'utf8') : undefined;
  return { checkedBy: judged(CHECKED), unusable: judged(UNUSABLE) };
}

/** Records that another tenant's build gave the same recording: from now on it is reused. */
export function markChecked(dir: string, by: string): void {
  writeFileSync(path.join(dir, CHECKED), by);
}

/** Records why the recording cannot be reused; its copied files go. */
export function markUnusable(dir: string, why: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true }))
    if (entry.isDirectory()) rmSync(path.join(dir, entry.name), { recursive: true, force: true });
  writeFileSync(path.join(dir, UNUSABLE), why);
}

/** Removes all but the newest recordings (and `keep`), and the temporary folders of processes that ended. */
function pruneRecordings(folder: string, keep: string): void {
  const entries = readdirSync(folder, { withFileTypes: true }).filter((e) => e.isDirectory());
  for (const e of entries.filter((e) => e.name.startsWith('.tmp-'))) {
    if (!processRuns(Number(e.name.split('-')[1])))
      rmSync(path.join(folder, e.name), { recursive: true, force: true });
  }
  const recordings = entries
    .filter((e) => !e.name.startsWith('.') && path.join(folder, e.name) !== keep)
    .map((e) => path.join(folder, e.name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  for (const old of recordings.slice(KEEP)) rmSync(old, { recursive: true, force: true });
}

function processRuns(pid: number): boolean {
  if (!Number.isInteger(pid)) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}
