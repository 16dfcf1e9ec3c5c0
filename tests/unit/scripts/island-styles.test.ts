import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  INLINE_ISLAND_STYLE_SOURCE,
  ISLAND_PRESCRIPTS_MODULE,
  islandStyles,
  withoutInlineIslandStyle,
} from '../../../src/integrations/island-styles';

const require = createRequire(import.meta.url);
const prescripts = path.join(
  path.dirname(require.resolve('astro/package.json')),
  'dist/runtime/server/scripts.js',
);

describe("Astro's inline island style", () => {
  it("is cut from Astro's installed prescripts module, and global.css holds the same rule", () => {
    const code = readFileSync(prescripts, 'utf8');
    expect(ISLAND_PRESCRIPTS_MODULE.test(prescripts.split(path.sep).join('/'))).toBe(true);
    const out = withoutInlineIslandStyle(code, prescripts);
    expect(out).not.toContain(INLINE_ISLAND_STYLE_SOURCE);
    expect(out).toContain('<script>${getDirectiveScriptText(result, directive)}</script>');
    expect(out.length).toBe(code.length - INLINE_ISLAND_STYLE_SOURCE.length);
    const css = readFileSync(
      path.resolve(import.meta.dirname, '../../../src/styles/global.css'),
      'utf8',
    );
    expect(css).toMatch(
      /astro-island,\s*astro-slot,\s*astro-static-slot\s*\{\s*display: contents;/,
    );
  });

  it('fails the build when Astro no longer writes the style there', () => {
    expect(() => withoutInlineIslandStyle('return `<script>x</script>`', 'scripts.js')).toThrow(
      /Astro changed how it writes its island style/,
    );
  });

  it('leaves every other module alone', () => {
    const plugin = islandStyles();
    const transform = plugin.transform as (code: string, id: string) => unknown;
    expect(transform.call({}, 'const a = 1', '/x/src/pages/index.astro')).toBeNull();
  });
});
