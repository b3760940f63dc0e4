import { z } from 'zod';
import { NOTICE_LANGUAGES, NOTICE_PURPOSES } from './notice-templates.js';

const segmentFields = {
  encoding: z.enum(['GSM-7', 'UCS-2']),
  segments: z.number().int(),
};

export const noticeTemplateRowSchema = z.object({
  templateId: z.string(),
  purpose: z.enum(NOTICE_PURPOSES),
  dltTemplateId: z.string(),
  gatewayTemplateId: z.string().nullable(),
  header: z.string(),
  language: z.enum(NOTICE_LANGUAGES),
  text: z.string(),
  slots: z.array(z.object({ name: z.string(), maxLength: z.number().int() })),
  active: z.boolean(),
  /** The template with every value at its longest: the most parts a message of it can take. */
  ...segmentFields,
  savedBy: z.string().nullable(),
  savedAt: z.string(),
});
export type NoticeTemplateRow = z.infer<typeof noticeTemplateRowSchema>;
export const noticeTemplateListSchema = z.object({
  data: z.array(noticeTemplateRowSchema),
  total: z.number().int(),
});
export type NoticeTemplateList = z.infer<typeof noticeTemplateListSchema>;

export const NOTICE_STATUSES = ['queued', 'sent', 'blocked', 'failed', 'opted-out'] as const;
export type NoticeStatus = (typeof NOTICE_STATUSES)[number];

export const noticeMessageRowSchema = z.object({
  messageId: z.string(),
  marketId: z.string(),
  purpose: z.enum(NOTICE_PURPOSES),
  farmerId: z.string().nullable(),
  farmerCode: z.string().nullable(),
  farmerName: z.string().nullable(),
  /** 98XXXXXX45: the screen never shows the whole number. */
  mobileMasked: z.string().nullable(),
  language: z.enum(NOTICE_LANGUAGES).nullable(),
  dltTemplateId: z.string().nullable(),
  text: z.string().nullable(),
  textSha256: z.string().nullable(),
  ...segmentFields,
  status: z.enum(NOTICE_STATUSES),
  /** Why it was blocked or failed. */
  reason: z.string().nullable(),
  sender: z.string().nullable(),
  gatewayMessageId: z.string().nullable(),
  attempts: z.number().int(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  delivery: z
    .object({ status: z.string(), description: z.string().nullable(), reportedAt: z.string() })
    .nullable(),
});
export type NoticeMessageRow = z.infer<typeof noticeMessageRowSchema>;
export const noticeOutboxSchema = z.object({
  marketId: z.string(),
  /** The market's default language for notices. */
  language: z.enum(NOTICE_LANGUAGES),
  data: z.array(noticeMessageRowSchema),
  total: z.number().int(),
});
export type NoticeOutbox = z.infer<typeof noticeOutboxSchema>;
export const noticeOutboxQuerySchema = z.object({
  marketId: z.uuid('Select a market').optional(),
  limit: z.coerce.number().int().min(1).max(500).default(200),
});

/** Notices/get_FarmerPreference: whom the farmer form asks about. */
export const farmerNoticePreferenceQuerySchema = z.object({ farmerId: z.uuid('Select a farmer') });

/** A farmer's SMS choice as the farmer form shows it: their own language (null: the market's) and opt-out. */
export const farmerNoticePreferenceSchema = z.object({
  farmerId: z.string(),
  marketId: z.string(),
  language: z.enum(NOTICE_LANGUAGES).nullable(),
  /** What "the market's language" is now. */
  marketLanguage: z.enum(NOTICE_LANGUAGES),
  optOut: z.boolean(),
});
export type FarmerNoticePreferenceView = z.infer<typeof farmerNoticePreferenceSchema>;

export const noticeTemplateSavedAnswerSchema = z.object({ message: z.string(), templateId: z.string() });
export const noticePreferenceSavedAnswerSchema = z.object({ message: z.string() });
export const deliveryReportAnswerSchema = z.object({ result: z.literal('Recorded'), reportId: z.string() });
