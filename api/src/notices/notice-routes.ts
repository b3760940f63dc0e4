import { randomUUID } from 'node:crypto';
import {
  ConflictError,
  deactivateNoticeTemplateCommand,
  deliveryReportCommand,
  farmerNoticePreferenceQuerySchema,
  farmerNoticePreferenceSchema,
  NOTICE_SIGNATURE_HEADER,
  NOTICE_TEMPLATES_STREAM,
  NOTICE_TIMESTAMP_HEADER,
  NotFoundError,
  type NoticePreferenceCommand,
  type NoticeTemplateCommand,
  noticeOutboxQuerySchema,
  noticeOutboxSchema,
  noticePreferenceEventSchema,
  noticePreferences,
  noticePreferencesStream,
  noticeTemplateEventSchema,
  noticeTemplateListSchema,
  noticeTemplates,
  saveNoticeTemplateCommand,
  setFarmerNoticePreferenceCommand,
  setMarketNoticeLanguageCommand,
  updateNoticeTemplateCommand,
} from '@cocoon/domain';
import { farmerNoticePreference, listNoticeTemplates, marketNoticeLanguage } from '@cocoon/projectors';
import { listNoticeMessages, recordDeliveryReport } from '@cocoon/workers';
import { marketForWrite } from '../auction/access.js';
import { actionRoute, commandRoute } from '../commands/command-route.js';
import type { CommandRun } from '../commands/run-command.js';
import type { AppDeps } from '../http/context.js';
import type { RouteSpec } from '../http/routes.js';
import { parseInput } from '../http/validate.js';
import { assertSignedReport } from './delivery-signature.js';

const LANGUAGE_NAMES = { ta: 'Tamil', en: 'English' } as const;

/**
 * Farmers told by SMS (issue 25 part 5): the Admin's template registry, a market's language and its farmers'
 * choices, the outbox, and the gateway's signed delivery-report callback. Sending is the notices worker's.
 */
export function noticeRoutes(deps: AppDeps): RouteSpec[] {
  const decideTemplates = (run: CommandRun, command: NoticeTemplateCommand) =>
    run.decide({
      stream: NOTICE_TEMPLATES_STREAM,
      decider: noticeTemplates,
      eventSchema: noticeTemplateEventSchema,
      command,
    });
  const decidePreferences = (run: CommandRun, marketId: string, command: NoticePreferenceCommand) =>
    run.decide({
      stream: noticePreferencesStream(marketId),
      decider: noticePreferences,
      eventSchema: noticePreferenceEventSchema,
      command,
      marketId,
    });

  /** A farmer of the read model, or 404 (a reeler or an unknown id alike). */
  const farmerOf = async (farmerId: string) => {
    const farmer = await deps.db
      .withSchema('read')
      .selectFrom('customers')
      .select(['head_code', 'customer_type', 'branch_id'])
      .where('customer_id', '=', farmerId)
      .executeTakeFirst();
    if (farmer?.customer_type !== 'farmer') throw new NotFoundError('Farmer not found in this market');
    return { headCode: farmer.head_code, branchId: farmer.branch_id };
  };

  return [
    {
      method: 'get',
      path: '/Notices/get_Templates',
      response: noticeTemplateListSchema,
      summary: 'Every registered SMS template, with the most SMS parts a message of it takes',
      tag: 'notices: templates',
      permission: 'notices.templates',
      readsOwnWrites: true,
      async handler(ctx) {
        const data = await listNoticeTemplates(deps.db);
        ctx.body = { data, total: data.length };
      },
    },
    {
      method: 'get',
      path: '/Notices/get_Outbox',
      response: noticeOutboxSchema,
      summary: "A market's farmer notices, newest first: text, language, parts, status and delivery report",
      tag: 'notices: outbox',
      permission: 'notices.outbox',
      query: noticeOutboxQuerySchema,
      readsOwnWrites: true,
      async handler(ctx) {
        const query = parseInput(noticeOutboxQuerySchema, ctx.query);
        const { marketId } = await marketForWrite(deps.db, ctx, query.marketId);
        const [data, language] = await Promise.all([
          listNoticeMessages(deps.db, marketId, query.limit),
          marketNoticeLanguage(deps.db, marketId),
        ]);
        ctx.body = { marketId, language, data, total: data.length };
      },
    },
    {
      method: 'get',
      path: '/Notices/get_FarmerPreference',
      response: farmerNoticePreferenceSchema,
      summary:
        "A farmer's SMS choice in the farmer's market: the language (or the market's) and whether opted out",
      tag: 'notices: preferences',
      permission: 'notices.preferences',
      query: farmerNoticePreferenceQuerySchema,
      responses: { 404: 'No such farmer within the caller’s markets' },
      readsOwnWrites: true,
      async handler(ctx) {
        const { farmerId } = parseInput(farmerNoticePreferenceQuerySchema, ctx.query);
        const farmer = await farmerOf(farmerId);
        // The farmer's own market, within the caller's scope (a Branch Admin's own; the Admin's any).
        const { marketId } = await marketForWrite(deps.db, ctx, farmer.branchId);
        const [choice, marketLanguage] = await Promise.all([
          farmerNoticePreference(deps.db, marketId, farmerId),
          marketNoticeLanguage(deps.db, marketId),
        ]);
        ctx.body = { farmerId, marketId, ...choice, marketLanguage };
      },
    },
    commandRoute(deps, saveNoticeTemplateCommand, async ({ input }) => async (run) => {
      const templateId = randomUUID();
      await decideTemplates(run, { type: 'SaveNoticeTemplate', data: { templateId, ...input } });
      return { message: `Template ${input.dltTemplateId} registered`, templateId };
    }),
    commandRoute(deps, updateNoticeTemplateCommand, async ({ input }) => async (run) => {
      await decideTemplates(run, { type: 'UpdateNoticeTemplate', data: input });
      return { message: `Template ${input.dltTemplateId} updated`, templateId: input.templateId };
    }),
    commandRoute(deps, deactivateNoticeTemplateCommand, async ({ input }) => async (run) => {
      await decideTemplates(run, { type: 'DeactivateNoticeTemplate', data: input });
      return { message: 'Template deactivated', templateId: input.templateId };
    }),
    commandRoute(deps, setFarmerNoticePreferenceCommand, async ({ input, ctx }) => {
      const { marketId } = await marketForWrite(deps.db, ctx, input.marketId);
      const farmer = await farmerOf(input.farmerId);
      if (farmer.branchId !== marketId) throw new NotFoundError('Farmer not found in this market');
      return async (run) => {
        await decidePreferences(run, marketId, {
          type: 'SetFarmerNoticePreference',
          data: { marketId, farmerId: input.farmerId, language: input.language, optOut: input.optOut },
        });
        const how = input.optOut
          ? 'gets no SMS'
          : `is written to in ${input.language ? LANGUAGE_NAMES[input.language] : "the market's language"}`;
        return { message: `Farmer ${farmer.headCode} ${how}` };
      };
    }),
    commandRoute(deps, setMarketNoticeLanguageCommand, async ({ input, ctx }) => {
      const { marketId } = await marketForWrite(deps.db, ctx, input.marketId);
      return async (run) => {
        await decidePreferences(run, marketId, {
          type: 'SetMarketNoticeLanguage',
          data: { marketId, language: input.language },
        });
        return {
          message: `Farmers are written to in ${LANGUAGE_NAMES[input.language]} unless they chose otherwise`,
        };
      };
    }),
    actionRoute(deliveryReportCommand, async ({ input, ctx }) => {
      const rawBody = (ctx.request as { rawBody?: string }).rawBody ?? '';
      assertSignedReport({
        secret: deps.config.NOTICES_CALLBACK_SECRET,
        timestamp: ctx.get(NOTICE_TIMESTAMP_HEADER) || undefined,
        signature: ctx.get(NOTICE_SIGNATURE_HEADER) || undefined,
        rawBody,
        now: deps.clock(),
      });
      if (!(await recordDeliveryReport(deps.db, input, rawBody)))
        throw new ConflictError('This delivery report was already recorded', 'reportId');
      return { result: 'Recorded' as const, reportId: input.reportId };
    }),
  ];
}
