/**
 * The delivery worker's fallback (issue 14 item 5): a worker that cannot run (here: its store
 * cannot be opened) reports the failure, and a LeadDelivery started with { thread: true }
 * then delivers from the request thread instead of not at all.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DeliveryThread } from '../../../src/server/delivery-thread';
import type { DeliveryStore } from '../../../src/server/delivery';

describe('the delivery worker', () => {
  it('reports a worker that cannot open its store, so the caller can fall back', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'leads-'));
    const failure = await new Promise<Error>((resolve) => {
      const thread = new DeliveryThread({
        // a folder, not a database file: the worker's LeadStore refuses it
        store: { file: dir } as DeliveryStore,
        upstream: { url: 'http://127.0.0.1:9' },
        timeoutMs: 100,
        intervalMs: 1_000,
        quiet: true,
        onFailure: resolve,
      });
      expect(thread.running).toBe(true);
    });
    expect(failure.message).toMatch(/exited|store|directory|database/i);
  }, 20_000);
});
