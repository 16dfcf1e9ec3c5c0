import { describe, expect, it } from 'vitest';
import { SHELL_ENTRY, shellChunkGroup, staticClosure } from '../../../src/integrations/shell-chunk';

/** A module graph as Rolldown's chunking context shows it: static imports only. */
function graph(edges: Record<string, string[]>) {
  return {
    getModuleInfo: (id: string) => (id in edges ? { importedIds: edges[id] } : null),
  };
}

const modules = {
  '/src/islands/shell/shell.ts': ['/src/islands/shell/nav.ts', '/src/stores/lead-form.ts'],
  '/src/islands/shell/nav.ts': ['/src/islands/shell/focus-trap.ts'],
  '/src/islands/shell/focus-trap.ts': [],
  // a cycle back to the shell must not loop
  '/src/stores/lead-form.ts': ['/node_modules/nanostores/atom.js', '/src/islands/shell/shell.ts'],
  '/node_modules/nanostores/atom.js': [],
  // reached only by dynamic import from the shell: not in importedIds
  '/src/islands/shell/site-search.ts': ['/src/islands/shell/focus-trap.ts'],
  '/src/islands/search/SearchApp.tsx': ['/node_modules/nanostores/atom.js'],
};

describe('staticClosure', () => {
  it('holds every module the entry imports statically, through others too, and no other', () => {
    expect([...staticClosure('/src/islands/shell/shell.ts', graph(modules))].sort()).toEqual([
      '/node_modules/nanostores/atom.js',
      '/src/islands/shell/focus-trap.ts',
      '/src/islands/shell/nav.ts',
      '/src/islands/shell/shell.ts',
      '/src/stores/lead-form.ts',
    ]);
  });

  it('is empty for a graph without the entry (the server builds)', () => {
    expect(staticClosure('/src/islands/shell/shell.ts', graph({ '/a.ts': [] })).size).toBe(0);
  });
});

describe('shellChunkGroup', () => {
  it('names the closure "shell" and leaves on-demand and island-only modules alone', () => {
    const group = shellChunkGroup('/src/islands/shell/shell.ts');
    const ctx = graph(modules);
    expect(group.name('/src/islands/shell/focus-trap.ts', ctx)).toBe('shell');
    expect(group.name('/node_modules/nanostores/atom.js', ctx)).toBe('shell');
    expect(group.name('/src/islands/shell/site-search.ts', ctx)).toBeNull();
    expect(group.name('/src/islands/search/SearchApp.tsx', ctx)).toBeNull();
  });

  it('works the closure out again for each chunking pass (server builds first)', () => {
    const group = shellChunkGroup('/src/islands/shell/shell.ts');
    expect(group.name('/src/islands/shell/nav.ts', graph({}))).toBeNull();
    expect(group.name('/src/islands/shell/nav.ts', graph(modules))).toBe('shell');
  });

  it('points at the real shell module', () => {
    expect(SHELL_ENTRY.endsWith('src/islands/shell/shell.ts')).toBe(true);
  });
});
