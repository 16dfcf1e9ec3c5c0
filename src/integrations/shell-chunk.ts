/**
 * One browser chunk for the site shell (src/islands/shell/shell.ts, on every page): the modules
 * shell.ts imports statically, directly or through others, go into a chunk named "shell",
 * rather than the half-dozen small shared chunks the bundler would otherwise make of them
 * (focus trap, analytics, lead-form store, visit, call-now, preload helper), each a request a
 * phone makes before the page's largest image paints. Modules the shell loads on demand (the
 * site search, the forms' host, the trackers) stay out: they are reached by dynamic import only.
 * An island that shares one of these modules imports it from the shell chunk, which every page
 * has already loaded.
 */
import { fileURLToPath } from 'node:url';

export const SHELL_ENTRY = fileURLToPath(new URL('../islands/shell/shell.ts', import.meta.url));

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** Every module `entry` imports statically, itself included. */
export function staticClosure(entry: string, graph: ModuleGraph): Set<string> {
  const seen = new Set<string>();
  const todo = [entry];
  while (todo.length > 0) {
    const id = todo.pop()!;
    if (seen.has(id)) continue;
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    todo.push(...info.importedIds);
  }
  return seen;
}

/**
 * A codeSplitting group (Rolldown) putting the shell's static closure in one chunk. The closure
 * is kept per chunking context, not once for all: the same config serves the server builds,
 * which do not hold the shell, before the browser build.
 */
export function shellChunkGroup(entry = SHELL_ENTRY) {
  const closures = new WeakMap<ModuleGraph, Set<string>>();
  return {
    debugName: 'shell',
    priority: 3,
    name: (id: string, ctx: ModuleGraph) => {
      let closure = closures.get(ctx);
      if (!closure) closures.set(ctx, (closure = staticClosure(entry, ctx)));
      return closure.has(id) ? 'shell' : null;
    },
  };
}
