/**
 * A build's stock difference: what changed between the stock the last build published and the
 * stock this build publishes, car by car. Each car is kept as its price, whether a shopper can
 * buy it (available, reserved or sold) and how a message names it; a car no longer listed was
 * sold or taken off the site.
 */
import { isInStock } from '../vehicle/in-stock';

export type StockState = 'available' | 'reserved' | 'sold';

export interface StockEntry {
  /** The advertised price; null when the car shows none. */
  price: number | null;
  state: StockState;
  /** How a message names the car ('2022 Toyota RAV4 GX'). */
  title: string;
  /** Its page on the site ('/cars/2022-toyota-rav4-gx-123'). */
  path: string;
}

/** The published stock by car id. */
export type StockSnapshot = Record<string, StockEntry>;

/** A stock document's state: not in stock is sold; a paid reservation holds it reserved. */
export function stockStateOf(doc: { status?: unknown; reserved?: unknown }): StockState {
  if (!isInStock({ status: doc.status as never })) return 'sold';
  return doc.reserved === true ? 'reserved' : 'available';
}

/** A price a shopper can compare: a positive number, else none ('Enquire'). */
export function comparablePrice(price: unknown): number | null {
  const n = typeof price === 'string' ? Number(price) : price;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : null;
}

export interface PriceDrop {
  id: string;
  from: number;
  to: number;
}

export interface StockChanges {
  /** Cars listed now and not before, available to buy. */
  added: string[];
  /** Available cars whose price went down. */
  priceDrops: PriceDrop[];
  /** Cars that were not sold and now are, or are no longer listed (`removed`). */
  sold: { id: string; removed: boolean }[];
  /** Cars that were available and now are reserved. */
  reserved: string[];
}

export function stockChanges(previous: StockSnapshot, current: StockSnapshot): StockChanges {
  const out: StockChanges = { added: [], priceDrops: [], sold: [], reserved: [] };
  for (const [id, now] of Object.entries(current)) {
    const before = previous[id];
    if (!before) {
      if (now.state === 'available') out.added.push(id);
      continue;
    }
    if (now.state === 'sold' && before.state !== 'sold') out.sold.push({ id, removed: false });
    if (now.state === 'reserved' && before.state === 'available') out.reserved.push(id);
    if (
      now.state === 'available' &&
      now.price !== null &&
      before.price !== null &&
      now.price < before.price
    )
      out.priceDrops.push({ id, from: before.price, to: now.price });
  }
  for (const [id, before] of Object.entries(previous))
    if (!(id in current) && before.state !== 'sold') out.sold.push({ id, removed: true });
  return out;
}

/** Whether a difference holds anything to tell a shopper. */
export function hasChanges(c: StockChanges): boolean {
  return c.added.length + c.priceDrops.length + c.sold.length + c.reserved.length > 0;
}
