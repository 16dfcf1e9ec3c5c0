/**
 * The test provider's hosted checkout page (GET /api/payments/test-checkout?reservation={id}),
 * rendered by the server, clearly labelled 'Test payment — no card is charged', with Pay and
 * Cancel. A button POSTs here; the server signs the event and hands it to the SAME webhook
 * handler a provider's call reaches, then sends the browser back to the checkout page.
 */
import { createHash } from 'node:crypto';
import { escapeHtml } from '../../domain/format/text';
import { formatMoneyExact } from '../../domain/format/money';
import { TEST_PROVIDER_LABEL, RESERVATION_TEXT } from '../../domain/checkout/reservation';
import { RESERVATION_API, returnUrl } from '../../domain/checkout/reservation-api';
import { errorResponse } from '../http';
import { readCapped } from '../http';
import { paymentWebhook, type ReservationContext } from '../reservations';
import { TEST_CHECKOUT_PATH, TestProvider, newTestEventId } from './test-provider';

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f4f5;color:#18181b}
main{max-width:28rem;margin:3rem auto;padding:1.5rem;background:#fff;border:3px dashed #b45309;border-radius:8px}
.label{background:#b45309;color:#fff;padding:.25rem .5rem;border-radius:4px;font-weight:700;display:inline-block}
.row{display:flex;gap:.75rem;margin-top:1.5rem}button{font:inherit;padding:.75rem 1.25rem;border-radius:6px;cursor:pointer}
.pay{background:#166534;color:#fff;border:0}.cancel{background:#fff;border:1px solid #52525b}
button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}`;
const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');

const HTML_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
  'x-robots-tag': 'noindex',
  'referrer-policy': 'same-origin',
};

function page(title: string, body: string, status = 200): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
  return new Response(html, { status, headers: HTML_HEADERS });
}

function testProvider(ctx: ReservationContext): TestProvider | null {
  return ctx.provider instanceof TestProvider ? ctx.provider : null;
}

export async function testCheckoutPage(url: URL, ctx: ReservationContext): Promise<Response> {
  const id = (url.searchParams.get('reservation') ?? '').slice(0, 80);
  const r = testProvider(ctx) ? await ctx.store.byId(id) : null;
  if (!r)
    return page(
      RESERVATION_TEXT.notFound,
      `<h1>${escapeHtml(RESERVATION_TEXT.notFound)}</h1>`,
      404,
    );
  const amount = formatMoneyExact(r.amount / 100);
  const form = (action: 'pay' | 'cancel', text: string) =>
    `<form method="post" action="${TEST_CHECKOUT_PATH}"><input type="hidden" name="reservation" value="${escapeHtml(r.id)}"><input type="hidden" name="action" value="${action}"><button type="submit" class="${action}">${escapeHtml(text)}</button></form>`;
  return page(
    TEST_PROVIDER_LABEL,
    `<p class="label">${escapeHtml(TEST_PROVIDER_LABEL)}</p>
<h1>${escapeHtml(RESERVATION_TEXT.depositLabel)} ${escapeHtml(amount)} ${escapeHtml(r.currency.toUpperCase())}</h1>
<p>${escapeHtml(RESERVATION_TEXT.reference)}: <strong>${escapeHtml(r.id)}</strong></p>
<p>This page stands in for the payment provider on a demonstration site. Choosing Pay records the reservation as paid without taking any money.</p>
<div class="row">${form('pay', `Pay ${amount}`)}${form('cancel', 'Cancel')}</div>`,
  );
}

/** Pay or Cancel: a signed event to the webhook handler, then back to the checkout page. */
export async function testCheckoutAction(
  request: Request,
  ctx: ReservationContext,
): Promise<Response> {
  const provider = testProvider(ctx);
  if (!provider) return errorResponse(404, RESERVATION_TEXT.notFound);
  let form: URLSearchParams;
  try {
    form = new URLSearchParams(await readCapped(request, 2048));
  } catch {
    return errorResponse(400, RESERVATION_TEXT.notFound);
  }
  const r = await ctx.store.byId((form.get('reservation') ?? '').slice(0, 80));
  const action = form.get('action');
  if (!r || (action !== 'pay' && action !== 'cancel'))
    return errorResponse(404, RESERVATION_TEXT.notFound);
  const signed = provider.signEvent(
    {
      id: newTestEventId(),
      type: action === 'pay' ? 'test.payment.succeeded' : 'test.payment.cancelled',
      reservation_id: r.id,
      tenant: ctx.deps.site.slug,
    },
    Math.floor(ctx.deps.now() / 1000),
  );
  const origin = new URL(request.url).origin;
  const result = await paymentWebhook(
    new Request(origin + RESERVATION_API.webhook, {
      method: 'POST',
      headers: signed.headers,
      body: signed.body,
    }),
    ctx,
  );
  if (!result.ok) return result;
  const after = (await ctx.store.byId(r.id))!;
  const to = returnUrl(r.returnPath, r.id, after.status === 'paid' ? 'paid' : 'cancelled');
  return new Response(null, {
    status: 303,
    headers: { location: to, 'cache-control': 'no-store' },
  });
}
