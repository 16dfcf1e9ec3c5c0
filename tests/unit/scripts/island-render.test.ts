/**
 * Each island's server render does its work once (src/integrations/island-render.ts): every
 * rewrite applies to the installed Astro and @astrojs/react, and the rewritten code answers as
 * the original does (the same props JSON, a stable hash, React's islands still rendered by React).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import {
  applyRewrite,
  islandRender,
  NATIVE_HASH,
  REACT_CHECK,
  REWRITES,
  rewriteFor,
  SERIALIZE_ONCE,
} from '../../../src/integrations/island-render';

const require = createRequire(import.meta.url);
const astroDir = path.dirname(require.resolve('astro/package.json'));
const installed = {
  serialize: path.join(astroDir, 'dist/runtime/server/serialize.js'),
  shorthash: path.join(astroDir, 'dist/runtime/server/shorthash.js'),
  react: path.join(path.dirname(require.resolve('@astrojs/react/package.json')), 'dist/server.js'),
};
const source = (file: string) => readFileSync(file, 'utf8');

const scratch = mkdtempSync(path.join(os.tmpdir(), 'island-render-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The module in `file` with its rewrite made, imported from a copy. */
async function rewritten<T>(file: string, name: string): Promise<T> {
  const rewrite = rewriteFor(file);
  if (!rewrite) throw new Error(`no rewrite for ${file}`);
  const copy = path.join(scratch, `${name}.mjs`);
  writeFileSync(copy, applyRewrite(source(file), rewrite));
  return (await import(pathToFileURL(copy).href)) as T;
}

type Serialize = { serializeProps(props: object, metadata?: object): string };
type Shorthash = { shorthash(text: string): string };

describe('island render rewrites', () => {
  it('each applies exactly once to the installed module it names, and nowhere else', () => {
    expect(rewriteFor(installed.serialize)).toBe(SERIALIZE_ONCE);
    expect(rewriteFor(installed.shorthash)).toBe(NATIVE_HASH);
    expect(rewriteFor(`${installed.react}?v=1`)).toBe(REACT_CHECK);
    for (const id of [
      path.join(astroDir, 'dist/runtime/server/render/component.js'),
      '/repo/node_modules/@astrojs/react/dist/client.js',
      '/repo/src/islands/serialize.js',
    ])
      expect(rewriteFor(id)).toBeUndefined();
    for (const [file, rewrite] of [
      [installed.serialize, SERIALIZE_ONCE],
      [installed.shorthash, NATIVE_HASH],
      [installed.react, REACT_CHECK],
    ] as const) {
      const out = applyRewrite(source(file), rewrite);
      expect(out).toContain(rewrite.replace);
      expect(out.replace(rewrite.replace, rewrite.find)).toBe(source(file));
    }
  });

  it('stops the build, naming the module, when its code changed or appears twice', () => {
    for (const rewrite of REWRITES) {
      const missing = rewrite.find.replace(/\w+/, 'changed');
      expect(() => applyRewrite(missing, rewrite)).toThrow(
        new RegExp(
          `${rewrite.name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}: expected .*found 0`,
          's',
        ),
      );
      expect(() => applyRewrite(`${rewrite.find}\n${rewrite.find}`, rewrite)).toThrow(
        /found 2.*src\/integrations\/island-render\.ts/s,
      );
    }
  });

  it('rewrites server code only: the browser build keeps the modules as they are', () => {
    const plugin = islandRender();
    const transform = plugin.transform as unknown as (
      this: { environment?: { config: { consumer: string } } },
      code: string,
      id: string,
    ) => { code: string } | null;
    const code = source(installed.serialize);
    const server = transform.call(
      { environment: { config: { consumer: 'server' } } },
      code,
      installed.serialize,
    );
    expect(server?.code).toContain(SERIALIZE_ONCE.replace);
    expect(
      transform.call(
        { environment: { config: { consumer: 'client' } } },
        code,
        installed.serialize,
      ),
    ).toBeNull();
    expect(
      transform.call({ environment: { config: { consumer: 'server' } } }, code, '/repo/src/x.ts'),
    ).toBeNull();
  });
});

describe('serializeProps, once per props object', () => {
  it('writes the same JSON as Astro for any props, and the same again for the same object', async () => {
    const original = (await import(pathToFileURL(installed.serialize).href)) as Serialize;
    const once = await rewritten<Serialize>(installed.serialize, 'serialize');
    const value = fc.letrec((tie) => ({
      leaf: fc.oneof(
        fc.string(),
        fc.double(),
        fc.integer(),
        fc.boolean(),
        fc.constant(null),
        fc.constant(undefined),
        fc.constant(Infinity),
        fc.date({ noInvalidDate: true }),
        fc.bigInt().map((n) => n),
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
      { numRuns: 300 },
    );
  });

  it('a new props object is serialised afresh, and a cycle still fails as Astro fails it', async () => {
    const once = await rewritten<Serialize>(installed.serialize, 'serialize-fresh');
    expect(once.serializeProps({ a: 1 }, {})).toBe('{"a":[0,1]}');
    expect(once.serializeProps({ a: 2 }, {})).toBe('{"a":[0,2]}');
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => once.serializeProps(cyclic, { displayName: 'X', hydrate: 'load' })).toThrow(
      /Cyclic reference detected while serializing props for <X client:load>/,
    );
  });
});

describe('shorthash from a native SHA-1', () => {
  it('is stable, differs where the text differs, and keeps Astro’s alphabet', async () => {
    const { shorthash } = await rewritten<Shorthash>(installed.shorthash, 'shorthash');
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
});

describe('@astrojs/react check', () => {
  type Check = (
    Component: unknown,
    props: object,
    children: unknown,
    metadata?: { hydrate?: string; componentUrl?: string },
  ) => Promise<boolean>;
  const checkOf = (code: string) => {
    // the check function alone, with what it reads from the module around it
    const start = code.indexOf('async function check(');
    const end = code.indexOf('\nasync function getNodeWritable');
    return new Function(
      'React',
      'renderToStaticMarkup',
      'filter',
      'reactTypeof',
      'reactTransitionalTypeof',
      `${code.slice(start, end)}\nreturn check;`,
    );
  };
  const React = { Component: class {}, PureComponent: class {} };
  const tested: string[] = [];
  const render = async () => {
    tested.push('render');
  };

  it('takes a hydrated island as React’s without running it; anything else is still tested', async () => {
    const check = checkOf(applyRewrite(source(installed.react), REACT_CHECK))(
      React,
      render,
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
    expect(await check(island, {}, {}, {})).toBe(false);
    expect(tested).toEqual(['render']);
  });
});
