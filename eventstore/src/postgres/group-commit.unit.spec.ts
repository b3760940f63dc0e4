import { describe, expect, it } from 'vitest';
import { GroupCommit, type GroupCommitLimits } from './group-commit.js';

/** A sender whose batches finish only when the test says so. */
function heldSender() {
  const sent: Array<{ items: string[]; finish: (error?: Error) => void }> = [];
  const send = (items: readonly string[]) =>
    new Promise<Array<Promise<string>>>((resolve, reject) => {
      sent.push({
        items: [...items],
        finish: (error) =>
          error
            ? reject(error)
            : resolve(
                items.map((item) =>
                  item.startsWith('bad') ? Promise.reject(new Error(item)) : Promise.resolve(`${item}!`),
                ),
              ),
      });
    });
  return { sent, send };
}

const limits: GroupCommitLimits = { maxItems: 3, maxBytes: 100, maxInFlight: 1 };
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('group commit', () => {
  it('sends an item at once, alone, when nothing is in flight', () => {
    const { sent, send } = heldSender();
    const group = new GroupCommit(send, limits);
    void group.submit('a', 1);
    expect(sent.map((b) => b.items)).toEqual([['a']]);
  });

  it('gathers items that arrive while a batch is in flight into the next one, within the limits', async () => {
    const { sent, send } = heldSender();
    const group = new GroupCommit(send, limits);
    const results = ['a', 'b', 'c', 'd', 'e', 'f'].map((item) => group.submit(item, 10));
    const big = group.submit('big', 500);
    const after = group.submit('g', 10);
    expect(sent).toHaveLength(1);
    sent[0]!.finish();
    await settle();
    expect(sent.map((b) => b.items)).toEqual([['a'], ['b', 'c', 'd']]);
    sent[1]!.finish();
    await settle();
    sent[2]!.finish();
    await settle();
    // Over the byte bound, an item still goes: alone.
    expect(sent.map((b) => b.items).slice(2)).toEqual([['e', 'f'], ['big']]);
    sent[3]!.finish();
    await settle();
    sent[4]!.finish();
    expect(await Promise.all([...results, big, after])).toEqual([
      'a!',
      'b!',
      'c!',
      'd!',
      'e!',
      'f!',
      'big!',
      'g!',
    ]);
  });

  it('answers each caller with its own outcome; a failed send fails only its batch', async () => {
    const { sent, send } = heldSender();
    const group = new GroupCommit(send, { ...limits, maxInFlight: 2 });
    const first = group.submit('a', 1);
    const second = group.submit('b', 1);
    const queued = ['c', 'bad-d', 'e'].map((item) => group.submit(item, 1));
    expect(sent.map((b) => b.items)).toEqual([['a'], ['b']]);
    sent[0]!.finish(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    expect(sent.map((b) => b.items)[2]).toEqual(['c', 'bad-d', 'e']);
    sent[1]!.finish();
    sent[2]!.finish();
    expect(await second).toBe('b!');
    const outcomes = await Promise.allSettled(queued);
    expect(outcomes.map((o) => (o.status === 'fulfilled' ? o.value : (o.reason as Error).message))).toEqual([
      'c!',
      'bad-d',
      'e!',
    ]);
  });

  it('is idle once nothing is queued or in flight', async () => {
    const { sent, send } = heldSender();
    const group = new GroupCommit(send, limits);
    await group.idle();
    void group.submit('a', 1);
    void group.submit('b', 1);
    let idle = false;
    const waiting = group.idle().then(() => {
      idle = true;
    });
    sent[0]!.finish();
    await settle();
    expect(idle).toBe(false);
    sent[1]!.finish();
    await waiting;
    expect(idle).toBe(true);
  });
});
