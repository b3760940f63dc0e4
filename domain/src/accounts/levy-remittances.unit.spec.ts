import { describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError } from '../shared/errors.js';
import { fieldRefusal, specFor } from '../shared/given-when-then.js';
import type { LevyRemittanceEvent } from './account-events.js';
import { MAX_LINE_PAISE } from './amount-limits.js';
import {
  levyRemittances,
  type RemitLevy,
  type ReverseLevyRemittance,
  remitLevySchema,
} from './levy-remittances.js';

const given = specFor(levyRemittances);
const eq = (a: unknown, b: unknown) => expect(a).toEqual(b);
const remit = (over: Partial<RemitLevy['data']> = {}): RemitLevy => ({
  type: 'RemitLevy',
  data: {
    remittanceId: 'lr-1',
    marketId: 'm-1',
    marketCode: 'HSR',
    challanNo: 'CH-1001',
    remittedOn: '2026-11-20',
    farmerLevyPaise: 40_000,
    reelerLevyPaise: 25_000,
    notes: '',
    remittedBy: 'hsr.admin',
    goLive: '2026-04-01',
    closedMonths: [],
    today: '2026-11-24',
    heldPaise: { farmerLevy: 50_000, reelerLevy: 25_000 },
    ...over,
  },
});
const remitted = (over: Partial<Extract<LevyRemittanceEvent, { type: 'LevyRemitted' }>['data']> = {}) =>
  ({
    type: 'LevyRemitted',
    data: {
      remittanceId: 'lr-1',
      marketId: 'm-1',
      remittanceNo: 'HSR/LR2627/00001',
      financialYear: '202627',
      sequence: 1,
      challanNo: 'CH-1001',
      remittedOn: '2026-11-20',
      farmerLevyPaise: 40_000,
      reelerLevyPaise: 25_000,
      notes: '',
      remittedBy: 'hsr.admin',
      ...over,
    },
  }) satisfies LevyRemittanceEvent;
const fieldOf = fieldRefusal;

describe('levy remittances', () => {
  it('remits levy, numbered first in its own LR series of the year', () => {
    given().when(remit()).thenEmits([remitted()], eq);
  });

  it('numbers consecutively, each financial year from 1', () => {
    const [second] = levyRemittances.decide(
      remit({ remittanceId: 'lr-2', challanNo: 'CH-1002', farmerLevyPaise: 100, reelerLevyPaise: 0 }),
      levyRemittances.evolve(levyRemittances.initialState, remitted()),
    );
    expect(second?.data).toMatchObject({ remittanceNo: 'HSR/LR2627/00002', sequence: 2 });
  });

  it('refuses more than a levy account holds (its credit balance)', () => {
    given()
      .when(remit({ farmerLevyPaise: 50_001 }))
      .thenThrows((fn) =>
        expect(fieldOf(fn, 'farmerLevyPaise')).toBe(
          "Farmer levy: Rs 500.01 is more than the Rs 500.00 held (the account's credit balance)",
        ),
      );
    given()
      .when(remit({ reelerLevyPaise: 25_001 }))
      .thenThrows((fn) => expect(fieldOf(fn, 'reelerLevyPaise')).toMatch(/is more than the Rs 250.00 held/));
  });

  it('refuses nothing to remit', () => {
    given()
      .when(remit({ farmerLevyPaise: 0, reelerLevyPaise: 0 }))
      .thenThrows((fn) =>
        expect(fieldOf(fn, 'farmerLevyPaise')).toMatch(/Enter the farmer levy or the reeler levy/),
      );
  });

  it('refuses a date after today, before go-live or in a closed month', () => {
    given()
      .when(remit({ remittedOn: '2026-11-25' }))
      .thenThrows((fn) => expect(fieldOf(fn, 'remittedOn')).toBe('The date cannot be after today'));
    given()
      .when(remit({ remittedOn: '2026-03-31' }))
      .thenThrows((fn) => expect(fieldOf(fn, 'remittedOn')).toMatch(/go-live/));
    given()
      .when(remit({ closedMonths: ['2026-11'] }))
      .thenThrows((fn) => expect(fieldOf(fn, 'remittedOn')).toMatch(/November 2026 is closed/));
  });

  it('refuses a challan or UTR used before (409), and the same remittance twice', () => {
    given([remitted()])
      .when(remit({ remittanceId: 'lr-2', challanNo: 'ch-1001' }))
      .thenThrows((fn) =>
        expect(fn).toThrow('Challan / UTR ch-1001 is already remitted as HSR/LR2627/00001'),
      );
    given([remitted()])
      .when(remit())
      .thenThrows((fn) => expect(fn).toThrow(ConflictError));
  });

  it('reverses a remittance once, numbered LX, freeing its challan', () => {
    const reverse = (over: Partial<ReverseLevyRemittance['data']> = {}): ReverseLevyRemittance => ({
      type: 'ReverseLevyRemittance',
      data: {
        remittanceId: 'lr-1',
        marketId: 'm-1',
        marketCode: 'HSR',
        reason: 'Challan returned',
        reversedOn: '2026-11-22',
        reversedBy: 'hsr.admin',
        goLive: '2026-04-01',
        closedMonths: [],
        today: '2026-11-24',
        ...over,
      },
    });
    const reversed: LevyRemittanceEvent = {
      type: 'LevyRemittanceReversed',
      data: {
        remittanceId: 'lr-1',
        marketId: 'm-1',
        remittanceNo: 'HSR/LR2627/00001',
        reversalNo: 'HSR/LX2627/00001',
        financialYear: '202627',
        sequence: 1,
        farmerLevyPaise: 40_000,
        reelerLevyPaise: 25_000,
        reason: 'Challan returned',
        reversedOn: '2026-11-22',
        reversedBy: 'hsr.admin',
      },
    };
    given([remitted()]).when(reverse()).thenEmits([reversed], eq);
    given([remitted(), reversed])
      .when(reverse())
      .thenThrows((fn) => expect(fn).toThrow(/HSR\/LR2627\/00001 is already reversed by HSR\/LX2627\/00001/));
    given()
      .when(reverse())
      .thenThrows((fn) => expect(fn).toThrow(NotFoundError));
    given([remitted()])
      .when(reverse({ reversedOn: '2026-11-19' }))
      .thenThrows((fn) =>
        expect(fieldOf(fn, 'reversedOn')).toBe('A remittance cannot be reversed before its own date'),
      );
    // The challan is free again: the corrected remittance quotes it.
    const [again] = levyRemittances.decide(
      remit({ remittanceId: 'lr-2' }),
      [remitted(), reversed].reduce(levyRemittances.evolve, levyRemittances.initialState),
    );
    expect(again?.data).toMatchObject({ challanNo: 'CH-1001', remittanceNo: 'HSR/LR2627/00002' });
  });

  it('caps each amount at one line of Rs 10 crore', () => {
    const parsed = remitLevySchema.safeParse({
      remittedOn: '2026-11-20',
      challanNo: 'X',
      farmerLevyPaise: MAX_LINE_PAISE + 1,
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('Amount cannot exceed Rs 10,00,00,000.00');
  });
});
