import type { PaymentFarmer, VoucherEvent, VoucherType } from '@cocoon/domain';
import type { CommandRun } from '../commands/run-command.js';
import { knownLotsOf, paymentsSpec } from './farmer-payment-writes.js';

/**
 * Money on a farmer's account outside the lots (issue 22): a voucher line or an opening balance on a farmer is told
 * to the market's farmer payments stream (`MoveFarmerAccount`) before its own book, so what the market owes a
 * farmer is one figure, decided where every payment to the farmer is decided. A Payment voucher paying a farmer
 * takes its turn there with the cash payments and bank rows and is refused beyond the farmer's whole due (409
 * naming both amounts). If the document's own book then refuses it, the movement is undone.
 */

export interface AccountMovement {
  farmer: PaymentFarmer;
  /** + the market owes the farmer more; − less. */
  amountPaise: number;
  pays: boolean;
}

/** The farmers' movements of a voucher's lines: credit − debit on each farmer's account, one per farmer. */
export function voucherMovements(
  voucherType: VoucherType,
  lines: VoucherEvent['data']['lines'],
  farmers: ReadonlyMap<string, PaymentFarmer>,
  options: { cancelling: boolean },
): AccountMovement[] {
  const sums = new Map<string, number>();
  for (const line of lines) {
    if (line.account.kind !== 'farmer') continue;
    const id = line.account.customerId;
    sums.set(id, (sums.get(id) ?? 0) + line.creditPaise - line.debitPaise);
  }
  return [...sums]
    .filter(([, amountPaise]) => amountPaise !== 0)
    .flatMap(([farmerId, amountPaise]) => {
      const farmer = farmers.get(farmerId);
      if (!farmer) throw new Error(`farmer ${farmerId} of a voucher line is not named`);
      // Money leaves the market for the farmer: a Payment voucher (its cancellation gives money back, never pays).
      const pays = voucherType === 'Payment' && amountPaise < 0 && !options.cancelling;
      return [{ farmer, amountPaise, pays }];
    });
}

/** What a command holds on the payments stream: `keep()` once its document is written. */
export interface AccountHold {
  keep(): void;
}

/**
 * Records the movements on the payments stream, each a step of the command; if the command fails before `keep()`
 * (its document refused after all), they are undone.
 */
export async function moveFarmerAccounts(
  run: CommandRun,
  market: { marketId: string; marketCode: string },
  source: { kind: 'voucher' | 'opening-balance'; id: string; documentNo: string | null },
  movements: readonly AccountMovement[],
  movedOn: string,
): Promise<AccountHold> {
  let kept = false;
  const spec = paymentsSpec(market.marketId);
  for (const movement of movements) {
    const { farmerId } = movement.farmer;
    const movementId = run.newId(`farmer-account:${source.id}:${farmerId}`);
    const state = await run.deps.streams.state(spec);
    const lots = movement.pays ? await knownLotsOf(run, market, state, farmerId, []) : [];
    await run.decide({
      ...spec,
      marketId: market.marketId,
      step: `${run.commandId}:farmer-account:${farmerId}`,
      command: {
        type: 'MoveFarmerAccount' as const,
        data: {
          movementId,
          marketId: market.marketId,
          farmer: movement.farmer,
          amountPaise: movement.amountPaise,
          source,
          pays: movement.pays,
          lots,
          movedOn,
        },
      },
    });
    run.onFailure(async () => {
      if (kept) return;
      const now = await run.deps.streams.state(spec);
      if (!now.movements.has(movementId)) return;
      await run.decide({
        ...spec,
        marketId: market.marketId,
        step: `${run.commandId}:farmer-account-undo:${farmerId}`,
        command: {
          type: 'MoveFarmerAccount' as const,
          data: {
            movementId: run.newId(`farmer-account-undo:${source.id}:${farmerId}`),
            marketId: market.marketId,
            farmer: movement.farmer,
            amountPaise: -movement.amountPaise,
            source: { ...source, documentNo: `${source.documentNo ?? ''} (not recorded)`.trim() },
            pays: false,
            lots: [],
            movedOn,
          },
        },
      });
    });
  }
  return {
    keep: () => {
      kept = true;
    },
  };
}
