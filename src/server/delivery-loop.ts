/**
 * One delivery loop per long-running process: the local server loads every tenant's server
 * bundle, and each would otherwise start its own. The first Delivery registered runs the loop;
 * it sends every tenant's due rows (each with its tenant's channels).
 */
import { DeliveryLoop, type Delivery } from './delivery';

const LOOP = Symbol.for('dealer-sites.delivery-loop');
type Globals = { [LOOP]?: DeliveryLoop };

export function startProcessDelivery(delivery: Delivery, intervalMs = 5_000): DeliveryLoop {
  const g = globalThis as Globals;
  if (!g[LOOP]) {
    g[LOOP] = new DeliveryLoop(delivery, intervalMs);
    g[LOOP].start();
  }
  return g[LOOP];
}

/**
 * Nudges this process's loop to send what is due now (a lead just stored): true when there is a
 * loop; its next pass claims the new leads in batches. False on a serverless instance.
 */
export function kickProcessDelivery(): boolean {
  const loop = (globalThis as Globals)[LOOP];
  loop?.kick();
  return Boolean(loop);
}

/** Stops this process's loop (the local server's shutdown, tests). */
export async function stopProcessDelivery(): Promise<void> {
  const g = globalThis as Globals;
  const loop = g[LOOP];
  g[LOOP] = undefined;
  await loop?.stop();
}
