import { randomUUID } from 'node:crypto';
import {
  type AccountEvent,
  type BranchEvent,
  branchStream,
  type CustomerEvent,
  farmerPaymentsStream,
  type LotEvent,
  lotAmounts,
  lotStream,
  reelerReceiptsStream,
  type Scope,
} from '@cocoon/domain';
import { inwardData } from '@cocoon/domain/testing';
import type { EventToAppend, Position } from '@cocoon/eventstore';
import { expect } from 'vitest';
import { projections } from '../../registry.js';
import { migrateProjections } from '../../runtime/migrate.js';
import { type ProjectionRunner, startProjectionRunner } from '../../runtime/runner.js';
import { createTestEnv, type TestEnv, waitVisible } from '../../runtime/testing/fixtures.js';
import { waitForProjections } from '../../runtime/wait.js';
import type { ReportQueryContext } from '../report-query.js';

/**
 * A hand-made market world for report tests: real events appended to a real store and projected by the product's
 * own projections (auction lots, farmer dues, ledger...), so a report reads exactly what production reads.
 */
export interface ReportWorld {
  env: TestEnv;
  append(items: readonly Item[]): Promise<void>;
  ctx(scope: Scope, today: string): ReportQueryContext;
  stop(): Promise<void>;
}

export interface Item {
  stream: string;
  event: EventToAppend;
}

export async function startReportWorld(prefix: string): Promise<ReportWorld> {
  const env = await createTestEnv(prefix);
  await migrateProjections(env.db, { projections, logger: env.logger });
  const runner: ProjectionRunner = await startProjectionRunner({ ...env, projections, pollIntervalMs: 20 });
  return {
    env,
    async append(items) {
      let position: Position = '';
      for (let i = 0; i < items.length; ) {
        const stream = items[i]!.stream;
        const group: EventToAppend[] = [];
        while (i < items.length && items[i]!.stream === stream) group.push(items[i++]!.event);
        ({ position } = await env.store.append(stream, group, 'any'));
      }
      await waitVisible(env.store, position);
      // Generous: on a machine shared with other test runs, nine projections may take a while to catch up.
      const caughtUp = await waitForProjections(env.db, position, { timeoutMs: 120_000 });
      expect(caughtUp, JSON.stringify(env.logs.slice(0, 3))).toBe(true);
    },
    ctx: (scope, today) => ({ db: env.db, scope, today }),
    async stop() {
      await runner.stop();
      await env.close();
    },
  };
}

/** 10:30 IST on a business date: the date every event of that day carries. */
/** Every hand-made bid is in one slot (the slot row itself is not needed by any report). */
const SLOT = '5107a000-0000-4000-8000-000000000001';

const at = (date: string) => new Date(`${date}T10:30:00+05:30`).toISOString();

/** One hand-made event of a market's day, as its command would have stored it. */
export const item = (
  stream: string,
  e: LotEvent | AccountEvent | BranchEvent | CustomerEvent,
  marketId: string,
  date: string,
): Item => ({
  stream,
  event: {
    id: randomUUID(),
    type: e.type,
    data: e.data,
    metadata: {
      commandId: randomUUID(),
      userId: 'a0000000-0000-4000-8000-000000000001',
      userName: 'hsr.officer',
      userType: 'Market Officer',
      marketId,
      occurredAt: at(date),
      schemaVersion: 1,
    },
  },
});

export interface Person {
  id: string;
  code: string;
  name: string;
}
export interface Race {
  id: string;
  name: string;
}

export interface LotSpec {
  lotId: string;
  marketId: string;
  date: string;
  lotNo: number;
  farmer: Person;
  race: Race;
}

/** 1 % farmer levy and 1 % reeler levy: the figures of the hand-made days are worked out with these. */
export const LEVY = { farmerLevyBp: 100, reelerLevyBp: 100 };

export function inward(lot: LotSpec): Item[] {
  return [
    item(
      lotStream(lot.lotId),
      {
        type: 'LotInwarded',
        data: {
          ...inwardData,
          lotId: lot.lotId,
          marketId: lot.marketId,
          inwardDate: lot.date,
          lotNo: lot.lotNo,
          farmerId: lot.farmer.id,
          farmerCode: lot.farmer.code,
          farmerName: lot.farmer.name,
          cocoonTypeId: lot.race.id,
          silkName: lot.race.name,
        },
      },
      lot.marketId,
      lot.date,
    ),
  ];
}

const decided = (lot: LotSpec, reeler: Person, ratePaise: number, type: 'BidApproved' | 'BidRejected') => {
  const bidId = randomUUID();
  const who = { reelerId: reeler.id, reelerName: reeler.name, reelerCode: reeler.code };
  return [
    item(
      lotStream(lot.lotId),
      {
        type: 'BidPlaced',
        data: {
          lotId: lot.lotId,
          slotId: SLOT,
          bidId,
          bidNo: 1,
          ...who,
          amountPaise: ratePaise,
          placedAt: at(lot.date),
        },
      },
      lot.marketId,
      lot.date,
    ),
    item(
      lotStream(lot.lotId),
      {
        type,
        data: {
          lotId: lot.lotId,
          slotId: SLOT,
          bidId,
          ...who,
          amountPaise: ratePaise,
          reason: type === 'BidRejected' ? 'Farmer refused the price' : null,
        },
      },
      lot.marketId,
      lot.date,
    ),
  ];
};

/** What a weighing recorded: the levy rates in force and the lot's figures, in paise. */
export type WeighedFigures = typeof LEVY & ReturnType<typeof lotAmounts>;

/**
 * A lot inwarded, bid, approved and weighed the same day at `ratePaise` a kg. `figures`, when given, are the
 * weighing's rates and amounts as worked out by hand (a spec that must not move with `lotAmounts`).
 */
export function sold(
  lot: LotSpec,
  reeler: Person,
  netGrams: number,
  ratePaise: number,
  figures: WeighedFigures = { ...LEVY, ...lotAmounts(netGrams, ratePaise, LEVY) },
): Item[] {
  return [
    ...inward(lot),
    ...decided(lot, reeler, ratePaise, 'BidApproved'),
    item(
      lotStream(lot.lotId),
      {
        type: 'LotWeighed',
        data: {
          lotId: lot.lotId,
          reelerId: reeler.id,
          ratePaise,
          crates: null,
          netGrams,
          ...figures,
        },
      },
      lot.marketId,
      lot.date,
    ),
  ];
}

/** A lot whose bid the farmer refused. */
export const rejected = (lot: LotSpec, reeler: Person, ratePaise: number): Item[] => [
  ...inward(lot),
  ...decided(lot, reeler, ratePaise, 'BidRejected'),
];

let sequence = 0;

/** A market opened in the offices master (its name for the reports, its AD office and region for scope). */
export function marketOpened(
  market: { id: string; code: string; name: string },
  office: { adOfficeId: string; regionId: string },
): Item {
  return item(
    branchStream(market.id),
    {
      type: 'BranchOpened',
      data: {
        branchId: market.id,
        branchCode: market.code,
        kind: 'market',
        branchName: market.name,
        branchNameTa: market.name,
        ...office,
        address1: 'Market yard',
        address2: null,
        city: market.name,
        pinCode: '635109',
        mobileNo: '9876543210',
        officeNo: null,
        alternateNo: null,
        emailId: `${market.code.toLowerCase()}@example.org`,
      },
    },
    market.id,
    '2026-04-01',
  );
}

/** A cash payment to a farmer for whole lots (their nets). */
export function farmerPaidInCash(
  marketId: string,
  farmer: Person,
  lots: { lotId: string; lotNo: number; date: string; netPaise: number }[],
  paidOn: string,
): Item {
  const n = ++sequence;
  return item(
    farmerPaymentsStream(marketId),
    {
      type: 'FarmerPaidInCash',
      data: {
        paymentId: randomUUID(),
        marketId,
        receiptNo: `HSR/FP2627/${String(n).padStart(5, '0')}`,
        financialYear: '202627',
        sequence: n,
        farmerId: farmer.id,
        farmerName: farmer.name,
        farmerCode: farmer.code,
        lots: lots.map((l) => ({
          lotId: l.lotId,
          lotNo: l.lotNo,
          auctionDate: l.date,
          billNo: null,
          amountPaise: l.netPaise,
        })),
        totalPaise: lots.reduce((s, l) => s + l.netPaise, 0),
        paidOn,
        paidBy: 'hsr.cashier',
      },
    },
    marketId,
    paidOn,
  );
}

/** A reeler's cash payment to the market. */
export function reelerPaid(marketId: string, reeler: Person, amountPaise: number, receivedOn: string): Item {
  const n = ++sequence;
  return item(
    reelerReceiptsStream(marketId),
    {
      type: 'ReelerPaymentReceived',
      data: {
        receiptId: randomUUID(),
        marketId,
        receiptNo: `HSR/RR2627/${String(n).padStart(5, '0')}`,
        financialYear: '202627',
        sequence: n,
        reelerId: reeler.id,
        reelerName: reeler.name,
        reelerCode: reeler.code,
        mode: 'cash',
        chequeNo: null,
        bankReference: null,
        amountPaise,
        purpose: 'invoice',
        invoiceNos: [],
        receivedOn,
        receivedBy: 'hsr.cashier',
      },
    },
    marketId,
    receivedOn,
  );
}

/** The reversal of a cash payment (paid to the wrong farmer), a day of its own. */
export function farmerPaymentReversed(paid: Item, reversedOn: string): Item {
  const data = paid.event.data as Extract<AccountEvent, { type: 'FarmerPaidInCash' }>['data'];
  const { paidOn: _, paidBy: __, ...payment } = data;
  return item(
    paid.stream,
    {
      type: 'FarmerPaymentReversed',
      data: {
        ...payment,
        reversalNo: data.receiptNo.replace('/FP', '/FX'),
        reason: 'Paid to the wrong farmer',
        reversedOn,
        reversedBy: 'hsr.admin',
      },
    },
    data.marketId,
    reversedOn,
  );
}
