// One request in a process of its own: imports a built tenant's server entry (the Node adapter's
// handler), serves it on a loopback port, sends it the request read from stdin (JSON: method,
// path, host, headers, body), prints the response as JSON and exits. Nothing survives the
// process but what the endpoints wrote to the database.
import http from 'node:http';
import { pathToFileURL } from 'node:url';

const entry = process.argv[2];
const MARKER = '@@one-request-reply@@';
let raw = '';
for await (const chunk of process.stdin) raw += chunk;
const input = JSON.parse(raw);
const { handler } = await import(pathToFileURL(entry).href);
const server = http.createServer((req, res) =>
  handler(req, res, () => {
    res.statusCode = 404;
    res.end('not found');
  }),
);
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address();
const reply = await new Promise((resolve, reject) => {
  const req = http.request(
    {
      host: '127.0.0.1',
      port,
      method: input.method,
      path: input.path,
      headers: { ...input.headers, host: input.host },
    },
    (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body }));
    },
  );
  req.on('error', reject);
  if (input.body !== undefined) req.write(input.body);
  req.end();
});
// after a marker: the endpoints' own log lines go to the same stdout
process.stdout.write(`\n${MARKER}${JSON.stringify(reply)}\n`);
process.exit(0);
