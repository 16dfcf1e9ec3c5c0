/**
 * Code cites a business rule by its name in the rules register (`docs/rules.md`), as
 * `rules.md: <name>`. Every such citation in the source, the scripts and the tests names a rule
 * the register holds, and no comment sends a reader to a document outside the repository.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../../..');
const FOLDERS = ['src', 'scripts', 'netlify', 'tests'];
const SOURCE = /\.(ts|tsx|mts|mjs|astro)$/;

function files(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : files(rel);
    return SOURCE.test(entry.name) ? [rel] : [];
  });
}

/** The rule names: each bullet's bold lead in the register. */
export function ruleNames(register: string): string[] {
  return [...register.matchAll(/^- \*\*(.+?)\*\*/gm)].map((m) => m[1]);
}

/** A comment's text with line breaks and comment leaders folded, so a name may wrap. */
export function foldComments(source: string): string {
  return source.replace(/\n\s*(?:\*(?!\/)|\/\/)?\s*/g, ' ');
}

/** The citations in a source whose text after `rules.md: ` starts with no rule name. */
export function unknownCitations(source: string, names: string[]): string[] {
  const folded = foldComments(source);
  return [...folded.matchAll(/rules\.md: /g)]
    .map((m) => folded.slice(m.index + m[0].length, m.index + m[0].length + 80))
    .filter((after) => !names.some((name) => after.startsWith(name)));
}

const names = ruleNames(readFileSync(path.join(root, 'docs/rules.md'), 'utf8'));
const sources = FOLDERS.flatMap(files).filter(
  (f) => f !== 'tests/unit/docs/rules-register.test.ts',
);

describe('the rules register', () => {
  it('holds rules, each named once', () => {
    expect(names.length).toBeGreaterThan(100);
    expect(new Set(names).size).toBe(names.length);
  });

  it('reads a citation whose name wraps onto the next comment line', () => {
    const source = '/**\n * The vehicle word (rules.md: Finance\n * box eligibility).\n */';
    expect(unknownCitations(source, ['Finance box eligibility'])).toEqual([]);
    expect(unknownCitations(source, ['Finance calculator'])).toHaveLength(1);
  });

  it('names a rule it holds in every citation in src, scripts, netlify and tests', () => {
    const unknown = sources.flatMap((file) =>
      unknownCitations(readFileSync(path.join(root, file), 'utf8'), names).map(
        (c) => `${file}: ${c}`,
      ),
    );
    expect(unknown).toEqual([]);
  });

  it('leaves no citation of a document outside the repository or of an issue number', () => {
    const outside = /tenants-and-content\.md|vehicles-and-shopping\.md|§\s*\d|\b[Ii]ssue #?\d+\b/;
    const found = sources.filter((file) =>
      outside.test(foldComments(readFileSync(path.join(root, file), 'utf8'))),
    );
    expect(found).toEqual([]);
  });
});
