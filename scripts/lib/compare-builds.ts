/**
 * Two builds of the same content, page for page, with what legitimately differs between two
 * builds masked: the build's time, the search engine's timing, the island `uid` (hashed from
 * props that hold the time), Astro's scope ids (`data-astro-cid-…`, `astro-…` classes: they
 * differ between checkouts and compiler versions) and content-hashed asset and chunk names.
 * For the upgrade checklist (docs/build-pipeline.md, "Upgrading a patched package"): a new
 * version of a patched package should leave every page the same.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A page's text with what differs between two builds of the same content masked. */
export function comparableHtml(html: string): string {
  return comparableName(
    html
      .replace(/(nowSeconds|serverNowMs)([^0-9]{0,14}(?:\[0,)?)\d{9,}/g, '$1$2N')
      .replace(/(processingTimeMS[^0-9]{0,14})\d+/g, '$1N')
      .replace(/ uid="[^"]+"/g, ' uid=U')
      .replace(/\bastro-(cid-)?[a-z0-9]{8}\b/g, 'astro-$1C'),
  );
}

/** A file name (or text naming files) with Vite's content hashes masked. */
export function comparableName(text: string): string {
  return text
    .replace(
      /([\w-]+)\.[A-Za-z0-9_-]{8}\.(js|mjs|css|webp|avif|png|jpe?g|svg|woff2?)\b/g,
      '$1.H.$2',
    )
    .replace(/_[A-Za-z0-9_-]{8}\.mjs\b/g, '_H.mjs');
}

function files(dir: string, under = ''): string[] {
  return readdirSync(path.join(dir, under), { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(under, e.name);
    return e.isDirectory() ? files(dir, rel) : [rel];
  });
}

export interface BuildComparison {
  /** Files (names masked) only in the first build, and only in the second. */
  onlyBefore: string[];
  onlyAfter: string[];
  pages: number;
  /** Each differing page with its first difference and a little text either side. */
  differing: { page: string; before: string; after: string }[];
}

/** Compares two build output folders (dist/<slug>), every file name and every .html page. */
export function compareBuilds(before: string, after: string): BuildComparison {
  const a = files(before);
  const b = files(after);
  const namesA = new Set(a.map(comparableName));
  const namesB = new Set(b.map(comparableName));
  const inB = new Set(b);
  const pages = a.filter((f) => f.endsWith('.html') && inB.has(f)).sort();
  const differing = pages.flatMap((page) => {
    const x = comparableHtml(readFileSync(path.join(before, page), 'utf8'));
    const y = comparableHtml(readFileSync(path.join(after, page), 'utf8'));
    if (x === y) return [];
    let i = 0;
    while (x[i] === y[i]) i++;
    const around = (s: string) => s.slice(Math.max(0, i - 80), i + 80);
    return [{ page, before: around(x), after: around(y) }];
  });
  return {
    onlyBefore: [...namesA].filter((f) => !namesB.has(f)).sort(),
    onlyAfter: [...namesB].filter((f) => !namesA.has(f)).sort(),
    pages: pages.length,
    differing,
  };
}
