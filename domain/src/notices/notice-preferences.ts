import { z } from 'zod';
import type { Decider } from '../shared/decider.js';
import { assertNever } from '../shared/errors.js';
import { NOTICE_LANGUAGES, type NoticeLanguage } from './notice-templates.js';

/**
 * Who is told in which language, and who asked not to be (issue 25 part 5). Kept in the notices feature, not
 * the customer master: one stream per market with the market's default language (Tamil for Tamil Nadu's markets,
 * the default when none was set) and each farmer's choice. A farmer who opts out gets no SMS from the market.
 */
export const noticePreferencesStream = (marketId: string) => `noticeprefs-${marketId}`;

/** Every market of the department is in Tamil Nadu: Tamil unless the market says otherwise. */
export const DEFAULT_NOTICE_LANGUAGE: NoticeLanguage = 'ta';

const marketId = z.uuid('Select a market').optional();
const language = z.enum(NOTICE_LANGUAGES, { error: 'Select Tamil or English' });

export const setFarmerNoticePreferenceSchema = z.object({
  marketId,
  farmerId: z.uuid('Select a farmer'),
  /** null: the market's language. */
  language: language.nullable(),
  optOut: z.boolean({ error: 'Say whether the farmer opts out' }),
});
export const setMarketNoticeLanguageSchema = z.object({ marketId, language });

export const noticePreferenceEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('NoticeMarketLanguageSet'),
    data: z.object({ marketId: z.string(), language: z.enum(NOTICE_LANGUAGES) }),
  }),
  z.object({
    type: z.literal('NoticeFarmerPreferenceSet'),
    data: z.object({
      marketId: z.string(),
      farmerId: z.string(),
      language: z.enum(NOTICE_LANGUAGES).nullable(),
      optOut: z.boolean(),
    }),
  }),
]);
export type NoticePreferenceEvent = z.infer<typeof noticePreferenceEventSchema>;
export const NOTICE_PREFERENCE_EVENT_TYPES = [
  'NoticeMarketLanguageSet',
  'NoticeFarmerPreferenceSet',
] as const;

export type NoticePreferenceCommand =
  | { type: 'SetMarketNoticeLanguage'; data: { marketId: string; language: NoticeLanguage } }
  | {
      type: 'SetFarmerNoticePreference';
      data: { marketId: string; farmerId: string; language: NoticeLanguage | null; optOut: boolean };
    };

export interface FarmerNoticePreference {
  language: NoticeLanguage | null;
  optOut: boolean;
}

export interface NoticePreferencesState {
  language: NoticeLanguage;
  farmers: ReadonlyMap<string, FarmerNoticePreference>;
}

/** The language a farmer is written to, and whether at all. */
export function noticeLanguageOf(
  state: { language: NoticeLanguage },
  farmer: FarmerNoticePreference | undefined,
): { language: NoticeLanguage; optOut: boolean } {
  return { language: farmer?.language ?? state.language, optOut: farmer?.optOut ?? false };
}

/** Setting what is already set writes nothing (a second click, a retry with a new key). */
export const noticePreferences: Decider<
  NoticePreferenceCommand,
  NoticePreferenceEvent,
  NoticePreferencesState
> = {
  initialState: { language: DEFAULT_NOTICE_LANGUAGE, farmers: new Map() },
  decide(command, state) {
    switch (command.type) {
      case 'SetMarketNoticeLanguage':
        return state.language === command.data.language
          ? []
          : [{ type: 'NoticeMarketLanguageSet', data: command.data }];
      case 'SetFarmerNoticePreference': {
        const current = state.farmers.get(command.data.farmerId);
        const same = current?.language === command.data.language && current.optOut === command.data.optOut;
        return same ? [] : [{ type: 'NoticeFarmerPreferenceSet', data: command.data }];
      }
      default:
        return assertNever(command);
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'NoticeMarketLanguageSet':
        return { ...state, language: event.data.language };
      case 'NoticeFarmerPreferenceSet': {
        const farmers = new Map(state.farmers);
        farmers.set(event.data.farmerId, { language: event.data.language, optOut: event.data.optOut });
        return { ...state, farmers };
      }
      default:
        return assertNever(event);
    }
  },
};
