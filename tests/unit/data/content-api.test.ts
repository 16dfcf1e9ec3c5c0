import { afterEach, describe, expect, it } from 'vitest';
import path from 'node:path';
import { createContentApi, CONTENT_API_ATTEMPTS, paths } from '../../../src/data/content-api';
import { ApiError } from '../../../src/data/api-error';
import {
  startContentApiServer,
  type ContentApiServer,
} from '../../../scripts/lib/content-api-server';
import { sampleStoreBase, sampleStoreFetch } from '../../../src/data/sample-store';
import { tempDir, writeTenant } from '../../support/fixture-tenant';

let server: ContentApiServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function setup(faults: Parameters<typeof startContentApiServer>[0]['faults'] = []) {
  const dir = tempDir('content-api-');
  writeTenant(dir, 'mini', 9);
  server = await startContentApiServer({
    storeDir: path.join(dir, 'mini', 'store'),
    token: 'c2VjcmV0',
    faults,
  });
  const logs: string[] = [];
  const api = createContentApi({
    host: server.url,
    token: 'c2VjcmV0',
    retryDelayMs: 0,
    log: (m) => logs.push(m),
  });
  return { api, logs, server, dir };
}

describe('content API client (rules.md: Content API; Generic response handling)', () => {
  it('sends GET with the basic-authorization header and reads JSON', async () => {
    const { api, server } = await setup();
    const site = await api.get<{ slug: string }>(paths.website(9));
    expect(site.slug).toBe('mini');
    expect(server.requests[0]).toEqual({
      path: '/websites/9.json',
      authorization: 'Basic c2VjcmV0',
    });
  });

  it('retries: a 500 then a 200 succeeds, logging "Error fetching from …" once', async () => {
    const { api, logs, server } = await setup([{ path: /^\/websites\/9\.json$/, times: 1 }]);
    const site = await api.get<{ slug: string }>(paths.website(9));
    expect(site.slug).toBe('mini');
    expect(server.requests).toHaveLength(2);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatch(/^Error fetching from http:\/\/127\.0\.0\.1:\d+\/websites\/9\.json/);
  });

  it('makes 3 attempts in total, then raises the last error', async () => {
    const { api, logs, server } = await setup([{ path: /websites/, times: Infinity }]);
    const error = await api.get(paths.website(9)).catch((e: unknown) => e);
    expect(CONTENT_API_ATTEMPTS).toBe(3);
    expect(server.requests).toHaveLength(3);
    expect(logs).toHaveLength(3);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('An unexpected error occurred: Internal Server Error');
    expect((error as ApiError).status).toBe(500);
  });

  it.each([
    // [what, fault, optional, requests, logged lines, status raised]
    ['an optional payload’s 404 is an answer: one request, nothing logged', 404, true, 1, 0, 404],
    ['a required payload’s 404 is an error: 3 attempts, each logged', 404, false, 3, 3, 404],
    ['an optional payload’s 500 is still an error: 3 attempts, each logged', 500, true, 3, 3, 500],
  ] as const)('%s', async (_what, status, optional, requests, logged, raised) => {
    const { api, logs, server } = await setup([{ path: /blogs/, times: Infinity, status }]);
    const error = (await api
      .get(paths.blogs(9), { optional })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(raised);
    expect(server.requests).toHaveLength(requests);
    expect(logs).toHaveLength(logged);
  });

  it('each call counts its own attempts: two failures of one call leave the next call three', async () => {
    const { api, logs, server } = await setup([{ path: /websites/, times: 2 }]);
    expect((await api.get<{ slug: string }>(paths.website(9))).slug).toBe('mini');
    server.faults.push({ path: /websites/, times: 2 });
    expect((await api.get<{ slug: string }>(paths.website(9))).slug).toBe('mini');
    expect(server.requests).toHaveLength(6);
    expect(logs).toHaveLength(4);
  });

  it("raises the JSON field 'error' with the HTTP status attached", async () => {
    const { api } = await setup([
      { path: /websites/, times: Infinity, status: 422, error: 'Website is suspended' },
    ]);
    const error = (await api.get(paths.website(9)).catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('Website is suspended');
    expect(error.status).toBe(422);
  });

  it('uses the staging host when staging is set, except for production-only calls', () => {
    const api = createContentApi({
      host: 'https://api.example.com/v1',
      stagingHost: 'https://staging.example.com/v1',
      staging: true,
    });
    expect(api.url(paths.searchSlugs(5))).toBe(
      'https://staging.example.com/v1/websites/5/pages/search_slugs.json',
    );
    expect(api.url(paths.model(7), { production: true, query: { website_id: 5 } })).toBe(
      'https://api.example.com/v1/models/7.json?website_id=5',
    );
  });

  it('reads the sample store through the same client, with 404 and its error field for a missing file', async () => {
    const dir = tempDir('store-');
    writeTenant(dir, 'mini', 9);
    const store = path.join(dir, 'mini', 'store');
    const api = createContentApi({
      host: sampleStoreBase(store),
      fetch: sampleStoreFetch(store),
      retryDelayMs: 0,
      log: () => {},
    });
    expect((await api.get<{ id: number }>(paths.website(9))).id).toBe(9);
    const missing = (await api
      .get(paths.promotions(9), { query: { version: 2 } })
      .catch((e: unknown) => e)) as ApiError;
    expect(missing.status).toBe(404);
    expect(missing.message).toBe('Not found: websites/9/promotions.json');
    const escape = (await api.get('../../../../etc/passwd').catch((e: unknown) => e)) as ApiError;
    expect(escape).toBeInstanceOf(Error);
  });

  it('reads bodies as text or blob when asked', async () => {
    const { api } = await setup();
    expect(typeof (await api.get(paths.website(9), { as: 'text' }))).toBe('string');
    expect(await api.get(paths.website(9), { as: 'blob' })).toBeInstanceOf(Blob);
  });
});
