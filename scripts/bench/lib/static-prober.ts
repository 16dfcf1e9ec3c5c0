/**
 * The lead load test's page prober, in its own process so the load it measures is the lead
 * server's, not the load generator's: fetches a static page every 25 ms, one at a time, and
 * files each time under the phase the parent last announced ('load', 'backlog'); on 'done'
 * it sends { load, backlog, errors } and exits. Waits while the parent says 'pause' (the
 * server is restarting).
 */
const url = process.argv[2];
const times: Record<string, number[]> = { load: [], backlog: [] };
let phase = 'load';
let paused = false;
let errors = 0;
process.on('message', (m) => {
  if (m === 'pause') paused = true;
  else if (m === 'resume') paused = false;
  else phase = String(m);
});
while (phase !== 'done') {
  if (paused) {
    await new Promise((r) => setTimeout(r, 25));
    continue;
  }
  const p = phase;
  const t0 = performance.now();
  try {
    const r = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    await r.arrayBuffer();
    if (r.ok && times[p]) times[p].push(performance.now() - t0);
    else if (!r.ok) errors++;
  } catch {
    if (!paused) errors++;
  }
  await new Promise((r) => setTimeout(r, 25));
}
process.send?.({ ...times, errors }, () => process.exit(0));
export {};
