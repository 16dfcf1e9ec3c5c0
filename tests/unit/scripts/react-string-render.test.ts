/**
 * Islands' server render with renderToString and their useId prefix
 * (src/integrations/react-string-render.ts): checked against the installed @astrojs/react, so
 * an upgrade that changes its renderToString call fails here rather than as hydration
 * mismatches in a shopper's browser.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  isReactServerRenderer,
  reactStringRender,
  STRING_RENDER_CALL,
  STRING_RENDER_WITH_OPTIONS,
  withIdentifierPrefix,
} from '../../../src/integrations/react-string-render';

const require = createRequire(import.meta.url);
const serverRenderer = path.join(
  path.dirname(require.resolve('@astrojs/react/package.json')),
  'dist/server.js',
);
const installed = readFileSync(serverRenderer, 'utf8');

type Transform = (code: string, id: string) => { code: string } | null;
const transform = reactStringRender().transform as unknown as Transform;

describe('React renderToString with the island identifierPrefix', () => {
  it('finds the installed server renderer, whose renderToString call drops the render options', () => {
    expect(isReactServerRenderer(serverRenderer)).toBe(true);
    expect(installed).toContain(STRING_RENDER_CALL);
    // the stream is given the options holding the prefix; the string render is not
    expect(installed).toMatch(/renderToReadableStreamAsync\(vnode, renderOptions\)/);
  });

  it('gives the renderToString call the same render options as the stream, and changes nothing else', () => {
    const out = withIdentifierPrefix(installed);
    expect(out).not.toContain(STRING_RENDER_CALL);
    expect(out.split(STRING_RENDER_WITH_OPTIONS)).toHaveLength(2);
    expect(out.replace(STRING_RENDER_WITH_OPTIONS, STRING_RENDER_CALL)).toBe(installed);
  });

  it('rewrites only @astrojs/react/dist/server.js', () => {
    expect(transform(installed, serverRenderer)?.code).toContain(STRING_RENDER_WITH_OPTIONS);
    expect(transform(installed, `${serverRenderer}?v=1234`)?.code).toContain(
      STRING_RENDER_WITH_OPTIONS,
    );
    for (const id of [
      '/repo/node_modules/@astrojs/react/dist/client.js',
      '/repo/node_modules/@astrojs/preact/dist/server.js',
      '/repo/src/islands/server.js',
    ]) {
      expect(isReactServerRenderer(id)).toBe(false);
      expect(transform(installed, id)).toBeNull();
    }
  });

  it('stops the build, naming the file, when the call is missing, doubled or the prefix is gone', () => {
    const missing = installed.replace(STRING_RENDER_CALL, 'ReactDOM.renderToString(vnode, opts2)');
    const doubled = `${installed}\n${STRING_RENDER_CALL};`;
    const noPrefix = installed.replace(/identifierPrefix: prefix/, 'identifierPrefix: undefined');
    for (const code of [missing, doubled, noPrefix]) {
      expect(() => withIdentifierPrefix(code, serverRenderer)).toThrow(
        /server\.js: expected one "ReactDOM\.renderToString\(vnode\)".*remove src\/integrations\/react-string-render\.ts/,
      );
    }
  });

  it('the Astro configuration turns the string render on and adds the plugin', () => {
    const config = readFileSync(
      path.resolve(import.meta.dirname, '../../../src/integrations/astro-config.ts'),
      'utf8',
    );
    expect(config).toMatch(/react\(\{ experimentalDisableStreaming: true \}\)/);
    expect(config).toMatch(/reactStringRender\(\)/);
  });
});
