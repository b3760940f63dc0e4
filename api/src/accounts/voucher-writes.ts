import {
  assertRefundWithinCredit,
  businessDate,
  type CancelVoucherInput,
  financialYearOf,
  type LedgerAccount,
  MARKET_ACCOUNT_NAMES,
  MARKET_BANK_ACCOUNT,
  type PaymentFarmer,
  reelerRefundsOf,
  type SaveVoucherInput,
  ValidationError,
  type Voucher,
  type VoucherBookCommand,
  type VoucherEvent,
  type VoucherLine,
  type VoucherType,
  voucherBook,
  voucherBookStream,
  voucherEventSchema,
} from '@cocoon/domain';
import { marketCustomers } from '@cocoon/projectors';
import type { CommandRun } from '../commands/run-command.js';
import type { AppDeps } from '../http/context.js';
import { decideWithCash, voucherCash } from './cash-book-writes.js';
import { moveFarmerAccounts, voucherMovements } from './farmer-account-writes.js';
import { ledgerCaughtUp } from './ledger-caught-up.js';
import { inMonthTurn } from './month-gate.js';
import { ledgerCalendar } from './month-writes.js';
import { moneyHeld } from './reeler-cover.js';
import { inDepositTurn, reelerStandingOn } from './reeler-standing.js';

export interface Market {
  marketId: string;
  marketCode: string;
}

const bookSpec = (marketId: string, voucherType: VoucherType, financialYear: string) => ({
  stream: voucherBookStream(marketId, voucherType, financialYear),
  decider: voucherBook,
  eventSchema: voucherEventSchema,
});

/**
 * The lines as posted: every account named by the server. A customer must be one of this market's farmers or
 * reelers (a voucher never moves money on another market's customer); the market holds one bank account.
 */
export async function namedLines(
  run: CommandRun,
  market: Market,
  lines: SaveVoucherInput['lines'],
): Promise<VoucherLine[]> {
  const customerIds = lines.flatMap((l) =>
    l.account.kind === 'farmer' || l.account.kind === 'reeler' ? [l.account.customerId] : [],
  );
  const customers = new Map(
    (await marketCustomers(run.db, market.marketId, customerIds)).map((c) => [c.customerId, c]),
  );
  return lines.map((line, i) => {
    const refuse = (message: string) => new ValidationError(message, { [`lines.${i}`]: [message] });
    const account: LedgerAccount = line.account;
    let accountName: string;
    switch (account.kind) {
      case 'farmer':
      case 'reeler': {
        const customer = customers.get(account.customerId);
        if (customer?.kind !== account.kind)
          throw refuse(`Line ${i + 1}: not a ${account.kind} of this market`);
        accountName = `${customer.name} (${customer.code})`;
        break;
      }
      case 'bank':
        if (account.bankAccountId !== MARKET_BANK_ACCOUNT)
          throw refuse(`Line ${i + 1}: not a bank account of this market`);
        accountName = MARKET_ACCOUNT_NAMES.bank;
        break;
      default:
        accountName = MARKET_ACCOUNT_NAMES[account.kind];
    }
    return { account, accountName, debitPaise: line.debitPaise, creditPaise: line.creditPaise };
  });
}

/** What a refund to a reeler is checked on: the ledger, once caught up (the seed posts no refunds, so has none). */
type LedgerDeps = Pick<AppDeps, 'db' | 'store' | 'config'>;

/** Posts a voucher in its book (market, type, the date's financial year): the number is the book's next. */
export async function postVoucher(
  run: CommandRun,
  market: Market,
  input: SaveVoucherInput,
  ledger?: LedgerDeps,
) {
  const lines = await namedLines(run, market, input.lines);
  const financialYear = financialYearOf(input.voucherDate);
  const voucherId = run.newId('voucher');
  const book = bookSpec(market.marketId, input.voucherType, financialYear);
  // A reeler paid back takes the deposit's turn (reeler-standing.ts) before the posting turn, as a weighing does.
  const refunded = reelerRefundsOf(input.voucherType, lines, { cancelling: false }).map((r) => r.reelerId);
  return inDepositTurn(run.deps.db, market.marketId, refunded, () =>
    inMonthTurn(run.deps.db, market.marketId, async () => {
      const { goLive, closedMonths } = await ledgerCalendar(run.deps.streams, run.db, market.marketId);
      return decideVoucher(run, market, book, ledger, {
        type: 'PostVoucher' as const,
        data: {
          voucherId,
          marketId: market.marketId,
          marketCode: market.marketCode,
          voucherType: input.voucherType,
          financialYear,
          voucherDate: input.voucherDate,
          lines,
          notes: input.notes,
          referenceNo: input.referenceNo || null,
          correctsMonth: input.correctsMonth ?? null,
          closedMonths,
          goLive,
          today: businessDate(run.at),
          postedBy: run.actor.userName,
        },
      });
    }),
  );
}

/**
 * A voucher's decision with its cash (cash-book-writes.ts: Cash going out taken first, coming in after) and its
 * farmers' accounts (farmer-account-writes.ts): the voucher is first decided on its book as it stands, nothing
 * written, so its own refusal comes before anything moves; a line on a farmer then takes its turn on the farmer
 * payments stream (a Payment voucher never pays a farmer more than the market owes the farmer as a whole).
 */
async function decideVoucher(
  run: CommandRun,
  market: Market,
  book: ReturnType<typeof bookSpec>,
  ledger: LedgerDeps | undefined,
  command: VoucherBookCommand,
): Promise<VoucherEvent[]> {
  const preview = voucherBook.decide(command, await run.deps.streams.state(book));
  const posted = preview.find((e) => e.type === 'VoucherPosted');
  if (posted) await assertReelerRefundsHeld(run, ledger, market, posted.data, businessDate(run.at));
  const hold = posted
    ? await moveFarmerAccounts(
        run,
        market,
        { kind: 'voucher', id: posted.data.voucherId, documentNo: posted.data.voucherNo },
        voucherMovements(posted.data.voucherType, posted.data.lines, await farmersOf(run, market, posted), {
          cancelling: posted.data.reverses !== null,
        }),
        posted.data.voucherDate,
      )
    : { keep: () => undefined };
  const events = await decideWithCash(run, market.marketId, book, command, (written: VoucherEvent[]) =>
    voucherCash(market.marketId, written),
  );
  hold.keep();
  return events;
}

/**
 * A Payment voucher paying a reeler back takes at most the credit the market holds of theirs, on the voucher's
 * date and today (a refund dated back must not leave the account owing on any later day). Vouchers of a market are
 * decided one at a time (the posting turn, month-gate.ts) and the ledger is read once it has every event stored so
 * far, so two refunds racing for one deposit cannot both pass.
 */
async function assertReelerRefundsHeld(
  run: CommandRun,
  ledger: LedgerDeps | undefined,
  market: Market,
  voucher: Extract<VoucherEvent, { type: 'VoucherPosted' }>['data'],
  today: string,
): Promise<void> {
  const refunds = reelerRefundsOf(voucher.voucherType, voucher.lines, {
    cancelling: voucher.reverses !== null,
  });
  if (refunds.length === 0) return;
  if (!ledger) throw new Error('a voucher paying a reeler back is checked on the ledger: pass it');
  await ledgerCaughtUp(
    ledger,
    "The reeler's account is being brought up to date. Please try again in a moment.",
  );
  for (const refund of refunds) {
    const credits = await Promise.all(
      [...new Set([voucher.voucherDate, today])].map(async (asOn) => {
        const { standing } = await reelerStandingOn(ledger.db, {
          marketId: market.marketId,
          reelerId: refund.reelerId,
          asOn,
        });
        return standing.availablePaise;
      }),
    );
    // A deposit market: what the reeler's bids and approvals hold stays (issue 25, reeler-cover.ts).
    const held = await moneyHeld(run, market.marketId, refund.reelerId);
    assertRefundWithinCredit(refund, Math.max(0, Math.min(...credits) - held));
  }
}

/** The farmers a voucher's lines name, as the payments stream records them. */
async function farmersOf(
  run: CommandRun,
  market: Market,
  voucher: Extract<VoucherEvent, { type: 'VoucherPosted' }>,
): Promise<Map<string, PaymentFarmer>> {
  const ids = voucher.data.lines.flatMap((l) => (l.account.kind === 'farmer' ? [l.account.customerId] : []));
  if (ids.length === 0) return new Map();
  const customers = await marketCustomers(run.db, market.marketId, ids);
  return new Map(
    customers.map((c) => [c.customerId, { farmerId: c.customerId, farmerName: c.name, farmerCode: c.code }]),
  );
}

/** Cancels a voucher by a reversing voucher in the original's own book. */
export async function cancelVoucher(
  run: CommandRun,
  market: Market,
  original: Pick<Voucher, 'voucherId' | 'voucherType' | 'financialYear'>,
  input: CancelVoucherInput,
) {
  const book = bookSpec(market.marketId, original.voucherType, original.financialYear);
  return inMonthTurn(run.deps.db, market.marketId, async () => {
    const { goLive, closedMonths } = await ledgerCalendar(run.deps.streams, run.db, market.marketId);
    return decideVoucher(run, market, book, undefined, {
      type: 'CancelVoucher' as const,
      data: {
        voucherId: original.voucherId,
        reversalId: run.newId('voucher-reversal'),
        marketId: market.marketId,
        marketCode: market.marketCode,
        voucherType: original.voucherType,
        financialYear: original.financialYear,
        reason: input.reason,
        date: input.date,
        closedMonths,
        goLive,
        today: businessDate(run.at),
        cancelledBy: run.actor.userName,
      },
    });
  });
}
