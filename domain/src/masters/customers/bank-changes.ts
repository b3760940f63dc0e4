import { z } from 'zod';
import type { Checker } from '../../auth/second-person.js';

/**
 * A change of a farmer's bank details waits for a second person (issue 25, maker-checker): changing where a
 * farmer's money goes and then releasing it is the usual route of insider fraud. Until a Branch Admin of the
 * market other than the maker, or the market's Assistant Director, approves, the farmer's money keeps its old
 * destination and the farmer stays out of payment runs (`bank_changes` pending), and the farmer is told by SMS.
 * The change rides on the customer's own stream, so "one pending change at a time" is one decision.
 */
export const BANK_FIELDS = [
  'bankAcNo',
  'bankAcName',
  'bankName',
  'bankBranchName',
  'ifscCode',
  'bankAcType',
] as const;
export type BankField = (typeof BANK_FIELDS)[number];

const nullableText = z.string().nullable().optional().default(null);
export const bankFieldsEventSchema = z.object({
  bankAcNo: nullableText,
  bankAcName: nullableText,
  bankName: nullableText,
  bankBranchName: nullableText,
  ifscCode: nullableText,
  bankAcType: z.enum(['Savings', 'Current']).nullable().optional().default(null),
});
export type BankFields = z.output<typeof bankFieldsEventSchema>;

export const bankFieldsOf = (profile: BankFields): BankFields => ({
  bankAcNo: profile.bankAcNo ?? null,
  bankAcName: profile.bankAcName ?? null,
  bankName: profile.bankName ?? null,
  bankBranchName: profile.bankBranchName ?? null,
  ifscCode: profile.ifscCode ?? null,
  bankAcType: profile.bankAcType ?? null,
});

/** Who asked for a change or decided it, as the event records them. */
export const bankChangeActorSchema = z.object({ userId: z.string(), userName: z.string() });
export type BankChangeActor = z.infer<typeof bankChangeActorSchema>;

export const bankChangeRequestedSchema = z.object({
  customerId: z.string(),
  changeId: z.string(),
  branchId: z.string(),
  headCode: z.string(),
  ledgerName: z.string(),
  previous: bankFieldsEventSchema,
  requested: bankFieldsEventSchema,
  requestedBy: bankChangeActorSchema,
  requestedOn: z.string(),
});

export const bankChangeApprovedSchema = z.object({
  customerId: z.string(),
  changeId: z.string(),
  /** The details now in force (the request's), so a read model needs no other event to apply them. */
  approved: bankFieldsEventSchema,
  approvedBy: bankChangeActorSchema,
  approvedOn: z.string(),
});

export const bankChangeRejectedSchema = z.object({
  customerId: z.string(),
  changeId: z.string(),
  reason: z.string(),
  rejectedBy: bankChangeActorSchema,
  rejectedOn: z.string(),
});

export interface PendingBankChange {
  changeId: string;
  requested: BankFields;
  requestedBy: BankChangeActor;
}

/** Approving needs the checker and the market's AD office (the AD of that office may approve). */
export interface ApproveBankChange {
  type: 'ApproveBankChange';
  data: {
    customerId: string;
    changeId: string;
    checker: Checker & { userName: string };
    marketAdOfficeId: string | null;
    approvedOn: string;
  };
}

/** Rejecting (or the maker withdrawing) needs a reason; anyone who may approve, and the maker, may reject. */
export interface RejectBankChange {
  type: 'RejectBankChange';
  data: { customerId: string; changeId: string; reason: string; by: BankChangeActor; rejectedOn: string };
}

export const approveBankChangeSchema = z.object({
  customerId: z.uuid({ error: 'Customer not found' }),
  changeId: z.string().min(1, 'Change not found'),
});
export const rejectBankChangeSchema = approveBankChangeSchema.extend({
  reason: z
    .string({ error: 'Please enter the reason' })
    .trim()
    .min(3, 'Please enter the reason')
    .max(200, 'Reason must be at most 200 characters'),
});

export const bankChangeDecidedAnswerSchema = z.object({
  message: z.string(),
  customerId: z.string(),
  changeId: z.string(),
  status: z.enum(['approved', 'rejected']),
});

export const BANK_CHANGE_MESSAGES = {
  requested:
    'Bank details sent for approval: the farmer is paid to the old account until a second person approves',
  pending: 'A change of bank details is waiting for approval: approve or reject it first',
  notPending: 'This change of bank details is no longer waiting for approval',
  approved: 'Bank details change approved',
  rejected: 'Bank details change rejected',
} as const;

const bankFieldsAnswerSchema = z.object({
  bankAcNo: z.string().nullable(),
  bankAcName: z.string().nullable(),
  bankName: z.string().nullable(),
  bankBranchName: z.string().nullable(),
  ifscCode: z.string().nullable(),
  bankAcType: z.string().nullable(),
});

/** One change waiting for its second person, as the approval screen lists it. */
export const bankChangeRowSchema = z.object({
  changeId: z.string(),
  customerId: z.string(),
  headCode: z.string(),
  ledgerName: z.string(),
  marketName: z.string(),
  previous: bankFieldsAnswerSchema,
  requested: bankFieldsAnswerSchema,
  requestedByName: z.string(),
  requestedOn: z.string(),
  /** The caller made it: the screen offers withdrawing, not approving. */
  mine: z.boolean(),
});
export type BankChangeRow = z.infer<typeof bankChangeRowSchema>;
export const bankChangeListSchema = z.object({ data: z.array(bankChangeRowSchema), total: z.number().int() });
