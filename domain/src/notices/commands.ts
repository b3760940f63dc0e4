import { type CommandDefinition, defineCommand } from '../shared/command-definition.js';
import type { ExampleWorld } from '../shared/command-examples.js';
import { deliveryReportSchema } from './delivery-reports.js';
import {
  deliveryReportAnswerSchema,
  noticePreferenceSavedAnswerSchema,
  noticeTemplateSavedAnswerSchema,
} from './notice-answers.js';
import { setFarmerNoticePreferenceSchema, setMarketNoticeLanguageSchema } from './notice-preferences.js';
import {
  deactivateNoticeTemplateSchema,
  saveNoticeTemplateSchema,
  updateNoticeTemplateSchema,
} from './notice-templates.js';

const templates = { tag: 'notices: templates', permission: 'notices.templates' } as const;

/** An example template of its own: a bank-details-changed one in English, each with its own DLT id. */
const exampleTemplate = (w: ExampleWorld) => {
  const n = w.next();
  return {
    purpose: 'bank-details-changed',
    dltTemplateId: `1107${String(n).padStart(15, '0')}`,
    header: 'TNSERI',
    language: 'en',
    text: 'Your bank account for market payments was changed to A/c ending {#var#} on {#var#}. If you did not ask for this, visit the market office. -TN Sericulture',
    slots: [
      { name: 'account', maxLength: 4 },
      { name: 'date', maxLength: 10 },
    ],
  };
};

const savedTemplate = async (w: ExampleWorld) => {
  const body = exampleTemplate(w);
  const { templateId } = await w.run<{ templateId: string }>('Admin', '/Notices/SaveTemplate', body);
  return { templateId, body };
};

export const saveNoticeTemplateCommand = /* @__PURE__ */ defineCommand({
  ...templates,
  call: '/Notices/SaveTemplate',
  summary:
    'Register an SMS template exactly as registered on the DLT portal (id, header, language, text, values)',
  input: saveNoticeTemplateSchema,
  answer: noticeTemplateSavedAnswerSchema,
  description:
    'A template of a purpose and language supersedes the one in force (recorded as its deactivation).',
  responses: { 409: 'The DLT template id is already registered' },
  example: { freshBase: true, request: async (w) => ({ body: exampleTemplate(w) }) },
});

export const updateNoticeTemplateCommand = /* @__PURE__ */ defineCommand({
  ...templates,
  call: '/Notices/UpdateTemplate',
  summary: 'Correct a template in force (the text must stay exactly as registered)',
  input: updateNoticeTemplateSchema,
  answer: noticeTemplateSavedAnswerSchema,
  responses: { 404: 'No such template', 409: 'The template is deactivated' },
  example: {
    freshBase: true,
    pinned: ['templateId'],
    request: async (w) => {
      const { templateId, body } = await savedTemplate(w);
      return { body: { ...body, templateId, header: 'TNSILK' } };
    },
  },
});

export const deactivateNoticeTemplateCommand = /* @__PURE__ */ defineCommand({
  ...templates,
  call: '/Notices/DeactivateTemplate',
  summary: 'Take a template out of use (its messages stay recorded)',
  input: deactivateNoticeTemplateSchema,
  answer: noticeTemplateSavedAnswerSchema,
  responses: { 404: 'No such template', 409: 'Already deactivated' },
  example: {
    freshBase: true,
    request: async (w) => {
      const { templateId } = await savedTemplate(w);
      return { body: { templateId } };
    },
  },
});

const preferences = { tag: 'notices: preferences', permission: 'notices.preferences' } as const;

export const setFarmerNoticePreferenceCommand = /* @__PURE__ */ defineCommand({
  ...preferences,
  call: '/Notices/SetFarmerPreference',
  summary: "A farmer's SMS language (or the market's), and whether the farmer opts out",
  input: setFarmerNoticePreferenceSchema,
  answer: noticePreferenceSavedAnswerSchema,
  responses: { 404: 'No such farmer in the market' },
  example: {
    pinned: ['farmerId'],
    request: async (w) => ({
      body: { farmerId: w.farmers[0]!.customerId, language: 'en', optOut: false },
    }),
  },
});

export const setMarketNoticeLanguageCommand = /* @__PURE__ */ defineCommand({
  ...preferences,
  call: '/Notices/SetMarketLanguage',
  summary: "The market's SMS language for farmers who chose none (Tamil unless set)",
  input: setMarketNoticeLanguageSchema,
  answer: noticePreferenceSavedAnswerSchema,
  example: { request: async () => ({ body: { language: 'ta' } }) },
});

export const deliveryReportCommand = /* @__PURE__ */ defineCommand({
  call: '/Notices/DeliveryReport',
  summary: "The SMS gateway's delivery report (signed with the shared secret; no session)",
  description:
    'Public: the gateway calls it. X-Notice-Timestamp (Unix seconds) and X-Notice-Signature (hex HMAC-SHA256 of "<timestamp>.<raw body>" with NOTICES_CALLBACK_SECRET). A bad or missing signature or a stale timestamp is 401; a report id already recorded is 409.',
  tag: 'notices: delivery reports',
  keyed: false,
  input: deliveryReportSchema,
  answer: deliveryReportAnswerSchema,
  responses: {
    401: 'Signature missing or wrong, or the timestamp is stale',
    409: 'This report was already recorded (a replay)',
  },
  example: {
    freshBase: true,
    request: async (w) => w.signedDeliveryReport(),
  },
});

/** The notices commands, in the order the command fuzz runs them (command-catalogue.ts). */
export const noticesCommands: readonly CommandDefinition[] = [
  saveNoticeTemplateCommand,
  updateNoticeTemplateCommand,
  deactivateNoticeTemplateCommand,
  setFarmerNoticePreferenceCommand,
  setMarketNoticeLanguageCommand,
  deliveryReportCommand,
];
