/**
 * One build process (scripts/build-tenant.mjs --serve) that builds the tenants it is handed,
 * one after another: the process that built one tenant starts the next with Astro, Vite and
 * the integrations already loaded. Each build is one JSON line on the process's stdin; its
 * log comes back on one ordered stream and ends with its `@@result {json}` line. A process
 * that says it is retiring (after a failed build, or enough builds) exits, and the next build
 * starts a fresh one; so does a build whose process died.
 */
import { execa, type ResultPromise } from 'execa';

/** What scripts/build-tenant.mjs prints on its @@result line. */
export interface BuildProcessResult {
  slug: string;
  ok: boolean;
  pages: number;
  seconds: number;
  cpuSeconds?: number;
  peakMb: number;
  error: string;
  /** 1 for a process's first build. */
  buildInProcess?: number;
  /** Why the process exits after this build. */
  retiring?: string;
}

export interface BuildOutcome {
  /** null when the process ended without a result line. */
  result: BuildProcessResult | null;
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
  /** The build in progress, and the process building it. */
  #current:
    | {
        child: ResultPromise;
        onText: (text: string) => void;
        resolve: (outcome: BuildOutcome) => void;
      }
    | undefined;

  constructor(
    private readonly script: string,
    private readonly options: { cwd: string; env: Record<string, string> },
  ) {}

  /** Builds one tenant in this builder's process (started now if it has none). */
  build(
    job: { slug: string; env: Record<string, string> },
    onText: (text: string) => void,
  ): Promise<BuildOutcome> {
    if (this.#current) throw new Error('TenantBuilder: one build at a time');
    const child = this.#child ?? this.#start();
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
    const child = execa(process.execPath, [this.script, '--serve'], {
      cwd: this.options.cwd,
      env: this.options.env,
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
        if (result.retiring && this.#child === child) this.#child = undefined;
        current?.resolve({ result });
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
