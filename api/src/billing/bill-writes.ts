import {
  type BillBookState,
  type BillCustomer,
  type BillDay,
  type BillEvent,
  type BillLine,
  type BillType,
  billBook,
  billBookStream,
  billEventSchema,
  type CustomerToBill,
  financialYearOf,
  type InwardedLot,
  MARKET_SETTINGS,
} from '@cocoon/domain';
import { billCustomers } from '@cocoon/projectors';
import { reelerPaySettings } from '../auction/access.js';
import { loadLot } from '../auction/auction-writes.js';
import type { CommandRun } from '../commands/run-command.js';

/**
 * Days a reeler has to pay an invoice: the setting `reelerpaydays` in force on the auction date (default 3). A
 * run without the read side (the demo seed) takes the built-in default.
 */
async function reelerPaymentDays(run: CommandRun, marketId: string, date: string): Promise<number> {
  if (!run.deps.db) return MARKET_SETTINGS.reelerpaydays.defaultValue;
  return (await reelerPaySettings(run.deps.db, marketId, date)).payDays;
}

export interface BillDayRequest {
  market: { marketId: string; marketCode: string };
  date: string;
  billType: BillType;
  mode: 'issue' | 'reconcile';
  /** Lots the caller knows of (the read model's weighed lots of the date, or the corrected lot). */
  lotIds: readonly string[];
  /** Only these customers (the rows picked on the screen, or the parties of a corrected lot). */
  customerIds?: readonly string[];
  /** How the customers are read for the bill (default: the read model; the demo seed reads their streams). */
  customers?: (customerIds: string[]) => Promise<Map<string, BillCustomer>>;
}

const bookSpec = (marketId: string, billType: BillType, date: string) => ({
  stream: billBookStream(marketId, billType, financialYearOf(date)),
  decider: billBook,
  eventSchema: billEventSchema,
});

const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** The lot as a line of a bill of the given type, from the lot's own stream (what weight entry computed). */
function lineOf(lot: InwardedLot, billType: BillType): { customerId: string; line: BillLine } | null {
  const weight = lot.weight;
  const buyer = lot.round.highest;
  if (!weight || !buyer) return null;
  const farmer = billType === 'farmer';
  const { inward } = lot;
  return {
    customerId: farmer ? inward.farmerId : weight.reelerId,
    line: {
      lotId: inward.lotId,
      lotNo: inward.lotNo,
      inwardDate: inward.inwardDate,
      race: inward.silkName,
      shellRatioBp: inward.assay.shellRatioBp,
      floorPricePaisePerKg: inward.assay.floorPricePaisePerKg,
      netGrams: weight.netGrams,
      ratePaisePerKg: weight.ratePaise,
      amountPaise: weight.amountPaise,
      levyPaise: farmer ? weight.farmerLevyPaise : weight.reelerLevyPaise,
      netPaise: farmer ? weight.farmerNetPaise : weight.reelerPayablePaise,
      counterpartId: farmer ? weight.reelerId : inward.farmerId,
      counterpartCode: farmer ? buyer.reelerCode : inward.farmerCode,
      counterpartName: farmer ? buyer.reelerName : inward.farmerName,
      weightVersion: lot.corrections,
    },
  };
}

/** Loads lots from their streams, a few at a time (each is a small stream, usually cached). */
async function loadLots(run: CommandRun, lotIds: readonly string[]): Promise<InwardedLot[]> {
  const lots: InwardedLot[] = [];
  const ids = [...new Set(lotIds)];
  for (let i = 0; i < ids.length; i += 16) {
    const states = await Promise.all(ids.slice(i, i + 16).map((id) => loadLot(run, id)));
    for (const state of states) if (state.status === 'inwarded') lots.push(state);
  }
  return lots;
}

/**
 * Bills a market's date for one bill type, as one decision on the year's bill book. The lines come from the
 * lots' own streams, never from a read model that may lag; the lots already on bills in force are added to the
 * caller's list, so a lagging list can never drop a lot from a reissued bill.
 */
export async function billDay(run: CommandRun, request: BillDayRequest): Promise<BillEvent[]> {
  const { market, date, billType } = request;
  const book = bookSpec(market.marketId, billType, date);
  const wanted = request.customerIds ? new Set(request.customerIds) : null;
  const readCustomers = request.customers ?? ((ids: string[]) => billCustomers(run.db, ids));
  const dueDate =
    billType === 'reeler' ? addDays(date, await reelerPaymentDays(run, market.marketId, date)) : null;

  // Built from the book as the decision sees it (again after a conflict): a bill issued a moment ago by another
  // command brings its lots in, so a reissue never leaves out a lot the bill in force holds.
  const command = async (state: BillBookState): Promise<BillDay> => {
    const inForce = state.days[date] ?? {};
    const billedLots = Object.entries(inForce)
      .filter(([customerId]) => !wanted || wanted.has(customerId))
      .flatMap(([, bill]) => bill.lines.map((line) => line.lotId));
    const lots = await loadLots(run, [...request.lotIds, ...billedLots]);
    const linesByCustomer = new Map<string, BillLine[]>();
    for (const lot of lots) {
      if (lot.inward.marketId !== market.marketId || lot.inward.inwardDate !== date) continue;
      const placed = lineOf(lot, billType);
      if (!placed || (wanted && !wanted.has(placed.customerId))) continue;
      linesByCustomer.set(placed.customerId, [
        ...(linesByCustomer.get(placed.customerId) ?? []),
        placed.line,
      ]);
    }
    const customers = linesByCustomer.size > 0 ? await readCustomers([...linesByCustomer.keys()]) : new Map();
    const toBill: CustomerToBill[] = [...linesByCustomer].map(([customerId, lines]) => {
      const customer = customers.get(customerId);
      if (!customer) throw new Error(`customer ${customerId} of a weighed lot is not in the read model`);
      return { billId: run.newId(`bill:${billType}:${date}:${customerId}:${request.mode}`), customer, lines };
    });
    return {
      type: 'BillDay',
      data: {
        billType,
        marketId: market.marketId,
        marketCode: market.marketCode,
        financialYear: financialYearOf(date),
        auctionDate: date,
        customers: toBill,
        mode: request.mode,
        dueDate,
        at: run.at.toISOString(),
        by: run.actor.userName,
      },
    };
  };

  // Read the book as it stands now, not as this process last saw it: a decision that finds nothing to do appends
  // nothing, so no conflict would tell it that another process had just issued a bill (see recheckIssued).
  await run.deps.streams.state(book);
  const { events } = await run.decide({
    ...book,
    step: `${run.commandId}:${billType}-bills:${date}:${request.mode}`,
    marketId: market.marketId,
    command,
  });
  return events;
}

/**
 * After issuing, a weight correction that landed between reading a lot and issuing its bill would leave the bill
 * stale: the correction looked at the book before the bill was there. Looking at the lots again after the
 * append closes that gap (either this re-read sees the correction, or the correction sees this bill).
 */
export async function recheckIssued(
  run: CommandRun,
  request: BillDayRequest,
  issued: BillEvent[],
): Promise<BillEvent[]> {
  const lines = issued.flatMap((e) => (e.type === 'BillIssued' ? e.data.lines : []));
  if (lines.length === 0) return [];
  const lots = await loadLots(
    run,
    lines.map((l) => l.lotId),
  );
  const changed = lots.some((lot) =>
    lines.some((l) => l.lotId === lot.inward.lotId && l.weightVersion !== lot.corrections),
  );
  if (!changed) return [];
  return billDay(run, { ...request, mode: 'reconcile', lotIds: lines.map((l) => l.lotId) });
}

/** A corrected weight: the farmer bill and reeler invoice in force for the lot are cancelled and issued again. */
export async function reissueBillsOfLot(
  run: CommandRun,
  lot: { lotId: string; marketId: string; marketCode: string; inwardDate: string },
): Promise<BillEvent[]> {
  const state = await loadLot(run, lot.lotId);
  if (state.status !== 'inwarded' || !state.weight) return [];
  const events: BillEvent[] = [];
  for (const billType of ['farmer', 'reeler'] as const) {
    const party = lineOf(state, billType);
    if (!party) continue;
    events.push(
      ...(await billDay(run, {
        market: { marketId: lot.marketId, marketCode: lot.marketCode },
        date: lot.inwardDate,
        billType,
        mode: 'reconcile',
        lotIds: [lot.lotId],
        customerIds: [party.customerId],
      })),
    );
  }
  return events;
}
