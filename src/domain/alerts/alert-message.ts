/**
 * One alert message to one shopper's address: every item of one send grouped (a car once per
 * change, with the saved searches it matched), new cars first, then price drops, reservations
 * and sales; an e-mail (subject, text and HTML) and a text message, each ending with the
 * one-click unsubscribe link.
 */
import { escapeHtml } from '../format/text';
import { formatMoneyExact } from '../format/money';
import type { Market } from '../market/market';
import type { AlertCar, AlertChange } from './alert-items';

/** The site a message comes from (what the build recorded with its stock). */
export interface AlertSite {
  name: string;
  /** Its address ('https://example.com.au'). */
  url: string;
  market: Market;
  /** The stock's word, singular, lower case ('car', 'motorcycle', 'RV'). */
  word: string;
  /** The garage's saved searches ('/my-garage?tab=saved-searches'). */
  savedSearchesPath: string;
}

export interface PendingItem {
  change: AlertChange;
  car: AlertCar;
  /** The saved search's title, or null for the watchlist's alerts. */
  search: string | null;
}

export interface MessageItem {
  change: AlertChange;
  car: AlertCar;
  /** The saved searches the car matched ([] for the watchlist). */
  searches: string[];
  watched: boolean;
}

export interface AlertContent {
  /** The one-click unsubscribe link (also the e-mail's List-Unsubscribe header). */
  unsubscribeUrl: string;
  subject: string;
  text: string;
  html: string;
  sms: string;
}

const ORDER: readonly AlertChange[] = ['new', 'price-drop', 'reserved', 'sold'];
/** Cars a text message names before it points to the rest. */
export const SMS_ITEMS = 3;
/** Cars an e-mail names before it points to the rest (a clear-out can drop hundreds of prices). */
export const EMAIL_ITEMS = 20;

/** Each car once per change, in the order a shopper wants to read them. */
export function groupItems(items: readonly PendingItem[]): MessageItem[] {
  const byKey = new Map<string, MessageItem>();
  for (const item of items) {
    const key = `${item.change}\u0000${item.car.id}`;
    const known = byKey.get(key) ?? {
      change: item.change,
      car: item.car,
      searches: [],
      watched: false,
    };
    if (item.search === null) known.watched = true;
    else if (!known.searches.includes(item.search)) known.searches.push(item.search);
    byKey.set(key, known);
  }
  return [...byKey.values()].sort(
    (a, b) =>
      ORDER.indexOf(a.change) - ORDER.indexOf(b.change) || a.car.title.localeCompare(b.car.title),
  );
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function list(parts: string[]): string {
  return parts.length <= 1
    ? (parts[0] ?? '')
    : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/** '1 new car and 1 price drop'. */
export function summary(items: readonly MessageItem[], word: string): string {
  const count = (c: AlertChange) => items.filter((i) => i.change === c).length;
  const words = `${word}s`;
  const parts = [
    count('new') && plural(count('new'), `new ${word}`, `new ${words}`),
    count('price-drop') && plural(count('price-drop'), 'price drop', 'price drops'),
    count('reserved') && plural(count('reserved'), `${word} reserved`, `${words} reserved`),
    count('sold') && plural(count('sold'), `${word} sold`, `${words} sold`),
  ].filter((p): p is string => Boolean(p));
  return list(parts);
}

/** The item's line: 'New: 2022 Toyota RAV4 GX, $34,990'; 'Price drop: … now $27,990 (was $29,990)'. */
export function itemLine(item: MessageItem, market: Market): string {
  const { car } = item;
  const price = car.price === null ? '' : formatMoneyExact(car.price, market);
  switch (item.change) {
    case 'new':
      return `New: ${car.title}${price && `, ${price}`}`;
    case 'price-drop':
      return `Price drop: ${car.title}, now ${price}${car.previousPrice ? ` (was ${formatMoneyExact(car.previousPrice, market)})` : ''}`;
    case 'reserved':
      return `Reserved: ${car.title}`;
    case 'sold':
      return car.removed ? `No longer listed: ${car.title}` : `Sold: ${car.title}`;
  }
}

/** Why the shopper hears of it: 'Matches your saved search: Toyota · up to $30,000'. */
export function reasonLine(item: MessageItem): string {
  const reasons: string[] = [];
  if (item.searches.length)
    reasons.push(
      `${item.searches.length === 1 ? 'Matches your saved search' : 'Matches your saved searches'}: ${item.searches.join('; ')}`,
    );
  if (item.watched) reasons.push('On your watchlist');
  return reasons.join('. ');
}

export function carUrl(site: AlertSite, car: AlertCar): string {
  return new URL(car.path, site.url).toString();
}

export function alertContent(input: {
  site: AlertSite;
  items: readonly MessageItem[];
  unsubscribeUrl: string;
}): AlertContent {
  const { site, items, unsubscribeUrl } = input;
  const manageUrl = new URL(site.savedSearchesPath, site.url).toString();
  const about = summary(items, site.word);
  const subject = `${site.name}: ${about}`;
  const intro = `Here is what changed at ${site.name}: ${about}.`;
  const listed = items.slice(0, EMAIL_ITEMS);
  const rest = items.length - listed.length;
  const restLine = rest > 0 ? `…and ${rest} more. Your saved searches: ${manageUrl}` : '';
  const textItems = listed.map((item) => {
    const lines = [itemLine(item, site.market)];
    if (item.change !== 'sold' || !item.car.removed) lines.push(`  ${carUrl(site, item.car)}`);
    const reason = reasonLine(item);
    if (reason) lines.push(`  ${reason}`);
    return lines.join('\n');
  });
  const text = [
    'Hi,',
    intro,
    ...textItems,
    restLine || `Your saved searches: ${manageUrl}`,
    `Stop these alerts (one click, no sign-in): ${unsubscribeUrl}`,
  ].join('\n\n');

  const e = escapeHtml;
  const htmlItems = listed
    .map((item) => {
      const line = e(itemLine(item, site.market));
      const linked =
        item.change === 'sold' && item.car.removed
          ? line
          : `<a href="${e(carUrl(site, item.car))}">${line}</a>`;
      const reason = reasonLine(item);
      return `<li style="margin:0 0 12px">${linked}${reason ? `<br><small>${e(reason)}</small>` : ''}</li>`;
    })
    .join('');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">',
    `<p>Hi,</p><p>${e(intro)}</p>`,
    `<ul style="padding-left:20px">${htmlItems}</ul>`,
    rest > 0 ? `<p>…and ${rest} more.</p>` : '',
    `<p><a href="${e(manageUrl)}">Your saved searches</a></p>`,
    `<p><small><a href="${e(unsubscribeUrl)}">Stop these alerts</a> (one click, no sign-in).</small></p>`,
    '</body></html>',
  ].join('');

  const shown = items.slice(0, SMS_ITEMS).map((item) => {
    const link = item.change === 'sold' && item.car.removed ? '' : ` ${carUrl(site, item.car)}`;
    return `${itemLine(item, site.market)}${link}`;
  });
  const more = items.length - shown.length;
  const sms = [
    `${site.name}: ${shown.join('. ')}.`,
    more > 0 ? `${more} more: ${manageUrl}` : '',
    `Stop alerts: ${unsubscribeUrl}`,
  ]
    .filter(Boolean)
    .join(' ');
  return { unsubscribeUrl, subject, text, html, sms };
}
