import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { Board, type LiveLotRow } from './board.js';
import { parseOptions } from './options.js';
import { RefusalCounts, refusalReason } from './refusals.js';
import { connectLive, type LiveEvent } from './sse.js';
import { latency } from './stats.js';

const lot = (over: Partial<LiveLotRow> = {}): LiveLotRow => ({
  lotId: 'lot-1',
  lotNo: 1,
  floorPricePaise: 70_015,
  highestBidPaise: null,
  slotEndsAt: new Date(Date.now() + 60_000).toISOString(),
  status: 'Bidding',
  ...over,
});

describe('the bidders’ board', () => {
  it('opens at the floor rounded up to the rupee, then bids the highest plus the increment', () => {
    const board = new Board(100);
    board.update([lot()]);
    expect(board.nextBid(() => 0)).toEqual({ lotId: 'lot-1', amountPaise: 70_100 });
    board.accepted('lot-1', 71_000);
    expect(board.nextBid(() => 0)).toEqual({ lotId: 'lot-1', amountPaise: 71_100 });
  });

  it('learns the highest bid from a refusal and keeps the higher of known and listed bids', () => {
    const board = new Board(100);
    board.update([lot({ highestBidPaise: 71_000 })]);
    board.refused(
      'lot-1',
      'Bid must be at least Rs 1,212.00 per kg: the highest bid is Rs 1,211.00 and the minimum increment is Rs 1.00',
    );
    expect(board.nextBid(() => 0)?.amountPaise).toBe(121_200);
    board.update([lot({ highestBidPaise: 72_000 })]);
    expect(board.nextBid(() => 0)?.amountPaise).toBe(121_200);
  });

  it('leaves out lots not taking bids, closed slots and lots dropped after a 409', () => {
    const board = new Board(100);
    board.update([
      lot({ lotId: 'closed', slotEndsAt: new Date(Date.now() - 1).toISOString() }),
      lot({ lotId: 'waiting', status: 'Scheduled' }),
      lot({ lotId: 'open' }),
    ]);
    expect(board.open().map((l) => l.lotId)).toEqual(['open']);
    board.closed('open');
    expect(board.nextBid()).toBeNull();
    // The run's figure of lots still counts the one dropped after its 409 (and the one listed with its slot over).
    expect([board.size, board.listedLots]).toEqual([1, 2]);
  });
});

describe('refusal reasons', () => {
  it('groups messages that differ only in figures and times', () => {
    const counts = new RefusalCounts();
    counts.add(refusalReason(409, { message: 'Bidding on lot 3 closed at 10:30' }));
    counts.add(refusalReason(409, { message: 'Bidding on lot 17 closed at 11:45' }));
    counts.add(refusalReason(400, { message: 'Bid must be at least the floor price of Rs 700.00 per kg' }));
    expect(counts.entries()).toEqual([
      ['409 Bidding on lot N closed at HH:MM', 2],
      ['400 Bid must be at least the floor price of Rs … per kg', 1],
    ]);
    expect(counts.total).toBe(3);
  });
});

describe('simulator options', () => {
  it('takes flags over SIM_* variables over defaults, the URL from PORT', () => {
    expect(parseOptions([], { PORT: '4000' })).toMatchObject({
      url: 'http://127.0.0.1:4000',
      reelers: 20,
      minutes: 5,
      rate: 10,
      staff: 'hosur.admin',
    });
    expect(
      parseOptions(['--reelers', '80', '--rate', '200'], { SIM_REELERS: '5', SIM_MINUTES: '2' }),
    ).toMatchObject({
      reelers: 80,
      minutes: 2,
      rate: 200,
    });
    expect(() => parseOptions(['--rate', 'fast'], {})).toThrow(
      "--rate must be a positive number, not 'fast'",
    );
    expect(() => parseOptions(['--bogus'], {})).toThrow();
    // One market unless asked for more; the markets are listed by an Administrator.
    expect(parseOptions([], {})).toMatchObject({ markets: 0, admin: 'admin' });
    expect(parseOptions(['--markets', '25'], { SIM_ADMIN: 'state.admin' })).toMatchObject({
      markets: 25,
      admin: 'state.admin',
    });
    expect(() => parseOptions(['--markets', '0'], {})).toThrow(
      "--markets must be a positive number, not '0'",
    );
  });
});

describe('latency', () => {
  it('answers nearest-rank percentiles', () => {
    const samples = Array.from({ length: 200 }, (_, i) => 200 - i);
    expect(latency(samples)).toEqual({ count: 200, p50: 100, p99: 198, max: 200 });
  });
});

describe('live stream client', () => {
  it('reads events split anywhere across chunks, skips pings, sends the bearer token', async () => {
    let auth = '';
    const server = createServer((req, res) => {
      auth = req.headers.authorization ?? '';
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const stream =
        'event: hello\ndata: {"serverTime":"x"}\n\n: ping 1\n\nevent: bid\ndata: {"bidId":"b1","amountPaise":71000}\n\n';
      const cuts = [7, 30, 41, 60, stream.length];
      let from = 0;
      for (const [i, to] of cuts.entries()) {
        const piece = stream.slice(from, to);
        from = to;
        setTimeout(() => res.write(piece), i * 10);
      }
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const events: LiveEvent[] = [];
    const { port } = server.address() as AddressInfo;
    const live = connectLive(`http://127.0.0.1:${port}`, '/BiddingInfo/LiveStream', 'tok', (e) =>
      events.push(e),
    );
    await live.ready;
    await new Promise((done) => setTimeout(done, 100));
    live.close();
    server.closeAllConnections();
    server.close();
    expect(auth).toBe('Bearer tok');
    expect(events.map((e) => [e.event, e.data])).toEqual([
      ['hello', { serverTime: 'x' }],
      ['bid', { bidId: 'b1', amountPaise: 71_000 }],
    ]);
  });
});
