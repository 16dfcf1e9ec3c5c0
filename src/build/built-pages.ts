/**
 * The HTML pages a build wrote, and the site path each answers (the sitemap and the link check
 * read them). After a build, builtPagesPass reads each page once and hands it to every
 * post-build step (site search index, sitemap, security headers): each step used to read all
 * of them again (3 × 421 MB for a 3,165-page group).
 */
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sitePath } from '../domain/content/page-path';
import { fileURLToPath } from 'node:url';

/** Every .html file under a build's client directory (Astro's own /_astro assets left out). */
export function htmlFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '_astro') out.push(...htmlFiles(file));
    } else if (entry.name.endsWith('.html')) out.push(file);
  }
  return out;
}

/** The site path a built HTML file answers. */
export function pagePathOf(clientDir: string, file: string): string {
  const rel = path.relative(clientDir, file).split(path.sep).join('/');
  return sitePath(`/${rel}`);
}

export interface BuiltPage {
  /** The file's absolute path. */
  file: string;
  /** Its path under the output folder, with '/' separators ('cars/x/index.html'). */
  rel: string;
  /** The file as written. A step that needs only part of a page reads these. */
  bytes: Buffer;
  /** The whole page as text, decoded on first use. */
  readonly html: string;
  /**
   * The text before `</head>` (the whole page when it has none), decoded on first use, with the
   * text of its `<style>` elements left out: the head's tags are what a step reads, and a
   * page's inline stylesheet is most of its head (41 KB of a vehicle page's 45).
   */
  readonly head: string;
}

/**
 * A built page whose text is decoded only when a step asks for it: decoding is most of the
 * cost of reading (reading a large tenant's pages as bytes is a fraction of decoding them as
 * text), and the steps need the whole text of few pages (the site search's marked ones).
 */
export class LazyPage implements BuiltPage {
  #html: string | undefined;
  #head: string | undefined;
  constructor(
    readonly file: string,
    readonly rel: string,
    readonly bytes: Buffer,
  ) {}
  get html(): string {
    return (this.#html ??= this.bytes.toString('utf8'));
  }
  get head(): string {
    if (this.#head === undefined) {
      const end = this.bytes.indexOf('</head>');
      this.#head =
        end === -1 ? withoutStyleText(this.html.split(/<\/head>/i)[0]) : headTags(this.bytes, end);
    }
    return this.#head;
  }
}

const STYLE_OPEN = Buffer.from('<style');
const STYLE_CLOSE = Buffer.from('</style>');

/** bytes[0, end) decoded, with the text of each `<style>` element (written in lowercase) left out. */
function headTags(bytes: Buffer, end: number): string {
  let out = '';
  let from = 0;
  for (let at = bytes.indexOf(STYLE_OPEN, 0); at !== -1 && at < end;) {
    const next = bytes[at + STYLE_OPEN.length];
    if (next !== 0x3e && next !== 0x20 && next !== 0x09 && next !== 0x0a && next !== 0x0d) {
      at = bytes.indexOf(STYLE_OPEN, at + 1);
      continue;
    }
    const open = bytes.indexOf('>', at);
    const close = open === -1 ? -1 : bytes.indexOf(STYLE_CLOSE, open);
    if (close === -1 || close >= end) break;
    out += bytes.toString('utf8', from, open + 1);
    from = close;
    at = bytes.indexOf(STYLE_OPEN, close);
  }
  return out + bytes.toString('utf8', from, end);
}

/** `text` with the text of each `<style>` element (any case) left out. */
function withoutStyleText(text: string): string {
  return text.replace(/(<style\b[^>]*>)[\s\S]*?(<\/style>)/gi, '$1$2');
}

/** The built page in `file` under the output folder `dir`, read as bytes. */
export function readBuiltPage(dir: string, file: string): LazyPage {
  return new LazyPage(file, path.relative(dir, file).split(path.sep).join('/'), readFileSync(file));
}

/** What a post-build step does with the pages: each page in turn, then once at the end. */
export interface PageVisitor<Result = void> {
  page(page: BuiltPage): void | Promise<void>;
  done(): Result | Promise<Result>;
}

export interface PassContext {
  /** The folder holding the built HTML. */
  dir: string;
  /** The site's URL (astro.config's site), when set. */
  site: string | undefined;
  logger: AstroIntegrationLogger;
}

/** A post-build step: given the build, the visitor that sees its pages (null: nothing to do). */
export interface PagePass {
  name: string;
  start(context: PassContext): PageVisitor<unknown> | null | Promise<PageVisitor<unknown> | null>;
}

/** Reads every built page under dir once and hands it to each visitor, then finishes them. */
export async function visitBuiltPages(
  dir: string,
  visitors: PageVisitor<unknown>[],
): Promise<number> {
  const files = htmlFiles(dir);
  for (const file of files) {
    const page = readBuiltPage(dir, file);
    for (const visitor of visitors) await visitor.page(page);
  }
  for (const visitor of visitors) await visitor.done();
  return files.length;
}

/** The Astro integration that runs the post-build steps over one read of the pages. */
export function builtPagesPass(passes: PagePass[]): AstroIntegration {
  let site: string | undefined;
  return {
    name: 'dealer-built-pages',
    hooks: {
      'astro:config:done': ({ config }) => {
        site = config.site;
      },
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const visitors: PageVisitor<unknown>[] = [];
        for (const pass of passes) {
          const visitor = await pass.start({ dir: out, site, logger: logger.fork(pass.name) });
          if (visitor) visitors.push(visitor);
        }
        const started = performance.now();
        const pages = await visitBuiltPages(out, visitors);
        logger.info(
          `${pages} pages read once for ${passes.map((p) => p.name).join(', ')} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
        );
      },
    },
  };
}
