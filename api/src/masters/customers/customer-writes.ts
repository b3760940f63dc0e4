import {
  ConflictError,
  type CustomerCommand,
  type CustomerProfile,
  type CustomerState,
  type CustomerStatus,
  type CustomerType,
  customerDecider,
  customerEventSchema,
  customerStream,
  fold,
  headCodeAllocator,
  headCodeEventSchema,
  headCodeStream,
  NotFoundError,
  parseHeadCode,
  type ReservationKind,
  reservationDecider,
  reservationEventSchema,
  ValidationError,
} from '@cocoon/domain';
import type { EventStore } from '@cocoon/eventstore';
import type { CommandRun } from '../../commands/run-command.js';
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

const DUPLICATE = {
  aadhaar: { field: 'aadhaarNo', message: () => 'Aadhaar No is already registered to another customer' },
  mobile: {
    field: 'mobileNo',
    message: (type: CustomerType) => `Mobile No is already registered to another ${type} in this market`,
  },
  headcode: { field: 'headCode', message: () => 'Head Code is already used by another customer' },
} as const;

const customerExists = async (store: EventStore, customerId: string) =>
  (await store.readStream(customerStream(customerId), { maxCount: 1 })).length > 0;

export async function loadCustomer(store: EventStore, customerId: string): Promise<RegisteredCustomer> {
  const events = await store.readStream(customerStream(customerId));
  const state = fold(
    customerDecider,
    events.map((e) => customerEventSchema.parse({ type: e.type, data: e.data })),
  );
  if (state.status !== 'registered') throw new NotFoundError('Customer not found');
  return state;
}

interface Held {
  kind: ReservationKind;
  stream: string;
}

/** Reserve a value for a customer; true when this call took it (false: the customer already held it). */
async function reserve(
  ctx: WriteContext,
  held: Held,
  ownerId: string,
  customerType: CustomerType,
): Promise<boolean> {
  const duplicate = DUPLICATE[held.kind];
  const { events } = await ctx.run.decide({
    stream: held.stream,
    decider: reservationDecider,
    eventSchema: reservationEventSchema,
    step: `${ctx.run.commandId}:reserve:${held.kind}`,
    marketId: ctx.marketId,
    onRetry: 'decide',
    command: async (state) => ({
      type: 'ReserveValue' as const,
      data: {
        kind: held.kind,
        ownerId,
        at: ctx.run.at.toISOString(),
        field: duplicate.field,
        message: duplicate.message(customerType),
        holderMissing:
          state.ownerId !== null &&
          state.ownerId !== ownerId &&
          !(await customerExists(ctx.run.store, state.ownerId)),
      },
    }),
  });
  return events.some((e) => e.type === 'UniqueValueReserved');
}

async function release(ctx: WriteContext, held: Held, ownerId: string, why: string) {
  await ctx.run.decide({
    stream: held.stream,
    decider: reservationDecider,
    eventSchema: reservationEventSchema,
    step: `${ctx.run.commandId}:${why}:${held.kind}`,
    marketId: ctx.marketId,
    onRetry: 'decide',
    command: { type: 'ReleaseValue', data: { kind: held.kind, ownerId } },
  });
}

const isDecision = (error: unknown) =>
  error instanceof ConflictError || error instanceof ValidationError || error instanceof NotFoundError;

/** Runs `work` holding `taken`; if the work is refused, what this command took is given back. */
async function withCompensation<T>(
  ctx: WriteContext,
  ownerId: string,
  work: (taken: Held[]) => Promise<T>,
): Promise<T> {
  const taken: Held[] = [];
  try {
    return await work(taken);
  } catch (error) {
    if (isDecision(error)) {
      for (const held of taken.reverse()) await release(ctx, held, ownerId, 'undo');
    }
    throw error;
  }
}

export async function allocateHeadCode(
  ctx: WriteContext,
  input: { branchId: string; branchCode: string; customerType: CustomerType },
): Promise<{ headCode: string; sequence: number; position: string | null }> {
  const { events, position } = await ctx.run.decide({
    stream: headCodeStream(input.branchId, input.customerType),
    decider: headCodeAllocator,
    eventSchema: headCodeEventSchema,
    step: `${ctx.run.commandId}:headcode`,
    marketId: ctx.marketId,
    stateInLastEvent: true,
    command: { type: 'AllocateHeadCode', data: { ...input, allocatedAt: ctx.run.at.toISOString() } },
  });
  const allocated = events[0]!;
  return { headCode: allocated.data.headCode, sequence: allocated.data.sequence, position };
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
  const [last] = await store.readStream(headCodeStream(input.branchId, input.customerType), {
    direction: 'backwards',
    maxCount: 1,
  });
  const lastSequence = last ? headCodeEventSchema.parse(last).data.sequence : 0;
  if (parsed!.sequence > lastSequence) refuse('Head Code was not allocated for this market');
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
 * stream. Each reservation is a 'no-stream' (or expected-revision) append before the customer stream exists,
 * so of two registrations racing for one Aadhaar exactly one gets it; the other is refused with 409 naming the
 * field and gives back whatever it had reserved.
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

  return withCompensation(ctx, customerId, async (taken) => {
    const take = async (held: Held) => {
      if (await reserve(ctx, held, customerId, customerType)) taken.push(held);
    };
    if (profile.aadhaarNo)
      await take({ kind: 'aadhaar', stream: aadhaarReservationStream(profile.aadhaarNo) });
    await take({ kind: 'mobile', stream: mobileReservationStream(branchId, customerType, profile.mobileNo) });
    let headCode = input.headCode;
    if (headCode) await assertAllocated(ctx.run.store, { ...input, headCode });
    else headCode = (await allocateHeadCode(ctx, input)).headCode;
    await take({ kind: 'headcode', stream: headCodeReservationStream(branchId, headCode) });

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
  });
}

export interface UpdateInput {
  customerId: string;
  customerType: CustomerType;
  profile: CustomerProfile;
  isActive: CustomerStatus | null;
  today: string;
}

/**
 * An edit. A new Aadhaar or mobile is reserved before the edit is recorded; the old one is released after, so
 * for a moment the customer holds both and nobody else can slip in between.
 */
export async function updateCustomer(
  ctx: WriteContext,
  current: RegisteredCustomer,
  input: UpdateInput,
): Promise<{ position: string | null; changed: string[] }> {
  const { customerId, profile } = input;
  const command: CustomerCommand = { type: 'UpdateCustomer', data: input };
  customerDecider.decide(command, current);
  const aadhaar = (value: string) => ({ kind: 'aadhaar' as const, stream: aadhaarReservationStream(value) });
  const mobile = (value: string) => ({
    kind: 'mobile' as const,
    stream: mobileReservationStream(current.branchId, current.customerType, value),
  });

  const result = await withCompensation(ctx, customerId, async (taken) => {
    const take = async (held: Held) => {
      if (await reserve(ctx, held, customerId, current.customerType)) taken.push(held);
    };
    if (profile.aadhaarNo) await take(aadhaar(profile.aadhaarNo));
    await take(mobile(profile.mobileNo));
    return ctx.run.decide({
      stream: customerStream(customerId),
      decider: customerDecider,
      eventSchema: customerEventSchema,
      marketId: current.branchId,
      command,
    });
  });

  const before = result.before.status === 'registered' ? result.before.profile : undefined;
  if (before?.aadhaarNo && before.aadhaarNo !== profile.aadhaarNo) {
    await release(ctx, aadhaar(before.aadhaarNo), customerId, 'release');
  }
  if (before && before.mobileNo !== profile.mobileNo) {
    await release(ctx, mobile(before.mobileNo), customerId, 'release');
  }
  const updated = result.events.find((e) => e.type === 'CustomerUpdated');
  return {
    position: result.position,
    changed: updated?.type === 'CustomerUpdated' ? updated.data.changed : [],
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
