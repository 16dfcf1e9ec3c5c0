/**
 * A prerendered page rendered and read once (src/build/prerender-page.ts): the body is
 * read from the app's Response once, into the bytes the generate loop is handed; the metadata
 * scope wraps the render only when asked; null-body statuses have no body. And Astro's own
 * generate loop reads such a page as it reads a Response (its status, headers, body).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  loadRenderScope,
  pageResponse,
  renderPage,
  type PageResponse,
  type PrerenderApp,
  type RenderScope,
} from '../../../src/build/prerender-page';

/** An app whose render answers `body` (null: no body), counting the body's reads. */
function app(status: number, body: string | null, headers: Record<string, string> = {}) {
  const reads = { count: 0 };
  const fake: PrerenderApp = {
    logger: { name: 'logger' },
    async render() {
      const response = new Response(body, { status, headers });
      const read = response.arrayBuffer.bind(response);
      response.arrayBuffer = () => {
        reads.count++;
        return read();
      };
      return response;
    },
  };
  return { fake, reads };
}

function scope(): RenderScope & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    ensureAsyncRenderScope: () => calls.push('ensure'),
    async collectPrerenderMetadata(fn, logger) {
      calls.push(`collect ${(logger as { name: string }).name}`);
      return { value: await fn(), metadata: { contentEntryKeys: ['cars/one.json'] } };
    },
  };
}

const request = new Request('https://dealer.example/cars/one');
const text = (bytes: ArrayBuffer | null) => (bytes ? new TextDecoder().decode(bytes) : null);

describe('renderPage', () => {
  it('reads the body once, with the metadata Astro’s scope collected when asked', async () => {
    const { fake, reads } = app(200, '<html>one</html>', { 'content-type': 'text/html' });
    const s = scope();
    const page = await renderPage(fake, request, {}, true, s);
    expect(reads.count).toBe(1);
    expect(s.calls).toEqual(['ensure', 'collect logger']);
    expect(text(page.body)).toBe('<html>one</html>');
    expect(page.headers.get('content-type')).toBe('text/html');
    expect(page.metadata).toEqual({ contentEntryKeys: ['cars/one.json'] });
  });

  it('renders outside the scope, with no metadata, when not asked', async () => {
    const { fake, reads } = app(200, 'page');
    const s = scope();
    const page = await renderPage(fake, request, {}, false, s);
    expect(s.calls).toEqual([]);
    expect(reads.count).toBe(1);
    expect('metadata' in page).toBe(false);
  });

  it('keeps no body for a null-body status or a response without one', async () => {
    for (const [status, body] of [
      [204, null],
      [304, null],
      [200, null],
    ] as const) {
      const page = await renderPage(app(status, body).fake, request, {}, true, scope());
      expect(page.status).toBe(status);
      expect(page.body).toBeNull();
    }
  });

  it('fails as the render fails', async () => {
    const failing: PrerenderApp = {
      logger: {},
      render: async () => {
        throw new Error('Caught error rendering /cars/one');
      },
    };
    await expect(renderPage(failing, request, {}, true, scope())).rejects.toThrow(
      'Caught error rendering /cars/one',
    );
  });
});

describe('pageResponse', () => {
  it('gives back the very bytes it was handed, with headers from a list or a Headers', async () => {
    const bytes = new TextEncoder().encode('<html>two</html>').buffer;
    const plain = pageResponse({
      status: 200,
      statusText: 'OK',
      headers: [['x-page', 'two']],
      body: bytes,
    }) as PageResponse;
    expect(await plain.arrayBuffer()).toBe(bytes);
    expect(plain.body).toBeTruthy();
    expect(plain.headers.get('x-page')).toBe('two');
    const headers = new Headers({ location: '/cars/two' });
    const tracked = pageResponse({
      status: 301,
      statusText: 'Moved Permanently',
      headers,
      body: null,
      metadata: { contentEntryKeys: [] },
    }) as { response: PageResponse; metadata: unknown };
    expect(tracked.metadata).toEqual({ contentEntryKeys: [] });
    expect(tracked.response.headers).toBe(headers);
    expect(tracked.response.body).toBeNull();
    expect((await tracked.response.arrayBuffer()).byteLength).toBe(0);
  });

  it('is read by Astro’s generate loop only for what it gives: status, headers, body and its bytes', () => {
    // astro/dist/core/build/generate.js renderPath: what it reads of the prerenderer's response
    const require = createRequire(import.meta.url);
    const generate = readFileSync(
      path.join(path.dirname(require.resolve('astro/package.json')), 'dist/core/build/generate.js'),
      'utf8',
    );
    const reads = [...generate.matchAll(/\bresponse\.(\w+)/g)].map((m) => m[1]);
    expect(new Set(reads)).toEqual(new Set(['headers', 'status', 'body', 'arrayBuffer']));
  });
});

describe('loadRenderScope', () => {
  it('loads Astro’s collect and node-scope modules from the package folder', async () => {
    const loaded: string[] = [];
    const s = await loadRenderScope('file:///repo/node_modules/astro/', async (url) => {
      loaded.push(url);
      return url.endsWith('collect.js')
        ? { collectPrerenderMetadata: () => 'collect' }
        : { ensureAsyncRenderScope: () => 'ensure' };
    });
    expect(loaded).toEqual([
      'file:///repo/node_modules/astro/dist/core/render-scope/collect.js',
      'file:///repo/node_modules/astro/dist/core/render-scope/node-scope.js',
    ]);
    expect(s.ensureAsyncRenderScope()).toBe('ensure');
  });

  it('finds them in the installed astro', async () => {
    const require = createRequire(import.meta.url);
    const dir = path.dirname(require.resolve('astro/package.json'));
    const s = await loadRenderScope(new URL(`file://${dir}/`).href);
    expect(typeof s.collectPrerenderMetadata).toBe('function');
    expect(typeof s.ensureAsyncRenderScope).toBe('function');
  });
});
