import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { EARLY_FEED_GLOBAL } from '../src/features/auction/early-feed';
import { earlyScript } from './reeler-early-feed';

/** Runs the generated script as a browser would, with this path, storage and network. */
function run(path: string, token: string | null, streamStatus = 200) {
  const asked: string[] = [];
  let openStream: (response: { ok: boolean; status: number }) => void = () => {};
  const fetch = vi.fn((url: string, init: { headers: Record<string, string> }) => {
    asked.push(`${url} ${init.headers.Authorization}`);
    if (url.endsWith('/LiveStream'))
      return new Promise((resolve) => {
        openStream = resolve;
      });
    return Promise.resolve({ ok: true, status: 200 });
  });
  const window: Record<string, unknown> = {};
  window.fetch = fetch;
  runInNewContext(earlyScript(), {
    window,
    fetch,
    location: { pathname: path },
    localStorage: { getItem: (key: string) => (key === 'reelerToken' ? token : null) },
  });
  return {
    asked,
    feed: window[EARLY_FEED_GLOBAL] as { token: string; board: Promise<unknown> } | undefined,
    open: () => openStream({ ok: streamStatus < 400, status: streamStatus }),
  };
}

describe("the bid page's early script (issue 28)", () => {
  it('opens the live feed, and asks for the board only once the feed has answered', async () => {
    const page = run('/reeler/bid', 'tok');
    expect(page.asked).toEqual(['/api/reeler/LiveStream Bearer tok']);
    expect(page.feed?.token).toBe('tok');
    page.open();
    await page.feed?.board;
    expect(page.asked).toEqual(['/api/reeler/LiveStream Bearer tok', '/api/reeler/board Bearer tok']);
  });

  it('asks for no board when the feed refused the session', async () => {
    const page = run('/reeler/bid', 'tok', 401);
    page.open();
    await expect(page.feed?.board).rejects.toThrow(/401/);
    expect(page.asked).toHaveLength(1);
  });

  it('does nothing on another page or without a reeler signed in', () => {
    for (const [path, token] of [
      ['/reeler/login', 'tok'],
      ['/reeler/bid', null],
    ] as const) {
      const page = run(path, token);
      expect(page.asked, path).toEqual([]);
      expect(page.feed, path).toBeUndefined();
    }
  });
});
