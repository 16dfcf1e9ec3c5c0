// Every minute, per site: the leads, rebuilds and refunds whose time has come
// (src/server/scheduled-pass.ts). Netlify runs Scheduled Functions for at most 30 s.
import { openDatabase } from '../../src/db/open';
import { scheduledPass } from '../../src/server/scheduled-pass';

export default async (): Promise<Response> => {
  const db = await openDatabase(process.env);
  const report = await scheduledPass(db, process.env, { budgetMs: 20_000 });
  console.log(`[scheduled] ${JSON.stringify(report)}`);
  return new Response(null, { status: 204 });
};

export const config = { schedule: '* * * * *' };
