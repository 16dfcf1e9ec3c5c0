/**
 * The CI secret grep (scripts/check-secrets.ts, rules.md: Secret scan): a planted secret in a built
 * tenant fails it, naming the file and the kind and never printing the secret; a clean
 * build passes.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { hasHexKey, scanForSecrets, secretValues } from '../../../scripts/lib/secret-scan';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
const run = promisify(execFile);
const LEAD_TOKEN = 'lead-token-7f3a9c1e5b';
const HEX = 'a'.repeat(32) + '0123456789abcdef'.repeat(2);

function builtTenant(files: Record<string, string>): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'secrets-dist-'));
  const client = path.join(dist, 'planted-motors', 'client');
  mkdirSync(path.join(client, '_astro'), { recursive: true });
  writeFileSync(path.join(client, 'index.html'), '<!doctype html><title>Planted</title>');
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(client, name), text);
  return dist;
}

async function cli(dist: string, env: Record<string, string> = {}) {
  try {
    const { stdout } = await run(
      process.execPath,
      [path.join(root, 'node_modules/.bin/tsx'), 'scripts/check-secrets.ts', '--dist', dist],
      { cwd: root, env: { ...process.env, ...env } },
    );
    return { code: 0, out: stdout };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

describe('scripts/check-secrets.ts', () => {
  it('finds the value of a secret variable and every key shape, file by file', () => {
    const dist = builtTenant({
      'config.js': `window.x = { t: "${LEAD_TOKEN}" }`,
      'pay.html':
        '<script>const k = "sk_live_51HxAbCdEfGhIjKl"; const w = "whsec_AbCdEf123456";</script>',
      'key.json': `{"key":"${HEX}"}`,
      'cert.txt': '-----BEGIN RSA PRIVATE KEY-----\nMIIB\n',
      '_astro/hash.js': `const digest = "${HEX}ff";`, // a 66-hex run is not a 64-hex key
    });
    const { findings } = scanForSecrets([path.join(dist, 'planted-motors')], {
      LEAD_API_TOKEN: LEAD_TOKEN,
      STRIPE_WEBHOOK_SECRET: 'short', // too short to mean anything
    });
    const seen = findings.map((f) => `${path.basename(f.file)}: ${f.kind}`).sort();
    expect(seen).toEqual([
      'cert.txt: private key (PEM)',
      'config.js: value of LEAD_API_TOKEN',
      'key.json: 64-hex key (Meilisearch admin/master key shape)',
      'pay.html: Stripe secret key (sk_live_/sk_test_/rk_)',
      'pay.html: Stripe webhook secret (whsec_)',
    ]);
  });

  it('reads the secrets the product knows and any variable named like one', () => {
    const names = secretValues({
      MEILI_ADMIN_KEY: 'admin-key-0001',
      STRIPE_SECRET_KEY: 'sk_test_0000000001',
      MY_WEBHOOK_SECRET: 'webhook-0000001',
      SITE_URL: 'https://example.com',
    }).map(([name]) => name);
    expect(names.sort()).toEqual(['MEILI_ADMIN_KEY', 'MY_WEBHOOK_SECRET', 'STRIPE_SECRET_KEY']);
    expect(hasHexKey(Buffer.from(`x${HEX}x`))).toBe(true);
    expect(hasHexKey(Buffer.from(`x${HEX.slice(1)}x`))).toBe(false);
  });

  it('fails the run on a planted secret, naming the file and kind but not the secret', async () => {
    const planted = builtTenant({ 'app.js': `fetch(u, { headers: { k: "${LEAD_TOKEN}" } })` });
    const failed = await cli(planted, { LEAD_API_TOKEN: LEAD_TOKEN });
    expect(failed.code).toBe(1);
    expect(failed.out).toMatch(/planted-motors\/client\/app\.js: value of LEAD_API_TOKEN/);
    expect(failed.out).not.toContain(LEAD_TOKEN);
    const clean = await cli(builtTenant({ 'app.js': 'console.log(1)' }), {
      LEAD_API_TOKEN: LEAD_TOKEN,
    });
    expect(clean).toMatchObject({ code: 0 });
    expect(clean.out).toContain('No secrets in');
  }, 60_000);
});
