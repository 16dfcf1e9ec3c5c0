/**
 * The browser build's InstantSearch trim (src/integrations/instantsearch-trim.ts): checked
 * against the installed InstantSearch.js, so an upgrade that calls the router or Insights
 * middleware some other way fails here instead of in a shopper's browser.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  instantSearchTrim,
  isInstantSearchCore,
  UNUSED_MIDDLEWARE,
} from '../../../src/integrations/instantsearch-trim';
import {
  createInsightsMiddleware,
  createRouterMiddleware,
} from '../../../src/islands/search/unused-middleware';

const require = createRequire(import.meta.url);
const core = path.join(
  path.dirname(require.resolve('instantsearch.js/package.json')),
  'es/lib/InstantSearch.js',
);
const src = (file: string) =>
  readFileSync(path.resolve(import.meta.dirname, '../../../src', file), 'utf8');

type Resolve = (
  this: { environment?: { config: { consumer: string } } },
  source: string,
  importer: string | undefined,
  options: { ssr?: boolean },
) => string | null;
const resolveId = instantSearchTrim().resolveId as unknown as Resolve;
const inEnv = (consumer: string) => ({ environment: { config: { consumer } } });

describe('InstantSearch trim', () => {
  it("InstantSearch.js's core calls the two middlewares only under the routing and insights options", () => {
    const code = readFileSync(core, 'utf8');
    expect(isInstantSearchCore(core)).toBe(true);
    expect(code).toContain("from '../middlewares/createRouterMiddleware.js'");
    expect(code).toContain("from '../middlewares/createInsightsMiddleware.js'");
    const calls = (name: string) => code.split(`${name}(`).length - 1;
    // the router: once, inside `if (routing)`
    expect(calls('createRouterMiddleware')).toBe(1);
    expect(code).toMatch(/if \(routing\) \{[^;]*;[^;]*;\s*_this\.use\(createRouterMiddleware\(/);
    // Insights: inside `if (insights)` and the automatic one when insights is left undefined
    expect(code).toMatch(/if \(insights\) \{[^;]*;[^;]*;\s*_this\.use\(createInsightsMiddleware\(/);
    expect(code).toContain("if (typeof this._insights === 'undefined')");
  });

  it('every InstantSearch island sets insights={false} and no routing', () => {
    for (const file of ['islands/search/SearchApp.tsx', 'islands/search/SearchForm.tsx']) {
      const code = src(file);
      expect(code).toContain('<InstantSearch');
      expect(code).toContain('insights={false}');
      expect(code).not.toMatch(/\brouting=/);
    }
  });

  it('resolves the two imports of the core to the stand-in in the browser build only', () => {
    const router = '../middlewares/createRouterMiddleware.js';
    const insights = '../middlewares/createInsightsMiddleware.js';
    expect(resolveId.call(inEnv('client'), router, core, {})).toBe(UNUSED_MIDDLEWARE);
    expect(resolveId.call(inEnv('client'), insights, core, {})).toBe(UNUSED_MIDDLEWARE);
    expect(resolveId.call({}, insights, core, { ssr: false })).toBe(UNUSED_MIDDLEWARE);
    expect(resolveId.call(inEnv('server'), router, core, {})).toBeNull();
    expect(resolveId.call({}, router, core, { ssr: true })).toBeNull();
    // the same specifier from any other module is left alone
    const other = core.replace('lib/InstantSearch.js', 'lib/other.js');
    expect(resolveId.call(inEnv('client'), router, other, {})).toBeNull();
    expect(resolveId.call(inEnv('client'), 'qs', core, {})).toBeNull();
  });

  it('the stand-ins fail loudly if ever called', () => {
    expect(() => createRouterMiddleware()).toThrow(/left out of the browser build/);
    expect(() => createInsightsMiddleware()).toThrow(/left out of the browser build/);
  });
});
