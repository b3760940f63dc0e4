import {
  type AddToBatchInput,
  type AddToOnlineBatch,
  businessDate,
  ConflictError,
  type FarmerPaymentEvent,
  type FarmerPaymentsCommand,
  type FarmerPaymentsState,
  farmerDue,
  farmerLotsWithoutNet,
  farmerPaymentEventSchema,
  farmerPayments,
  farmerPaymentsStream,
  type LotToPay,
  lotDue,
  MESSAGES,
  marketReferenceNumber,
  NotFoundError,
  type PaymentFarmer,
  type RowResult,
  type RowToAdd,
  ValidationError,
} from '@cocoon/domain';
import { dueLotIds, type FarmerBankAccount, farmerBankAccounts, farmerBillNos } from '@cocoon/projectors';
import { loadLot } from '../auction/auction-writes.js';
import type { CommandRun } from '../commands/run-command.js';
import { decideWithCash, farmerPaymentCash } from './cash-book-writes.js';
import { inMonthTurn } from './month-gate.js';
import { ledgerCalendar } from './month-writes.js';

export interface PaymentMarket {
  marketId: string;
  marketCode: string;
}

/** The business date (IST) of the command: what a payment, a batch or a result is dated. */
const today = (run: CommandRun) => businessDate(run.at);

export const paymentsSpec = (marketId: string) => ({
  stream: farmerPaymentsStream(marketId),
  decider: farmerPayments,
  eventSchema: farmerPaymentEventSchema,
});

/**
 * Where the writes read what the decision does not hold: the farmer bill in force of each lot and the farmers'
 * bank details (default: the read models; the demo seed, which runs before they catch up, passes its own).
 */
export interface PaymentSources {
  billNos?: (lotIds: string[]) => Promise<Map<string, string>>;
  accounts?: (farmerIds: string[]) => Promise<Map<string, FarmerBankAccount>>;
}

interface FarmerLots {
  farmer: PaymentFarmer;
  lots: LotToPay[];
}

/**
 * The lots with their current farmer net, from the lots' own streams (never the read model, which may lag a
 * weight correction). Every lot must be the market's, the farmer's and weighed: anything else is a mistake the
 * officer is told about, naming the lot.
 */
export async function lotsOfFarmer(
  run: CommandRun,
  market: PaymentMarket,
  farmerId: string,
  lotIds: readonly string[],
  sources: PaymentSources,
): Promise<FarmerLots> {
  const ids = [...new Set(lotIds)];
  const states = await Promise.all(ids.map((id) => loadLot(run, id)));
  const billNos = await (sources.billNos ?? ((lots) => farmerBillNos(run.db, lots)))(ids);
  let farmer: PaymentFarmer | null = null;
  const lots: LotToPay[] = [];
  for (const state of states) {
    if (state.status !== 'inwarded' || state.inward.marketId !== market.marketId) {
      throw new NotFoundError('Lot not found in this market');
    }
    const { inward, weight } = state;
    if (inward.farmerId !== farmerId) {
      const message = `Lot ${inward.lotNo} of ${inward.inwardDate} is not this farmer's`;
      throw new ValidationError(message, { lotIds: [message] });
    }
    if (!weight) {
      const message = `Lot ${inward.lotNo} of ${inward.inwardDate} has not been weighed yet`;
      throw new ValidationError(message, { lotIds: [message] });
    }
    farmer ??= { farmerId, farmerName: inward.farmerName, farmerCode: inward.farmerCode };
    lots.push({
      lotId: inward.lotId,
      lotNo: inward.lotNo,
      auctionDate: inward.inwardDate,
      billNo: billNos.get(inward.lotId) ?? null,
      farmerNetPaise: weight.farmerNetPaise,
    });
  }
  if (!farmer) throw new ValidationError('Select at least one lot', { lotIds: ['Select at least one lot'] });
  return { farmer, lots };
}

/**
 * The current nets of the farmer's other lots, read from the lots' own streams: those the payments stream knows
 * without a net (paid before it kept nets) and those the read model lists with money due. The party's due is
 * decided over every lot (issue 22); a lot the read model has not caught up with only makes the due smaller.
 */
export async function knownLotsOf(
  run: CommandRun,
  market: PaymentMarket,
  state: FarmerPaymentsState,
  farmerId: string,
  offered: readonly LotToPay[],
  sources: PaymentSources = {},
): Promise<LotToPay[]> {
  const offeredIds = new Set(offered.map((lot) => lot.lotId));
  const due = run.deps.db ? ((await dueLotIds(run.db, market.marketId, [farmerId])).get(farmerId) ?? []) : [];
  const missing = [...new Set([...farmerLotsWithoutNet(state, farmerId), ...due])].filter(
    (lotId) => !offeredIds.has(lotId),
  );
  if (missing.length === 0) return [];
  return (await lotsOfFarmer(run, market, farmerId, missing, sources)).lots;
}

/**
 * Pays the farmer in cash the whole remaining due of the lots picked, less what the farmer owes back on other lots
 * (a set-off on the receipt): one receipt.
 */
export async function payInCash(
  run: CommandRun,
  market: PaymentMarket,
  input: { farmerId: string; lotIds: readonly string[] },
  sources: PaymentSources = {},
): Promise<FarmerPaymentEvent[]> {
  const { farmer, lots } = await lotsOfFarmer(run, market, input.farmerId, input.lotIds, sources);
  // The nets of the farmer's other lots (the party's due): which lots the stream knows without a net only grows
  // with payments made before it kept nets, so reading them once before the cash turn is enough.
  const state = await run.deps.streams.state(paymentsSpec(market.marketId));
  const command: FarmerPaymentsCommand = {
    type: 'PayFarmerInCash',
    data: {
      paymentId: run.newId('farmer-payment'),
      marketId: market.marketId,
      marketCode: market.marketCode,
      farmer,
      lots,
      knownLots: await knownLotsOf(run, market, state, farmer.farmerId, lots, sources),
      paidOn: today(run),
      paidBy: run.actor.userName,
    },
  };
  // With its cash (cash-book-writes.ts): refused above the cash on hand before the payment is written.
  return decideWithCash(run, market.marketId, paymentsSpec(market.marketId), command, (events) =>
    farmerPaymentCash(market.marketId, events),
  );
}

export async function reversePayment(
  run: CommandRun,
  market: PaymentMarket,
  input: { paymentId: string; reason: string },
): Promise<FarmerPaymentEvent[]> {
  const command: FarmerPaymentsCommand = {
    type: 'ReverseFarmerPayment',
    data: {
      paymentId: input.paymentId,
      marketId: market.marketId,
      marketCode: market.marketCode,
      reason: input.reason,
      reversedOn: today(run),
      by: run.actor.userName,
    },
  };
  // The cash comes back into the cash book once the reversal is written (cash-book-writes.ts).
  return decideWithCash(run, market.marketId, paymentsSpec(market.marketId), command, (events) =>
    farmerPaymentCash(market.marketId, events),
  );
}

/**
 * Farmers (every lot with money due) or picked lots into the date's online batch. Which lots a farmer has due
 * comes from the read model; their nets from the lots' streams; whether each is still due from the payments
 * stream as the decision sees it (a lot paid a moment ago by another officer is left out of "every lot", and
 * refused, named, when it was picked).
 */
export async function addToBatch(
  run: CommandRun,
  market: PaymentMarket,
  input: AddToBatchInput,
  sources: PaymentSources = {},
): Promise<FarmerPaymentEvent[]> {
  const picks = new Map<string, readonly string[] | null>();
  for (const farmerId of input.farmerIds ?? []) picks.set(farmerId, null);
  for (const selection of input.selections ?? []) picks.set(selection.farmerId, selection.lotIds ?? null);
  const everyLot = [...picks].filter(([, lotIds]) => lotIds === null).map(([farmerId]) => farmerId);
  const due = everyLot.length > 0 ? await dueLotIds(run.db, market.marketId, everyLot) : new Map();
  const accounts = await (sources.accounts ?? ((ids) => farmerBankAccounts(run.db, ids)))([...picks.keys()]);
  const loaded: Array<FarmerLots & { strict: boolean }> = [];
  for (const [farmerId, lotIds] of picks) {
    const ids = lotIds ?? due.get(farmerId) ?? [];
    if (ids.length === 0) continue;
    loaded.push({ ...(await lotsOfFarmer(run, market, farmerId, ids, sources)), strict: lotIds !== null });
  }
  const noBank = loaded.filter(({ farmer }) => {
    const account = accounts.get(farmer.farmerId);
    return !account?.accountNo || !account.ifsc;
  });
  if (noBank.length > 0) {
    const names = noBank.map(({ farmer }) => `${farmer.farmerName} (${farmer.farmerCode})`).join(', ');
    const message = `No bank account number or IFSC: ${names}. Pay in cash or add the bank details first.`;
    throw new ValidationError(message, { farmerIds: [message] });
  }
  // A farmer whose new bank details wait for a second person is held out (issue 25): neither account is sure.
  const waiting = loaded.filter(({ farmer }) => accounts.get(farmer.farmerId)?.bankChangePending);
  if (waiting.length > 0) {
    const names = waiting.map(({ farmer }) => `${farmer.farmerName} (${farmer.farmerCode})`).join(', ');
    const message = `A change of bank details waits for approval: ${names}. Approve it first, or pay in cash.`;
    throw new ConflictError(message, 'farmerIds');
  }
  const command = async (state: FarmerPaymentsState): Promise<AddToOnlineBatch> => {
    const rows: RowToAdd[] = [];
    for (const { farmer, lots, strict } of loaded) {
      // "Every lot" takes what is still due now; picked lots go as picked, so the decider names any not due.
      const offered = strict ? lots : lots.filter((lot) => lotDue(state, lot) > 0);
      if (offered.length === 0) continue;
      const knownLots = await knownLotsOf(run, market, state, farmer.farmerId, offered, sources);
      // "Every lot" of a farmer who owes back at least as much is left for a later day (the set-off waits).
      if (!strict) {
        const { recoverablePaise } = farmerDue(state, farmer.farmerId, [...offered, ...knownLots]);
        const gross = offered.reduce((total, lot) => total + lotDue(state, lot), 0);
        if (recoverablePaise >= gross) continue;
      }
      const account = accounts.get(farmer.farmerId);
      rows.push({
        knownLots,
        rowId: run.newId(`batch-row:${input.batchDate}:${farmer.farmerId}`),
        farmer,
        bank: {
          accountNo: account?.accountNo ?? '',
          ifsc: account?.ifsc ?? '',
          accountName: account?.accountName ?? farmer.farmerName,
          bankName: account?.bankName ?? null,
        },
        lots: offered,
      });
    }
    if (rows.length === 0) throw new ConflictError(MESSAGES.alreadyProcessed);
    return {
      type: 'AddToOnlineBatch',
      data: {
        batchId: run.newId(`online-batch:${input.batchDate}`),
        marketId: market.marketId,
        marketCode: market.marketCode,
        marketNumber: marketReferenceNumber(market.marketId),
        batchDate: input.batchDate,
        rows,
        addedOn: today(run),
        by: run.actor.userName,
        byId: run.actor.userId,
      },
    };
  };
  if (loaded.length === 0) throw new ConflictError(MESSAGES.alreadyProcessed);
  const { events } = await run.decide({
    ...paymentsSpec(market.marketId),
    marketId: market.marketId,
    command,
  });
  return events;
}

export async function removeBatchRow(
  run: CommandRun,
  market: PaymentMarket,
  input: { batchId: string; rowId: string },
): Promise<FarmerPaymentEvent[]> {
  const { events } = await run.decide({
    ...paymentsSpec(market.marketId),
    marketId: market.marketId,
    command: {
      type: 'RemoveBatchRow',
      data: { batchId: input.batchId, rowId: input.rowId, removedOn: today(run), by: run.actor.userName },
    },
  });
  return events;
}

export async function exportBatch(
  run: CommandRun,
  market: PaymentMarket,
  input: { batchId: string; template: string },
): Promise<FarmerPaymentEvent[]> {
  const { events } = await run.decide({
    ...paymentsSpec(market.marketId),
    marketId: market.marketId,
    command: {
      type: 'ExportBatch',
      data: {
        batchId: input.batchId,
        template: input.template,
        exportedOn: today(run),
        by: run.actor.userName,
      },
    },
  });
  return events;
}

export async function recordResults(
  run: CommandRun,
  market: PaymentMarket,
  input: { batchId: string; results: RowResult[] },
): Promise<FarmerPaymentEvent[]> {
  // In the month gate's turn: a month closing at the same moment is closed before or after, never half-way.
  const { events } = await inMonthTurn(run.db, market.marketId, async () => {
    const { closedMonths } = await ledgerCalendar(run.deps.streams, run.db, market.marketId);
    return run.decide({
      ...paymentsSpec(market.marketId),
      marketId: market.marketId,
      command: {
        type: 'RecordBatchResults',
        data: {
          batchId: input.batchId,
          results: input.results,
          recordedOn: today(run),
          by: run.actor.userName,
          closedMonths,
        },
      },
    });
  });
  return events;
}
