import {
  businessDate,
  CUSTOMER_STATUS,
  MESSAGES,
  placeBidCommand,
  reelerConnectCommand,
  reelerLogoutCommand,
  reelerLotsAnswerSchema,
  reelerMeAnswerSchema,
  reelerSessionAnswerSchema,
  reelerStandingAnswerSchema,
} from '@cocoon/domain';
import { timeStage } from '@cocoon/platform';
import { myBids, type RowFilter, reelerInvoicesOfLots, waitForProjections } from '@cocoon/projectors';
import { sql } from 'kysely';
import { withCoverForBid } from '../accounts/reeler-cover.js';
import { reelerMoneyFor, reelerStandingOn, standingAnswer } from '../accounts/reeler-standing.js';
import { reelerMayLogIn } from '../auth/latest-account-state.js';
import { admitLogin, loginAttemptOf, loginFailed, loginSucceeded } from '../auth/login-gate.js';
import { liveSession } from '../auth/middleware.js';
import { DUMMY_HASH, verifyPassword } from '../auth/passwords.js';
import {
  createReelerSession,
  findReelerSession,
  type ReelerSession,
  revokeReelerSession,
  touchReelerSession,
} from '../auth/reeler-sessions.js';
import { myInvoicesAnswer, myInvoicesAnswerSchema } from '../billing/reeler-invoice-routes.js';
import { actionRoute, commandRoute } from '../commands/command-route.js';
import type { AppDeps } from '../http/context.js';
import type { RouteSpec } from '../http/routes.js';
import { type AuctionSettings, settingsInForce } from './access.js';
import { bidIdOf, placeBid } from './auction-writes.js';
import { boardHoldsCommitted, liveBoard } from './live-routes.js';
import { earlierRoundsOf, reelerLotOf } from './reeler-outcome.js';
import { streamLiveFeed } from './sse.js';

const tag = 'auction: reeler bidding';

/** GET reeler/board: the bid page's first state (reeler/lots, reeler/standing and reeler/invoices together). */
const reelerBoardAnswerSchema = reelerLotsAnswerSchema.extend({
  standing: reelerStandingAnswerSchema,
  invoices: myInvoicesAnswerSchema,
});

const publicReeler = (r: ReelerSession) => ({
  reelerId: r.reelerId,
  name: r.name,
  headCode: r.headCode,
  marketId: r.marketId,
  marketName: r.marketName,
  isActive: r.isActive,
});

/** Settings change rarely; a bid should not read them from the database every time (5 s is stale enough). */
function settingsCache(deps: AppDeps) {
  const cache = new Map<string, { at: number; value: Promise<AuctionSettings> }>();
  return (marketId: string, date: string) => {
    const key = `${marketId}:${date}`;
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < 5_000) return hit.value;
    const value = settingsInForce(deps.db, marketId, date);
    value.catch(() => cache.delete(key));
    cache.set(key, { at: Date.now(), value });
    return value;
  };
}

export function reelerRoutes(deps: AppDeps): RouteSpec[] {
  const { db } = deps;
  const settingsFor = settingsCache(deps);
  /** A reeler's own writes (a bid) are in the read model before their page is read. */
  const readYourWrites = async (reeler: ReelerSession) => {
    if (reeler.lastPosition)
      await waitForProjections(db, reeler.lastPosition, {
        timeoutMs: deps.config.READ_YOUR_WRITES_TIMEOUT_MS,
      });
  };
  /** The board a phone reads on its feed's (re)connect: its own writes, and everything committed before it. */
  const readBoardState = async (reeler: ReelerSession) => {
    await readYourWrites(reeler);
    await boardHoldsCommitted(deps);
  };
  const lotsAnswer = async (reeler: ReelerSession) => {
    const own =
      (column: string): RowFilter =>
      (eb) =>
        eb(sql.ref(column), '=', reeler.marketId);
    const board = await liveBoard(db, { slots: own('s.branch_id'), lots: own('l.branch_id') }, deps.clock());
    const [mine, invoices] = await Promise.all([
      myBids(
        db,
        reeler.reelerId,
        board.slots.map((s) => s.slotId),
      ),
      reelerInvoicesOfLots(
        db,
        reeler.reelerId,
        board.lots.filter((lot) => lot.highestReelerId === reeler.reelerId).map((lot) => lot.lotId),
      ),
    ]);
    // "Your bid" is of the lot's current round: a bid of a slot the lot has left is an earlier round's.
    const current = new Map(
      mine
        .filter((bid) => board.lots.some((lot) => lot.lotId === bid.lotId && lot.slotId === bid.slotId))
        .map((bid) => [bid.lotId, bid.amountPaise]),
    );
    const earlierRounds = await earlierRoundsOf(deps.store, reeler.reelerId, board.lots, mine);
    const settings = await settingsFor(reeler.marketId, businessDate(deps.clock())).catch(() => null);
    deps.live.learnLeaders(board.lots);
    const biddersShown = await deps.live.identity.read(reeler.marketId);
    return {
      result: 'Success' as const,
      ...board,
      minIncrementPaise: settings?.minIncrementPaise ?? null,
      lots: board.lots.map((lot) =>
        reelerLotOf(lot, {
          reelerId: reeler.reelerId,
          biddersShown,
          myBidPaise: current.get(lot.lotId) ?? null,
          invoice: invoices.get(lot.lotId) ?? null,
        }),
      ),
      earlierRounds,
    };
  };
  const standingOf = async (reeler: ReelerSession) =>
    standingAnswer(
      await reelerStandingOn(db, {
        marketId: reeler.marketId,
        reelerId: reeler.reelerId,
        asOn: businessDate(deps.clock()),
      }),
    );
  return [
    actionRoute(reelerConnectCommand, async ({ input, ctx }) => {
      const { username, password } = input;
      const attempt = await admitLogin(deps, loginAttemptOf(ctx, deps, 'reeler', input));
      const candidates = await db
        .selectFrom('read.customers as c')
        .innerJoin('app.customer_credentials as k', 'k.customer_id', 'c.customer_id')
        .select(['c.customer_id', 'c.branch_id', 'k.password_hash'])
        .where('c.customer_type', '=', 'reeler')
        .where('c.is_active', '!=', CUSTOMER_STATUS.inactive)
        .where((eb) =>
          eb.or([eb(sql`upper(c.head_code)`, '=', username.toUpperCase()), eb('c.mobile_no', '=', username)]),
        )
        .limit(2)
        .execute();
      // A mobile number shared by two reelers cannot say who is logging in: they use their reeler code.
      const reeler = candidates.length === 1 ? candidates[0] : undefined;
      const [ok, open] = await Promise.all([
        verifyPassword(String(reeler?.password_hash ?? (await DUMMY_HASH)), password),
        // The account's own stream, not the read model a moment behind it: deactivated just now is refused.
        reeler ? reelerMayLogIn(deps.streams, String(reeler.customer_id)) : false,
      ]);
      if (!reeler || !ok || !open) {
        await loginFailed(deps, attempt);
        ctx.status = 401;
        ctx.body = { result: 'Failed', message: MESSAGES.loginFailed, statusCode: 401 };
        return undefined;
      }
      await loginSucceeded(ctx, deps, attempt, {
        userId: String(reeler.customer_id),
        userType: 'Reeler',
        marketId: reeler.branch_id,
      });
      const token = await createReelerSession(
        deps,
        String(reeler.customer_id),
        deps.config.SESSION_TTL_MINUTES,
      );
      const session = await findReelerSession(deps, token);
      return { result: 'Success' as const, token, reeler: session ? publicReeler(session) : null };
    }),
    actionRoute(reelerLogoutCommand, async ({ ctx }) => {
      await revokeReelerSession(db, ctx.state.reeler.tokenHash);
      return { result: 'Success' as const };
    }),
    {
      method: 'get',
      path: '/reeler/me',
      response: reelerMeAnswerSchema,
      summary: 'The logged-in reeler',
      tag,
      permission: 'reeler',
      async handler(ctx) {
        ctx.body = { result: 'Success', reeler: publicReeler(ctx.state.reeler) };
      },
    },
    {
      method: 'get',
      path: '/reeler/session',
      response: reelerSessionAnswerSchema,
      summary:
        "The reeler's session is open (401 when it has ended); calling it is a touch of the page, which keeps the session from idling out (the phone calls it while the reeler uses it)",
      tag,
      permission: 'reeler',
      async handler(ctx) {
        const reeler = ctx.state.reeler as ReelerSession;
        await touchReelerSession(deps, reeler);
        ctx.body = { result: 'Success' };
      },
    },
    {
      method: 'get',
      path: '/reeler/lots',
      response: reelerLotsAnswerSchema,
      summary:
        "Today's slots of the reeler's market and their lots, with the reeler's own highest bid, whether it leads and what became of it: approved (the rate) or rejected (the reason), weighed (kg, amount to pay), invoiced; only ever the reeler's own (the leader's name and code only where the market shows bidders)",
      tag,
      permission: 'reeler',
      async handler(ctx) {
        const reeler = ctx.state.reeler as ReelerSession;
        await readBoardState(reeler);
        ctx.body = await lotsAnswer(reeler);
      },
    },
    {
      method: 'get',
      path: '/reeler/board',
      response: reelerBoardAnswerSchema,
      summary:
        "The bid page as it opens, in one answer: reeler/lots with the reeler's standing (reeler/standing) and own invoices (reeler/invoices); a phone on a slow link pays one request, not three (issue 28)",
      tag,
      permission: 'reeler',
      async handler(ctx) {
        const reeler = ctx.state.reeler as ReelerSession;
        await readBoardState(reeler);
        const [lots, standing, invoices] = await Promise.all([
          lotsAnswer(reeler),
          standingOf(reeler),
          myInvoicesAnswer(db, reeler),
        ]);
        ctx.body = { ...lots, standing, invoices };
      },
    },
    {
      method: 'get',
      path: '/reeler/LiveStream',
      answerFile: ['text/event-stream'],
      summary:
        "Server-Sent Events of the reeler's market: bids, decisions, new slots; the bidder only where the market shows bidders, and this reeler's own 'lead' messages (you lead / outbid) and 'mine' messages (what became of their bid: decision, weighing, invoice)",
      tag,
      permission: 'reeler',
      responses: { 200: 'text/event-stream' },
      async handler(ctx) {
        const reeler = ctx.state.reeler as ReelerSession;
        // The first frames already follow the market's setting (a market not read yet counts as anonymous).
        await deps.live.identity.read(reeler.marketId);
        const session = liveSession(deps, ctx);
        // While the bid page is open, what a bid reads besides the session (the market's settings, the
        // reeler's bar and deposit) is kept read too, as the stream opens and at each keep-alive: the reeler's
        // first bid, often in the closing minute with everyone else's, reads none of it (issue 28).
        const warmBidPath = () => {
          const today = businessDate(deps.clock());
          void Promise.all([
            settingsFor(reeler.marketId, today),
            reelerMoneyFor(
              deps,
              { marketId: reeler.marketId, reelerId: reeler.reelerId, asOn: today },
              2 * session.pingMs,
            ),
          ]).catch(() => undefined);
        };
        warmBidPath();
        await streamLiveFeed(
          ctx,
          deps.live,
          new Set([reeler.marketId]),
          { kind: 'reeler', reelerId: reeler.reelerId },
          deps.clock(),
          {
            ...session,
            async stillOpen() {
              const open = await session.stillOpen();
              if (open) warmBidPath();
              return open;
            },
          },
        );
      },
    },
    {
      method: 'get',
      path: '/reeler/standing',
      response: reelerStandingAnswerSchema,
      summary:
        "The reeler's own standing: barred from bidding (the amount overdue and since when) or not, balance and deposit",
      tag,
      permission: 'reeler',
      async handler(ctx) {
        const reeler = ctx.state.reeler as ReelerSession;
        await readYourWrites(reeler);
        ctx.body = await standingOf(reeler);
      },
    },
    commandRoute(deps, placeBidCommand, async ({ input, ctx }) => {
      const reeler = ctx.state.reeler as ReelerSession;
      const today = businessDate(deps.clock());
      // A bid is activity: the session's idle time starts again. The bid does not wait for the write (issue 28: a
      // reeler bidding every second touches every 20 s, and those bids waited for it, the open loop's slowest 5 %);
      // a touch lost only lets an idle session end minutes sooner, the bid itself is unaffected.
      touchReelerSession(deps, reeler).catch((error: unknown) =>
        deps.logger.warn({ err: error }, 'reeler session touch failed'),
      );
      const [settings, money] = await timeStage('bid: settings, bar and deposit', () =>
        Promise.all([
          settingsFor(reeler.marketId, today),
          reelerMoneyFor(deps, { marketId: reeler.marketId, reelerId: reeler.reelerId, asOn: today }),
        ]),
      );
      return async (run) => {
        const place = () =>
          placeBid(run, {
            lotId: input.lotId,
            amountPaise: input.amountPaise,
            reeler: {
              reelerId: reeler.reelerId,
              reelerName: reeler.name,
              reelerCode: reeler.headCode,
              marketId: reeler.marketId,
              isActive: reeler.isActive === 1,
            },
            minIncrementPaise: settings.minIncrementPaise,
            bar: money.bar,
          });
        // A deposit market: the lead is claimed on the reeler's cover first (refused with the figures).
        const ledger = money.deposit;
        const { bid } =
          ledger && !money.bar
            ? await timeStage('bid: deposit cover and decide', () =>
                withCoverForBid(
                  run,
                  {
                    marketId: reeler.marketId,
                    reelerId: reeler.reelerId,
                    lotId: input.lotId,
                    bidId: bidIdOf(run),
                    ratePaise: input.amountPaise,
                    reelerLevyBp: settings.reelerLevyBp,
                    ledger,
                  },
                  place,
                ),
              )
            : await place();
        return {
          message: 'Bid accepted',
          bidId: bid.bidId,
          lotId: bid.lotId,
          bidNo: bid.bidNo,
          amountPaise: bid.amountPaise,
          placedAt: bid.placedAt,
        };
      };
    }),
  ];
}
