/**
 * One build process (scripts/build-tenant.mjs --serve) that builds the tenants it is handed,
 * one after another: the process that built one tenant starts the next with Astro, Vite and
 * the integrations already loaded. Each build is one JSON line on the process's stdin; its
 * log comes back on one ordered stream and ends with its `@@result {json}` line. A process
 * that says it is retiring (after a failed build, or enough builds) exits, and the next build
 * starts a fresh one; so does a build whose process died, and a tenant the process has
 * built already (that build's bundle is still loaded there).
 */
import { execa, type ResultPromise } from 'execa';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BundleOutcome } from '../../src/build/bundle-reuse';

/** The build script, which serves builds with --serve. */
const BUILD_SCRIPT = fileURLToPath(new URL('../build-tenant.mjs', import.meta.url));

/** What scripts/build-tenant.mjs prints on its @@result line (what it did with its bundles in BundleOutcome's fields). */
export interface BuildProcessResult extends Partial<BundleOutcome> {
  slug: string;
  ok: boolean;
  pages: number;
  seconds: number;
  cpuSeconds?: number;
  peakMb: number;
  error: string;
  /** 1 for a process's first build. */
  buildInProcess?: number;
  /** Why the process exits after this build (the builder's own business: not in an outcome). */
  retiring?: string;
}

export interface BuildOutcome {
  /** null when the process ended without a result line. */
  result: Omit<BuildProcessResult, 'retiring'> | null;
  /** How the process ended, when it ended without a result line. */
  exit?: string;
}

const RESULT_MARK = '@@result {';

/**
 * Splits a build process's output into its lines: text for the current build, and the
 * result that ends it (the mark may follow text on the same line).
 */
export class ResultLines {
  #partial = '';
  constructor(
    private readonly onText: (text: string) => void,
    private readonly onResult: (result: BuildProcessResult) => void,
  ) {}

  push(chunk: string): void {
    const lines = (this.#partial + chunk).split('\n');
    this.#partial = lines.pop() ?? '';
    for (const line of lines) this.#line(line, true);
  }

  /** What is left of an unfinished line (the process ended). */
  flush(): void {
    if (this.#partial) this.#line(this.#partial, false);
    this.#partial = '';
  }

  #line(line: string, ended: boolean): void {
    const at = line.indexOf(RESULT_MARK);
    if (at < 0) return this.onText(ended ? `${line}\n` : line);
    if (at > 0) this.onText(`${line.slice(0, at)}\n`);
    this.onResult(JSON.parse(line.slice(at + RESULT_MARK.length - 1)) as BuildProcessResult);
  }
}

export class TenantBuilder {
  #child: ResultPromise | undefined;
  /** The tenants the current process has been given. */
  #built = new Set<string>();
  /** The build in progress, and the process building it. */
  #current:
    | {
        child: ResultPromise;
        onText: (text: string) => void;
        resolve: (outcome: BuildOutcome) => void;
      }
    | undefined;

  /**
   * `env`: the variables every build of the process shares (a build's own come with it);
   * `buildsPerProcess`: builds before the process retires (its default when absent).
   */
  constructor(
    private readonly options: { env?: Record<string, string>; buildsPerProcess?: number } = {},
  ) {}

  /** Builds one tenant in this builder's process (started now if it has none). */
  build(
    job: { slug: string; env: Record<string, string> },
    onText: (text: string) => void,
  ): Promise<BuildOutcome> {
    if (this.#current) throw new Error('TenantBuilder: one build at a time');
    // a process builds a tenant once (its earlier build's bundle stays loaded): another tenant
    // goes to the same process, a tenant it has built to a new one
    if (this.#child && this.#built.has(job.slug)) {
      this.#child.stdin?.end();
      this.#child = undefined;
    }
    const child = this.#child ?? this.#start();
    this.#built.add(job.slug);
    return new Promise<BuildOutcome>((resolve) => {
      this.#current = { child, onText, resolve };
      child.stdin?.write(`${JSON.stringify(job)}\n`);
    });
  }

  /** Ends the process once its current build is done. */
  async close(): Promise<void> {
    const child = this.#child;
    if (!child) return;
    child.stdin?.end();
    await child;
  }

  #start(): ResultPromise {
    this.#built = new Set();
    const { env, buildsPerProcess } = this.options;
    const child = execa(process.execPath, [BUILD_SCRIPT, '--serve'], {
      cwd: path.dirname(path.dirname(BUILD_SCRIPT)),
      env: {
        ...env,
        ...(buildsPerProcess ? { DEALER_BUILDS_PER_PROCESS: String(buildsPerProcess) } : {}),
        DEALER_ISOLATED_ROOT: '1',
        FORCE_COLOR: '0',
        NO_COLOR: '1',
      },
      all: true,
      reject: false,
      buffer: false,
    });
    // a process's output and end concern only the build it was given
    const mine = () => (this.#current?.child === child ? this.#current : undefined);
    const lines = new ResultLines(
      (text) => mine()?.onText(text),
      (result) => {
        const current = mine();
        if (current) this.#current = undefined;
        // a retiring process exits by itself; the next build starts another
        const { retiring, ...built } = result;
        if (retiring && this.#child === child) this.#child = undefined;
        current?.resolve({ result: built });
      },
    );
    child.all?.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
    void child.then((exit) => {
      lines.flush();
      if (this.#child === child) this.#child = undefined;
      const current = mine();
      if (current) this.#current = undefined;
      current?.resolve({
        result: null,
        exit: `build process exited with ${exit.exitCode ?? exit.signal}`,
      });
    });
    this.#child = child;
    return child;
  }
}
