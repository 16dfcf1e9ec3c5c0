import { describe, expect, it } from 'vitest';
import { ENGINES, testDb } from '../../support/db';

describe.each(ENGINES)('test database on %s', (engine) => {
  it('is migrated and empty', async () => {
    const db = await testDb(engine);
    const { rows } = await db.query<{ n: number }>('SELECT count(*) AS n FROM leads');
    expect(rows[0].n).toBe(0);
    await db.close();
  });
});
