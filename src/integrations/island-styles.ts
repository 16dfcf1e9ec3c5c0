/**
 * Astro writes its island rule (<style>astro-island,…{display:contents}</style>) just before a
 * page's first island, in <body>, where a <style> element is not valid HTML (the Nu Html
 * Checker's "A style element in body must be the first child of its parent"). The same rule is
 * in src/styles/global.css, so this Vite plugin removes the inline copy from Astro's renderer
 * as it is compiled: no page, prerendered or on demand, is written with it. (It used to be cut
 * from every built file after the build: a read and a rewrite of each page, 13% of a cold
 * 3,165-page build.)
 */
import type { Plugin } from 'vite';

/** Astro's module that writes the island prescripts, and the inline style it writes there. */
export const ISLAND_PRESCRIPTS_MODULE = /astro\/dist\/runtime\/server\/scripts\.js$/;
export const INLINE_ISLAND_STYLE_SOURCE = '<style>${ISLAND_STYLES}</style>';

/** The prescripts module without the inline style; throws when Astro no longer writes it there. */
export function withoutInlineIslandStyle(code: string, id: string): string {
  if (!code.includes(INLINE_ISLAND_STYLE_SOURCE)) {
    throw new Error(
      `${id} no longer holds ${INLINE_ISLAND_STYLE_SOURCE}: Astro changed how it writes its island style; update src/integrations/island-styles.ts`,
    );
  }
  return code.split(INLINE_ISLAND_STYLE_SOURCE).join('');
}

export function islandStyles(): Plugin {
  return {
    name: 'dealer-sites:island-styles',
    enforce: 'pre',
    transform(code, id) {
      if (!ISLAND_PRESCRIPTS_MODULE.test(id.split('?')[0])) return null;
      return { code: withoutInlineIslandStyle(code, id), map: null };
    },
  };
}
