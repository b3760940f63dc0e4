import { z } from 'zod';
import { financialYearOf } from '../billing/bill-numbers.js';
import type { Decider } from '../shared/decider.js';
import { documentNumber } from '../shared/document-numbers.js';
import { assertNever, ConflictError, NotFoundError, ValidationError } from '../shared/errors.js';
import { formatRupees } from '../shared/formats.js';
import { MESSAGES } from '../shared/messages.js';
import type { LevyRemittanceEvent } from './account-events.js';
import { assertPostingDate, type LedgerCalendar } from './ledger-months.js';
import { linePaiseSchema } from './voucher-inputs.js';

/**
 * Levy remitted to the department (money-and-reports.md: "levy remitted to the department | levy account |
 * Bank"): the owner of the Farmer levy and Reeler levy accounts' debits. Stream `levyremittances-<market>`: the
 * `LR` (remittance) and `LX` (reversal) number series of every financial year and the challans in use.
 */
export interface RemittanceInBook {
  remittanceNo: string;
  remittedOn: string;
  challanNo: string;
  farmerLevyPaise: number;
  reelerLevyPaise: number;
  reversalNo: string | null;
}

export interface LevyRemittancesState {
  /** Last number of each series per financial year, keyed `LR202627` / `LX202627`. */
  lastSequence: Readonly<Record<string, number>>;
  /** Challan number or UTR (upper case) → the remittance in force that used it. */
  challans: Readonly<Record<string, string>>;
  remitted: Readonly<Record<string, RemittanceInBook>>;
}

type Remitted = Extract<LevyRemittanceEvent, { type: 'LevyRemitted' }>['data'];

export interface RemitLevy {
  type: 'RemitLevy';
  data: Omit<Remitted, 'remittanceNo' | 'financialYear' | 'sequence'> &
    LedgerCalendar & {
      marketCode: string;
      today: string;
      /** Credit balances of the levy accounts now (credit minus debit, read from the ledger by the api). */
      heldPaise: { farmerLevy: number; reelerLevy: number };
    };
}
export interface ReverseLevyRemittance {
  type: 'ReverseLevyRemittance';
  data: LedgerCalendar & {
    remittanceId: string;
    marketId: string;
    marketCode: string;
    reason: string;
    reversedOn: string;
    reversedBy: string;
    today: string;
  };
}
export type LevyRemittanceCommand = RemitLevy | ReverseLevyRemittance;

const seriesKey = (code: 'LR' | 'LX', financialYear: string) => `${code}${financialYear}`;

const refuse = (field: string, message: string) => new ValidationError(message, { [field]: [message] });

function decideRemit({ data }: RemitLevy, state: LevyRemittancesState): LevyRemittanceEvent[] {
  if (state.remitted[data.remittanceId]) throw new ConflictError(MESSAGES.alreadyProcessed);
  if (data.farmerLevyPaise + data.reelerLevyPaise <= 0) {
    throw refuse('farmerLevyPaise', 'Enter the farmer levy or the reeler levy remitted (or both)');
  }
  // Never more than the account holds: remitting what was not collected would leave the levy account in debit.
  const over = (field: string, name: string, paise: number, held: number) => {
    if (paise > held) {
      throw refuse(
        field,
        `${name}: ${formatRupees(paise)} is more than the ${formatRupees(Math.max(0, held))} held (the account's credit balance)`,
      );
    }
  };
  over('farmerLevyPaise', 'Farmer levy', data.farmerLevyPaise, data.heldPaise.farmerLevy);
  over('reelerLevyPaise', 'Reeler levy', data.reelerLevyPaise, data.heldPaise.reelerLevy);
  assertPostingDate(data.remittedOn, { ...data, field: 'remittedOn' });
  const used = state.challans[data.challanNo.toUpperCase()];
  if (used)
    throw new ConflictError(`Challan / UTR ${data.challanNo} is already remitted as ${used}`, 'challanNo');
  const financialYear = financialYearOf(data.remittedOn);
  const sequence = (state.lastSequence[seriesKey('LR', financialYear)] ?? 0) + 1;
  return [
    {
      type: 'LevyRemitted',
      data: {
        remittanceId: data.remittanceId,
        marketId: data.marketId,
        remittanceNo: documentNumber(data.marketCode, 'levyRemittance', financialYear, sequence),
        financialYear,
        sequence,
        challanNo: data.challanNo,
        remittedOn: data.remittedOn,
        farmerLevyPaise: data.farmerLevyPaise,
        reelerLevyPaise: data.reelerLevyPaise,
        notes: data.notes,
        remittedBy: data.remittedBy,
      },
    },
  ];
}

function decideReverse({ data }: ReverseLevyRemittance, state: LevyRemittancesState): LevyRemittanceEvent[] {
  const original = state.remitted[data.remittanceId];
  if (!original) throw new NotFoundError('Levy remittance not found');
  if (original.reversalNo !== null) {
    throw new ConflictError(
      `${MESSAGES.alreadyProcessed}: ${original.remittanceNo} is already reversed by ${original.reversalNo}`,
    );
  }
  if (data.reversedOn < original.remittedOn) {
    throw refuse('reversedOn', 'A remittance cannot be reversed before its own date');
  }
  assertPostingDate(data.reversedOn, { ...data, field: 'reversedOn' });
  const financialYear = financialYearOf(data.reversedOn);
  const sequence = (state.lastSequence[seriesKey('LX', financialYear)] ?? 0) + 1;
  return [
    {
      type: 'LevyRemittanceReversed',
      data: {
        remittanceId: data.remittanceId,
        marketId: data.marketId,
        remittanceNo: original.remittanceNo,
        reversalNo: documentNumber(data.marketCode, 'levyRemittanceReversal', financialYear, sequence),
        financialYear,
        sequence,
        farmerLevyPaise: original.farmerLevyPaise,
        reelerLevyPaise: original.reelerLevyPaise,
        reason: data.reason,
        reversedOn: data.reversedOn,
        reversedBy: data.reversedBy,
      },
    },
  ];
}

const nextSequence = (state: LevyRemittancesState, key: string, sequence: number) => ({
  ...state.lastSequence,
  [key]: Math.max(state.lastSequence[key] ?? 0, sequence),
});

export const levyRemittances: Decider<LevyRemittanceCommand, LevyRemittanceEvent, LevyRemittancesState> = {
  initialState: { lastSequence: {}, challans: {}, remitted: {} },
  decide(command, state) {
    switch (command.type) {
      case 'RemitLevy':
        return decideRemit(command, state);
      case 'ReverseLevyRemittance':
        return decideReverse(command, state);
      default:
        return assertNever(command);
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'LevyRemitted': {
        const d = event.data;
        return {
          lastSequence: nextSequence(state, seriesKey('LR', d.financialYear), d.sequence),
          challans: { ...state.challans, [d.challanNo.toUpperCase()]: d.remittanceNo },
          remitted: {
            ...state.remitted,
            [d.remittanceId]: {
              remittanceNo: d.remittanceNo,
              remittedOn: d.remittedOn,
              challanNo: d.challanNo,
              farmerLevyPaise: d.farmerLevyPaise,
              reelerLevyPaise: d.reelerLevyPaise,
              reversalNo: null,
            },
          },
        };
      }
      case 'LevyRemittanceReversed': {
        const d = event.data;
        const original = state.remitted[d.remittanceId];
        if (!original) return state;
        // A reversed remittance frees its challan: the corrected remittance may quote it again.
        const { [original.challanNo.toUpperCase()]: _freed, ...challans } = state.challans;
        return {
          lastSequence: nextSequence(state, seriesKey('LX', d.financialYear), d.sequence),
          challans,
          remitted: { ...state.remitted, [d.remittanceId]: { ...original, reversalNo: d.reversalNo } },
        };
      }
      default:
        return assertNever(event);
    }
  },
};

// ---- Inputs and answers ----

export const remitLevySchema = z.object({
  marketId: z.uuid('Select a market').optional(),
  remittedOn: z.iso.date({ error: MESSAGES.selectDate }),
  challanNo: z
    .string({ error: 'Enter the challan number or UTR' })
    .trim()
    .min(1, 'Enter the challan number or UTR')
    .max(30, 'The challan number or UTR is at most 30 characters'),
  farmerLevyPaise: linePaiseSchema.default(0),
  reelerLevyPaise: linePaiseSchema.default(0),
  notes: z.string().trim().max(300).default(''),
});
export type RemitLevyInput = z.infer<typeof remitLevySchema>;

export const reverseLevyRemittanceSchema = z.object({
  marketId: z.uuid('Select a market').optional(),
  remittanceId: z.uuid('Levy remittance not found'),
  reason: z.string().trim().min(1, 'Enter the reason for reversing').max(300),
  reversedOn: z.iso.date({ error: MESSAGES.selectDate }),
});
export type ReverseLevyRemittanceInput = z.infer<typeof reverseLevyRemittanceSchema>;

export const levyRemittanceQuerySchema = z.object({
  marketId: z.uuid('Select a market').optional(),
  financialYear: z
    .string()
    .regex(/^\d{6}$/, 'Select a financial year (e.g. 202627)')
    .optional(),
});

export const levyRemittanceRowSchema = z.object({
  remittanceId: z.string(),
  remittanceNo: z.string(),
  remittedOn: z.string(),
  challanNo: z.string(),
  farmerLevyPaise: z.number().int(),
  reelerLevyPaise: z.number().int(),
  totalPaise: z.number().int(),
  notes: z.string(),
  remittedBy: z.string(),
  /** Set once reversed: the reversal's number, date and reason. */
  reversal: z.object({ reversalNo: z.string(), reversedOn: z.string(), reason: z.string() }).nullable(),
});
export type LevyRemittanceRow = z.infer<typeof levyRemittanceRowSchema>;

export const levyRemittanceListSchema = z.object({
  data: z.array(levyRemittanceRowSchema),
  total: z.number().int(),
  /** What the levy accounts hold now (credit balances): the most that can be remitted. */
  heldPaise: z.object({ farmerLevy: z.number().int(), reelerLevy: z.number().int() }),
});

/** LevyRemittance/SaveLevyRemittance: the remittance and its number. */
export const levyRemittedAnswerSchema = z.object({
  message: z.string(),
  remittanceId: z.string(),
  remittanceNo: z.string(),
});

/** LevyRemittance/ReverseLevyRemittance: the remittance and its reversal's own number. */
export const levyRemittanceReversedAnswerSchema = z.object({
  message: z.string(),
  remittanceId: z.string(),
  reversalNo: z.string(),
});
