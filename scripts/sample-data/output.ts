/**
 * Writes one tenant's sample store: a folder that mirrors the content API's paths.
 * The store is rebuilt from scratch on each run, so no file from an earlier run lingers.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class StoreWriter {
  files = 0;
  bytes = 0;
  private readonly dirs = new Set<string>();

  constructor(readonly root: string) {}

  /** Empties the store folder. */
  reset(): void {
    rmSync(this.root, { recursive: true, force: true });
    mkdirSync(this.root, { recursive: true });
    this.dirs.clear();
    this.dirs.add(this.root);
  }

  /** Writes JSON at an API path (e.g. 'websites/1001.json'); indexes are written compact. */
  json(apiPath: string, data: unknown, options: { compact?: boolean } = {}): void {
    const text = options.compact ? JSON.stringify(data) : `${JSON.stringify(data, null, 2)}\n`;
    this.text(apiPath, text);
  }

  text(relPath: string, text: string): void {
    const file = path.join(this.root, relPath);
    const dir = path.dirname(file);
    if (!this.dirs.has(dir)) {
      mkdirSync(dir, { recursive: true });
      this.dirs.add(dir);
    }
    writeFileSync(file, text);
    this.files += 1;
    this.bytes += Buffer.byteLength(text);
  }
}
