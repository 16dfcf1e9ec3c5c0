/**
 * Astro writes its island rule (<style>astro-island,…{display:contents}</style>) just before a
 * page's first island, in <body>, where a <style> element is not valid HTML (the Nu Html
 * Checker's "A style element in body must be the first child of its parent"). The same rule is
 * in src/styles/global.css, so after the build this removes the inline copy from every page.
 */
import type { AstroIntegration } from 'astro';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ISLAND_STYLES } from 'astro/runtime/server/astro-island-styles.js';
import { htmlFiles } from './built-pages';

export const INLINE_ISLAND_STYLE = `<style>${ISLAND_STYLES}</style>`;

/** The page without Astro's inline island style (null when it had none). */
export function withoutIslandStyle(html: string): string | null {
  return html.includes(INLINE_ISLAND_STYLE) ? html.split(INLINE_ISLAND_STYLE).join('') : null;
}

export function islandStyles(): AstroIntegration {
  return {
    name: 'dealer-island-styles',
    hooks: {
      'astro:build:done': ({ dir }) => {
        for (const file of htmlFiles(fileURLToPath(dir))) {
          const html = withoutIslandStyle(readFileSync(file, 'utf8'));
          if (html !== null) writeFileSync(file, html);
        }
      },
    },
  };
}
