/** One message per shopper and address: grouped, ordered, named, with its unsubscribe link. */
import { describe, expect, it } from 'vitest';
import {
  alertContent,
  groupItems,
  summary,
  SMS_ITEMS,
  EMAIL_ITEMS,
  type AlertSite,
  type PendingItem,
} from '../../../../src/domain/alerts/alert-message';
import { savedSearchTitle, channelText } from '../../../../src/domain/alerts/saved-search';

const site: AlertSite = {
  name: 'Loop <Motors>',
  url: 'https://loop.example.com.au',
  market: 'AU',
  word: 'car',
  savedSearchesPath: '/my-garage?tab=saved-searches',
};
const rav4 = { id: '9', title: '2022 Toyota RAV4 GX', path: '/cars/rav4-9', price: 34990 };
const cx5 = {
  id: '1',
  title: '2020 Mazda CX-5 Maxx',
  path: '/cars/cx5-1',
  price: 27990,
  previousPrice: 29990,
};
const items: PendingItem[] = [
  { change: 'price-drop', car: cx5, search: 'SUV · up to $35,000' },
  { change: 'new', car: rav4, search: 'SUV · up to $35,000' },
  { change: 'new', car: rav4, search: 'Toyota' },
  { change: 'price-drop', car: cx5, search: null },
];
const unsubscribeUrl = 'https://loop.example.com.au/alerts/unsubscribe?t=Aabc.def';

describe('grouping', () => {
  it('a car once per change, with every saved search it matched and the watchlist; new cars first', () => {
    expect(groupItems(items)).toEqual([
      { change: 'new', car: rav4, searches: ['SUV · up to $35,000', 'Toyota'], watched: false },
      { change: 'price-drop', car: cx5, searches: ['SUV · up to $35,000'], watched: true },
    ]);
  });

  it.each([
    [['new'], '1 new car'],
    [['new', 'new'], '2 new cars'],
    [['new', 'price-drop'], '1 new car and 1 price drop'],
    [
      ['price-drop', 'price-drop', 'sold', 'reserved'],
      '2 price drops, 1 car reserved and 1 car sold',
    ],
  ] as const)('%j reads “%s”', (changes, text) => {
    const grouped = changes.map((change, i) => ({
      change,
      car: { ...rav4, id: String(i) },
      searches: [],
      watched: false,
    }));
    expect(summary(grouped, 'car')).toBe(text);
  });
});

describe('the message', () => {
  const content = alertContent({ site, items: groupItems(items), unsubscribeUrl });

  it('names both cars, their prices and why, and ends with the unsubscribe link', () => {
    expect(content.subject).toBe('Loop <Motors>: 1 new car and 1 price drop');
    expect(content.text).toContain('New: 2022 Toyota RAV4 GX, $34,990');
    expect(content.text).toContain('https://loop.example.com.au/cars/rav4-9');
    expect(content.text).toContain('Matches your saved searches: SUV · up to $35,000; Toyota');
    expect(content.text).toContain('Price drop: 2020 Mazda CX-5 Maxx, now $27,990 (was $29,990)');
    expect(content.text).toContain('On your watchlist');
    expect(content.text).toContain(
      'Your saved searches: https://loop.example.com.au/my-garage?tab=saved-searches',
    );
    expect(content.text.trim().endsWith(unsubscribeUrl)).toBe(true);
    expect(content.unsubscribeUrl).toBe(unsubscribeUrl);
  });

  it('the HTML escapes what it quotes and links each car', () => {
    expect(content.html).toContain('Loop &lt;Motors&gt;');
    expect(content.html).not.toContain('<Motors>');
    expect(content.html).toContain('<a href="https://loop.example.com.au/cars/rav4-9">');
    expect(content.html).toContain(`href="${unsubscribeUrl}"`);
  });

  it(`a text message names ${SMS_ITEMS} cars, points to the rest, and carries the link`, () => {
    expect(content.sms).toBe(
      `Loop <Motors>: New: 2022 Toyota RAV4 GX, $34,990 https://loop.example.com.au/cars/rav4-9. Price drop: 2020 Mazda CX-5 Maxx, now $27,990 (was $29,990) https://loop.example.com.au/cars/cx5-1. Stop alerts: ${unsubscribeUrl}`,
    );
    const many = Array.from({ length: 5 }, (_, i) => ({
      change: 'new' as const,
      car: { ...rav4, id: String(i), title: `Car ${i}` },
      search: 'Toyota',
    }));
    const sms = alertContent({ site, items: groupItems(many), unsubscribeUrl }).sms;
    expect(sms).toContain('Car 2');
    expect(sms).not.toContain('Car 3');
    expect(sms).toContain('2 more: https://loop.example.com.au/my-garage?tab=saved-searches');
  });

  it(`an e-mail names ${EMAIL_ITEMS} cars and counts the rest`, () => {
    const many = Array.from({ length: EMAIL_ITEMS + 5 }, (_, i) => ({
      change: 'price-drop' as const,
      car: { ...cx5, id: String(i), title: `Car ${String(i).padStart(2, '0')}` },
      search: 'SUV',
    }));
    const big = alertContent({ site, items: groupItems(many), unsubscribeUrl });
    expect(big.subject).toBe(`Loop <Motors>: ${EMAIL_ITEMS + 5} price drops`);
    expect(big.text).toContain(`Car ${EMAIL_ITEMS - 1}`);
    expect(big.text).not.toContain(`Car ${EMAIL_ITEMS}`);
    expect(big.text).toContain(
      '…and 5 more. Your saved searches: https://loop.example.com.au/my-garage?tab=saved-searches',
    );
    expect(big.html).toContain('<p>…and 5 more.</p>');
  });

  it('a car no longer listed is named without a link to its gone page', () => {
    const gone = alertContent({
      site,
      items: groupItems([{ change: 'sold', car: { ...rav4, removed: true }, search: null }]),
      unsubscribeUrl,
    });
    expect(gone.text).toContain('No longer listed: 2022 Toyota RAV4 GX');
    expect(gone.text).not.toContain('/cars/rav4-9');
  });
});

describe('a saved search’s title', () => {
  it.each([
    [{}, 'All cars'],
    [{ query: 'family' }, '“family”'],
    [
      { refinementList: { make: ['Toyota'], body: ['SUV', 'Ute'] }, range: { price: ':35000' } },
      'Toyota · SUV, Ute · up to $35,000',
    ],
    [{ range: { km: ':50000' }, toggle: { certified: true } }, 'up to 50,000 km · Certified'],
  ])('%j reads “%s”', (state, title) => {
    expect(savedSearchTitle(state)).toBe(title);
  });

  it('where the alerts go', () => {
    expect(channelText('email', 'jo@example.com')).toBe('E-mail to jo@example.com');
    expect(channelText('sms', '+61411222333')).toBe('Text message to +61411222333');
  });
});
