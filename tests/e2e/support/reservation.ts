/** Reading a reservation back in e2e tests: GET /api/reservations/{id} from the page. */
import type { Page } from '@playwright/test';
import { RESERVATION_API } from '../../../src/domain/checkout/reservation-api';

export async function reservationStatus(page: Page, id: string) {
  return page.evaluate(async (url) => {
    const r = await fetch(url);
    return { status: r.status, body: (await r.json()) as Record<string, unknown> };
  }, RESERVATION_API.status(id));
}
