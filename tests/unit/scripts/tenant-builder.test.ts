import { describe, expect, it } from 'vitest';
import { ResultLines, type BuildProcessResult } from '../../../scripts/lib/tenant-builder';

const result = (slug: string): BuildProcessResult => ({
  slug,
  ok: true,
  pages: 3,
  seconds: 1.5,
  peakMb: 100,
  error: '',
});

function collect() {
  const texts: string[] = [];
  const results: BuildProcessResult[] = [];
  const lines = new ResultLines(
    (t) => texts.push(t),
    (r) => results.push(r),
  );
  return { lines, texts, results };
}

describe('ResultLines', () => {
  it('passes whole lines on as text and ends a build at its result line', () => {
    const { lines, texts, results } = collect();
    lines.push('[content] Syncing\n  ├─ /a.html (+3ms)\n');
    lines.push(`@@result ${JSON.stringify(result('a'))}\nnext build\n`);
    expect(texts).toEqual(['[content] Syncing\n', '  ├─ /a.html (+3ms)\n', 'next build\n']);
    expect(results).toEqual([result('a')]);
  });

  it('joins a line split across chunks, the result line too', () => {
    const { lines, texts, results } = collect();
    const line = `@@result ${JSON.stringify({ ...result('b'), error: 'x\ny' })}\n`;
    for (const part of ['  ├─ /b', '.html\n', line.slice(0, 20), line.slice(20)]) lines.push(part);
    expect(texts).toEqual(['  ├─ /b.html\n']);
    expect(results).toEqual([{ ...result('b'), error: 'x\ny' }]);
  });

  it('finds the result after text on the same line, and keeps the text', () => {
    const { lines, texts, results } = collect();
    lines.push(`  ├─ /c.html@@result ${JSON.stringify(result('c'))}\n`);
    expect(texts).toEqual(['  ├─ /c.html\n']);
    expect(results.map((r) => r.slug)).toEqual(['c']);
  });

  it('gives an unfinished last line as text when the process ends', () => {
    const { lines, texts, results } = collect();
    lines.push('FATAL ERROR: heap out of memory');
    expect(texts).toEqual([]);
    lines.flush();
    lines.flush();
    expect(texts).toEqual(['FATAL ERROR: heap out of memory']);
    expect(results).toEqual([]);
  });
});
