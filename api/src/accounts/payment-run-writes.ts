import {
  ALREADY_IN_BATCH,
  type BatchState,
  type BuildPaymentRun,
  businessDate,
  ConflictError,
  type FarmerPaymentsState,
  farmerPayments,
  type LeftOut,
  type LeftOutFarmer,
  lotDue,
  MESSAGES,
  marketReferenceNumber,
  NotFoundError,
  nextWorkingDay,
  type PaymentRunApprovedAnswer,
  type PaymentRunBuiltAnswer,
  planRunRows,
  type RowToAdd,
  returnReason,
  runEligibilityRefusal,
} from '@cocoon/domain';
import {
  type FarmerBankAccount,
  farmerBankAccounts,
  farmersWithDues,
  ifscInRbiList,
  type ReadModelDb,
} from '@cocoon/projectors';
import { sql } from 'kysely';
import type { CommandRun } from '../commands/run-command.js';
import type { StreamRunner } from '../commands/stream-runner.js';
import { marketCalendar } from '../masters/holiday-calendar.js';
import { knownLotsOf, lotsOfFarmer, type PaymentMarket, paymentsSpec } from './farmer-payment-writes.js';

/**
 * The day's payment run (issue 25, part 2): every farmer of the market with verified bank details and money due,
 * in one batch for the market's next working day; a second person approves it before its bank file is made.
 */

/** The market's next working day after `date` (Sundays, the weekly holiday, the holiday master). */
export async function payOnAfter(
  deps: { streams: StreamRunner; db: ReadModelDb },
  marketId: string,
  date: string,
): Promise<string> {
  return nextWorkingDay(date, await marketCalendar(deps, marketId));
}

const toLeftOut = (l: LeftOut): LeftOutFarmer => ({
  farmerId: l.farmer.farmerId,
  farmerCode: l.farmer.farmerCode,
  farmerName: l.farmer.farmerName,
  reason: l.reason,
});

export interface RunCandidates {
  /** Farmers who may go in, with the lots the read model lists due (nets as it holds them). */
  eligible: Array<{
    farmer: { farmerId: string; farmerName: string; farmerCode: string };
    lots: Array<{
      lotId: string;
      lotNo: number;
      auctionDate: string;
      billNo: string | null;
      farmerNetPaise: number;
    }>;
    account: FarmerBankAccount;
  }>;
  leftOut: LeftOutFarmer[];
}

/** The market's farmers with money due as the read model sees them, sorted into eligible and left out (why). */
export async function runCandidates(db: ReadModelDb, marketId: string, asOn: string): Promise<RunCandidates> {
  const farmers = await farmersWithDues(db, {
    where: (eb) => eb(sql.ref('l.branch_id'), '=', marketId),
    asOn,
  });
  const accounts = await farmerBankAccounts(
    db,
    farmers.map((f) => f.farmerId),
  );
  const result: RunCandidates = { eligible: [], leftOut: [] };
  for (const due of farmers) {
    const farmer = { farmerId: due.farmerId, farmerName: due.farmerName, farmerCode: due.farmerCode };
    const lots = due.lots
      .filter((lot) => lot.duePaise > 0)
      .map((lot) => ({
        lotId: lot.lotId,
        lotNo: lot.lotNo,
        auctionDate: lot.auctionDate,
        billNo: lot.billNo,
        farmerNetPaise: lot.netPaise,
      }));
    const account = accounts.get(due.farmerId);
    const refusal = runEligibilityRefusal(
      {
        bankAcNo: account?.accountNo ?? null,
        ifscCode: account?.ifsc ?? null,
        bankAcName: account?.accountName ?? null,
        bankChangePending: account?.bankChangePending ?? false,
      },
      ifscInRbiList,
    );
    if (lots.length === 0 || due.duePaise <= 0) {
      // Money in a batch or run already is not "left out"; what is owed back (a correction) is.
      if (due.inTransitPaise === 0 || due.recoverablePaise > 0) {
        result.leftOut.push({ ...farmer, reason: 'Nothing due after what the farmer owes back' });
      }
    } else if (refusal || !account) {
      result.leftOut.push({ ...farmer, reason: refusal ?? 'No bank account number or IFSC' });
    } else {
      result.eligible.push({ farmer, lots, account });
    }
  }
  return result;
}

const bankOf = (account: FarmerBankAccount, farmerName: string) => ({
  accountNo: account.accountNo ?? '',
  ifsc: account.ifsc ?? '',
  accountName: account.accountName ?? farmerName,
  bankName: account.bankName,
});

/**
 * Decides a run of `rows` (each a farmer with the lots to offer, their nets read from the lots' streams): the
 * stream keeps what is still due (`planRunRows`), into the date's open run. Answers the run and who was left out.
 */
async function decideRun(
  run: CommandRun,
  market: PaymentMarket,
  payOn: string,
  rows: (state: FarmerPaymentsState) => Promise<RowToAdd[]>,
  leftBefore: LeftOutFarmer[],
): Promise<PaymentRunBuiltAnswer> {
  const date = businessDate(run.at);
  let leftOut: LeftOutFarmer[] = [];
  const { events, before } = await run.decide({
    ...paymentsSpec(market.marketId),
    marketId: market.marketId,
    command: async (current: FarmerPaymentsState): Promise<BuildPaymentRun> => {
      const plan = planRunRows(current, await rows(current));
      leftOut = plan.leftOut.filter((l) => l.reason !== ALREADY_IN_BATCH).map(toLeftOut);
      return {
        type: 'BuildPaymentRun',
        data: {
          batchId: run.newId(`payment-run:${date}`),
          marketId: market.marketId,
          marketCode: market.marketCode,
          marketNumber: marketReferenceNumber(market.marketId),
          batchDate: date,
          payOn,
          rows: plan.rows,
          addedOn: date,
          by: run.actor.userName,
          byId: run.actor.userId,
        },
      };
    },
  });
  const state = events.reduce(farmerPayments.evolve, before);
  const added = events.find((e) => e.type === 'BatchRowsAdded');
  const opened = events.find((e) => e.type === 'OnlineBatchOpened');
  const batchId = added?.type === 'BatchRowsAdded' ? added.data.batchId : (state.runOfDate.get(date) ?? null);
  const batch: BatchState | undefined = batchId ? state.batches.get(batchId) : undefined;
  const addedRows = added?.type === 'BatchRowsAdded' ? added.data.rows : [];
  return {
    batchId: batch?.batchId ?? null,
    batchNo: batch?.batchNo ?? null,
    opened: Boolean(opened),
    payOn: batch?.payOn ?? payOn,
    added: addedRows.length,
    addedPaise: addedRows.reduce((total, row) => total + row.amountPaise, 0),
    leftOut: [...leftBefore, ...leftOut].sort((a, b) => a.farmerCode.localeCompare(b.farmerCode)),
  };
}

/** Builds (or adds to) the day's run: every eligible farmer with money due, the rest listed with the reason. */
export async function buildPaymentRun(
  run: CommandRun,
  market: PaymentMarket,
): Promise<PaymentRunBuiltAnswer> {
  const date = businessDate(run.at);
  const payOn = await payOnAfter({ streams: run.deps.streams, db: run.db }, market.marketId, date);
  const candidates = await runCandidates(run.db, market.marketId, date);
  // The nets from the lots' own streams (the read model may lag a correction); read once, before the turn.
  const loaded = await Promise.all(
    candidates.eligible.map(async (c) => ({
      ...(await lotsOfFarmer(
        run,
        market,
        c.farmer.farmerId,
        c.lots.map((l) => l.lotId),
        {},
      )),
      account: c.account,
    })),
  );
  return decideRun(
    run,
    market,
    payOn,
    async (state) => {
      const rows: RowToAdd[] = [];
      for (const { farmer, lots, account } of loaded) {
        const offered = lots.filter((lot) => lotDue(state, lot) > 0);
        rows.push({
          rowId: run.newId(`run-row:${farmer.farmerId}`),
          farmer,
          bank: bankOf(account, farmer.farmerName),
          lots: offered.length > 0 ? offered : lots,
          knownLots: await knownLotsOf(run, market, state, farmer.farmerId, offered, {}),
        });
      }
      return rows;
    },
    candidates.leftOut,
  );
}

/**
 * Re-issues a returned row: a new row in today's run to the farmer's CURRENT bank details (corrected through the
 * farmer form, never here), linked to the returned one, which keeps the details it failed with. A return for an
 * account problem (closed, no such account, name) waits until the details have changed.
 */
export async function reissueReturn(
  run: CommandRun,
  market: PaymentMarket,
  input: { batchId: string; rowId: string },
): Promise<PaymentRunBuiltAnswer> {
  const state = await run.deps.streams.state(paymentsSpec(market.marketId));
  const failed = state.batches.get(input.batchId)?.rows[input.rowId];
  if (!failed) throw new NotFoundError('No such row in this market');
  if (failed.status !== 'failed') {
    throw new ConflictError(`The row ${failed.row.reference} was not returned by the bank.`);
  }
  if (failed.reissuedAs) throw new ConflictError(MESSAGES.alreadyProcessed);
  const { row } = failed;
  const account = (await farmerBankAccounts(run.db, [row.farmerId])).get(row.farmerId);
  const blocked = reissueBlock(failed, account);
  if (blocked) throw new ConflictError(blocked);
  const date = businessDate(run.at);
  const payOn = await payOnAfter({ streams: run.deps.streams, db: run.db }, market.marketId, date);
  const { farmer, lots } = await lotsOfFarmer(
    run,
    market,
    row.farmerId,
    row.lots.map((lot) => lot.lotId),
    {},
  );
  const answer = await decideRun(
    run,
    market,
    payOn,
    async (current) => {
      const offered = lots.filter((lot) => lotDue(current, lot) > 0);
      if (offered.length === 0) {
        throw new ConflictError(
          `Nothing is due on the lots of ${row.reference} any more (paid since): there is nothing to re-issue.`,
        );
      }
      return [
        {
          rowId: run.newId(`reissue-row:${input.rowId}`),
          farmer,
          bank: bankOf(account as FarmerBankAccount, farmer.farmerName),
          lots: offered,
          knownLots: await knownLotsOf(run, market, current, farmer.farmerId, offered, {}),
          reissueOf: { batchId: input.batchId, rowId: input.rowId },
        },
      ];
    },
    [],
  );
  if (answer.added === 0) {
    const reason = answer.leftOut[0]?.reason ?? 'Nothing is due';
    throw new ConflictError(`${row.farmerName} (${row.farmerCode}) cannot be re-issued: ${reason}.`);
  }
  return answer;
}

/** Why a returned row cannot be re-issued to the farmer's current details now (null: it can). */
export function reissueBlock(
  failed: { row: { bank: { accountNo: string; ifsc: string } }; failure?: { reasonCode: string | null } },
  account: FarmerBankAccount | undefined,
): string | null {
  const refusal = runEligibilityRefusal(
    {
      bankAcNo: account?.accountNo ?? null,
      ifscCode: account?.ifsc ?? null,
      bankAcName: account?.accountName ?? null,
      bankChangePending: account?.bankChangePending ?? false,
    },
    ifscInRbiList,
  );
  if (refusal) return `${refusal}: correct them through the farmer form first.`;
  const reason = returnReason(failed.failure?.reasonCode);
  const same =
    account?.accountNo === failed.row.bank.accountNo &&
    account?.ifsc?.toUpperCase() === failed.row.bank.ifsc.toUpperCase();
  if (reason.newDetails && same) {
    return `The bank returned it as "${reason.text}": correct the farmer's bank details through the farmer form (${reason.bring}) before re-issuing.`;
  }
  return null;
}

/**
 * A second person approves a batch, the day's run or one made by hand (issue 25): the decider refuses the maker,
 * anyone outside the market's line, a changed-since or exported batch. Answers what was approved.
 */
export async function approveBatch(
  run: CommandRun,
  market: PaymentMarket,
  batchId: string,
  marketAdOfficeId: string | null,
): Promise<PaymentRunApprovedAnswer> {
  const { events } = await run.decide({
    ...paymentsSpec(market.marketId),
    marketId: market.marketId,
    command: {
      type: 'ApprovePaymentRun',
      data: {
        batchId,
        marketId: market.marketId,
        checker: run.actor,
        marketAdOfficeId,
        approvedOn: businessDate(run.at),
        by: run.actor.userName,
      },
    },
  });
  const approved = events.find((e) => e.type === 'PaymentRunApproved');
  if (approved?.type !== 'PaymentRunApproved') throw new ConflictError('The batch was not approved');
  return {
    batchId,
    rowCount: approved.data.rowCount,
    totalPaise: approved.data.totalPaise,
    approvedBy: approved.data.approvedBy,
  };
}
