/**
 * The car a trade-in is towards, when the wizard was opened from one (/trade-in?car_id=):
 * read from the car-by-id endpoint (rules.md: Car by id) for its title, price and dealership (whose
 * valuation options apply).
 */
import { leadCarTitle } from '../../domain/leads/car-enquiry';
import { API } from '../../domain/api/paths';
import type { CarByIdResponse } from '../../domain/api/endpoints';

export interface TradeInCar {
  id: string;
  title: string;
  price: number | null;
  dealership_id: string | null;
}

/** The car, or a rejection when it is no longer listed (or cannot be read). */
export async function readTradeInCar(carId: string): Promise<TradeInCar> {
  const r = await fetch(API.carById(carId));
  if (!r.ok) throw new Error(String(r.status));
  const c = (await r.json()) as CarByIdResponse;
  return {
    id: String(c.id),
    title: leadCarTitle(c),
    price: typeof c.price === 'number' ? c.price : null,
    dealership_id: c.dealership_id == null ? null : String(c.dealership_id),
  };
}
