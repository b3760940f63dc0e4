import {
  type CustomerCommand,
  type CustomerProfile,
  type CustomerState,
  type CustomerStatus,
  type CustomerType,
  customerDecider,
  customerEventSchema,
  customerStream,
  formatHeadCode,
  HEAD_CODE_DIGITS,
  headCodeSeries,
  NotFoundError,
  parseHeadCode,
  ValidationError,
} from '@cocoon/domain';
import type { EventStore } from '@cocoon/eventstore';
import { allocateNumber, lastNumber } from '../../commands/numbers.js';
import type { CommandRun } from '../../commands/run-command.js';
import type { StreamRunner } from '../../commands/stream-runner.js';
import { releaseUnique, reserveUnique, type UniqueValue } from '../../commands/unique-values.js';
import { aadhaarReservationStream, headCodeReservationStream, mobileReservationStream } from './streams.js';

/**
 * The write side of customers, free of HTTP so the routes and the demo seed take the same path. Every function
 * is safe to repeat with the same commandId: a retried command re-runs each step and appends nothing twice.
 */
export interface WriteContext {
  run: CommandRun;
  /** The customer's market: every event of the write names it. */
  marketId: string;
}

export type RegisteredCustomer = Extract<CustomerState, { status: 'registered' }>;

/** A customer as its stream stands now, by the runner's state (the one way to load a stream before a write). */
export async function loadCustomer(streams: StreamRunner, customerId: string): Promise<RegisteredCustomer> {
  const state = await streams.state({
    stream: customerStream(customerId),
    decider: customerDecider,
    eventSchema: customerEventSchema,
  });
  if (state.status !== 'registered') throw new NotFoundError('Customer not found');
  return state;
}

type CustomerValue = 'aadhaar' | 'mobile' | 'headcode';

const DUPLICATE = {
  aadhaar: { field: 'aadhaarNo', message: () => 'Aadhaar No is already registered to another customer' },
  mobile: {
    field: 'mobileNo',
    message: (type: CustomerType) => `Mobile No is already registered to another ${type} in this market`,
  },
  headcode: { field: 'headCode', message: () => 'Head Code is already used by another customer' },
} as const satisfies Record<CustomerValue, unknown>;

/** A customer's unique value, as the one uniqueness helper takes it. */
const uniqueValue = (
  kind: CustomerValue,
  stream: string,
  customerId: string,
  customerType: CustomerType,
): UniqueValue => ({
  kind,
  stream,
  ownerId: customerId,
  ownerStream: customerStream,
  field: DUPLICATE[kind].field,
  message: DUPLICATE[kind].message(customerType),
});

export async function allocateHeadCode(
  ctx: WriteContext,
  input: { branchId: string; branchCode: string; customerType: CustomerType },
): Promise<{ headCode: string; sequence: number }> {
  const sequence = await allocateNumber(ctx.run, headCodeSeries(input.branchId, input.customerType), {
    marketId: ctx.marketId,
  });
  if (sequence >= 10 ** HEAD_CODE_DIGITS) throw new Error(`Head codes of ${input.branchCode} are exhausted`);
  return { headCode: formatHeadCode(input.branchCode, input.customerType, sequence), sequence };
}

/** A head code typed into the form must be one getHeadCode allocated for this market and type. */
async function assertAllocated(
  store: EventStore,
  input: { branchId: string; branchCode: string; customerType: CustomerType; headCode: string },
) {
  const parsed = parseHeadCode(input.headCode);
  const refuse = (message: string) => {
    throw new ValidationError(message, { headCode: [message] });
  };
  if (
    !parsed ||
    parsed.branchCode !== input.branchCode.toUpperCase() ||
    parsed.customerType !== input.customerType
  ) {
    refuse(`Head Code must be a ${input.customerType} head code of this market`);
  }
  const allocatedUpTo = await lastNumber(store, headCodeSeries(input.branchId, input.customerType));
  if (parsed!.sequence > allocatedUpTo) refuse('Head Code was not allocated for this market');
}

export interface RegisterInput {
  customerId: string;
  customerType: CustomerType;
  branchId: string;
  /** The market's short code: the head code's prefix. */
  branchCode: string;
  headCode: string | null;
  profile: CustomerProfile;
  today: string;
}

/**
 * Registration: reserve Aadhaar and mobile, take (or allocate) the head code, then create the customer's
 * stream. Of two registrations racing for one Aadhaar exactly one gets it; the other is refused with 409 naming
 * the field and, when its command fails, gives back whatever it had reserved (commands/unique-values.ts).
 */
export async function registerCustomer(
  ctx: WriteContext,
  input: RegisterInput,
): Promise<{ customerId: string; headCode: string; position: string | null }> {
  const { customerId, customerType, branchId, profile } = input;
  const command = (headCode: string): CustomerCommand => ({
    type: 'RegisterCustomer',
    data: { customerId, customerType, branchId, headCode, profile, today: input.today },
  });
  // Rules the decider checks fail here, before anything is reserved.
  customerDecider.decide(command(input.headCode ?? 'PENDING'), customerDecider.initialState);

  const take = (kind: CustomerValue, stream: string) =>
    reserveUnique(ctx.run, uniqueValue(kind, stream, customerId, customerType), ctx.marketId);
  if (profile.aadhaarNo) await take('aadhaar', aadhaarReservationStream(profile.aadhaarNo));
  await take('mobile', mobileReservationStream(branchId, customerType, profile.mobileNo));
  let headCode = input.headCode;
  if (headCode) await assertAllocated(ctx.run.store, { ...input, headCode });
  else headCode = (await allocateHeadCode(ctx, input)).headCode;
  await take('headcode', headCodeReservationStream(branchId, headCode));

  const result = await ctx.run.decide({
    stream: customerStream(customerId),
    decider: customerDecider,
    eventSchema: customerEventSchema,
    marketId: branchId,
    command: command(headCode),
  });
  const registered = result.events.find((e) => e.type === 'CustomerRegistered');
  return {
    customerId,
    headCode: registered?.type === 'CustomerRegistered' ? registered.data.headCode : headCode,
    position: result.position,
  };
}

export interface UpdateInput {
  customerId: string;
  customerType: CustomerType;
  profile: CustomerProfile;
  isActive: CustomerStatus | null;
  today: string;
  /** A person edits: a farmer's new bank details wait for a second person (the seed leaves this out). */
  bankChange?: { changeId: string; by: { userId: string; userName: string } };
}

/**
 * An edit. A new Aadhaar or mobile is reserved before the edit is recorded; the old one is released after, so
 * for a moment the customer holds both and nobody else can slip in between.
 */
export async function updateCustomer(
  ctx: WriteContext,
  current: RegisteredCustomer,
  input: UpdateInput,
): Promise<{ position: string | null; changed: string[]; bankChangeId: string | null }> {
  const { customerId, profile } = input;
  const command: CustomerCommand = { type: 'UpdateCustomer', data: input };
  customerDecider.decide(command, current);
  const { branchId, customerType } = current;
  const aadhaar = (value: string) =>
    uniqueValue('aadhaar', aadhaarReservationStream(value), customerId, customerType);
  const mobile = (value: string) =>
    uniqueValue('mobile', mobileReservationStream(branchId, customerType, value), customerId, customerType);

  if (profile.aadhaarNo) await reserveUnique(ctx.run, aadhaar(profile.aadhaarNo), ctx.marketId);
  await reserveUnique(ctx.run, mobile(profile.mobileNo), ctx.marketId);
  const result = await ctx.run.decide({
    stream: customerStream(customerId),
    decider: customerDecider,
    eventSchema: customerEventSchema,
    marketId: branchId,
    command,
  });

  const before = result.before.status === 'registered' ? result.before.profile : undefined;
  if (before?.aadhaarNo && before.aadhaarNo !== profile.aadhaarNo) {
    await releaseUnique(ctx.run, aadhaar(before.aadhaarNo), 'release', ctx.marketId);
  }
  if (before && before.mobileNo !== profile.mobileNo) {
    await releaseUnique(ctx.run, mobile(before.mobileNo), 'release', ctx.marketId);
  }
  const updated = result.events.find((e) => e.type === 'CustomerUpdated');
  // A status change is its own event, not a profile field: name it too, or a deactivation reads as "nothing".
  const switched = result.events.some(
    (e) => e.type === 'CustomerDeactivated' || e.type === 'CustomerReactivated',
  );
  const requested = result.events.find((e) => e.type === 'CustomerBankChangeRequested');
  return {
    position: result.position,
    changed: [
      ...(updated?.type === 'CustomerUpdated' ? updated.data.changed : []),
      ...(switched ? ['isActive'] : []),
    ],
    bankChangeId: requested?.type === 'CustomerBankChangeRequested' ? requested.data.changeId : null,
  };
}

export async function verifyCustomer(
  ctx: WriteContext,
  current: RegisteredCustomer,
  mobileNo: string,
): Promise<{ position: string | null }> {
  const result = await ctx.run.decide({
    stream: customerStream(current.customerId),
    decider: customerDecider,
    eventSchema: customerEventSchema,
    marketId: current.branchId,
    command: {
      type: 'VerifyCustomer',
      data: { customerId: current.customerId, mobileNo, verifiedAt: ctx.run.at.toISOString() },
    },
  });
  return { position: result.position };
}
