import { describe, expect, it } from 'vitest';
import {
  pageCount,
  pageFilePath,
  pageRewrite,
  pageRewriteRules,
  pageUrl,
  readPageRewrites,
} from '../../../../src/domain/search/paging';

describe('search result pages without JavaScript (rules.md: Every car reachable by a crawler)', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(0, 21)).toBe(1);
    expect(pageCount(21, 21)).toBe(1);
    expect(pageCount(22, 21)).toBe(2);
    expect(pageCount(1992, 21)).toBe(95);
  });
  it('addresses page N at ?page=N (page 1 is the path) and files it at {path}/page/N', () => {
    expect(pageUrl('/search/toyota', 1)).toBe('/search/toyota');
    expect(pageUrl('/search/toyota', 3)).toBe('/search/toyota?page=3');
    expect(pageFilePath('/search/toyota/hilux', 2)).toBe('/search/toyota/hilux/page/2');
    expect(pageFilePath('/search/new-used-and-demo-cars/', 2)).toBe(
      '/search/new-used-and-demo-cars/page/2',
    );
  });
  it('writes one rewrite per later page (a trailing-slash path both ways) and reads them back', () => {
    const text = pageRewriteRules([
      { path: '/search/toyota', pages: 3 },
      { path: '/search/new-used-and-demo-cars/', pages: 2 },
    ]);
    expect(text).toBe(
      [
        '/search/toyota page=2 /search/toyota/page/2 200',
        '/search/toyota page=3 /search/toyota/page/3 200',
        '/search/new-used-and-demo-cars page=2 /search/new-used-and-demo-cars/page/2 200',
        '/search/new-used-and-demo-cars/ page=2 /search/new-used-and-demo-cars/page/2 200',
        '',
      ].join('\n'),
    );
    const rules = readPageRewrites(`${text}/api/* /.netlify/functions/ssr 200\n`);
    expect(rules.size).toBe(4);
    expect(pageRewrite(rules, '/search/toyota', '?page=3')).toBe('/search/toyota/page/3');
    expect(pageRewrite(rules, '/search/toyota', '?page=03&sortBy=x')).toBe('/search/toyota/page/3');
    expect(pageRewrite(rules, '/search/toyota', '?page=4')).toBeNull();
    expect(pageRewrite(rules, '/search/toyota', '?page=1')).toBeNull();
    expect(pageRewrite(rules, '/search/toyota', '?page=x')).toBeNull();
    expect(pageRewrite(rules, '/search/toyota', '')).toBeNull();
    expect(pageRewrite(rules, '/search/new-used-and-demo-cars/', '?page=2')).toBe(
      '/search/new-used-and-demo-cars/page/2',
    );
  });
  it('a route of one page has no rules', () => {
    expect(pageRewriteRules([{ path: '/search/mazda', pages: 1 }])).toBe('');
  });
});
