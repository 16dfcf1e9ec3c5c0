/**
 * The lead store's group commit (issue 14 item 5): writes queued in one event-loop turn
 * share one transaction, each caller settles with its own result or error, a repeated
 * idempotency key in one group still gives one lead, and the store stays readable by a
 * second connection (the checkpoint worker's view) once the group is committed.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { LeadStore, type NewLead } from '../../../src/server/lead-store';
import { tempStore } from '../../support/endpoints';

const lead = (key: string): NewLead => ({
  idempotencyKey: key,
  kind: 'enquiry',
  payload: { userData: { name: 'Jo' } },
  status: 'pending',
});

describe('LeadStore.write', () => {
  const open: LeadStore[] = [];
  const store = () => {
    const s = new LeadStore(tempStore());
    open.push(s);
    return s;
  };
  afterEach(() => open.splice(0).forEach((s) => s.close()));

  it('runs the writes of one turn in one transaction and settles each with its result', async () => {
    const s = store();
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => s.write(() => s.insert(lead(`group-key-${i}`)))),
    );
    expect(results.every((r) => r.created)).toBe(true);
    expect(new Set(results.map((r) => r.lead.id)).size).toBe(40);
    expect(s.pendingCount()).toBe(40);
  });

  it('gives one lead for a key written twice in the same group', async () => {
    const s = store();
    const [a, b] = await Promise.all([
      s.write(() => s.insert(lead('same-key-twice-0001'))),
      s.write(() => s.insert(lead('same-key-twice-0001'))),
    ]);
    expect(a.lead.id).toBe(b.lead.id);
    expect([a.created, b.created]).toEqual([true, false]);
    expect(s.list()).toHaveLength(1);
  });

  it('rejects only the write that threw, keeping the rest of its group', async () => {
    const s = store();
    const outcomes = await Promise.allSettled([
      s.write(() => s.insert(lead('kept-before-failure-1'))),
      s.write(() => {
        s.insert(lead('undone-with-its-failure'));
        throw new Error('this write fails');
      }),
      s.write(() => s.insert(lead('kept-after-failure-02')), { durable: false }),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(s.byKey('undone-with-its-failure')).toBeNull();
    expect(s.byKey('kept-before-failure-1')).not.toBeNull();
    expect(s.byKey('kept-after-failure-02')).not.toBeNull();
  });

  it('bookkeeping writes (durable: false) are committed and seen by another connection', async () => {
    const s = store();
    const { lead: stored } = await s.write(() => s.insert(lead('seen-elsewhere-00001')));
    await s.write(() => s.markDelivered(stored.id, 'UP-1'), { durable: false });
    const other = new LeadStore(s.file);
    open.push(other);
    expect(other.get(stored.id)).toMatchObject({ status: 'delivered', upstreamId: 'UP-1' });
  });
});
