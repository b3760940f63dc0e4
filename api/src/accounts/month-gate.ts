/**
 * "After a month is closed nothing is posted with a date in it" spans streams: the month stream and every book
 * a posting goes to. A posting reads the closed months, then appends to its own book; a close landing between
 * the two would let a posting into the month just closed. So, per market, closing a month and deciding a
 * posting take turns in this process (the api is one process; a second instance would need a shared lock).
 */
const turns = new Map<string, Promise<unknown>>();

export async function inMonthTurn<T>(marketId: string, work: () => Promise<T>): Promise<T> {
  const before = turns.get(marketId) ?? Promise.resolve();
  const mine = before.then(work, work);
  const settled = mine.catch(() => undefined);
  turns.set(marketId, settled);
  try {
    return await mine;
  } finally {
    // The last in line removes the market's entry, so the map does not grow with every market ever seen.
    if (turns.get(marketId) === settled) turns.delete(marketId);
  }
}
