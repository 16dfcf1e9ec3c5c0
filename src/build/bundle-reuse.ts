/**
 * A build process that builds several tenants (scripts/build-tenant.mjs --serve) builds their
 * bundles once. Astro builds three bundles per tenant with Vite (prerender, server, client:
 * most of a small tenant's start-up in a reused process), and they differ
 * between tenants only in the strings that name the tenant (its site URL, its build folders,
 * the Netlify adapter's per-build secret) and the content hashes those change: the code is
 * the same, and the content is read from the tenant's store file when pages render.
 *
 * So the first build of a process records its three builds (./bundle-reuse/recording.ts) and
 * what they left in Astro's build internals (./bundle-reuse/snapshot.ts). The second build with
 * the same inputs (./bundle-reuse/inputs.ts: routes, sources, environment, configuration)
 * builds and records too, and the two recordings must be the same but for those strings and
 * hashes (./bundle-reuse/compare.ts). From the third on, a build writes the first recording
 * with its own strings, gives Astro the recorded outputs and internals, and goes on to
 * prerender as usual.
 *
 * Astro does not hand its build internals to integrations: src/build/process-keys.mjs
 * has Node keep each build's (a module hook on Astro's internal.js). Without it, or when two
 * recordings differ, or the server has server islands, every build builds its own bundles and
 * says why in its log. Only builds where DEALER_BUNDLE_REUSE=1 record: scripts/build-tenant.mjs
 * sets it unless it is set (build-all's builds, in a serving process or a fresh one).
 */
import type { AstroConfig, AstroIntegration, AstroIntegrationLogger } from 'astro';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, ViteBuilder } from 'vite';
import { DATA_STORE_FILE } from './data-store-file';
// where the module hook leaves the current build's internals, and where this integration
// leaves the build's outcome for scripts/build-tenant.mjs
import { INTERNALS_KEY, OUTCOME_KEY } from './process-keys.mjs';
import type { TenantStrings } from './bundle-reuse/template';
import {
  hasServerIslands,
  outDirOf,
  signatureOf,
  tenantStrings,
  whyNotReused,
} from './bundle-reuse/inputs';
import { listFiles, recordEnvironment, replayEnvironment } from './bundle-reuse/recording';
import { restoreInternals, snapshotInternals } from './bundle-reuse/snapshot';
import { recordingsDiffer } from './bundle-reuse/compare';
import {
  loadRecording,
  readJudgement,
  markChecked,
  markUnusable,
  recordingDir,
  saveRecording,
  temporaryDir,
  type StoredRecording,
} from './bundle-reuse/disk';

/** What a build did with its bundles, as scripts/build-tenant.mjs reports it. */
export interface BundleOutcome {
  bundles: 'built' | 'reused';
  /** The tenant whose recorded bundles were reused. */
  bundlesFrom?: string;
  /** Why the bundles were built. */
  bundleReason?: string;
}

/** Recordings this process has made or read, by signature (each also on disk: ./bundle-reuse/disk.ts). */
const known = new Map<string, StoredRecording>();
/** Temporary recording folders made so far, for a name of each's own. */
let recordings = 0;

type Internals = Record<string, unknown> & { pagesByKeys: Map<string, PageData> };
interface PageData {
  key: string;
  route: { prerender: boolean; type: string };
}

/**
 * What a build does with its bundles: builds and records them (no recording of these inputs
 * yet), builds and records them to check a recording another tenant's build made (two
 * tenants' recordings must be the same, which shows the bundles name their tenant only where
 * the templates put its strings), reuses a checked recording, or builds them alone.
 */
type Step =
  | { kind: 'record'; rec: StoredRecording; to: string; why: string }
  | { kind: 'check'; rec: StoredRecording; against: StoredRecording }
  | { kind: 'replay'; rec: StoredRecording }
  | { kind: 'build'; why: string };

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));
const removeFolder = (dir: string) => rmSync(dir, { recursive: true, force: true });

/** Where recordings are kept: DEALER_BUNDLE_REUSE_DIR, else .cache/bundle-reuse in the repository. */
export function recordingsFolder(repo: string): string {
  const dir = process.env.DEALER_BUNDLE_REUSE_DIR?.trim();
  return dir ? path.resolve(repo, dir) : path.join(repo, '.cache', 'bundle-reuse');
}

/** The recording of builds with this signature: the one this process knows, else the one on disk. */
function recordingFor(folder: string, signature: string): StoredRecording | undefined {
  let rec = known.get(signature);
  // another process may have judged it since
  if (rec && !rec.checkedBy && !rec.unusable) Object.assign(rec, readJudgement(rec.dir));
  rec ??= loadRecording(recordingDir(folder, signature));
  if (rec) known.set(signature, rec);
  return rec;
}

export function bundleReuse(): AstroIntegration {
  let config: AstroConfig | undefined;
  let buildOutput = '';
  let logger: AstroIntegrationLogger | undefined;
  let step: Step | undefined;
  let values: TenantStrings = {};
  let internals: Internals | undefined;
  const outcome = (o: BundleOutcome) => {
    (globalThis as Record<symbol, unknown>)[OUTCOME_KEY] = o;
    if (o.bundles === 'reused') logger?.info(`bundles reused from ${o.bundlesFrom}'s build`);
    else logger?.info(`bundles built${o.bundleReason ? `: ${o.bundleReason}` : ''}`);
  };

  const before: Plugin = {
    name: 'dealer-sites:bundle-reuse',
    buildApp: {
      order: 'pre',
      async handler(builder) {
        internals = (globalThis as Record<symbol, unknown>)[INTERNALS_KEY] as Internals | undefined;
        const slug = process.env.TENANT ?? '';
        if (!config || !internals?.pagesByKeys?.size || !slug) {
          step = {
            kind: 'build',
            why: slug ? "Astro's build internals are not kept" : 'TENANT is not set',
          };
          return;
        }
        values = await tenantStrings(config, builder);
        const signature = signatureOf(config, buildOutput, builder, internals, values);
        const store = fileURLToPath(new URL(DATA_STORE_FILE, config.cacheDir));
        const outDirs = Object.fromEntries(
          Object.entries(builder.environments).map(([name, env]) => [name, outDirOf(env)]),
        );
        const folder = recordingsFolder(path.dirname(fileURLToPath(config.srcDir)));
        const found = recordingFor(folder, signature);
        if (found?.unusable) {
          step = { kind: 'build', why: found.unusable };
          return;
        }
        if (found?.checkedBy) {
          step = { kind: 'replay', rec: found };
          builder.build = async (env) => {
            const envRec = found.envs.get(env.name);
            if (!envRec)
              throw new Error(`bundle reuse: ${found.slug}'s build recorded no ${env.name} build`);
            const output = replayEnvironment(envRec, {
              outDir: outDirs[env.name],
              values,
              saveDir: path.join(found.dir, env.name),
              storeFile: store,
            });
            env.isBuilt = true;
            return output as Awaited<ReturnType<ViteBuilder['build']>>;
          };
          return;
        }
        if (found?.slug === slug) {
          step = {
            kind: 'build',
            why: `its recording waits for another tenant's build to check it`,
          };
          return;
        }
        const dir = temporaryDir(folder, ++recordings);
        const rec: StoredRecording = { slug, signature, dir, envs: new Map() };
        step = found
          ? { kind: 'check', rec, against: found }
          : {
              kind: 'record',
              rec,
              to: recordingDir(folder, signature),
              why: whyNotReused([...known.values()].at(-1), signature),
            };
        const original = builder.build.bind(builder);
        builder.build = async (env) => {
          const outDir = outDirs[env.name];
          const skip = Object.values(outDirs).filter((d) => d !== outDir && d.startsWith(outDir));
          const beforeFiles = listFiles(outDir, skip);
          const returned = await original(env);
          if (rec.unusable) return returned;
          try {
            rec.envs.set(
              env.name,
              recordEnvironment({
                outDir,
                before: beforeFiles,
                after: listFiles(outDir, skip),
                returned,
                values,
                saveDir: path.join(dir, env.name),
                store: { file: store, name: DATA_STORE_FILE },
                publicDir: env.config.publicDir || undefined,
              }),
            );
          } catch (e) {
            rec.unusable = `its ${env.name} build cannot be recorded: ${errorText(e)}`;
          }
          return returned;
        };
      },
    },
  };

  const after: Plugin = {
    name: 'dealer-sites:bundle-reuse-internals',
    buildApp: {
      order: 'post',
      async handler(builder) {
        if (!step || !internals) return;
        // each build makes its own; one left here would be this build's, never a later one's
        delete (globalThis as Record<symbol, unknown>)[INTERNALS_KEY];
        if (step.kind === 'build') {
          outcome({ bundles: 'built', bundleReason: step.why });
          return;
        }
        if (step.kind === 'replay') {
          restoreInternals(step.rec.internals!, internals, values);
          outcome({ bundles: 'reused', bundlesFrom: step.rec.slug });
          return;
        }
        const { rec } = step;
        if (!rec.unusable && hasServerIslands(builder))
          rec.unusable = 'the site has server islands';
        if (!rec.unusable) {
          try {
            rec.internals = snapshotInternals(internals, values);
          } catch (e) {
            rec.unusable = `Astro's build internals cannot be copied: ${errorText(e)}`;
          }
        }
        if (step.kind === 'check') {
          const first = step.against;
          const differ = rec.unusable ?? recordingsDiffer(first, rec);
          removeFolder(rec.dir);
          if (differ) {
            first.unusable = `${first.slug}'s and ${rec.slug}'s bundles differ: ${differ}`;
            markUnusable(first.dir, first.unusable);
          } else {
            first.checkedBy = rec.slug;
            markChecked(first.dir, rec.slug);
          }
          outcome({
            bundles: 'built',
            bundleReason: `checked against ${first.slug}'s build: ${differ ? first.unusable : 'the same bundles, reused from the next build on'}`,
          });
          return;
        }
        if (rec.unusable)
          for (const name of rec.envs.keys()) removeFolder(path.join(rec.dir, name));
        // the recording on disk, which another process may have put there first: the one a
        // later build checks and reuses
        known.set(rec.signature, loadRecording(saveRecording(rec, step.to)) ?? rec);
        outcome({
          bundles: 'built',
          bundleReason: rec.unusable ? `${step.why}; ${rec.unusable}` : step.why,
        });
      },
    },
  };

  return {
    name: 'dealer-bundle-reuse',
    hooks: {
      'astro:config:setup': ({ command, updateConfig }) => {
        if (command === 'build' && process.env.DEALER_BUNDLE_REUSE === '1')
          updateConfig({ vite: { plugins: [before, after] } });
      },
      'astro:config:done': (options) => {
        config = options.config;
        buildOutput = options.buildOutput;
        logger = options.logger;
      },
    },
  };
}
