/**
 * Interaction benchmark: how long the shopper's taps and keys take to paint on a mid-range
 * phone. Debian's Chromium with a phone's screen and touch (Pixel 7), the CPU slowed 4×
 * (Emulation.setCPUThrottlingRate), drives the interactions shoppers make on the largest tenant
 * and reads each one's Interaction to Next Paint with the `web-vitals` attribution build
 * (onINP, reportAllChanges, durationThreshold 0; lib/inp.ts). Each repetition of an interaction
 * is a fresh page visit: the page loads, its islands hydrate, what the interaction needs first
 * (an open drawer, an open form) is done with script clicks, which are not interactions, then
 * the one interaction is made with real touch or key input. Its INP is then that interaction's
 * latency, and the long animation frames' scripts behind it name what ran. The interactions
 * and their setups are in lib/shopper-interactions.ts.
 *
 *   npm run bench:interactions                          7 repetitions of each interaction
 *   npm run bench:interactions -- --runs 3 --only 'tick a facet' --only 'change sort'
 *   npm run bench:interactions -- --no-docs             print only (docs/benchmarks.md unchanged)
 *   npm run bench:interactions -- --dist before=/tmp/dist-main --dist after=dist
 *                                                       two builds, runs interleaved (each run
 *                                                       goes through every build in turn)
 *
 * Needs the tenant built (npm run build -- --tenant pacific-motor-group). Prints the table with
 * the load average, writes reports/bench-interactions.json and the section of
 * docs/benchmarks.md. Targets: every interaction's p75 <= 100 ms, none over 200 ms. Figures,
 * not test assertions: the machine's load moves them (the load average is printed with them).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium, devices, type BrowserContext, type Page } from 'playwright-core';
import { startServer } from '../serve';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium';
import { auditPages } from './lib/page-set';
import { shopperInteractions, type Interaction } from './lib/shopper-interactions';
import {
  inpInitScript,
  markdownTable,
  meetsTargets,
  summarise,
  underFloorReading,
  withSection,
  INP_TARGETS,
  type InpReading,
  type InteractionResult,
} from './lib/inp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({
  options: {
    tenant: { type: 'string', default: 'pacific-motor-group' },
    runs: { type: 'string', default: '7' },
    only: { type: 'string', multiple: true },
    'cpu-slowdown': { type: 'string', default: '4' },
    'no-docs': { type: 'boolean', default: false },
    report: { type: 'string', default: 'reports/bench-interactions.json' },
    dist: { type: 'string', multiple: true },
  },
});
/** The builds measured: label=folder (a folder holding <tenant>/client), default dist/. */
const builds = (values.dist ?? ['dist']).map((d) => {
  const [label, dir] = d.includes('=') ? d.split(/=(.*)/s) : ['', d];
  return { label, dir: path.resolve(root, dir) };
});
const slug = values.tenant;
const runs = Math.max(1, Number(values.runs));
const slowdown = Number(values['cpu-slowdown']);
for (const b of builds)
  if (!existsSync(path.join(b.dir, slug, 'client'))) {
    console.error(`${slug} is not built in ${b.dir}: npm run build -- --tenant ${slug}`);
    process.exit(1);
  }
const INTERACTIONS = shopperInteractions(
  new Map(auditPages(root, slug).map((p) => [p.kind, p.path])),
);

const chosen = values.only?.length
  ? INTERACTIONS.filter((i) => values.only!.includes(i.name))
  : INTERACTIONS;
if (chosen.length === 0) {
  console.error(`No such interaction. Known: ${INTERACTIONS.map((i) => i.name).join(', ')}`);
  process.exit(1);
}

/**
 * The page loaded at 4× slower CPU, its eager islands hydrated and the network quiet (islands
 * hydrated when seen or when reached for are not waited for).
 */
async function visit(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  await page.waitForFunction(
    () =>
      ![...document.querySelectorAll('astro-island[ssr]')].some(
        (i) => i.getAttribute('client') !== 'visible' && i.getAttribute('client') !== 'reach',
      ),
    undefined,
    { timeout: 30_000 },
  );
  await page.waitForLoadState('networkidle');
  return page;
}

/** The readings pushed so far (the last is the page's INP). */
const readings = (page: Page) =>
  page.evaluate(() => (window as unknown as { __inp: InpReading[] }).__inp);

/**
 * A pause before each visit, so each interaction starts on a quiet machine: a run's first
 * interaction otherwise meets the last run's teardown (its browser context and server closing,
 * a new server starting) on the same cores, and takes it as input delay.
 */
const SETTLE_MS = 1000;

async function measure(context: BrowserContext, base: string, i: Interaction) {
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const page = await visit(context, base + i.path);
  try {
    await i.setup?.(page);
    await page.waitForTimeout(500);
    const before = (await readings(page)).length;
    await i.act(page);
    // Event-timing entries arrive after the next paint; wait for the readings to stop coming.
    let last = -1;
    for (let waited = 0; waited < 3_000; waited += 250) {
      await page.waitForTimeout(250);
      const n = (await readings(page)).length;
      if (n > before && n === last) break;
      last = n;
    }
    const all = await readings(page);
    return all.length > before ? all[all.length - 1] : underFloorReading();
  } finally {
    await page.close();
  }
}

const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
const loadBefore = load();
const init = inpInitScript();
// its own embedded database, so it runs beside `npm run serve` (it sends no forms)
process.env.DATABASE_DIR ??= path.join(root, '.data', 'bench-interactions-db');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const results = builds.map(() =>
  chosen.map((i): InteractionResult => ({ name: i.name, page: i.path, readings: [] })),
);
const started = performance.now();
try {
  // Interleaved: each run goes through every build and every interaction once, so load that
  // comes and goes on the machine spreads over all of them alike.
  for (let r = 0; r < runs; r++) {
    for (const [b, build] of builds.entries()) {
      const server = await startServer({ port: 0, tenants: [slug], distDir: build.dir });
      const base = server.tenants[0].url.replace(/\/$/, '');
      const context = await browser.newContext({ ...devices['Pixel 7'] });
      await context.addInitScript({ content: init });
      try {
        for (const [k, i] of chosen.entries()) {
          const reading = await measure(context, base, i);
          results[b][k].readings.push(reading);
          console.log(
            `run ${r + 1}/${runs} ${build.label.padEnd(8)} ${i.name.padEnd(30)} ${reading.underFloor ? '<16' : Math.round(reading.value)} ms`,
          );
        }
      } finally {
        await context.close();
        await server.close();
      }
    }
  }
} finally {
  await browser.close();
}
const loadAfter = load();
const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB`;
const header = `${slug}, Pixel 7 screen and touch, CPU ${slowdown}× slower, ${runs} runs of each interaction${builds.length > 1 ? ` on each build, interleaved` : ''} (${when} UTC, ${((performance.now() - started) / 60_000).toFixed(1)} min). Load average (1, 5, 15 min) before: ${loadBefore}; after: ${loadAfter}. Machine: ${machine}.`;
const tables = builds.map((build, b) => {
  const summaries = results[b].map(summarise);
  return { label: build.label, summaries, table: markdownTable(summaries) };
});
const body = tables.map((t) => (t.label ? `**${t.label}**\n\n${t.table}` : t.table)).join('\n\n');
console.log(`\n${header}\n\n${body}`);
const missed = tables.at(-1)!.summaries.filter((s) => !meetsTargets(s));
console.log(
  missed.length
    ? `\nOver target (p75 <= ${INP_TARGETS.p75Ms} ms, max <= ${INP_TARGETS.maxMs} ms): ${missed.map((s) => s.name).join(', ')}`
    : '\nEvery interaction within target.',
);
mkdirSync(path.join(root, path.dirname(values.report)), { recursive: true });
writeFileSync(
  path.join(root, values.report),
  JSON.stringify(
    {
      header,
      loadBefore,
      loadAfter,
      builds: builds.map((b, i) => ({ ...b, results: results[i] })),
    },
    null,
    2,
  ),
);
if (!values['no-docs'] && !values.only?.length) {
  const docs = path.join(root, 'docs', 'benchmarks.md');
  const section = `## Interaction latency (INP)

How long each interaction a shopper makes takes to paint on a mid-range phone: \`npm run
bench:interactions\` (scripts/bench/interactions.ts) writes this section. Each run is a fresh
page visit with one measured interaction (touch or keys; a typed phrase counts its slowest key),
read by the \`web-vitals\` attribution build; the last column names the slowest run's parts and
the long-animation-frame scripts behind it. Targets: p75 <= ${INP_TARGETS.p75Ms} ms, none over ${INP_TARGETS.maxMs} ms. How to
read and run it: [interactions.md](interactions.md).

${header}

${body}
`;
  writeFileSync(docs, withSection(readFileSync(docs, 'utf8'), section));
  console.log(`Wrote ${path.relative(root, docs)}`);
}
// Everything is written and the servers closed: end here (as bench:pages does: the embedded
// database the servers shared stays open, and PGlite's own timer would hold the process).
process.exit(0);
