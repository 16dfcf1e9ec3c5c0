import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import {
  defaultPrerenderWorkers,
  mainThreadRenders,
  pagesInFlight,
  prerenderWorkers,
  statsLine,
} from '../../../src/build/parallel-prerender';
import {
  PrerenderPool,
  deserializeError,
  serializeError,
  type FromWorker,
  type PoolWorker,
  type RenderJob,
  type ToWorker,
  type WorkerSetup,
} from '../../../src/build/prerender-pool';

/** A worker that records what it is sent and answers when the test says. */
class FakeWorker implements PoolWorker {
  sent: Extract<ToWorker, { type: 'render' }>[] = [];
  statsAsked = 0;
  terminated = false;
  #listeners: Record<string, ((value: never) => void)[]> = {};
  postMessage(message: ToWorker) {
    if (message.type === 'render') this.sent.push(message);
    else this.statsAsked++;
  }
  on(event: string, listener: (value: never) => void) {
    (this.#listeners[event] ??= []).push(listener);
    return this;
  }
  emit(event: 'message', value: FromWorker): void;
  emit(event: 'error', value: Error): void;
  emit(event: 'exit', value: number): void;
  emit(event: string, value: unknown) {
    for (const listener of this.#listeners[event] ?? []) listener(value as never);
  }
  answer(id: number, html: string) {
    const body = new TextEncoder().encode(html).buffer;
    this.emit('message', {
      type: 'rendered',
      id,
      page: { status: 200, statusText: 'OK', headers: [], body },
    });
  }
  async terminate() {
    this.terminated = true;
    this.emit('exit', 1);
    return 1;
  }
}

const job = (pathname: string): RenderJob => ({
  url: `http://localhost${pathname}`,
  route: '/cars/[slug]',
  component: 'src/pages/cars/[slug].astro',
  collectMetadata: false,
});
/** A page the test does not await: its failure (when the test loses its worker) is expected. */
const quiet = (page: Promise<unknown>) => void page.catch(() => undefined);
const text = (body: ArrayBuffer | null) => new TextDecoder().decode(body ?? new ArrayBuffer(0));

describe('prerenderWorkers', () => {
  it('leaves a core to the main thread unless PRERENDER_WORKERS says otherwise', () => {
    expect(prerenderWorkers({}, 4)).toBe(3);
    expect(prerenderWorkers({ PRERENDER_WORKERS: '' }, 2)).toBe(1);
    expect(prerenderWorkers({}, 1)).toBe(0);
    expect(defaultPrerenderWorkers(0)).toBe(0);
    expect(prerenderWorkers({ PRERENDER_WORKERS: '3' }, 2)).toBe(3);
    expect(prerenderWorkers({ PRERENDER_WORKERS: '0' }, 8)).toBe(0);
  });
  it('refuses a count that is not a whole number of at least 0', () => {
    for (const bad of ['-1', '-2', '1.5', 'two']) {
      expect(() => prerenderWorkers({ PRERENDER_WORKERS: bad }, 2)).toThrow(
        `PRERENDER_WORKERS must be a whole number of at least 0; it is "${bad}"`,
      );
    }
  });
});

describe('mainThreadRenders', () => {
  // [pages in flight per worker, the main thread's own in flight, renders there?]
  const table: [number[], number, boolean][] = [
    [[6], 0, true],
    [[5], 0, false],
    [[0], 0, false],
    [[6], 1, false],
    [[7], 0, true],
    [[6, 6], 0, true],
    [[6, 5], 0, false],
    [[5, 6], 0, false],
    [[6, 6, 6], 1, false],
  ];
  it.each(table)('workers holding %j, main thread %i: %s', (inFlight, main, expected) => {
    expect(mainThreadRenders(inFlight, main)).toBe(expected);
  });
  it('reads its limits from its arguments', () => {
    expect(mainThreadRenders([2], 1, 2, 2)).toBe(true);
    expect(mainThreadRenders([2], 2, 2, 2)).toBe(false);
    expect(mainThreadRenders([1], 0, 2, 2)).toBe(false);
  });
  it("keeps every worker's queue and the main thread's page in flight at once", () => {
    expect(pagesInFlight(0)).toBe(4);
    expect(pagesInFlight(1)).toBe(7);
    expect(pagesInFlight(3)).toBe(19);
  });
});

describe('PrerenderPool', () => {
  it('sends each page to the worker with the fewest in flight, the lowest index on a tie', () => {
    const [a, b] = [new FakeWorker(), new FakeWorker()];
    const pool = new PrerenderPool([a, b]);
    quiet(pool.render(job('/1')));
    quiet(pool.render(job('/2')));
    quiet(pool.render(job('/3')));
    expect(a.sent.map((m) => m.job.url)).toEqual(['http://localhost/1', 'http://localhost/3']);
    expect(b.sent.map((m) => m.job.url)).toEqual(['http://localhost/2']);
    expect(pool.inFlight).toEqual([2, 1]);
    b.answer(b.sent[0].id, '2');
    quiet(pool.render(job('/4')));
    expect(b.sent.at(-1)?.job.url).toBe('http://localhost/4');
  });

  it('settles each page with its own answer, whatever order the answers come in', async () => {
    const w = new FakeWorker();
    const pool = new PrerenderPool([w]);
    const pages = ['/a', '/b', '/c'].map((p) => pool.render(job(p)));
    for (const message of [...w.sent].reverse()) w.answer(message.id, message.job.url);
    const bodies = (await Promise.all(pages)).map((page) => text(page.body));
    expect(bodies).toEqual(['http://localhost/a', 'http://localhost/b', 'http://localhost/c']);
    expect(pool.inFlight).toEqual([0]);
  });

  it("fails a page with the worker's error: name, message, stack and Astro's fields", async () => {
    const w = new FakeWorker();
    const pool = new PrerenderPool([w]);
    const page = pool.render(job('/broken'));
    const thrown = Object.assign(new TypeError('price is undefined'), {
      hint: 'check the feed',
      loc: { file: 'src/pages/cars/[slug].astro', line: 3 },
    });
    w.emit('message', { type: 'failed', id: w.sent[0].id, error: serializeError(thrown) });
    const error = await page.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'TypeError',
      message: 'price is undefined',
      hint: 'check the feed',
      loc: { file: 'src/pages/cars/[slug].astro', line: 3 },
    });
    expect((error as Error).stack).toBe(thrown.stack);
  });

  it('serializes a thrown non-Error and a field that cannot be cloned', () => {
    expect(deserializeError(serializeError('plain'))).toMatchObject({ message: 'plain' });
    const e = Object.assign(new Error('x'), { fn: () => 1 });
    expect(serializeError(e).props.fn).toBe('() => 1');
  });

  it('fails the pages a lost worker held, naming each, and sends later pages elsewhere', async () => {
    const [a, b] = [new FakeWorker(), new FakeWorker()];
    const pool = new PrerenderPool([a, b]);
    const first = pool.render(job('/cars/one'));
    quiet(pool.render(job('/cars/two')));
    a.emit('error', new Error('out of memory'));
    await expect(first).rejects.toThrow(
      'Prerender worker 1 out of memory while rendering /cars/one (src/pages/cars/[slug].astro)',
    );
    quiet(pool.render(job('/cars/three')));
    expect(a.sent).toHaveLength(1);
    expect(b.sent.map((m) => m.job.url)).toEqual([
      'http://localhost/cars/two',
      'http://localhost/cars/three',
    ]);
    b.emit('exit', 134);
    await expect(pool.render(job('/cars/four'))).rejects.toThrow(
      'No prerender worker is left to render /cars/four (src/pages/cars/[slug].astro)',
    );
  });

  it('passes log events on and stops every worker on close, failing what was in flight', async () => {
    const [a, b] = [new FakeWorker(), new FakeWorker()];
    const events: unknown[] = [];
    const pool = new PrerenderPool([a, b], (event) => events.push(event));
    b.emit('message', { type: 'log', event: { level: 'warn', message: 'hi' } });
    expect(events).toEqual([{ level: 'warn', message: 'hi' }]);
    const page = pool.render(job('/slow'));
    await pool.close();
    await expect(page).rejects.toThrow('Prerender worker 1 was stopped while rendering /slow');
    expect([a.terminated, b.terminated]).toEqual([true, true]);
  });

  it("gathers each worker's stats, null for one that is lost or does not answer in time", async () => {
    const [a, b, c] = [new FakeWorker(), new FakeWorker(), new FakeWorker()];
    const pool = new PrerenderPool([a, b, c]);
    c.emit('exit', 1);
    const stats = pool.stats(50);
    a.emit('message', { type: 'stats', stats: { pages: 3, cpuSeconds: 1.5 } });
    expect(await stats).toEqual([{ pages: 3, cpuSeconds: 1.5 }, null, null]);
    expect([a.statsAsked, b.statsAsked, c.statsAsked]).toEqual([1, 1, 0]);
    expect(statsLine(await stats, 4, 2)).toBe(
      '7 pages: 4 on the main thread (2.0 CPU s so far), 3 on 3 workers (3 + ? + ? pages, 1.5 + ? + ? CPU s)',
    );
    expect(statsLine([{ pages: 2587, cpuSeconds: 16.14 }], 2555, 24.82)).toBe(
      '5142 pages: 2555 on the main thread (24.8 CPU s so far), 2587 on 1 worker (2587 pages, 16.1 CPU s)',
    );
  });

  it('needs a worker', () => {
    expect(() => new PrerenderPool([])).toThrow('PrerenderPool needs at least one worker');
  });
});

describe('prerender-worker.ts in a real worker thread', () => {
  // A stand-in for the astro package: the worker runs its default prerenderer and createRequest
  const fakeAstro = mkdtempSync(path.join(tmpdir(), 'fake-astro-'));
  afterAll(() => rmSync(fakeAstro, { recursive: true, force: true }));
  mkdirSync(path.join(fakeAstro, 'dist/core/build'), { recursive: true });
  writeFileSync(
    path.join(fakeAstro, 'dist/core/request.js'),
    'export function createRequest({ url }) { return new Request(url); }\n',
  );
  mkdirSync(path.join(fakeAstro, 'dist/core/render-scope'), { recursive: true });
  // Astro's metadata scope: the page rendered inside it, the metadata it collected given back
  writeFileSync(
    path.join(fakeAstro, 'dist/core/render-scope/collect.js'),
    `export async function collectPrerenderMetadata(fn) {
  return { value: await fn(), metadata: { contentEntryKeys: ['a.json'], staticImages: [] } };
}
`,
  );
  writeFileSync(
    path.join(fakeAstro, 'dist/core/render-scope/node-scope.js'),
    'export function ensureAsyncRenderScope() {}\n',
  );
  writeFileSync(
    path.join(fakeAstro, 'dist/core/build/default-prerenderer.js'),
    `export function createDefaultPrerenderer({ internals, options }) {
  const route = { route: '/cars/[slug]', component: 'src/pages/cars/[slug].astro', fallbackRoutes: [] };
  const prerenderer = {
    app: {
      logger: {},
      manifest: { routes: [{ routeData: route }] },
      async render(request, { routeData }) {
        const path = new URL(request.url).pathname;
        if (path === '/boom') throw Object.assign(new Error('boom at ' + path), { hint: 'h' });
        options.logger.options.destination.write({ level: 'info', message: 'rendering ' + path });
        const styles = internals.pagesByKeys.get('k').styles.length;
        const bundle = internals.entrySpecifierToBundleMap.get('astro:scripts/page.js');
        return new Response(path + ' ' + styles + ' ' + bundle + ' ' + (routeData === route), {
          status: 200, headers: { 'x-page': path },
        });
      },
    },
    async setup() {},
  };
  return prerenderer;
}
`,
  );
  const setup: WorkerSetup = {
    prerenderOutputDir: pathToFileURL(fakeAstro + '/').href,
    prerenderEntryFileName: 'prerender-entry.x.mjs',
    pages: [['k', { component: 'src/pages/cars/[slug].astro', styles: [{}, {}] }]],
    bundles: [['astro:scripts/page.js', '_astro/page.1.js']],
    scripts: [],
    astroDir: pathToFileURL(fakeAstro + '/').href,
  };
  const workerFile = fileURLToPath(
    new URL('../../../src/build/prerender-worker.ts', import.meta.url),
  );

  it('renders with the internals it was given, returns metadata, and names a failing page', async () => {
    const events: unknown[] = [];
    const pool = new PrerenderPool([new Worker(workerFile, { workerData: setup })], (event) =>
      events.push(event),
    );
    try {
      const page = await pool.render(job('/cars/one'));
      expect(page.status).toBe(200);
      expect(page.headers).toContainEqual(['x-page', '/cars/one']);
      expect(text(page.body)).toBe('/cars/one 2 _astro/page.1.js true');
      expect(page.metadata).toBeUndefined();
      const tracked = await pool.render({ ...job('/cars/two'), collectMetadata: true });
      expect(tracked.metadata).toEqual({ contentEntryKeys: ['a.json'], staticImages: [] });
      await expect(pool.render(job('/boom'))).rejects.toMatchObject({
        message: 'boom at /boom',
        hint: 'h',
      });
      await expect(pool.render({ ...job('/x'), route: '/nope' })).rejects.toThrow(
        'No route /nope (src/pages/cars/[slug].astro) in the prerender bundle',
      );
      expect(events).toContainEqual({ level: 'info', message: 'rendering /cars/one' });
      const [stats] = await pool.stats();
      expect(stats?.pages).toBe(2);
      expect(stats?.cpuSeconds).toBeGreaterThan(0);
    } finally {
      await pool.close();
    }
  });
});
