const tails = new Map<string, Promise<void>>();

/**
 * Runs `work` for a key only after the earlier work of the same key in this process has finished. Deposit
 * markets weigh a reeler's lots one at a time, so the second weighing reads the ledger after the first one's
 * charge is stored (the read waits for the store's head). Across several API processes this does not hold.
 */
export async function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  const before = tails.get(key) ?? Promise.resolve();
  let release: () => void = () => undefined;
  const mine = new Promise<void>((done) => {
    release = done;
  });
  const tail = before.then(() => mine);
  tails.set(key, tail);
  await before;
  try {
    return await work();
  } finally {
    release();
    if (tails.get(key) === tail) tails.delete(key);
  }
}
