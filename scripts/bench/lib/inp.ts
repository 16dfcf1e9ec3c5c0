/**
 * Interaction to Next Paint, read in the page by the `web-vitals` library's attribution build
 * (bench:interactions): the script that starts it in a page, the figures of one interaction,
 * and the table the benchmark prints and writes into docs/benchmarks.md. No browser here, so
 * unit tests can load it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { percentile } from './median';

/** One script of a long animation frame behind an interaction (the LoAF API's script entry). */
export interface LoafScript {
  /** What ran it: 'BUTTON.onclick', 'Response.json.then', 'TimerHandler:setTimeout', … */
  invoker: string;
  /** The script's file (a path on the site), and the function where the browser knows it. */
  source: string;
  fn: string;
  ms: number;
  forcedLayoutMs: number;
}

/** The INP of one page visit with one measured interaction, with its attribution. */
export interface InpReading {
  /** ms; 16 when the interaction was under the browser's 16 ms event-timing floor. */
  value: number;
  /** No event-timing entry came: the interaction took under 16 ms. */
  underFloor: boolean;
  target: string;
  type: string;
  inputDelay: number;
  processing: number;
  presentation: number;
  loadState: string;
  /** The scripts of the long animation frames that overlap the interaction, longest first. */
  scripts: LoafScript[];
}

/** The browser's lower bound on an event-timing entry's duration. */
export const EVENT_TIMING_FLOOR_MS = 16;

/**
 * The page script that starts web-vitals' onINP (attribution build) before the site's scripts:
 * every time the page's INP changes it pushes the reading to `window.__inp`. With one measured
 * interaction per page visit, the last reading is that interaction's latency (a typed phrase is
 * one interaction per key; the last reading is the slowest key).
 */
export function inpInitScript(): string {
  const require = createRequire(import.meta.url);
  // the IIFE build sits beside the package's exported entry points (it is not exported itself)
  const dist = path.dirname(require.resolve('web-vitals/attribution'));
  const iife = readFileSync(path.join(dist, 'web-vitals.attribution.iife.js'), 'utf8');
  const start = () => {
    const w = window as unknown as {
      __inp: unknown[];
      webVitals: {
        onINP: (cb: (m: never) => void, opts: Record<string, unknown>) => void;
      };
    };
    w.__inp = [];
    w.webVitals.onINP(
      (m: {
        value: number;
        attribution: {
          interactionTarget?: string;
          interactionType?: string;
          inputDelay: number;
          processingDuration: number;
          presentationDelay: number;
          loadState: string;
          longAnimationFrameEntries: {
            scripts: {
              invoker: string;
              sourceURL: string;
              sourceFunctionName: string;
              duration: number;
              forcedStyleAndLayoutDuration: number;
            }[];
          }[];
        };
      }) => {
        const a = m.attribution;
        w.__inp.push({
          value: m.value,
          underFloor: false,
          target: a.interactionTarget ?? '',
          type: a.interactionType ?? '',
          inputDelay: a.inputDelay,
          processing: a.processingDuration,
          presentation: a.presentationDelay,
          loadState: a.loadState,
          scripts: a.longAnimationFrameEntries
            .flatMap((e) => e.scripts)
            .map((s) => ({
              invoker: s.invoker,
              source: s.sourceURL ? new URL(s.sourceURL, location.href).pathname : '',
              fn: s.sourceFunctionName,
              ms: Math.round(s.duration),
              forcedLayoutMs: Math.round(s.forcedStyleAndLayoutDuration),
            }))
            .sort((x, y) => y.ms - x.ms),
        });
      },
      { reportAllChanges: true, durationThreshold: 0 },
    );
  };
  // the IIFE declares `var webVitals`; Playwright runs an init script inside a function
  return `${iife}\n;window.webVitals = webVitals;\n(${start.toString()})();`;
}

/** The reading of an interaction too quick for an event-timing entry. */
export function underFloorReading(): InpReading {
  return {
    value: EVENT_TIMING_FLOOR_MS,
    underFloor: true,
    target: '',
    type: '',
    inputDelay: 0,
    processing: 0,
    presentation: 0,
    loadState: '',
    scripts: [],
  };
}

export interface InteractionResult {
  name: string;
  page: string;
  readings: InpReading[];
}

export interface InteractionSummary {
  name: string;
  page: string;
  n: number;
  p50: number;
  p75: number;
  max: number;
  /** The slowest reading, whose scripts the table names. */
  worst: InpReading;
}

export function summarise(r: InteractionResult): InteractionSummary {
  const values = r.readings.map((x) => x.value);
  const worst = r.readings.reduce((a, b) => (b.value > a.value ? b : a));
  return {
    name: r.name,
    page: r.page,
    n: values.length,
    p50: percentile(values, 50),
    p75: percentile(values, 75),
    max: Math.max(...values),
    worst,
  };
}

/** The targets: every interaction's p75 within 100 ms, none over 200 ms. */
export const INP_TARGETS = { p75Ms: 100, maxMs: 200 } as const;

export const meetsTargets = (s: InteractionSummary) =>
  s.p75 <= INP_TARGETS.p75Ms && s.max <= INP_TARGETS.maxMs;

/** The scripts behind a reading, in words: the longest three, each with its time. */
export function scriptWords(r: InpReading): string {
  if (r.underFloor) return 'under 16 ms';
  const parts = `input ${Math.round(r.inputDelay)} / run ${Math.round(r.processing)} / paint ${Math.round(r.presentation)}`;
  const top = r.scripts.slice(0, 3).map((s) => {
    const file =
      s.source
        .split('/')
        .pop()
        ?.replace(/\.[\w-]{8}\.js$/, '.js') || '(inline)';
    const where = s.fn ? `${file} ${s.fn}` : file;
    return `${s.invoker} → ${where} ${s.ms} ms${s.forcedLayoutMs ? ` (layout ${s.forcedLayoutMs})` : ''}`;
  });
  return top.length ? `${parts}; ${top.join('; ')}` : parts;
}

const ms = (n: number) => `${Math.round(n)}`;

/** The Markdown table of the summaries. */
export function markdownTable(rows: InteractionSummary[]): string {
  const out = [
    '| interaction | page | n | p50 ms | p75 ms | max ms | target | the slowest: input / processing / presentation ms; longest scripts |',
    '| --- | --- | --: | --: | --: | --: | --- | --- |',
  ];
  for (const s of rows)
    out.push(
      `| ${s.name} | ${s.page} | ${s.n} | ${ms(s.p50)} | ${ms(s.p75)} | ${ms(s.max)} | ${meetsTargets(s) ? 'met' : '**missed**'} | ${scriptWords(s.worst).replace(/\|/g, '\\|')} |`,
    );
  return out.join('\n');
}

const START = '<!-- bench:interactions:start -->';
const END = '<!-- bench:interactions:end -->';

/** The document with its bench:interactions section replaced by `section` (appended if absent). */
export function withSection(doc: string, section: string): string {
  const block = `${START}\n${section.trim()}\n${END}`;
  const from = doc.indexOf(START);
  const to = doc.indexOf(END);
  if (from >= 0 && to > from) return doc.slice(0, from) + block + doc.slice(to + END.length);
  return `${doc.trimEnd()}\n\n${block}\n`;
}
