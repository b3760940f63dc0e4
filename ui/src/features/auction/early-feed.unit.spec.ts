import { afterEach, describe, expect, it, vi } from 'vitest';
import { adoptingFetch, EARLY_FEED_GLOBAL, type EarlyFeed, takeEarlyFeed } from './early-feed';

/** A streaming answer whose body says when it was cancelled. */
function streamAnswer() {
  const cancelled = vi.fn();
  const body = new ReadableStream({ cancel: cancelled });
  return { response: new Response(body, { status: 200 }), cancelled };
}

const leave = (feed: EarlyFeed) => {
  (globalThis as Record<string, unknown>)[EARLY_FEED_GLOBAL] = feed;
};

afterEach(() => {
  delete (globalThis as Record<string, unknown>)[EARLY_FEED_GLOBAL];
  vi.unstubAllGlobals();
});

describe("the bid page's early feed (issue 28)", () => {
  it("is taken once, by the same session's page; another session's stream is closed", async () => {
    const mine = streamAnswer();
    const feed = {
      token: 't1',
      stream: Promise.resolve(mine.response),
      board: Promise.resolve(new Response('{}')),
    };
    leave(feed);
    expect(takeEarlyFeed('t1')).toBe(feed);
    expect(takeEarlyFeed('t1')).toBeUndefined();

    const other = streamAnswer();
    leave({
      token: 't0',
      stream: Promise.resolve(other.response),
      board: Promise.resolve(new Response('{}')),
    });
    expect(takeEarlyFeed('t1')).toBeUndefined();
    await vi.waitFor(() => expect(other.cancelled).toHaveBeenCalled());
    expect(mine.cancelled).not.toHaveBeenCalled();
  });

  it('answers the first stream request with the early stream, every later one from the network', async () => {
    const early = streamAnswer();
    const network = vi.fn(async () => new Response('later'));
    vi.stubGlobal('fetch', network);
    const feed = {
      token: 't',
      stream: Promise.resolve(early.response),
      board: Promise.resolve(new Response()),
    };
    const fetchStream = adoptingFetch(feed);
    expect(await fetchStream('/api/reeler/LiveStream', {})).toBe(early.response);
    expect(network).not.toHaveBeenCalled();
    expect(await (await fetchStream('/api/reeler/LiveStream', {})).text()).toBe('later');
    expect(network).toHaveBeenCalledTimes(1);
    expect(adoptingFetch(undefined)).toBeTypeOf('function');
  });

  it('closes the early stream when the reader gives up on it before it answered', async () => {
    const early = streamAnswer();
    let answer: (response: Response) => void = () => {};
    const stream = new Promise<Response>((resolve) => {
      answer = resolve;
    });
    const attempt = new AbortController();
    void adoptingFetch({ token: 't', stream, board: Promise.resolve(new Response()) })('/x', {
      signal: attempt.signal,
    });
    attempt.abort();
    answer(early.response);
    await vi.waitFor(() => expect(early.cancelled).toHaveBeenCalled());
  });
});
