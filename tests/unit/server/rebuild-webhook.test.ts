/**
 * The rebuild webhook at the handler: the signature checks (bad signature, stale and
 * future timestamps, replay, body changed after signing), the 503 without a secret, and
 * that an accepted publish queues a build of this site's tenant.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { RebuildQueue } from '../../../src/server/rebuild-queue';
import {
  MAX_AGE_SECONDS,
  REBUILD_HEADERS,
  SIGNATURE_MESSAGES,
  signRebuild,
} from '../../../src/server/rebuild-signature';
import { ReplayGuard } from '../../../src/server/stores/replays';
import { lazyDb } from '../../../src/db/sql';
import { testDb } from '../../support/db';
import {
  REBUILD_MESSAGES,
  rebuildConfig,
  rebuildWebhook,
  type RebuildDeps,
} from '../../../src/server/rebuild-webhook';

const SECRET = 'test-secret-7f3a';
const NOW_MS = Date.UTC(2026, 10, 21, 2, 0, 0);
const NOW = NOW_MS / 1000;
const TENANT = 'loop-motors';
const queues: RebuildQueue[] = [];

afterEach(() => queues.splice(0).forEach((q) => q.stop()));

const db = lazyDb(() => testDb());
let scopes = 0;

async function deps(env: Record<string, string> = { REBUILD_WEBHOOK_SECRET: SECRET }) {
  // the file's tests share one database: each starts with an empty queue
  await db.query('DELETE FROM rebuild_jobs');
  const builds: string[] = [];
  const queue = new RebuildQueue({
    db,
    builder: async (tenant) => (builds.push(tenant), { ok: true }),
    debounceMs: 20,
    maxWaitMs: 1000,
    now: () => Date.now(),
  });
  queues.push(queue);
  const d: RebuildDeps = {
    tenant: TENANT,
    config: rebuildConfig(env),
    queue,
    // each test's guard its own scope: a signature accepted in one test is not a replay in the next
    replay: new ReplayGuard(db, `rebuild-${++scopes}`),
    nowMs: () => NOW_MS,
  };
  return { d, builds, queue };
}

function signed(
  body: string,
  options: { timestamp?: number; signature?: string; sendBody?: string } = {},
): Request {
  const timestamp = options.timestamp ?? NOW;
  return new Request('http://loop.localhost/api/rebuild', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [REBUILD_HEADERS.timestamp]: String(timestamp),
      [REBUILD_HEADERS.signature]: options.signature ?? signRebuild(SECRET, timestamp, body),
    },
    body: options.sendBody ?? body,
  });
}

const publish = (extra: Record<string, unknown> = {}) =>
  JSON.stringify({ tenant: TENANT, event: 'publish', ...extra });

async function answer(response: Response) {
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('rebuild webhook: signature checks', () => {
  it('accepts a correctly signed publish and queues this tenant (202)', async () => {
    const { d, queue } = await deps();
    const r = await answer(await rebuildWebhook(signed(publish()), d));
    expect(r.status).toBe(202);
    expect(r.body).toMatchObject({ status: 'queued', tenant: TENANT, publishes: 1 });
    expect((await queue.list()).map((j) => [j.tenant, j.state])).toEqual([[TENANT, 'queued']]);
  });

  it('answers 503 and queues nothing without REBUILD_WEBHOOK_SECRET', async () => {
    const { d, queue } = await deps({});
    const r = await answer(await rebuildWebhook(signed(publish()), d));
    expect(r).toEqual({ status: 503, body: { error: REBUILD_MESSAGES.noSecret } });
    expect(await queue.list()).toEqual([]);
  });

  it('answers 503 on Netlify without the build hook', async () => {
    const { d } = await deps({ REBUILD_WEBHOOK_SECRET: SECRET, NETLIFY: 'true' });
    expect((await answer(await rebuildWebhook(signed(publish()), d))).status).toBe(503);
  });

  it('refuses a bad signature: another secret, garbage, or missing headers', async () => {
    const { d, queue } = await deps();
    const body = publish();
    for (const signature of [signRebuild('another-secret', NOW, body), 'sha256=00', 'nonsense']) {
      const r = await answer(await rebuildWebhook(signed(body, { signature }), d));
      expect(r).toEqual({ status: 401, body: { error: SIGNATURE_MESSAGES.badSignature } });
    }
    const bare = new Request('http://x/api/rebuild', { method: 'POST', body });
    expect(await answer(await rebuildWebhook(bare, d))).toEqual({
      status: 401,
      body: { error: SIGNATURE_MESSAGES.missing },
    });
    expect(await queue.list()).toEqual([]);
  });

  it('refuses a body changed after signing', async () => {
    const { d, queue } = await deps();
    const original = publish();
    const tampered = publish({ id: 'evt-2' });
    const r = await answer(await rebuildWebhook(signed(original, { sendBody: tampered }), d));
    expect(r).toEqual({ status: 401, body: { error: SIGNATURE_MESSAGES.badSignature } });
    // the same bytes signed with a different timestamp do not verify either
    const moved = signRebuild(SECRET, NOW - 1, original);
    const r2 = await answer(await rebuildWebhook(signed(original, { signature: moved }), d));
    expect(r2.status).toBe(401);
    expect(await queue.list()).toEqual([]);
  });

  it('refuses a timestamp older than 5 minutes, and accepts one just inside', async () => {
    const { d } = await deps();
    const stale = await answer(
      await rebuildWebhook(signed(publish(), { timestamp: NOW - MAX_AGE_SECONDS - 1 }), d),
    );
    expect(stale).toEqual({ status: 401, body: { error: SIGNATURE_MESSAGES.stale } });
    const inside = await rebuildWebhook(
      signed(publish(), { timestamp: NOW - MAX_AGE_SECONDS + 1 }),
      d,
    );
    expect(inside.status).toBe(202);
  });

  it('refuses a timestamp in the future', async () => {
    const { d } = await deps();
    for (const ahead of [6, 60, 86_400]) {
      const r = await answer(
        await rebuildWebhook(signed(publish(), { timestamp: NOW + ahead }), d),
      );
      expect(r).toEqual({ status: 401, body: { error: SIGNATURE_MESSAGES.future } });
    }
    for (const bad of ['soon', '-5', '1.5'])
      expect(
        (
          await rebuildWebhook(
            new Request('http://x/api/rebuild', {
              method: 'POST',
              headers: {
                [REBUILD_HEADERS.timestamp]: bad,
                [REBUILD_HEADERS.signature]: signRebuild(SECRET, bad, publish()),
              },
              body: publish(),
            }),
            d,
          )
        ).status,
      ).toBe(401);
  });

  it('refuses a replay of an accepted request, even one that is still fresh', async () => {
    const { d, queue } = await deps();
    const body = publish({ id: 'evt-1' });
    const first = signed(body);
    const again = signed(body);
    expect((await rebuildWebhook(first, d)).status).toBe(202);
    expect(await answer(await rebuildWebhook(again, d))).toEqual({
      status: 409,
      body: { error: SIGNATURE_MESSAGES.replay },
    });
    expect((await queue.list())[0].publishes).toBe(1);
  });

  it('forgets a signature once it is stale (the age check refuses it then)', async () => {
    const guard = new ReplayGuard(db, 'forget-test');
    const until = (ts: number) => ts + MAX_AGE_SECONDS + 5;
    expect(await guard.accept('a', until(NOW), NOW)).toBe('fresh');
    expect(await guard.accept('a', until(NOW), NOW + 10)).toBe('replay');
    // another instance's guard on the same database sees the same signatures
    expect(await new ReplayGuard(db, 'forget-test').accept('a', until(NOW), NOW + 20)).toBe(
      'replay',
    );
    // once stale, a signature is forgotten (the age check refuses it by then anyway)
    expect(await guard.accept('a', until(NOW + 400), NOW + 400)).toBe('fresh');
    const { rows } = await db.query<{ n: number }>(
      "SELECT count(*) AS n FROM webhook_replays WHERE scope = 'forget-test'",
    );
    expect(rows[0].n).toBe(1);
  });

  it('refuses a signed body that is not this tenant’s rebuild request', async () => {
    const { d, queue } = await deps();
    const other = await answer(await rebuildWebhook(signed(publish({ tenant: 'other' })), d));
    expect(other).toEqual({
      status: 400,
      body: { error: REBUILD_MESSAGES.wrongTenant(TENANT, 'other') },
    });
    expect((await rebuildWebhook(signed('not json'), d)).status).toBe(400);
    expect((await rebuildWebhook(signed('x'.repeat(5000)), d)).status).toBe(413);
    expect(await queue.list()).toEqual([]);
  });

  it('builds once for the accepted publish, and keeps a serverless instance alive until then', async () => {
    const { d, builds, queue } = await deps();
    const kept: Promise<unknown>[] = [];
    d.waitUntil = (p) => kept.push(p);
    expect((await rebuildWebhook(signed(publish()), d)).status).toBe(202);
    expect(kept).toHaveLength(1);
    await Promise.race([kept[0], new Promise((_, reject) => setTimeout(reject, 5000))]);
    expect(builds).toEqual([TENANT]);
    expect((await queue.list())[0].state).toBe('succeeded');
  });
});
