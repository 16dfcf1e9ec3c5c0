import { afterEach, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LazyPage, visitBuiltPages, type BuiltPage } from '../../../src/build/built-pages';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function site(files: Record<string, string>): string {
  dir = mkdtempSync(path.join(os.tmpdir(), 'built-pages-'));
  for (const [rel, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), body);
  }
  return dir;
}

describe('visitBuiltPages', () => {
  it('hands every built page to every step once, then finishes each step', async () => {
    const out = site({
      'index.html': '<p>home</p>',
      'cars/a/index.html': '<p>a</p>',
      '_astro/x.html': '<p>asset</p>',
      'robots.txt': 'User-agent: *',
    });
    const seen: string[][] = [[], []];
    const order: string[] = [];
    const visitor = (i: number) => ({
      page: (p: BuiltPage) => {
        seen[i].push(`${p.rel}=${p.html}`);
        order.push(`page${i}`);
      },
      done: () => {
        order.push(`done${i}`);
      },
    });
    expect(await visitBuiltPages(out, [visitor(0), visitor(1)])).toBe(2);
    for (const s of seen)
      expect(s.sort()).toEqual(['cars/a/index.html=<p>a</p>', 'index.html=<p>home</p>']);
    expect(order.slice(-2)).toEqual(['done0', 'done1']);
    expect(order.filter((o) => o.startsWith('page'))).toHaveLength(4);
  });

  it('stops at the first step that fails', async () => {
    const out = site({ 'index.html': '<p>home</p>' });
    let finished = false;
    const failing = {
      page: () => {
        throw new Error('bad page');
      },
      done: () => {
        finished = true;
      },
    };
    await expect(visitBuiltPages(out, [failing])).rejects.toThrow('bad page');
    expect(finished).toBe(false);
  });
});

describe('LazyPage', () => {
  const html = '<html><head><title>Ute – é</title></head><body><p>Drive away ✓</p></body></html>';

  it('gives the bytes as written, the whole text, and the text before </head>', () => {
    const page = new LazyPage('/out/a.html', 'a.html', Buffer.from(html));
    expect(page.bytes.equals(Buffer.from(html))).toBe(true);
    expect(page.html).toBe(html);
    expect(page.head).toBe('<html><head><title>Ute – é</title>');
  });

  it('is all head when the page has no </head>, in whatever case', () => {
    expect(new LazyPage('f', 'r', Buffer.from('<p>é</p>')).head).toBe('<p>é</p>');
    expect(new LazyPage('f', 'r', Buffer.from('<HEAD>x</HEAD><p>y</p>')).head).toBe('<HEAD>x');
  });

  it('leaves out the text of the head’s style elements, and nothing else', () => {
    const styled =
      '<html><head><meta name="robots" content="noindex"><style>a{content:"<meta é>"}</style>' +
      '<style-guide>kept</style-guide><link rel="canonical" href="/é">' +
      '<style data-x="1"\n>.b{}</style></head><body><style>body{}</style></body></html>';
    const head =
      '<html><head><meta name="robots" content="noindex"><style></style>' +
      '<style-guide>kept</style-guide><link rel="canonical" href="/é">' +
      '<style data-x="1"\n></style>';
    expect(new LazyPage('f', 'r', Buffer.from(styled)).head).toBe(head);
    // without </head>: the whole page, its style text left out in any case
    expect(new LazyPage('f', 'r', Buffer.from('<STYLE>x{}</STYLE><p>y</p>')).head).toBe(
      '<STYLE></STYLE><p>y</p>',
    );
    // a style element still open at </head> is kept as written
    expect(new LazyPage('f', 'r', Buffer.from('<style>a{}</head><p>')).head).toBe('<style>a{}');
  });
});
