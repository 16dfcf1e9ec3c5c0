/**
 * A lead as an ADF/XML 1.0 document (Auto-lead Data Format, the format dealer CRMs take; its
 * DTD is docs/adf-1.0.dtd and every document the tests make is validated against it):
 *   - the car of interest is the prospect's first vehicle (interest "buy", or "test-drive" for
 *     a test drive; a make-an-offer's offer as its price of type "offer");
 *   - a trade-in is a second vehicle with interest="trade-in" (and status "used"): a status of
 *     "trade-in" was asked for, but the DTD's status takes only new or used and a CRM reads the
 *     trade-in from interest, so the document stays valid and the trade-in is still one;
 *   - a car to sell (Sell My Car) is a vehicle with interest="sell";
 *   - a lead with no vehicle (a general enquiry, or a car the site does not have) carries one
 *     with empty year, make and model, as the DTD needs one: nothing the visitor typed;
 *   - the customer's contact details, and the message and the form's other answers as the
 *     customer's comments;
 *   - the dealership as the vendor, the website and the form as the provider (the lead's source).
 * Every value is XML-escaped, after lead-view.ts has taken out what XML cannot carry.
 */
import { formatCurrency } from '../market/format';
import { offsetMinutes } from '../format/zone-offsets';
import { customerName, type LeadView, type VehicleView } from './lead-view';

/** The media type a CRM's ADF endpoint is sent. */
export const ADF_CONTENT_TYPE = 'application/xml; charset=utf-8';

// what XML 1.0 cannot carry, should anything reach here without lead-text.ts
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- the control characters are what it finds
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text for an XML element or attribute value. */
export function xmlEscape(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/** An instant as ISO 8601 in a timezone, with its offset: '2026-11-28T10:02:03+08:00'. */
export function isoInZone(at: number, timeZone: string): string {
  const offset = offsetMinutes(timeZone, at);
  const local = new Date(Math.floor(at / 1000) * 1000 + offset * 60_000).toISOString().slice(0, 19);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

type Attrs = Record<string, string | undefined>;

function el(name: string, text: string, attrs: Attrs = {}): string {
  const a = Object.entries(attrs)
    .filter((e): e is [string, string] => e[1] !== undefined)
    .map(([k, v]) => ` ${k}="${xmlEscape(v)}"`)
    .join('');
  return `<${name}${a}>${xmlEscape(text)}</${name}>`;
}

const opt = (name: string, text: string, attrs: Attrs = {}) => (text ? el(name, text, attrs) : '');

function vehicle(v: VehicleView, view: LeadView): string {
  const inner = [
    el('year', v.year),
    el('make', v.make),
    el('model', v.model),
    opt('vin', v.vin),
    opt('stock', v.stock),
    opt('trim', v.trim),
    opt('bodystyle', v.body),
    opt('transmission', v.transmission),
    v.odometer !== null ? el('odometer', String(v.odometer), { units: view.distanceUnit }) : '',
    v.colour
      ? `<colorcombination>${el('exteriorcolor', v.colour)}${el('preference', '1')}</colorcombination>`
      : '',
    v.price
      ? el('price', String(v.price.amount), { type: v.price.type, currency: view.currency })
      : '',
    v.askingPrice
      ? el('pricecomments', `Asking price ${formatCurrency(v.askingPrice, view.market)}`)
      : '',
    opt('comments', [v.url, v.comments].filter(Boolean).join('\n')),
  ].join('');
  return `<vehicle interest="${v.interest}" status="${v.condition}">${inner}</vehicle>`;
}

/** At least one name, then an e-mail address or phone numbers (an empty phone where there is neither). */
function contact(names: string, email: string, phone: string, extra = ''): string {
  const reach = email || phone ? `${opt('email', email)}${opt('phone', phone)}` : el('phone', '');
  return `<contact>${names}${reach}${extra}</contact>`;
}

/** The customer's comments: the message, the form's other answers, and the lead it follows. */
export function customerComments(view: LeadView): string {
  return [
    view.message,
    ...view.answers.map((a) => `${a.label}: ${a.value}`),
    view.parentReference ? `Follow-up of lead ${view.parentReference}` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

export function adfDocument(view: LeadView): string {
  const c = view.customer;
  const names =
    c.firstName || c.lastName
      ? `${opt('name', c.firstName, { part: 'first' })}${opt('name', c.lastName, { part: 'last' })}`
      : el('name', customerName(view), { part: 'full' });
  const address = c.postcode
    ? `<address>${el('street', '', { line: '1' })}${el('postalcode', c.postcode)}</address>`
    : '';
  const vehicles = view.vehicles.length > 0 ? view.vehicles : [];
  const d = view.dealership;
  const prospect = [
    el('id', view.reference, { sequence: '1', source: view.site.name || view.site.slug }),
    el('requestdate', isoInZone(view.receivedAt, view.timeZone)),
    vehicles.length > 0
      ? vehicles.map((v) => vehicle(v, view)).join('')
      : `<vehicle interest="buy" status="used">${el('year', '')}${el('make', '')}${el('model', '')}</vehicle>`,
    `<customer>${contact(names, c.email, c.phone, address)}${opt('comments', customerComments(view))}</customer>`,
    `<vendor>${el('vendorname', d.name)}${opt('url', view.site.url)}${contact(el('name', d.name, { part: 'full' }), d.email, d.phone)}</vendor>`,
    `<provider>${el('name', `${view.site.name || view.site.slug} website`, { part: 'full' })}${el('service', view.source)}${opt('url', view.site.url)}</provider>`,
  ].join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<?adf version="1.0"?>
<adf>
<prospect status="new">
${prospect}
</prospect>
</adf>
`;
}
