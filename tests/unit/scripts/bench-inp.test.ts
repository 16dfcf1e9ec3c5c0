import { describe, expect, it } from 'vitest';
import {
  markdownTable,
  meetsTargets,
  scriptWords,
  summarise,
  underFloorReading,
  withSection,
  type InpReading,
} from '../../../scripts/bench/lib/inp';
import { percentile } from '../../../scripts/bench/lib/median';

const reading = (value: number, extra: Partial<InpReading> = {}): InpReading => ({
  ...underFloorReading(),
  underFloor: false,
  value,
  inputDelay: 1,
  processing: value - 2,
  presentation: 1,
  ...extra,
});

describe('bench:interactions figures', () => {
  it('percentiles by nearest rank', () => {
    expect(percentile([40, 10, 30, 20], 50)).toBe(20);
    expect(percentile([40, 10, 30, 20], 75)).toBe(30);
    expect(percentile([5], 75)).toBe(5);
    expect(percentile([1, 2, 3, 4, 5, 6, 7], 75)).toBe(6);
    expect(percentile([], 50)).toBeNaN();
  });

  it('summarises p50, p75 and max, keeps the slowest reading and checks the targets', () => {
    const s = summarise({
      name: 'tick a facet',
      page: '/search',
      readings: [reading(60), reading(90), reading(250, { target: 'slow' }), reading(40)],
    });
    expect(s).toMatchObject({ n: 4, p50: 60, p75: 90, max: 250 });
    expect(s.worst.target).toBe('slow');
    expect(meetsTargets(s)).toBe(false); // one over 200 ms
    expect(meetsTargets({ ...s, max: 200 })).toBe(true);
    expect(meetsTargets({ ...s, p75: 101, max: 150 })).toBe(false);
  });

  it('names the slowest run’s parts and its three longest scripts', () => {
    const words = scriptWords(
      reading(120, {
        scripts: [
          {
            invoker: 'ASTRO-ISLAND.onclick',
            source: '/_astro/react.B1x2C3d4.js',
            fn: '_h',
            ms: 90,
            forcedLayoutMs: 12,
          },
          { invoker: 'BUTTON.onclick', source: '', fn: '', ms: 20, forcedLayoutMs: 0 },
          { invoker: 'a', source: '/x.js', fn: '', ms: 9, forcedLayoutMs: 0 },
          { invoker: 'b', source: '/y.js', fn: '', ms: 6, forcedLayoutMs: 0 },
        ],
      }),
    );
    expect(words).toBe(
      'input 1 / run 118 / paint 1; ASTRO-ISLAND.onclick → react.js _h 90 ms (layout 12); BUTTON.onclick → (inline) 20 ms; a → x.js 9 ms',
    );
    expect(scriptWords(underFloorReading())).toBe('under 16 ms');
  });

  it('the table escapes pipes and marks a missed target', () => {
    const s = summarise({ name: 'a|b', page: '/', readings: [reading(300)] });
    const table = markdownTable([s]);
    expect(table.split('\n')).toHaveLength(3);
    expect(table).toContain('a|b'); // names are ours; the last column is escaped
    expect(table).toContain('**missed**');
  });

  it('replaces its own section of the document, or appends it once', () => {
    const doc = '# Benchmarks\n\n## Search quality\n\ntext\n';
    const once = withSection(doc, '## INP\n\nfirst');
    expect(once).toContain(
      '## Search quality\n\ntext\n\n<!-- bench:interactions:start -->\n## INP',
    );
    const twice = withSection(once, '## INP\n\nsecond');
    expect(twice).not.toContain('first');
    expect(twice.match(/bench:interactions:start/g)).toHaveLength(1);
    expect(withSection(`${twice}\n## Later\n`, 'x')).toContain('## Later');
  });
});
