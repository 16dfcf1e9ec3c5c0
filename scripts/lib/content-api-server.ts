/**
 * A content API on loopback that serves a sample store by the API's paths, with the
 * basic-authorization check and injectable faults. Tests use it to exercise the API
 * path of the build; `npm run content-api -- --tenant <slug>` runs it by hand.
 */
import http from 'node:http';
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

export interface Fault {
  /** Matches the request path (without query). */
  path: RegExp;
  /** How many requests fail before the path recovers (Infinity: always). */
  times: number;
  status?: number;
  /** A JSON body with an `error` field, or none (statusText only). */
  error?: string;
}

export interface ContentApiServer {
  url: string;
  requests: { path: string; authorization?: string }[];
  faults: Fault[];
  close(): Promise<void>;
}

export async function startContentApiServer(options: {
  storeDir: string;
  token?: string;
  port?: number;
  faults?: Fault[];
}): Promise<ContentApiServer> {
  const requests: ContentApiServer['requests'] = [];
  const faults = [...(options.faults ?? [])];
  const root = path.resolve(options.storeDir);
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    requests.push({ path: url.pathname, authorization: req.headers.authorization });
    const json = (status: number, body: unknown, statusText?: string) => {
      res.statusCode = status;
      if (statusText) res.statusMessage = statusText;
      res.setHeader('content-type', 'application/json');
      res.end(body === undefined ? '' : JSON.stringify(body));
    };
    if (req.method !== 'GET') return json(405, { error: 'Method not allowed' });
    if (options.token && req.headers.authorization !== `Basic ${options.token}`)
      return json(401, { error: 'Unauthorized' });
    const fault = faults.find((f) => f.path.test(url.pathname) && f.times > 0);
    if (fault) {
      fault.times--;
      const status = fault.status ?? 500;
      if (fault.error) return json(status, { error: fault.error });
      res.statusCode = status;
      res.statusMessage = status === 500 ? 'Internal Server Error' : 'Error';
      return res.end('oops');
    }
    const file = path.resolve(root, `.${decodeURIComponent(url.pathname)}`);
    if (!file.startsWith(root + path.sep)) return json(400, { error: 'Bad path' });
    try {
      const body = await readFile(file);
      res.setHeader('content-type', 'application/json');
      res.end(body);
    } catch {
      json(404, { error: `Not found: ${url.pathname}` }, 'Not Found');
    }
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve()),
  );
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}/`,
    requests,
    faults,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: { tenant: { type: 'string' }, port: { type: 'string' }, token: { type: 'string' } },
  });
  if (!values.tenant) throw new Error('--tenant <slug> is required');
  const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const s = await startContentApiServer({
    storeDir: path.join(repo, 'tenants', values.tenant, 'store'),
    port: Number(values.port ?? 4400),
    token: values.token,
  });
  console.log(
    `Content API for ${values.tenant} at ${s.url} (CONTENT_API_HOST=${s.url}${values.token ? `, CONTENT_API_TOKEN=${values.token}` : ''})`,
  );
}
