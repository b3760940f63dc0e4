import { describe, expect, it } from 'vitest';
import { fold } from '../shared/decider.js';
import { ConflictError } from '../shared/errors.js';
import { specFor } from '../shared/given-when-then.js';
import { type DocumentEvent, type PrintCommand, printRegister } from './document-requests.js';

const given = specFor(printRegister);
const eq = (a: unknown, b: unknown) => expect(a).toEqual(b);
const MARKET_ID = '6f1c9a2b-3d4e-4f50-8a1b-2c3d4e5f6a7b';
const DATE = '2025-04-01';
const BILL_A = 'a0000000-0000-4000-8000-000000000001';
const BILL_B = 'a0000000-0000-4000-8000-000000000002';

const print = (documentId: string, ids: string[]): PrintCommand => ({
  type: 'RequestPrint',
  data: {
    documentId,
    kind: 'farmer-bill',
    marketId: MARKET_ID,
    date: DATE,
    ids,
    layout: null,
    requestedBy: 'officer-1',
    requestedAt: `${DATE}T11:00:00.000Z`,
  },
});
const requested = (documentId: string, items: Array<{ id: string; copy: number }>): DocumentEvent => ({
  type: 'DocumentRequested',
  data: {
    documentId,
    kind: 'farmer-bill',
    requestedBy: 'officer-1',
    requestedAt: `${DATE}T11:00:00.000Z`,
    print: { marketId: MARKET_ID, date: DATE, layout: null, items },
  },
});

describe('print register', () => {
  it('prints copy 1, the original, of each record the first time', () => {
    given()
      .when(print('doc-1', [BILL_A, BILL_B]))
      .thenEmits(
        [
          requested('doc-1', [
            { id: BILL_A, copy: 1 },
            { id: BILL_B, copy: 1 },
          ]),
        ],
        eq,
      );
  });

  it('prints copy 2 of a record printed before and copy 1 of a new one', () => {
    given([requested('doc-1', [{ id: BILL_A, copy: 1 }])])
      .when(print('doc-2', [BILL_A, BILL_B]))
      .thenEmits(
        [
          requested('doc-2', [
            { id: BILL_A, copy: 2 },
            { id: BILL_B, copy: 1 },
          ]),
        ],
        eq,
      );
  });

  it('counts every copy: a third request prints copy 3', () => {
    const history: DocumentEvent[] = [];
    for (const documentId of ['doc-1', 'doc-2', 'doc-3']) {
      history.push(...printRegister.decide(print(documentId, [BILL_A]), fold(printRegister, history)));
    }
    expect(fold(printRegister, history).copies).toEqual({ [BILL_A]: 3 });
  });

  it('counts an id named twice in one request once', () => {
    given()
      .when(print('doc-1', [BILL_A, BILL_B, BILL_A]))
      .thenEmits(
        [
          requested('doc-1', [
            { id: BILL_A, copy: 1 },
            { id: BILL_B, copy: 1 },
          ]),
        ],
        eq,
      );
  });

  it('refuses a request with nothing to print', () => {
    given()
      .when(print('doc-1', []))
      .thenThrows((fn) => {
        expect(fn).toThrow(ConflictError);
        expect(fn).toThrow('Nothing to print');
      });
  });
});
