import {
  carriesFullNumber,
  countSegments,
  matchesTemplate,
  renderNotice,
  type SendNoticeJob,
  sendNoticeJobSchema,
} from '@cocoon/domain';
import {
  activeNoticeTemplate,
  farmerNoticeChoice,
  type ReadModelDb,
  waitForProjections,
} from '@cocoon/projectors';
import { type Job, UnrecoverableError } from 'bullmq';
import type { Logger } from 'pino';
import { noticeFactsOf } from './notice-facts.js';
import { NoticeGatewayRefused, type NoticeSender } from './senders.js';
import {
  markNoticeAttemptFailed,
  markNoticeSent,
  type NewNoticeMessage,
  recordNoticeMessage,
} from './store.js';

export interface NoticeProcessorDeps {
  db: ReadModelDb;
  logger: Logger;
  sender: NoticeSender;
  clock?: () => Date;
}

const LANGUAGE_NAMES = { ta: 'Tamil', en: 'English' } as const;

/**
 * The message a job stands for, decided once: whom, in which language, with which registered template, and
 * whether it may go (opted out, no template in force, a value refused, the pre-send check, a full number).
 */
async function decideMessage(
  deps: NoticeProcessorDeps,
  job: SendNoticeJob,
): Promise<
  (NewNoticeMessage & { values: string[]; header: string; gatewayTemplateId: string | null }) | undefined
> {
  const facts = await noticeFactsOf(deps.db, job);
  if (!facts) return undefined;
  const { language, optOut } = await farmerNoticeChoice(deps.db, facts.marketId, facts.farmerId);
  const base = {
    purpose: job.purpose,
    sourceEventId: job.sourceEventId,
    marketId: facts.marketId,
    farmerId: facts.farmerId,
    farmerCode: facts.farmerCode,
    farmerName: facts.farmerName,
    mobile: facts.mobile,
    language,
    templateId: null,
    dltTemplateId: null,
    text: null,
    encoding: 'GSM-7' as const,
    segments: 0,
    values: [],
    header: '',
    gatewayTemplateId: null,
  };
  if (optOut) return { ...base, status: 'opted-out', reason: 'The farmer opted out of SMS' };
  const template = await activeNoticeTemplate(deps.db, job.purpose, language);
  if (!template)
    return {
      ...base,
      status: 'blocked',
      reason: `No ${job.purpose} template in ${LANGUAGE_NAMES[language]} is in force`,
    };
  const withTemplate = {
    ...base,
    templateId: template.templateId,
    dltTemplateId: template.dltTemplateId,
    header: template.header,
    gatewayTemplateId: template.gatewayTemplateId,
    values: template.slots.map((slot) => facts.values[slot.name] ?? ''),
  };
  const rendered = renderNotice(template, facts.values);
  if (!rendered.ok) return { ...withTemplate, status: 'blocked', reason: rendered.reason };
  const { encoding, segments } = countSegments(rendered.text);
  const made = { ...withTemplate, text: rendered.text, encoding, segments };
  if (!matchesTemplate(rendered.text, template.text))
    return { ...made, status: 'blocked', reason: 'The text does not match its registered template (NFC)' };
  if (carriesFullNumber(rendered.text, facts.secrets))
    return {
      ...made,
      text: null,
      status: 'blocked',
      reason: 'The text would carry a full account or Aadhaar number',
    };
  if (!/^[6-9]\d{9}$/.test(facts.mobile))
    return { ...made, status: 'blocked', reason: 'The farmer has no valid mobile number' };
  return { ...made, status: 'queued', reason: null };
}

/**
 * One `send-notice` job: wait for the read models to pass the source event, decide the message and record it
 * (once per purpose and source event), then send it through the configured sender. A gateway that may recover
 * throws (BullMQ retries with backoff); a refusal or the last try is recorded as failed.
 */
export function createNoticeProcessor(deps: NoticeProcessorDeps) {
  const clock = deps.clock ?? (() => new Date());
  return async (job: Job): Promise<void> => {
    const payload = sendNoticeJobSchema.parse(job.data);
    if (!(await waitForProjections(deps.db, payload.afterPosition, { timeoutMs: 30_000 })))
      throw new Error('The read models have not reached the event yet');
    const message = await decideMessage(deps, payload);
    if (!message) {
      deps.logger.debug({ purpose: payload.purpose, source: payload.sourceEventId }, 'nobody to tell');
      return;
    }
    const stored = await recordNoticeMessage(deps.db, message);
    if (stored.status !== 'queued') return;
    try {
      const { gatewayMessageId } = await deps.sender.send({
        messageId: stored.messageId,
        to: message.mobile ?? '',
        text: message.text ?? '',
        header: message.header,
        dltTemplateId: message.dltTemplateId ?? '',
        gatewayTemplateId: message.gatewayTemplateId,
        values: message.values,
        unicode: message.encoding === 'UCS-2',
      });
      await markNoticeSent(deps.db, stored.messageId, {
        sender: deps.sender.name,
        gatewayMessageId,
        at: clock(),
      });
    } catch (error) {
      const refused = error instanceof NoticeGatewayRefused;
      const final = refused || job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      await markNoticeAttemptFailed(deps.db, stored.messageId, {
        sender: deps.sender.name,
        reason: (error as Error).message,
        final,
      });
      if (refused) throw new UnrecoverableError((error as Error).message);
      throw error;
    }
  };
}
