/**
 * The sample store: a folder that mirrors the content API's paths
 * (websites/{id}.json, websites/{id}/cars/{carId}.json, models/{id}.json, ...) and holds
 * the search indexes' documents (indexes/Car_production.json, Offer_production, Part_production).
 *
 * sampleStoreFetch is fetch-compatible, so the content API client reads the store exactly
 * as it reads the HTTP API: a missing file answers 404 with an `error` field.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';

export function sampleStoreBase(storeDir: string): string {
  return pathToFileURL(storeDir.endsWith(path.sep) ? storeDir : storeDir + path.sep).toString();
}

export function sampleStoreFetch(storeDir: string): typeof fetch {
  const root = path.resolve(storeDir);
  return async (input: RequestInfo | URL) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url,
    );
    const file = path.resolve(fileURLToPath(new URL(url.pathname, 'file://')));
    if (url.protocol !== 'file:' || !file.startsWith(root + path.sep)) {
      return Response.json(
        { error: `Outside the sample store: ${url.pathname}` },
        { status: 400, statusText: 'Bad Request' },
      );
    }
    try {
      const body = await readFile(file);
      return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        return Response.json(
          { error: `Not found: ${path.relative(root, file)}` },
          { status: 404, statusText: 'Not Found' },
        );
      }
      throw error;
    }
  };
}

/** Search index documents in the store: indexes/{uid}.json holds an array of documents. */
export const indexPath = (indexUid: string) => `indexes/${indexUid}.json`;
