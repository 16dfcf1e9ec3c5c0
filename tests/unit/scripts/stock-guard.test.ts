import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lastStockCheck, liveStockCheck, touchStockCheck } from '../../../scripts/lib/stock-guard';
import { tempDir } from '../../support/fixture-tenant';

describe("the last good build's stock check", () => {
  it('is read from the output folder (client/ of a local build, else its root), and refreshed when a build is skipped', () => {
    const out = tempDir('stock-check-');
    expect(lastStockCheck(out)).toBeNull();
    mkdirSync(path.join(out, 'client'));
    const file = path.join(out, 'client', 'stock-check.json');
    writeFileSync(file, JSON.stringify({ checkedAt: '2026-11-27T20:05:00.000Z', cars: 42 }));
    expect(lastStockCheck(out)).toEqual({ checkedAt: '2026-11-27T20:05:00.000Z', cars: 42 });
    touchStockCheck(out, new Date('2026-11-28T01:00:00Z'));
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      checkedAt: '2026-11-28T01:00:00.000Z',
      cars: 42,
    });
    writeFileSync(file, 'not json');
    expect(lastStockCheck(out)).toBeNull();
  });

  it("on Netlify, is the live deploy's file; unreadable or absent, there is none", async () => {
    const answer = (body: unknown, status = 200) =>
      (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;
    const good = { checkedAt: '2026-11-27T20:05:00.000Z', cars: 7 };
    expect(await liveStockCheck('https://bay.example.com.au', answer(good))).toEqual(good);
    expect(await liveStockCheck('https://bay.example.com.au', answer({}, 404))).toBeNull();
    expect(await liveStockCheck(undefined, answer(good))).toBeNull();
    const down = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    expect(await liveStockCheck('https://bay.example.com.au', down)).toBeNull();
  });
});
