/**
 * Sample-data generator: fills each sample tenant's store (tenants/<slug>/store, mirroring
 * the content API's paths) and the shared pictures in public/sample-media.
 *
 *   npm run sample-data                                  all four sample tenants
 *   npm run sample-data -- --tenant a,b                  only these
 *   npm run sample-data -- --now 2026-11-21T00:00:00Z    anchor every date (default: today, 00:00 UTC)
 *   npm run sample-data -- --synthetic big:20000[,other:5000] --tenants-dir .cache/bench-tenants
 *   npm run sample-data -- --no-media                    skip pictures
 *
 * The same --now gives byte-identical stores.
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseNow } from './sample-data/dates';
import { generateSharedMedia } from './sample-data/media/render';
import { generateSampleData, generateSyntheticTenant } from './sample-data/run';

export { generateSampleData, generateSyntheticTenant };
export type { GenerateOptions, GenerateResult, SyntheticTenantOptions } from './sample-data/run';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function parseArgs(argv: string[]): Map<string, string> {
  const args = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith('--')) throw new Error(`Unexpected argument: ${arg}`);
    const [key, inline] = arg.slice(2).split('=', 2);
    if (inline !== undefined) args.set(key, inline);
    else if (argv[i + 1] && !argv[i + 1].startsWith('--')) args.set(key, argv[++i]);
    else args.set(key, 'true');
  }
  return args;
}

const kb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const started = performance.now();
  const now = parseNow(args.get('now'));
  const tenantsDir = path.resolve(
    root,
    args.get('tenants-dir') ?? process.env.DEALER_TENANTS_DIR ?? 'tenants',
  );
  const mediaDir = args.has('no-media')
    ? null
    : path.resolve(root, args.get('media-dir') ?? 'public/sample-media');
  console.log(
    `sample-data: --now ${now.toISOString()}, tenants in ${path.relative(root, tenantsDir) || '.'}`,
  );

  if (args.has('synthetic')) {
    if (!args.has('tenants-dir'))
      throw new Error(
        '--synthetic needs --tenants-dir (synthetic tenants do not belong in tenants/)',
      );
    const specs = args
      .get('synthetic')!
      .split(',')
      .map((s) => {
        const [slug, count] = s.split(':');
        if (!slug || !/^\d+$/.test(count ?? ''))
          throw new Error(`--synthetic expects <slug>:<carCount>, got "${s}"`);
        return { slug, carCount: Number(count) };
      });
    for (const [i, s] of specs.entries()) {
      const r = await generateSyntheticTenant({
        ...s,
        websiteId: 9001 + i,
        seed: s.slug,
        now,
        tenantsDir,
      });
      console.log(
        `  ${r.slug.padEnd(24)} ${String(r.cars).padStart(6)} cars ${String(r.files).padStart(6)} files ${kb(r.bytes).padStart(9)} ${String(r.ms).padStart(6)} ms`,
      );
    }
    if (mediaDir) await generateSharedMedia(mediaDir);
  } else {
    const tenants = args
      .get('tenant')
      ?.split(',')
      .map((t) => t.trim())
      .filter(Boolean);
    const result = await generateSampleData({ tenantsDir, mediaDir, now, tenants });
    for (const r of result.tenants) {
      console.log(
        `  ${r.slug.padEnd(24)} ${String(r.cars).padStart(6)} cars ${String(r.files).padStart(6)} files ${kb(r.bytes).padStart(9)} ${String(r.ms).padStart(6)} ms`,
      );
    }
    if (result.media)
      console.log(
        `  ${'pictures'.padEnd(24)} ${String(result.media.rendered).padStart(6)} rendered ${String(result.media.written).padStart(4)} written ${String(result.media.ms).padStart(13)} ms`,
      );
  }
  console.log(`sample-data: done in ${Math.round(performance.now() - started)} ms`);
}

// Run as a script (not when imported, e.g. by the benchmarks for generateSyntheticTenant).
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  });
}
