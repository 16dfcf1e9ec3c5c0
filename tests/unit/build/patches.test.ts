/**
 * The declared patches to installed packages (patches/, applied by patch-package at install):
 * each is applied to the installed package, names an exact version that package.json pins and
 * that is installed, and the patched code answers as it should. A patch that no longer applies
 * (an upgrade changed the code) fails here, naming it; docs/build-pipeline.md has the upgrade
 * checklist.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { INTERNALS_KEY } from '../../../src/build/process-keys.mjs';

const root = path.resolve(import.meta.dirname, '../../..');
const patchesDir = path.join(root, 'patches');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  scripts: Record<string, string>;
};

interface Patch {
  file: string;
  name: string;
  version: string;
  sequence: number;
  label: string;
  /** The files it changes, relative to the repository (node_modules/…). */
  touches: string[];
}

/** patches/<scope>+<name>+<version>[+<seq>+<label>].patch, as patch-package names them. */
export function parsePatchName(file: string): Omit<Patch, 'touches' | 'file'> {
  const m = /^(.+?)\+(\d+\.\d+\.\d+[^+]*)(?:\+(\d+)\+(.+))?\.patch$/.exec(file);
  if (!m) throw new Error(`${file}: not a patch-package file name`);
  return {
    name: m[1].replace('+', '/'),
    version: m[2],
    sequence: Number(m[3] ?? 0),
    label: m[4] ?? '',
  };
}

const patches: Patch[] = readdirSync(patchesDir)
  .filter((f) => f.endsWith('.patch'))
  .map((file) => ({
    file,
    ...parsePatchName(file),
    touches: [
      ...readFileSync(path.join(patchesDir, file), 'utf8').matchAll(/^\+\+\+ b\/(\S+)$/gm),
    ].map((m) => m[1]),
  }));

const installedVersion = (name: string) =>
  (
    JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

const scratch = mkdtempSync(path.join(os.tmpdir(), 'patches-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/**
 * A copy of the files the patches change, with every patch taken back out, last first: each
 * must come out cleanly, or it is not the patch that is installed. The copy is then the
 * package as published, to compare the patched code with.
 */
function unpatchedCopy(): string {
  const dir = path.join(scratch, 'unpatched');
  for (const p of patches)
    for (const f of p.touches) {
      mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
      cpSync(path.join(root, f), path.join(dir, f));
    }
  const inOrder = [...patches].sort(
    (a, b) => a.name.localeCompare(b.name) || b.sequence - a.sequence,
  );
  for (const p of inOrder) {
    try {
      execFileSync('git', ['apply', '--reverse', path.join(patchesDir, p.file)], {
        cwd: dir,
        stdio: 'pipe',
      });
    } catch (e) {
      const why = (e as { stderr?: Buffer }).stderr?.toString() ?? String(e);
      throw new Error(
        `patch ${p.file} is not applied to the installed ${p.name}@${installedVersion(p.name)}: ` +
          `run npm ci (its postinstall applies patches/), or after an upgrade follow the ` +
          `checklist in docs/build-pipeline.md.\n${why}`,
        { cause: e },
      );
    }
  }
  return dir;
}

describe('the declared patches', () => {
  it('are there, one per mechanism, each with its reason in patches/README.md', () => {
    expect(patches.map((p) => p.file).sort()).toEqual([
      '@astrojs+react+7.0.0+001+island-render.patch',
      '@astrojs+react+7.0.0+002+react-string-render.patch',
      'astro+7.3.5+001+island-render.patch',
      'astro+7.3.5+002+island-styles.patch',
      'astro+7.3.5+003+build-internals.patch',
    ]);
    const readme = readFileSync(path.join(patchesDir, 'README.md'), 'utf8');
    for (const p of patches) expect(readme, `patches/README.md on ${p.file}`).toContain(p.file);
  });

  it('name the installed version, which package.json pins exactly', () => {
    for (const p of patches) {
      expect(installedVersion(p.name), `${p.file}: installed ${p.name}`).toBe(p.version);
      const pinned = pkg.dependencies[p.name] ?? pkg.devDependencies[p.name];
      expect(pinned, `${p.file}: package.json pins ${p.name}`).toBe(p.version);
    }
    expect(pkg.scripts.postinstall).toMatch(/^patch-package --error-on-fail$/);
    expect(pkg.devDependencies['patch-package']).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('are each applied to the installed package (taken back out cleanly, last first)', () => {
    expect(unpatchedCopy).not.toThrow();
  });

  it('a patch that is not installed fails, naming it', () => {
    const bogus = path.join(scratch, 'bogus');
    mkdirSync(path.join(bogus, 'node_modules/astro/dist/runtime/server'), { recursive: true });
    cpSync(
      path.join(root, 'node_modules/astro/dist/runtime/server/scripts.js'),
      path.join(bogus, 'node_modules/astro/dist/runtime/server/scripts.js'),
    );
    // taken out once, the island-styles patch cannot be taken out again (found by its label:
    // an upgrade renames the file to the new version)
    const styles = path.join(
      patchesDir,
      patches.find((p) => p.name === 'astro' && p.label === 'island-styles')!.file,
    );
    execFileSync('git', ['apply', '--reverse', styles], { cwd: bogus, stdio: 'pipe' });
    expect(() =>
      execFileSync('git', ['apply', '--reverse', '--check', styles], { cwd: bogus, stdio: 'pipe' }),
    ).toThrow();
  });
});

describe('what the patches do', () => {
  const unpatched = unpatchedCopy();
  const load = async <T>(base: string, file: string) =>
    (await import(pathToFileURL(path.join(base, file)).href)) as T;

  type Serialize = { serializeProps(props: object, metadata?: object): string };
  const SERIALIZE = 'node_modules/astro/dist/runtime/server/serialize.js';

  it('island-render: serializeProps writes the JSON Astro writes, once per props object', async () => {
    const original = await load<Serialize>(unpatched, SERIALIZE);
    const once = await load<Serialize>(root, SERIALIZE);
    const value = fc.letrec((tie) => ({
      leaf: fc.oneof(
        fc.string(),
        fc.double(),
        fc.integer(),
        fc.boolean(),
        fc.constant(null),
        fc.constant(undefined),
        fc.date({ noInvalidDate: true }),
        fc.bigInt(),
        fc.webUrl().map((u) => new URL(u)),
      ),
      node: fc.oneof(
        { depthSize: 'small' },
        tie('leaf'),
        fc.array(tie('node'), { maxLength: 4 }),
        fc.dictionary(fc.string(), tie('node'), { maxKeys: 4 }),
        fc.array(tie('leaf'), { maxLength: 3 }).map((a) => new Set(a)),
      ),
    })).node;
    fc.assert(
      fc.property(fc.dictionary(fc.string(), value, { maxKeys: 6 }), (props) => {
        const expected = original.serializeProps(props, {});
        expect(once.serializeProps(props, {})).toBe(expected);
        expect(once.serializeProps(props, {})).toBe(expected);
      }),
      { numRuns: 200 },
    );
    expect(once.serializeProps({ a: 1 }, {})).toBe('{"a":[0,1]}');
    expect(once.serializeProps({ a: 2 }, {})).toBe('{"a":[0,2]}');
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => once.serializeProps(cyclic, { displayName: 'X', hydrate: 'load' })).toThrow(
      /Cyclic reference detected while serializing props for <X client:load>/,
    );
  });

  it('island-render: shorthash is stable, differs where the text differs, in Astro’s alphabet', async () => {
    const { shorthash } = await load<{ shorthash: (text: string) => string }>(
      root,
      'node_modules/astro/dist/runtime/server/shorthash.js',
    );
    const island = `<!--default:/src/islands/X.tsx-->\n<div>…</div>\n{"a":[0,1]}`;
    expect(shorthash(island)).toBe(shorthash(island));
    expect(shorthash(island)).not.toBe(shorthash(`${island} `));
    expect(shorthash('')).toBe('');
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 2000 }), (text) => {
        expect(shorthash(text)).toMatch(/^Z?[0-9a-zA-Y]{0,7}$/);
      }),
      { numRuns: 200 },
    );
  });

  type Check = (
    Component: unknown,
    props: object,
    children: unknown,
    metadata?: { hydrate?: string; componentUrl?: string },
  ) => Promise<boolean>;
  // @astrojs/react's server renderer imports a virtual module of Astro's build: read its code
  const reactServer = readFileSync(
    path.join(root, 'node_modules/@astrojs/react/dist/server.js'),
    'utf8',
  );

  it('island-render: @astrojs/react takes a hydrated island as React’s without running it', async () => {
    // the check function alone, with what it reads from the module around it
    const start = reactServer.indexOf('async function check(');
    const end = reactServer.indexOf('\nasync function getNodeWritable');
    expect(start).toBeGreaterThan(-1);
    expect(end).toBeGreaterThan(start);
    const tested: string[] = [];
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the patched source text under test
    const check = new Function(
      'React',
      'renderToStaticMarkup',
      'filter',
      'reactTypeof',
      'reactTransitionalTypeof',
      `${reactServer.slice(start, end)}\nreturn check;`,
    )(
      { Component: class {}, PureComponent: class {} },
      async () => void tested.push('render'),
      null,
      Symbol.for('react.element'),
      Symbol.for('react.transitional.element'),
    ) as Check;
    const island = () => {
      throw new Error('the island ran');
    };
    expect(
      await check(island, {}, {}, { hydrate: 'load', componentUrl: '/src/islands/X.tsx' }),
    ).toBe(true);
    expect(tested).toEqual([]);
    // without a client directive it is still tested
    expect(await check(island, {}, {}, {})).toBe(false);
    expect(tested).toEqual(['render']);
  });

  it('react-string-render: renderToString gets the island’s render options, its identifierPrefix with them', () => {
    const options = /const renderOptions = \{\s*identifierPrefix: prefix\b/.exec(reactServer);
    expect(options).not.toBeNull();
    const call = reactServer.indexOf('ReactDOM.renderToString(vnode, renderOptions)');
    expect(call).toBeGreaterThan(options?.index ?? Infinity);
    expect(reactServer).not.toContain('ReactDOM.renderToString(vnode)');
    expect(reactServer).toContain('renderToReadableStreamAsync(vnode, renderOptions)');
  });

  it('island-styles: the island prescripts carry no <style> (global.css holds the rule)', () => {
    const scripts = readFileSync(
      path.join(root, 'node_modules/astro/dist/runtime/server/scripts.js'),
      'utf8',
    );
    expect(scripts).not.toContain('<style>${ISLAND_STYLES}</style>');
    expect(readFileSync(path.join(root, 'src/styles/global.css'), 'utf8')).toMatch(
      /astro-island,\s*astro-slot,\s*astro-static-slot\s*\{\s*display: contents;/,
    );
  });

  it('build-internals: each build’s internals are left at the key bundle reuse reads', async () => {
    const { createBuildInternals } = await load<{ createBuildInternals: () => object }>(
      root,
      'node_modules/astro/dist/core/build/internal.js',
    );
    const key = INTERNALS_KEY;
    const first = createBuildInternals();
    expect((globalThis as Record<symbol, unknown>)[key]).toBe(first);
    const second = createBuildInternals();
    expect(second).not.toBe(first);
    expect((globalThis as Record<symbol, unknown>)[key]).toBe(second);
  });
});
