import {
  ConflictError,
  type Crate,
  type LotCommand,
  type LotEvent,
  type LotState,
  lotDecider,
  lotMoney,
  type PaymentFarmer,
} from '@cocoon/domain';
import { paymentsSpec } from '../accounts/farmer-payment-writes.js';
import type { CommandRun } from '../commands/run-command.js';
import { loadLot, lotStreamSpec } from './auction-writes.js';

/**
 * Weight corrections and the money already paid for a lot (issue 22, "Corrections after payment").
 *
 * Every correction of a weighed lot tells the market's farmer payments stream the lot's new farmer net
 * (`ReviseLotNet`) before the lot's own stream records it. The payments stream is where every payment of the
 * farmer is decided, so a correction and a payment of the same lot take turns: a payment deciding a moment later
 * pays the new net, and a correction arriving after a payment finds the lot paid and is not recorded without the
 * Assistant Director's approval. A correction of a lot that is paid or in a bank batch is therefore asked for
 * (`WeightCorrectionRequested` on the lot) and recorded only when a second person, the Assistant Director of the
 * market's AD office, approves it; what the farmer was overpaid becomes a recoverable, set off against the
 * farmer's next payment.
 */

export interface CorrectionMarket {
  marketId: string;
}

interface WeightAsked {
  crates: Crate[] | null;
  netGrams: number | null;
  levy: { farmerLevyBp: number; reelerLevyBp: number };
  reason: string;
}

export type CorrectionOutcome =
  | { kind: 'corrected'; event: Extract<LotEvent, { type: 'LotWeightCorrected' }>; position: string }
  | { kind: 'requested'; requestId: string; position: string };

/** Decides a lot command on the state without writing (the same decision the stream will take, for its figures). */
function preview(command: LotCommand, state: LotState): LotEvent {
  const [event] = lotDecider.decide(command, state);
  if (!event) throw new Error(`a lot decided nothing for ${command.type}`);
  return event;
}

const farmerOf = (state: LotState): PaymentFarmer => {
  if (state.status !== 'inwarded') throw new Error('a correction of a lot that was never inwarded');
  return {
    farmerId: state.inward.farmerId,
    farmerName: state.inward.farmerName,
    farmerCode: state.inward.farmerCode,
  };
};

/**
 * Tells the payments stream the lot's new net (a step of the command), then records `command` on the lot. If the
 * lot's stream then refuses (another correction slipped in), the payments stream is told the lot's net as the
 * lot's own stream has it, so the two never disagree for longer than the failed command.
 */
async function reviseThenRecord(
  run: CommandRun,
  market: CorrectionMarket,
  lotId: string,
  command: LotCommand,
  approvedBy: string | null,
): Promise<{ event: LotEvent; position: string }> {
  const state = await loadLot(run, lotId);
  const corrected = preview(command, state);
  if (corrected.type !== 'LotWeightCorrected' || state.status !== 'inwarded' || !state.weight) {
    throw new Error(`a correction previewed ${corrected.type}`);
  }
  const lot = {
    lotId,
    lotNo: state.inward.lotNo,
    auctionDate: state.inward.inwardDate,
    billNo: null,
    farmerNetPaise: state.weight.farmerNetPaise,
  };
  const revise = (netPaise: number, step: string, by: string | null) =>
    run.decide({
      ...paymentsSpec(market.marketId),
      marketId: market.marketId,
      step: `${run.commandId}:${step}`,
      command: {
        type: 'ReviseLotNet' as const,
        data: {
          correctionId: run.newId(`${step}:${lotId}`),
          marketId: market.marketId,
          farmer: farmerOf(state),
          lot,
          netPaise,
          approvedBy: by,
          revisedOn: run.at.toISOString().slice(0, 10),
        },
      },
    });
  await revise(corrected.data.farmerNetPaise, 'revise-net', approvedBy);
  run.onFailure(async () => {
    const now = await loadLot(run, lotId);
    if (now.status !== 'inwarded' || !now.weight) return;
    await revise(
      now.weight.farmerNetPaise,
      'revise-net-undo',
      `${run.actor.userName} (correction not recorded)`,
    );
  });
  const { events, position } = await run.decide({
    ...lotStreamSpec(lotId),
    marketId: market.marketId,
    command,
  });
  const event = events[0];
  if (!event) throw new Error('a correction recorded nothing');
  return { event, position };
}

/**
 * A correction asked by an officer: recorded at once when no money has left for the lot, else asked for approval.
 */
export async function correctOrAsk(
  run: CommandRun,
  market: CorrectionMarket,
  lotId: string,
  weight: WeightAsked,
): Promise<CorrectionOutcome> {
  const payments = await run.deps.streams.state(paymentsSpec(market.marketId));
  const money = lotMoney(payments, lotId);
  const at = run.at;
  if (money.paidPaise !== 0 || money.inTransitPaise !== 0) {
    const requestId = run.newId(`weight-correction:${lotId}`);
    const { position } = await run.decide({
      ...lotStreamSpec(lotId),
      marketId: market.marketId,
      command: {
        type: 'RequestWeightCorrection',
        data: { ...weight, at, requestId, by: { userId: run.actor.userId, userName: run.actor.userName } },
      },
    });
    return { kind: 'requested', requestId, position };
  }
  const { event, position } = await reviseThenRecord(
    run,
    market,
    lotId,
    { type: 'CorrectWeight', data: { ...weight, at } },
    null,
  );
  if (event.type !== 'LotWeightCorrected') throw new Error(`a correction recorded ${event.type}`);
  return { kind: 'corrected', event, position };
}

/** The Assistant Director's decision on a correction of a paid lot: approved, it is recorded (and revises the net). */
export async function decideCorrection(
  run: CommandRun,
  market: CorrectionMarket,
  input: { lotId: string; requestId: string; decision: 'approve' | 'reject'; reason: string | null },
): Promise<{ event: LotEvent; position: string }> {
  const command: LotCommand = {
    type: 'DecideWeightCorrection',
    data: {
      requestId: input.requestId,
      decision: input.decision,
      reason: input.reason,
      by: { userId: run.actor.userId, userName: run.actor.userName },
      at: run.at,
    },
  };
  if (input.decision === 'approve')
    return reviseThenRecord(run, market, input.lotId, command, run.actor.userName);
  const { events, position } = await run.decide({
    ...lotStreamSpec(input.lotId),
    marketId: market.marketId,
    command,
  });
  const event = events[0];
  if (!event) throw new ConflictError('The correction has already been decided');
  return { event, position };
}
