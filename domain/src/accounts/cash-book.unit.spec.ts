import { describe, expect, it } from 'vitest';
import { fold } from '../shared/decider.js';
import { ConflictError, ValidationError } from '../shared/errors.js';
import { specFor } from '../shared/given-when-then.js';
import {
  type CashBookCommand,
  type CashBookEvent,
  type CashParty,
  cashAvailableOn,
  cashBook,
  cashOnHand,
  type MoveCash,
} from './cash-book.js';

const given = specFor(cashBook);
const eq = (a: unknown, b: unknown) => expect(a).toEqual(b);
const MARKET = 'm-1';
const TODAY = '2026-11-26';
const LIMIT = 19_999_900;

const opening = (amountPaise: number, asOn = '2026-11-01'): CashBookEvent => ({
  type: 'OpeningCashSet',
  data: { marketId: MARKET, amountPaise, asOn, setBy: 'accounts-1' },
});
const farmerA: CashParty = { partyKey: 'farmer:a', name: 'Farmer A (HSR-F-1)', amountPaise: 0 };

const move = (
  movementId: string,
  direction: 'in' | 'out',
  amountPaise: number,
  extra: Partial<MoveCash['data']> = {},
): MoveCash => ({
  type: 'MoveCash',
  data: {
    movementId,
    marketId: MARKET,
    movedOn: TODAY,
    direction,
    amountPaise,
    parties: direction === 'out' ? [{ ...farmerA, amountPaise }] : [],
    source: direction === 'out' ? 'farmer-payment' : 'reeler-receipt',
    documentId: `doc-${movementId}`,
    reverses: null,
    by: 'accounts-1',
    dailyLimitPaise: LIMIT,
    today: TODAY,
    ...extra,
  },
});
const moved = (command: MoveCash): CashBookEvent => {
  const { by, dailyLimitPaise: _l, today: _t, ...data } = command.data;
  return { type: 'CashMoved', data: { ...data, movedBy: by } };
};
const refuses = (history: CashBookEvent[], command: CashBookCommand, text: string | RegExp) =>
  given(history)
    .when(command)
    .thenThrows((fn) => {
      expect(fn).toThrow(ConflictError);
      expect(fn).toThrow(text);
    });

describe('cash book: opening cash', () => {
  const set = (amountPaise: number): CashBookCommand => ({
    type: 'SetOpeningCash',
    data: { marketId: MARKET, amountPaise, asOn: '2026-11-01', by: 'accounts-1' },
  });

  it('is set once, dated the day it is set', () => {
    given([])
      .when(set(5_000_000))
      .thenEmits([opening(5_000_000)], eq);
    refuses([opening(5_000_000)], set(10), 'Opening cash is already set: Rs 50,000.00 as on 01/11/2026');
  });

  it('is zero or more', () => {
    given([])
      .when(set(-1))
      .thenThrows((fn) => expect(fn).toThrow(ValidationError));
  });
});

describe('cash book: cash going out', () => {
  it('is refused above the cash on hand, with the figure in en-IN rupees', () => {
    refuses(
      [opening(12_345_678)],
      move('p-1', 'out', 12_345_679),
      'Cash on hand Rs 1,23,456.78; draw from the bank first',
    );
    given([opening(12_345_678)])
      .when(move('p-1', 'out', 12_345_678))
      .thenEmits([moved(move('p-1', 'out', 12_345_678))], eq);
  });

  it('counts cash received, and nothing before the opening cash', () => {
    refuses([], move('p-1', 'out', 1), 'Cash on hand Rs 0.00');
    const history = [moved(move('r-1', 'in', 300_000))];
    given(history)
      .when(move('p-1', 'out', 300_000))
      .thenEmits([moved(move('p-1', 'out', 300_000))], eq);
  });

  it('dated back, must leave every later closing at zero or more', () => {
    // 01/11 +1,000 opening; 20/11 -800 paid. On 10/11 only Rs 200 can still go out, though 10/11 closed at 1,000.
    const history = [opening(100_000), moved(move('p-1', 'out', 80_000, { movedOn: '2026-11-20' }))];
    const state = fold(cashBook, history);
    expect(cashAvailableOn(state, '2026-11-10')).toBe(20_000);
    expect(cashAvailableOn(state, '2026-10-31')).toBe(0);
    expect(cashOnHand(state)).toBe(20_000);
    refuses(history, move('v-1', 'out', 20_001, { movedOn: '2026-11-10', parties: [] }), 'Rs 200.00');
  });

  it('caps what one person is paid in cash a day (s.269ST)', () => {
    const history = [opening(50_000_000), moved(move('p-1', 'out', 15_000_000))];
    refuses(
      history,
      move('p-2', 'out', 5_000_000),
      'Cash paid to Farmer A (HSR-F-1) today would be Rs 2,00,000.00; the limit is Rs 1,99,999.00 a day (Income-tax Act s.269ST): pay by bank',
    );
    // Another day, or another person, is not counted.
    const dayBefore = move('p-2', 'out', 5_000_000, { movedOn: '2026-11-25' });
    given(history)
      .when(dayBefore)
      .thenEmits([moved(dayBefore)], eq);
    const farmerB = move('p-3', 'out', 5_000_000, {
      parties: [{ partyKey: 'farmer:b', name: 'Farmer B', amountPaise: 5_000_000 }],
    });
    given(history)
      .when(farmerB)
      .thenEmits([moved(farmerB)], eq);
    refuses(
      history,
      {
        ...dayBefore,
        data: {
          ...dayBefore.data,
          today: '2026-11-25',
          amountPaise: 20_000_000,
          parties: [{ ...farmerA, amountPaise: 20_000_000 }],
        },
      },
      'Farmer A (HSR-F-1) today would be Rs 2,00,000.00',
    );
  });

  it('counts a reversed payment off what its person was paid on the day of the payment', () => {
    const paid = move('p-1', 'out', 15_000_000, { movedOn: '2026-11-25' });
    const reversal = move('x-1', 'in', 15_000_000, { reverses: 'doc-p-1' });
    const history = [opening(50_000_000), moved(paid), moved(reversal)];
    const again = move('p-2', 'out', 15_000_000, { movedOn: '2026-11-25' });
    given(history)
      .when(again)
      .thenEmits([moved(again)], eq);
    // Without the reversal the same payment would pass the limit that day.
    refuses([opening(50_000_000), moved(paid)], again, 'on 25/11/2026 would be Rs 3,00,000.00');
  });

  it('is taken once by its command, and given back once when the command fails', () => {
    const take = move('p-1', 'out', 40_000);
    const history = [opening(100_000), moved(take)];
    given(history).when(take).thenEmits([], eq);
    const undo: CashBookCommand = { type: 'UndoCashMovement', data: { movementId: 'p-1', marketId: MARKET } };
    const undone: CashBookEvent = {
      type: 'CashMovementUndone',
      data: { movementId: 'p-1', marketId: MARKET },
    };
    given(history).when(undo).thenEmits([undone], eq);
    given([...history, undone])
      .when(undo)
      .thenEmits([], eq);
    const after = fold(cashBook, [...history, undone]);
    expect(cashOnHand(after)).toBe(100_000);
    expect(after.movements.get('p-1')?.undoCount).toBe(1);
    // Taken again by a retry of the same command after the give-back.
    given([...history, undone])
      .when(take)
      .thenEmits([moved(take)], eq);
  });
});
