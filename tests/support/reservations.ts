/**
 * Reservation test support: a context around the fixture site's deps (their test database), a
 * buyer, and a loopback fake of Stripe's API (checkout sessions and refunds) that records what
 * it was sent and can be switched off.
 */
import http from 'node:http';
import { ReservationStore } from '../../src/server/stores/reservations';
import type { PaymentProvider } from '../../src/server/payments/provider';
import { TestProvider } from '../../src/server/payments/test-provider';
import type { ReservationContext } from '../../src/server/reservations';
import type { ServerDeps } from '../../src/server/endpoint-deps';
import { CONTACT, key, makeDeps } from './endpoints';

export const TEST_SECRET = 'test-payment-secret';

export function makeContext(
  options: { provider?: PaymentProvider | null; deps?: ServerDeps; now?: () => number } = {},
): ReservationContext {
  const deps = options.deps ?? makeDeps(options.now ? { now: options.now } : {});
  const provider =
    options.provider === undefined ? new TestProvider(TEST_SECRET) : options.provider;
  return {
    deps,
    store: new ReservationStore(deps.db, deps.tenant),
    provider,
    problem: provider ? null : 'no provider in this test',
  };
}

export const BUYER = {
  name: CONTACT.name,
  last_name: CONTACT.last_name,
  email: CONTACT.email,
  phone: CONTACT.phone,
  postcode: CONTACT.postcode,
};

export function reservationBody(over: Record<string, unknown> = {}) {
  return { car_id: 1, buyer: { ...BUYER }, source: 'checkout', idempotencyKey: key(), ...over };
}

export interface FakeStripe {
  url: string;
  state: {
    up: boolean;
    sessions: { body: URLSearchParams; idempotencyKey: string | undefined; auth: string }[];
    refunds: { body: URLSearchParams; idempotencyKey: string | undefined }[];
  };
  close(): Promise<void>;
}

/** A loopback stand-in for api.stripe.com: creates checkout sessions, or answers 500 when down. */
export async function startFakeStripe(): Promise<FakeStripe> {
  const state: FakeStripe['state'] = { up: true, sessions: [], refunds: [] };
  const byKey = new Map<string, Record<string, unknown>>();
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      if (!state.up) {
        res.statusCode = 500;
        return res.end(JSON.stringify({ error: { type: 'api_error', message: 'down' } }));
      }
      const idem = req.headers['idempotency-key'] as string | undefined;
      const sessionId = /^\/v1\/checkout\/sessions\/(cs_test_\d+)/.exec(req.url ?? '')?.[1];
      if (req.method === 'GET' && sessionId)
        return res.end(
          JSON.stringify({
            id: sessionId,
            object: 'checkout.session',
            payment_intent: `pi_${sessionId}`,
          }),
        );
      if (req.method === 'POST' && req.url === '/v1/refunds') {
        const repeat = idem ? byKey.get(idem) : undefined;
        if (repeat) return res.end(JSON.stringify(repeat));
        const body = new URLSearchParams(raw);
        state.refunds.push({ body, idempotencyKey: idem });
        const refund = { id: `re_test_${state.refunds.length}`, object: 'refund' };
        if (idem) byKey.set(idem, refund);
        return res.end(JSON.stringify(refund));
      }
      if (req.method !== 'POST' || req.url !== '/v1/checkout/sessions') {
        res.statusCode = 404;
        return res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'no' } }));
      }
      const repeat = idem ? byKey.get(idem) : undefined;
      if (repeat) return res.end(JSON.stringify(repeat));
      const body = new URLSearchParams(raw);
      state.sessions.push({ body, idempotencyKey: idem, auth: String(req.headers.authorization) });
      const id = `cs_test_${state.sessions.length}`;
      const session = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.com/c/pay/${id}`,
        metadata: {},
      };
      if (idem) byKey.set(idem, session);
      res.end(JSON.stringify(session));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}`,
    state,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
