import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { INLINE_ISLAND_STYLE, withoutIslandStyle } from '../../../src/integrations/island-styles';

describe("Astro's inline island style", () => {
  it('is removed from a built page, and global.css holds the same rule', () => {
    const html = `<body><main><h2>x</h2>${INLINE_ISLAND_STYLE}<script>1</script><astro-island></astro-island></main></body>`;
    expect(withoutIslandStyle(html)).toBe(
      '<body><main><h2>x</h2><script>1</script><astro-island></astro-island></main></body>',
    );
    expect(withoutIslandStyle('<body><p>no island</p></body>')).toBeNull();
    const css = readFileSync(
      path.resolve(import.meta.dirname, '../../../src/styles/global.css'),
      'utf8',
    );
    expect(css).toMatch(
      /astro-island,\s*astro-slot,\s*astro-static-slot\s*\{\s*display: contents;/,
    );
  });
});
