import {
  countSegments,
  DEFAULT_NOTICE_LANGUAGE,
  DLT_VARIABLE,
  type NoticeLanguage,
  type NoticePurpose,
  type NoticeTemplate,
  type NoticeTemplateRow,
} from '@cocoon/domain';
import type { ReadModelDb } from '../runtime/types.js';

const columns = [
  'template_id as templateId',
  'purpose',
  'dlt_template_id as dltTemplateId',
  'gateway_template_id as gatewayTemplateId',
  'header',
  'language',
  'text',
  'slots',
  'active',
  'saved_by as savedBy',
  'saved_at as savedAt',
] as const;

/** The most parts a message of a template can take: every value at its longest (a wide character for Tamil). */
export function templateSegments(template: Pick<NoticeTemplate, 'text' | 'slots' | 'language'>) {
  const parts = template.text.split(DLT_VARIABLE);
  const filler = template.language === 'ta' ? 'அ' : '0';
  const longest = parts.reduce(
    (text, part, index) =>
      text + (index > 0 ? filler.repeat(template.slots[index - 1]?.maxLength ?? 1) : '') + part,
    '',
  );
  const { encoding, segments } = countSegments(longest);
  return { encoding, segments };
}

/** Every registered template, those in force first, newest first (the registry screen). */
export async function listNoticeTemplates(db: ReadModelDb): Promise<NoticeTemplateRow[]> {
  const rows = await db
    .withSchema('read')
    .selectFrom('notice_templates')
    .select(columns)
    .orderBy('active', 'desc')
    .orderBy('saved_at', 'desc')
    .execute();
  return rows.map((row) => {
    const template = {
      ...row,
      purpose: row.purpose as NoticePurpose,
      language: row.language as NoticeLanguage,
      savedAt: new Date(row.savedAt).toISOString(),
    };
    return { ...template, ...templateSegments(template) };
  });
}

/** The template in force for a purpose and language, if the Admin registered one. */
export async function activeNoticeTemplate(
  db: ReadModelDb,
  purpose: NoticePurpose,
  language: NoticeLanguage,
): Promise<NoticeTemplate | undefined> {
  const row = await db
    .withSchema('read')
    .selectFrom('notice_templates')
    .select(columns)
    .where('purpose', '=', purpose)
    .where('language', '=', language)
    .where('active', '=', true)
    .orderBy('saved_at', 'desc')
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    templateId: row.templateId,
    purpose,
    language,
    dltTemplateId: row.dltTemplateId,
    gatewayTemplateId: row.gatewayTemplateId,
    header: row.header,
    text: row.text,
    slots: row.slots,
  };
}

/** A market's default language for notices (Tamil unless its Branch Admin or the Admin chose otherwise). */
export async function marketNoticeLanguage(db: ReadModelDb, marketId: string): Promise<NoticeLanguage> {
  const row = await db
    .withSchema('read')
    .selectFrom('notice_market_languages')
    .select('language')
    .where('market_id', '=', marketId)
    .executeTakeFirst();
  return (row?.language as NoticeLanguage | undefined) ?? DEFAULT_NOTICE_LANGUAGE;
}

/** The farmer's own choice in a market (null language: the market's), as recorded; none recorded: none made. */
export async function farmerNoticePreference(
  db: ReadModelDb,
  marketId: string,
  farmerId: string,
): Promise<{ language: NoticeLanguage | null; optOut: boolean }> {
  const row = await db
    .withSchema('read')
    .selectFrom('notice_farmer_preferences')
    .select(['language', 'opt_out'])
    .where('market_id', '=', marketId)
    .where('farmer_id', '=', farmerId)
    .executeTakeFirst();
  return { language: (row?.language as NoticeLanguage | null) ?? null, optOut: row?.opt_out ?? false };
}

/** The language a farmer is written to in a market, and whether the farmer opted out. */
export async function farmerNoticeChoice(
  db: ReadModelDb,
  marketId: string,
  farmerId: string,
): Promise<{ language: NoticeLanguage; optOut: boolean }> {
  const [market, farmer] = await Promise.all([
    marketNoticeLanguage(db, marketId),
    farmerNoticePreference(db, marketId, farmerId),
  ]);
  return { language: farmer.language ?? market, optOut: farmer.optOut };
}
