import { z } from 'zod';
import type { Decider } from '../../shared/decider.js';
import { CUSTOMER_TYPES, type CustomerType } from './customer-fields.js';

/**
 * Head codes (the customer's ledger account) are allocated per market and customer type from a counter stream:
 * `<market code>-F-000123` for farmers, `<market code>-R-000045` for reelers. A number once allocated is never
 * handed out again, even when the registration it was meant for is abandoned: the counter only moves forward,
 * and the stream's expected revision makes two simultaneous allocations take different numbers.
 *
 * Each HeadCodeAllocated event carries the counter itself, so the last event is the whole state: a handler may
 * read just that one event (backwards, count 1) instead of a market's whole history.
 */
export const headCodeStream = (branchId: string, customerType: CustomerType) =>
  `headcodes-${branchId}-${customerType}`;

const TYPE_LETTER = { farmer: 'F', reeler: 'R' } as const satisfies Record<CustomerType, string>;
const SEQUENCE_DIGITS = 6;

export function formatHeadCode(branchCode: string, customerType: CustomerType, sequence: number): string {
  return `${branchCode.trim().toUpperCase()}-${TYPE_LETTER[customerType]}-${String(sequence).padStart(SEQUENCE_DIGITS, '0')}`;
}

export function parseHeadCode(
  headCode: string,
): { branchCode: string; customerType: CustomerType; sequence: number } | undefined {
  const match = /^([A-Z0-9]{2,10})-([FR])-(\d{6})$/.exec(headCode.trim().toUpperCase());
  if (!match) return undefined;
  return {
    branchCode: match[1]!,
    customerType: match[2] === 'F' ? 'farmer' : 'reeler',
    sequence: Number(match[3]),
  };
}

export const headCodeEventSchema = z.object({
  type: z.literal('HeadCodeAllocated'),
  data: z.object({
    branchId: z.string(),
    customerType: z.enum(CUSTOMER_TYPES),
    sequence: z.number().int().positive(),
    headCode: z.string(),
    allocatedAt: z.string(),
  }),
});
export type HeadCodeEvent = z.output<typeof headCodeEventSchema>;
export const HEAD_CODE_EVENT_TYPES = ['HeadCodeAllocated'] as const;

export interface AllocateHeadCode {
  type: 'AllocateHeadCode';
  data: { branchId: string; branchCode: string; customerType: CustomerType; allocatedAt: string };
}

export interface HeadCodeCounter {
  lastSequence: number;
}

export const headCodeAllocator: Decider<AllocateHeadCode, HeadCodeEvent, HeadCodeCounter> = {
  initialState: { lastSequence: 0 },
  decide(command, state) {
    const { branchId, branchCode, customerType, allocatedAt } = command.data;
    const sequence = state.lastSequence + 1;
    if (sequence >= 10 ** SEQUENCE_DIGITS) throw new Error(`Head codes of ${branchCode} are exhausted`);
    return [
      {
        type: 'HeadCodeAllocated',
        data: {
          branchId,
          customerType,
          sequence,
          headCode: formatHeadCode(branchCode, customerType, sequence),
          allocatedAt,
        },
      },
    ];
  },
  evolve: (_state, event) => ({ lastSequence: event.data.sequence }),
};
