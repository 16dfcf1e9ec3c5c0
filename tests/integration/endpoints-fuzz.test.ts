/**
 * Hostile input never reaches a 500 (rules.md: Hostile input): a fast-check property test throws
 * arbitrary JSON, prototype-named keys (`toString`, `constructor`, `__proto__`…), huge strings and
 * out-of-range numbers at every endpoint, at the top level and inside nested objects. Every reply
 * is a 2xx, or a 4xx in the generic error format ({ error, fields? } — rules.md: Generic response
 * handling). Valid bodies (with arbitrary free text where a form has it) get a 2xx.
 */
import { afterAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { leadEndpoint } from '../../src/server/leads';
import type { ServerDeps } from '../../src/server/endpoint-deps';
import { fixtureSite, generalEnquiry, key, makeDeps, post, read } from '../support/endpoints';
import { validBodies } from '../support/endpoint-bodies';

const RUNS_PER_ENDPOINT = Number(process.env.FUZZ_RUNS ?? 120);
const PROTOTYPE_KEYS = [
  'toString',
  'valueOf',
  'hasOwnProperty',
  'constructor',
  '__proto__',
  'prototype',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  '__defineGetter__',
  '__lookupSetter__',
];
/** Number tokens JSON.parse turns into Infinity, -0, 0 or a rounded huge integer. */
const NUMBER_TOKENS = ['1e400', '-1e400', '-0', '1e-400', '123456789012345678901234567890'];

/** JSON kept as raw text so a `__proto__` key reaches the server as written. */
type Raw = { text: string } | { entries: [string, Raw][] };
const render = (v: Raw): string =>
  'text' in v
    ? v.text
    : `{${v.entries.map(([k, x]) => `${JSON.stringify(k)}:${render(x)}`).join(',')}}`;
const fromValue = (v: unknown): Raw =>
  v !== null && typeof v === 'object' && !Array.isArray(v)
    ? { entries: Object.entries(v).map(([k, x]) => [k, fromValue(x)]) }
    : { text: JSON.stringify(v) };

const hostileKey = fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), fc.string({ maxLength: 12 }));
const hostileValue: fc.Arbitrary<Raw> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }).map((v) => ({ text: JSON.stringify(v) ?? 'null' })),
  fc.constantFrom(...NUMBER_TOKENS).map((text) => ({ text })),
  fc
    .tuple(fc.string({ maxLength: 4 }), fc.integer({ min: 1000, max: 40_000 }))
    .map(([s, n]) => ({ text: JSON.stringify((s || 'x').repeat(Math.ceil(n / (s.length || 1)))) })),
  fc
    .array(fc.tuple(fc.constantFrom(...PROTOTYPE_KEYS), fc.jsonValue({ maxDepth: 1 })), {
      maxLength: 3,
    })
    .map((es) => ({ entries: es.map(([k, v]) => [k, fromValue(v)] as [string, Raw]) })),
);

type Mutation =
  | { kind: 'add'; entries: [string, Raw][]; nested: number }
  | { kind: 'replace'; at: number; value: Raw; nested: number }
  | { kind: 'raw'; text: string };
const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({
    kind: fc.constant('add' as const),
    entries: fc.array(fc.tuple(hostileKey, hostileValue), { minLength: 1, maxLength: 4 }),
    nested: fc.nat(),
  }),
  fc.record({
    kind: fc.constant('replace' as const),
    at: fc.nat(),
    value: hostileValue,
    nested: fc.nat(),
  }),
  fc.record({
    kind: fc.constant('raw' as const),
    text: fc.oneof(fc.string({ maxLength: 200 }), fc.json({ maxDepth: 4 })),
  }),
);

/** Applies a mutation to a valid body: at the top level, or inside one of its nested objects. */
function hostileBody(valid: Record<string, unknown>, m: Mutation): string {
  if (m.kind === 'raw') return m.text;
  const top = fromValue(valid) as { entries: [string, Raw][] };
  const objects = [top, ...top.entries.map(([, v]) => v).filter((v) => 'entries' in v)] as {
    entries: [string, Raw][];
  }[];
  const target = objects[m.nested % objects.length];
  if (m.kind === 'add') target.entries.push(...m.entries);
  else if (target.entries.length > 0)
    target.entries[m.at % target.entries.length] = [
      target.entries[m.at % target.entries.length][0],
      m.value,
    ];
  return render(top);
}

function expectCleanReply(result: { status: number; body: Record<string, unknown> }) {
  const ok = result.status >= 200 && result.status < 300;
  const refused = result.status >= 400 && result.status < 500;
  expect(ok || refused, `status ${result.status}: ${JSON.stringify(result.body)}`).toBe(true);
  if (!refused) return;
  expect(typeof result.body.error).toBe('string');
  expect(Object.keys(result.body).every((k) => k === 'error' || k === 'fields')).toBe(true);
  if (result.body.fields !== undefined)
    for (const messages of Object.values(result.body.fields as Record<string, unknown>))
      expect(Array.isArray(messages) && messages.every((s) => typeof s === 'string')).toBe(true);
}

let cases = 0;
// The finance quote service answers a quote, so a valid quote body can get its 200.
const deps: ServerDeps = makeDeps({
  site: fixtureSite({ youx_provider_code: 'LOOP01' }),
  config: { youxApi: { url: 'https://youx.invalid', key: 'k' } },
  fetch: async () =>
    Response.json({
      weeklyRepaymentAmount: 123.4,
      advertisedRate: 8.5,
      comparisonRate: 9.1,
    }),
});
afterAll(() => {
  console.log(`[fuzz] ${cases} requests checked across ${validBodies.length} endpoints`);
});

describe.each(validBodies)('%s', (path, handler, valid) => {
  it('answers hostile bodies with a 2xx or a 4xx in the error format, never a 500', async () => {
    await fc.assert(
      fc.asyncProperty(mutation, async (m) => {
        cases++;
        expectCleanReply(
          await read(await handler(post(path, null, { raw: hostileBody(valid(), m) }), deps)),
        );
      }),
      { numRuns: RUNS_PER_ENDPOINT },
    );
  });
});

describe('valid bodies', () => {
  it('an enquiry with any free-text message is accepted', async () => {
    const enquiry = leadEndpoint('enquiry');
    await fc.assert(
      fc.asyncProperty(
        fc
          .string({ minLength: 1, maxLength: 1000, unit: 'grapheme' })
          .filter((m) => m.trim().length > 0),
        async (message) => {
          cases++;
          const result = await read(
            await enquiry(post('/api/leads/enquiry', generalEnquiry(key(), { message })), deps),
          );
          expect(result.status, JSON.stringify(result.body)).toBe(200);
        },
      ),
      { numRuns: RUNS_PER_ENDPOINT },
    );
  });
});
