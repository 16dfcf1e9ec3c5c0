/**
 * Real servers on loopback that stand in for where a dealer's leads go: an SMTP server
 * (smtp-server, the nodemailer project's) that keeps every message with its envelope; a CRM's
 * ADF endpoint; and a webhook receiver that verifies each request's signature the way
 * docs/lead-delivery.md tells a dealer's developer to (written here with node:crypto alone, not
 * with the site's own code). Each counts what it was sent by the lead's reference, and can be
 * switched to fail.
 */
import http from 'node:http';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import { listenOnLoopback } from './loopback-http';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  parsed: ParsedMail;
}

export async function startSmtp() {
  const state = {
    fail: false,
    mails: [] as ReceivedMail[],
    auths: [] as string[],
  };
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      state.auths.push(`${auth.username}:${auth.password}`);
      callback(null, { user: auth.username });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', async () => {
        if (state.fail) {
          callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 451 }));
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        state.mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          parsed: await simpleParser(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const port = (server.server.address() as { port: number }).port;
  return {
    port,
    url: `smtp://leads-user:leads-pass@127.0.0.1:${port}`,
    state,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

export interface ReceivedPost {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** An HTTP endpoint that keeps every POST; `status` is what it answers. */
export async function startHttpReceiver(check: (post: ReceivedPost) => number = () => 200) {
  const state = { status: 0, posts: [] as ReceivedPost[], refused: 0 };
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const post = { path: req.url ?? '', headers: req.headers, body };
      const status = state.status || check(post);
      if (status >= 200 && status < 300) state.posts.push(post);
      else state.refused++;
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'no');
    });
  });
  const { url, close } = await listenOnLoopback(server);
  return { url, state, close };
}

/**
 * The receiver's check, as a dealer's developer writes it from docs/lead-delivery.md: the
 * timestamp within 5 minutes, then HMAC-SHA256 over `${timestamp}.${raw body}` compared in
 * constant time. `nowSeconds` is the receiver's clock.
 */
export function verifyLeadWebhook(
  secret: string,
  headers: http.IncomingHttpHeaders,
  rawBody: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  const timestamp = String(headers['x-lead-timestamp'] ?? '');
  const signature = String(headers['x-lead-signature'] ?? '');
  if (!/^\d+$/.test(timestamp) || Math.abs(nowSeconds - Number(timestamp)) > 300) return false;
  const expected = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
  return (
    signature.length === expected.length &&
    timingSafeEqual(Buffer.from(signature), Buffer.from(expected))
  );
}

export async function startWebhookReceiver(secret: string, clock?: () => number) {
  return startHttpReceiver((post) =>
    verifyLeadWebhook(
      secret,
      post.headers,
      post.body,
      clock ? Math.floor(clock() / 1000) : undefined,
    )
      ? 200
      : 401,
  );
}
