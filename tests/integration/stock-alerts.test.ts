/**
 * Stock alerts end to end, against real builds of a fixture tenant served by the local server
 * (scripts/serve.ts) with a loopback SMTP server and an HTTP SMS stand-in: two shoppers sign in
 * and save a search (one by e-mail, one by SMS); the tenant is rebuilt with one new matching
 * car, one price drop on a matching car and a new car that does not match; each shopper gets
 * one message naming both matches, and only them. The e-mail's unsubscribe link (no sign-in)
 * stops the next one: after another rebuild the SMS shopper hears of it, the e-mail one does not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { readFileSync, writeFileSync } from 'node:fs';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import { buildTenants } from '../../build-all';
import { startServer } from '../../scripts/serve';
import {
  miniCars,
  miniWebsite,
  repoTempDir,
  tempDir,
  writeTenant,
} from '../support/fixture-tenant';
import { ENGINES, postgresTestUrl } from '../support/db';
import { openToolDb } from '../../src/db/open';
import { AccountStore } from '../../src/server/stores/accounts';
import { closeSmtpTransports } from '../../src/server/messaging/smtp';

const SLUG = 'alert-motors';
const BUILD_TIMEOUT = 300_000;

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

describe('stock alerts after a rebuild', () => {
  const tenantsDir = tempDir('alert-tenants-');
  const distDir = repoTempDir('alert-dist-');
  const logDir = tempDir('alert-logs-');
  const carsFile = path.join(tenantsDir, SLUG, 'store', 'indexes', 'Car_production.json');
  const mails: ParsedMail[] = [];
  const texts: { to: string; body: string; from: string | null }[] = [];
  const setEnv: Record<string, string> = {};
  let smtp: SMTPServer;
  let sms: http.Server;
  let server: Awaited<ReturnType<typeof startServer>>;
  let buildEnv: Record<string, string>;

  const request = (
    method: string,
    pathname: string,
    options: { body?: unknown; cookie?: string } = {},
  ) =>
    new Promise<Reply>((resolve, reject) => {
      const body = options.body === undefined ? undefined : JSON.stringify(options.body);
      const req = http.request(
        {
          host: '127.0.0.1',
          port: server.port,
          path: pathname,
          method,
          headers: {
            host: `${SLUG}.localhost:${server.port}`,
            ...(body && {
              'content-type': 'application/json',
              origin: `http://${SLUG}.localhost:${server.port}`,
            }),
            ...(options.cookie && { cookie: options.cookie }),
          },
        },
        (res) => {
          let data = '';
          res.on('data', (c) => (data += c));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: data }),
          );
        },
      );
      req.on('error', reject);
      req.end(body);
    });

  async function signIn(phone: string, e164: string): Promise<string> {
    expect(
      (await request('POST', '/api/auth/request-code', { body: { phone_number: phone } })).status,
    ).toBe(200);
    const db = await openToolDb(process.env);
    const code = (await new AccountStore(db, SLUG).devMessages(e164)).at(-1)!.body;
    await db.close();
    const verified = await request('POST', '/api/auth/verify-code', {
      body: { phone_number: phone, code },
    });
    expect(verified.status).toBe(200);
    return ([] as string[])
      .concat(verified.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0])
      .join('; ');
  }

  const build = async () => {
    const [result] = await buildTenants([SLUG], { env: buildEnv, logDir, quiet: true });
    expect(result.ok, result.error).toBe(true);
    return readFileSync(path.join(logDir, `${SLUG}.log`), 'utf8');
  };

  const until = async (done: () => boolean, ms: number) => {
    const deadline = Date.now() + ms;
    while (!done() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
  };

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream).then(
          (mail) => (mails.push(mail), callback()),
          (error: Error) => callback(error),
        );
      },
    });
    await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', () => r()));
    sms = http.createServer((req, res) => {
      let data = '';
      req.on('data', (c) => (data += c));
      req.on('end', () => {
        texts.push(JSON.parse(data));
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ id: `sms-${texts.length}` }));
      });
    });
    await new Promise<void>((r) => sms.listen(0, '127.0.0.1', () => r()));
    const database = ENGINES.includes('postgres')
      ? { DATABASE_URL: await postgresTestUrl() }
      : { DATABASE_DIR: path.join(tempDir('alert-db-'), 'db') };
    Object.assign(setEnv, database, {
      DEALER_TENANTS_DIR: tenantsDir,
      DEALER_DIST_DIR: distDir,
      SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
      MAIL_FROM: 'Alert Motors <alerts@alert-motors.example.com.au>',
      SMS_API_URL: `http://127.0.0.1:${(sms.address() as AddressInfo).port}/messages`,
      SMS_FROM: 'AlertMotor',
    });
    Object.assign(process.env, setEnv);
    writeTenant(
      tenantsDir,
      SLUG,
      41,
      miniWebsite(SLUG, 41, { dealership_group: 'Pacific Motor Group' }),
      miniCars(SLUG),
    );
    server = await startServer({ port: 0, distDir, tenants: [SLUG] });
    // the links in the messages point at this server
    buildEnv = { ...setEnv, SITE_URL: `http://${SLUG}.localhost:${server.port}` };
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    closeSmtpTransports();
    await new Promise<void>((r) => (smtp ? smtp.close(() => r()) : r()));
    await new Promise((r) => sms?.close(r));
    for (const k of Object.keys(setEnv)) delete process.env[k];
  });

  it(
    'save a search, rebuild with one new matching car and one price drop: one message naming both; the unsubscribe link stops the next one',
    async () => {
      expect(await build()).toMatch(/\[alerts\] alert-motors: the first stock recorded for alerts/);

      const jo = await signIn('0411 222 333', '+61411222333');
      const sam = await signIn('0411 444 555', '+61411444555');
      const saved = await request('POST', '/api/saved-searches', {
        cookie: jo,
        body: { url: '/search/mazda', channel: 'email', email: 'jo@example.com' },
      });
      expect(saved.status, saved.body).toBe(201);
      expect(JSON.parse(saved.body).item).toMatchObject({ url: '/search/mazda', title: 'Mazda' });
      expect(
        (
          await request('POST', '/api/saved-searches', {
            cookie: sam,
            body: { url: '/search/mazda', channel: 'sms' },
          })
        ).status,
      ).toBe(201);

      // the dealer's stock changes: a new Mazda, the CX-5 cheaper, a new Kia nobody searched for
      const cars = JSON.parse(readFileSync(carsFile, 'utf8'));
      cars.find((c: { id: number }) => c.id === 1).price = 27_990;
      cars.push(
        {
          ...cars[0],
          id: 7,
          slug: `${SLUG}-2023-mazda-cx-30`,
          model: 'CX-30',
          year: 2023,
          price: 32_990,
        },
        {
          ...cars[1],
          id: 8,
          slug: `${SLUG}-2024-kia-picanto`,
          model: { name: 'Picanto' },
          price: 18_990,
        },
      );
      writeFileSync(carsFile, JSON.stringify(cars));
      expect(await build()).toMatch(
        /2 new, 1 price drops, 0 reserved, 0 sold or gone since the last build; 4 alert items/,
      );

      // the server's delivery loop (every 5 s) composes and sends them
      await until(() => mails.length >= 1 && texts.length >= 1, 30_000);
      await new Promise((r) => setTimeout(r, 6_000)); // one more pass: nothing else arrives
      expect(mails).toHaveLength(1);
      expect(texts).toHaveLength(1);
      const [mail] = mails;
      expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('jo@example.com');
      expect(mail.subject).toBe('alert motors Motors: 1 new car and 1 price drop');
      expect(mail.text).toContain('New: 2023 Mazda CX-30, $32,990');
      expect(mail.text).toContain('Price drop: Mazda CX-5, now $27,990 (was $29,990)');
      expect(mail.text).toContain(
        `http://${SLUG}.localhost:${server.port}/cars/${SLUG}-2023-mazda-cx-30`,
      );
      expect(mail.text).not.toContain('Picanto');
      expect(mail.html).toContain('Price drop: Mazda CX-5');
      expect(texts[0]).toMatchObject({ to: '+61411444555', from: 'AlertMotor' });
      expect(texts[0].body).toContain('New: 2023 Mazda CX-30, $32,990');
      expect(texts[0].body).toContain('Price drop: Mazda CX-5, now $27,990 (was $29,990)');
      expect(texts[0].body).not.toContain('Picanto');

      // the e-mail's one-click link: no sign-in (no cookie), and the page says what it did
      const link = /(http\S+\/alerts\/unsubscribe\?t=\S+)/.exec(mail.text ?? '')?.[1] ?? '';
      // and the mail client's own 'Unsubscribe' (List-Unsubscribe) opens the same link
      const header = mail.headerLines.find((h) => h.key === 'list-unsubscribe')?.line;
      expect(header?.replace(/\r\n\s+/g, ' ')).toBe(`List-Unsubscribe: <${link}>`);
      const url = new URL(link);
      expect(url.host).toBe(`${SLUG}.localhost:${server.port}`);
      const page = await request('GET', `${url.pathname}${url.search}`);
      expect(page.status).toBe(200);
      expect(page.body).toContain('Alerts stopped');
      expect(page.body).toContain('You will get no more alerts at j•••@example.com.');
      const garage = await request('GET', '/api/saved-searches', { cookie: jo });
      expect(JSON.parse(garage.body).items).toMatchObject([
        { url: '/search/mazda', alerts: false },
      ]);

      // the next change: the SMS shopper hears of it; the unsubscribed address does not
      const later = JSON.parse(readFileSync(carsFile, 'utf8'));
      later.find((c: { id: number }) => c.id === 7).price = 31_990;
      writeFileSync(carsFile, JSON.stringify(later));
      expect(await build()).toMatch(/1 alert items/);
      await until(() => texts.length >= 2, 30_000);
      await new Promise((r) => setTimeout(r, 6_000));
      expect(texts).toHaveLength(2);
      expect(texts[1].body).toContain('Price drop: 2023 Mazda CX-30, now $31,990 (was $32,990)');
      expect(mails).toHaveLength(1);
    },
    BUILD_TIMEOUT,
  );
});
