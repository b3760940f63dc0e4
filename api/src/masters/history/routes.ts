import {
  type Action,
  COCOON_DEFECTS_STREAM,
  COCOON_TYPES_STREAM,
  can,
  ForbiddenError,
  historyAnswerSchema,
  maskLast4,
  NotFoundError,
  scopeOf,
} from '@cocoon/domain';
import type { RecordedEvent } from '@cocoon/eventstore';
import { officeRecordInScope } from '@cocoon/projectors';
import { z } from 'zod';
import type { AppDeps } from '../../http/context.js';
import type { RouteSpec } from '../../http/routes.js';
import { parseInput } from '../../http/validate.js';
import { assertBranchInScope } from '../customers/access.js';

/**
 * The History tab of every master record: its events — what changed, who, when — read straight from the event
 * store (the one screen that does, design.md). Personal numbers are masked and secrets dropped, as in lists.
 */
interface HistorySource {
  permission: Action;
  stream: (id: string) => string;
  /** For records kept in a shared catalogue stream: which events are this record's. */
  belongs?: (event: RecordedEvent, id: string) => boolean;
  /** The market a record belongs to, so a caller sees the history only of records in their scope. */
  marketOf?: (events: readonly RecordedEvent[]) => string | undefined;
  /** For office records: the kind whose scope rule applies (an RJD sees its region's, an AD its office's). */
  office?: 'region' | 'adOffice' | 'staff';
  /**
   * For kinds that share streams (farmers and reelers are both `customer-<id>`): whether the record is of this
   * kind, so History/farmer/<a reeler> does not answer a reeler to the farmer master.
   */
  isKind?: (events: readonly RecordedEvent[]) => boolean;
}

// A customer's market is fixed at registration (CustomerRegistered.branchId).
const customerMarket = (events: readonly RecordedEvent[]) =>
  events.map((e) => dataField(e, 'branchId')).find((v): v is string => typeof v === 'string');

const dataField = (event: RecordedEvent, field: string) => (event.data as Record<string, unknown>)[field];

// A customer's kind is fixed at registration too (CustomerRegistered.customerType).
const customerOfType = (type: 'farmer' | 'reeler') => (events: readonly RecordedEvent[]) =>
  events.some((e) => e.type === 'CustomerRegistered' && dataField(e, 'customerType') === type);

export const HISTORY_SOURCES: Record<string, HistorySource> = {
  'cocoon-type': {
    permission: 'masters.cocoon-type',
    stream: () => COCOON_TYPES_STREAM,
    belongs: (e, id) => dataField(e, 'cocoonId') === id,
  },
  'cocoon-defect': {
    permission: 'masters.cocoon-defect',
    stream: () => COCOON_DEFECTS_STREAM,
    belongs: (e, id) => dataField(e, 'defectId') === id,
  },
  region: { permission: 'masters.rjd', stream: (id) => `region-${id}`, office: 'region' },
  'assistant-director': {
    permission: 'masters.assistant-director',
    stream: (id) => `adoffice-${id}`,
    office: 'adOffice',
  },
  staff: { permission: 'masters.user', stream: (id) => `staff-${id}`, office: 'staff' },
  branch: {
    permission: 'masters.tsc',
    stream: (id) => `branch-${id}`,
    marketOf: (events) => events[0]?.streamName.slice(7),
  },
  farmer: {
    permission: 'masters.farmer',
    stream: (id) => `customer-${id}`,
    marketOf: customerMarket,
    isKind: customerOfType('farmer'),
  },
  reeler: {
    permission: 'masters.reeler',
    stream: (id) => `customer-${id}`,
    marketOf: customerMarket,
    isKind: customerOfType('reeler'),
  },
};

const MASKED = new Set(['aadhaarNo', 'panNo', 'bankAcNo']);
const DROPPED = new Set(['password', 'passwordHash', 'otp', 'otpHash']);

export function redactForHistory(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactForHistory);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (DROPPED.has(key)) continue;
    out[key] = MASKED.has(key) && typeof field === 'string' ? maskLast4(field) : redactForHistory(field);
  }
  return out;
}

const params = z.object({ entity: z.string(), id: z.uuid('Not a record id') });

export function historyRoutes(deps: AppDeps): RouteSpec[] {
  return [
    {
      method: 'get',
      path: '/History/:entity/:id',
      response: historyAnswerSchema,
      summary: `Every change of one master record, oldest first (entity: ${Object.keys(HISTORY_SOURCES).join(', ')})`,
      tag: 'masters: history',
      permission: 'authenticated',
      params,
      // The scope checks read the read models: a record the caller just saved must be there.
      readsOwnWrites: true,
      async handler(ctx) {
        const { entity, id } = parseInput(params, ctx.params);
        // Own keys only: `constructor` or `__proto__` name no kind of record.
        const source = Object.hasOwn(HISTORY_SOURCES, entity) ? HISTORY_SOURCES[entity] : undefined;
        if (!source) throw new NotFoundError(`No history for ${entity}`);
        if (!can(ctx.state.user.userType, source.permission)) throw new ForbiddenError();
        const events = (await deps.store.readStream(source.stream(id))).filter(
          (e) => source.belongs?.(e, id) ?? true,
        );
        if (events.length === 0 || source.isKind?.(events) === false)
          throw new NotFoundError('Record not found');
        const market = source.marketOf?.(events);
        const scope = scopeOf(ctx.state.user);
        if (market) await assertBranchInScope(deps.db, scope, market);
        if (source.office && !(await officeRecordInScope(deps.db, scope, source.office, id))) {
          throw new ForbiddenError('This record is outside your office');
        }
        ctx.body = {
          data: events.map((e) => ({
            eventId: e.id,
            type: e.type,
            occurredAt: e.metadata.occurredAt ?? e.recordedAt.toISOString(),
            userName: e.metadata.userName ?? null,
            userType: e.metadata.userType ?? null,
            changes: redactForHistory(e.data),
          })),
        };
      },
    },
  ];
}
