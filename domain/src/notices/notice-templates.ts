import { z } from 'zod';
import type { Decider } from '../shared/decider.js';
import { assertNever, ConflictError, NotFoundError } from '../shared/errors.js';
import { DLT_VARIABLE, DLT_VARIABLE_MAX, templateProblems } from './notice-rendering.js';

/**
 * The SMS template registry (issue 25 part 5). TRAI's DLT rules: the department registers each template word for
 * word on the DLT portal, with a 6-character header; `{#var#}` is the only placeholder and a value fills at most 30
 * characters. The Admin copies each registered template here: nothing of the wording is in the code, only which
 * values a purpose offers (the template's slots name them, in the template's own order, so a Tamil sentence can
 * put the date first). One stream for the whole department: it registers one principal entity.
 */
export const NOTICE_TEMPLATES_STREAM = 'noticetemplates';

/** Why a farmer is told: one template per purpose and language is in force at a time. */
export const NOTICE_PURPOSES = ['lot-sold', 'credited', 'returned', 'bank-details-changed'] as const;
export type NoticePurpose = (typeof NOTICE_PURPOSES)[number];

export const NOTICE_LANGUAGES = ['ta', 'en'] as const;
export type NoticeLanguage = (typeof NOTICE_LANGUAGES)[number];

/**
 * The values each purpose offers a template's slots (the names a slot may take). Never a full account number
 * or an Aadhaar: `account` is the last 4 digits only.
 */
export const NOTICE_VARIABLES = {
  'lot-sold': ['lotNo', 'kg', 'rate', 'amount', 'creditDate', 'date', 'farmerCode'],
  credited: ['amount', 'utr', 'account', 'date', 'farmerCode'],
  returned: ['amount', 'reason', 'date', 'farmerCode'],
  'bank-details-changed': ['account', 'ifsc', 'date', 'farmerCode'],
} as const satisfies Record<NoticePurpose, readonly string[]>;
export type NoticeVariable = (typeof NOTICE_VARIABLES)[NoticePurpose][number];

export const noticeSlotSchema = z.object({
  name: z.string({ error: 'Name the value' }).trim().min(1, 'Name the value').max(30),
  maxLength: z
    .number({ error: 'Enter the most characters' })
    .int('Enter a whole number')
    .min(1, 'At least 1 character')
    .max(DLT_VARIABLE_MAX, `DLT allows at most ${DLT_VARIABLE_MAX} characters in a value`),
});
export type NoticeSlot = z.infer<typeof noticeSlotSchema>;

const templateFields = {
  purpose: z.enum(NOTICE_PURPOSES, { error: 'Select what the message is for' }),
  dltTemplateId: z
    .string({ error: 'Enter the DLT template id' })
    .trim()
    .regex(/^\d{15,25}$/, 'The DLT template id is the 15 to 25 digits the portal gave'),
  header: z
    .string({ error: 'Enter the header' })
    .trim()
    .regex(/^[A-Za-z]{6}$/, 'The header (sender id) is 6 letters')
    .transform((header) => header.toUpperCase()),
  language: z.enum(NOTICE_LANGUAGES, { error: 'Select the language' }),
  /** The gateway's own id of the template where it has one (MSG91's flow template id); else the DLT id is sent. */
  gatewayTemplateId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'The gateway template id is letters and digits')
    .nullish()
    .transform((id) => id ?? null),
  text: z
    .string({ error: 'Enter the text as registered' })
    .min(1, 'Enter the text as registered')
    .max(1000, 'The text must be at most 1000 characters')
    // The scrubber compares Unicode code points: the registry keeps the composed (NFC) form.
    .transform((text) => text.normalize('NFC')),
  slots: z.array(noticeSlotSchema).max(10, 'At most 10 values'),
};

function checkTemplate(
  value: { purpose: NoticePurpose; text: string; slots: NoticeSlot[] },
  ctx: z.RefinementCtx,
) {
  for (const problem of templateProblems(value.text, value.slots.length))
    ctx.addIssue({ code: 'custom', path: ['text'], message: problem });
  const allowed: readonly string[] = NOTICE_VARIABLES[value.purpose];
  value.slots.forEach((slot, index) => {
    if (!allowed.includes(slot.name))
      ctx.addIssue({
        code: 'custom',
        path: ['slots', index, 'name'],
        message: `A ${value.purpose} message offers ${allowed.join(', ')}`,
      });
  });
}

export const saveNoticeTemplateSchema = z.object(templateFields).superRefine(checkTemplate);
export const updateNoticeTemplateSchema = z
  .object({ templateId: z.uuid('Select a template'), ...templateFields })
  .superRefine(checkTemplate);
export const deactivateNoticeTemplateSchema = z.object({ templateId: z.uuid('Select a template') });
export type SaveNoticeTemplateInput = z.infer<typeof saveNoticeTemplateSchema>;

const templateData = z.object({
  templateId: z.string(),
  purpose: z.enum(NOTICE_PURPOSES),
  dltTemplateId: z.string(),
  header: z.string(),
  language: z.enum(NOTICE_LANGUAGES),
  gatewayTemplateId: z.string().nullable().default(null),
  text: z.string(),
  slots: z.array(z.object({ name: z.string(), maxLength: z.number().int() })),
});
export type NoticeTemplate = z.output<typeof templateData>;

export const noticeTemplateEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('NoticeTemplateSaved'), data: templateData }),
  z.object({ type: z.literal('NoticeTemplateUpdated'), data: templateData }),
  z.object({ type: z.literal('NoticeTemplateDeactivated'), data: z.object({ templateId: z.string() }) }),
]);
export type NoticeTemplateEvent = z.infer<typeof noticeTemplateEventSchema>;
export const NOTICE_TEMPLATE_EVENT_TYPES = [
  'NoticeTemplateSaved',
  'NoticeTemplateUpdated',
  'NoticeTemplateDeactivated',
] as const;

export type NoticeTemplateCommand =
  | { type: 'SaveNoticeTemplate'; data: NoticeTemplate }
  | { type: 'UpdateNoticeTemplate'; data: NoticeTemplate }
  | { type: 'DeactivateNoticeTemplate'; data: { templateId: string } };

export interface NoticeTemplatesState {
  templates: ReadonlyMap<string, NoticeTemplate & { active: boolean }>;
}

/** The template in force for a purpose and language, other than `except`. */
function activeFor(state: NoticeTemplatesState, t: NoticeTemplate, except?: string) {
  return [...state.templates.values()].find(
    (o) => o.active && o.purpose === t.purpose && o.language === t.language && o.templateId !== except,
  );
}

function assertUniqueDltId(state: NoticeTemplatesState, t: NoticeTemplate) {
  const same = [...state.templates.values()].find(
    (o) => o.dltTemplateId === t.dltTemplateId && o.templateId !== t.templateId,
  );
  if (same) throw new ConflictError(`DLT template ${t.dltTemplateId} is already registered`, 'dltTemplateId');
}

/**
 * One template per purpose and language is in force: registering another (the department re-registered the
 * wording) supersedes it, recorded as its deactivation in the same decision.
 */
function superseded(state: NoticeTemplatesState, t: NoticeTemplate): NoticeTemplateEvent[] {
  const other = activeFor(state, t, t.templateId);
  return other ? [{ type: 'NoticeTemplateDeactivated', data: { templateId: other.templateId } }] : [];
}

export const noticeTemplates: Decider<NoticeTemplateCommand, NoticeTemplateEvent, NoticeTemplatesState> = {
  initialState: { templates: new Map() },
  decide(command, state) {
    switch (command.type) {
      case 'SaveNoticeTemplate': {
        if (state.templates.has(command.data.templateId))
          throw new ConflictError('This template is already saved');
        assertUniqueDltId(state, command.data);
        return [...superseded(state, command.data), { type: 'NoticeTemplateSaved', data: command.data }];
      }
      case 'UpdateNoticeTemplate': {
        const current = state.templates.get(command.data.templateId);
        if (!current) throw new NotFoundError('Template not found');
        if (!current.active) throw new ConflictError('This template is deactivated; register a new one');
        assertUniqueDltId(state, command.data);
        return [...superseded(state, command.data), { type: 'NoticeTemplateUpdated', data: command.data }];
      }
      case 'DeactivateNoticeTemplate': {
        const current = state.templates.get(command.data.templateId);
        if (!current) throw new NotFoundError('Template not found');
        if (!current.active) throw new ConflictError('This template is already deactivated');
        return [{ type: 'NoticeTemplateDeactivated', data: command.data }];
      }
      default:
        return assertNever(command);
    }
  },
  evolve(state, event) {
    const templates = new Map(state.templates);
    switch (event.type) {
      case 'NoticeTemplateSaved':
      case 'NoticeTemplateUpdated':
        templates.set(event.data.templateId, { ...event.data, active: true });
        break;
      case 'NoticeTemplateDeactivated': {
        const current = templates.get(event.data.templateId);
        if (current) templates.set(event.data.templateId, { ...current, active: false });
        break;
      }
      default:
        assertNever(event);
    }
    return { templates };
  },
};

/** For error messages and the screen: the placeholder DLT uses. */
export const NOTICE_PLACEHOLDER = DLT_VARIABLE;
