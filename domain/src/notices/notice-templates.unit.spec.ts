import { describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError } from '../shared/errors.js';
import { specFor } from '../shared/given-when-then.js';
import { noticePreferences } from './notice-preferences.js';
import { type NoticeTemplate, noticeTemplates, saveNoticeTemplateSchema } from './notice-templates.js';

const given = specFor(noticeTemplates);
const eq = (a: unknown, b: unknown) => expect(a).toEqual(b);
const template: NoticeTemplate = {
  templateId: '11111111-1111-4111-8111-111111111111',
  purpose: 'credited',
  dltTemplateId: '1107123456789012345',
  gatewayTemplateId: null,
  header: 'TNSERI',
  language: 'en',
  text: 'Rs {#var#} credited to A/c ending {#var#}, UTR {#var#}. -TN Sericulture',
  slots: [
    { name: 'amount', maxLength: 15 },
    { name: 'account', maxLength: 4 },
    { name: 'utr', maxLength: 22 },
  ],
};
const second = {
  ...template,
  templateId: '22222222-2222-4222-8222-222222222222',
  dltTemplateId: '1107123456789099999',
};

describe('template registry', () => {
  it('saves a template; a new one of the same purpose and language supersedes the one in force', () => {
    given()
      .when({ type: 'SaveNoticeTemplate', data: template })
      .thenEmits([{ type: 'NoticeTemplateSaved', data: template }], eq);
    given([{ type: 'NoticeTemplateSaved', data: template }])
      .when({ type: 'SaveNoticeTemplate', data: second })
      .thenEmits(
        [
          { type: 'NoticeTemplateDeactivated', data: { templateId: template.templateId } },
          { type: 'NoticeTemplateSaved', data: second },
        ],
        eq,
      );
  });

  it('refuses a DLT id already registered, and updates of unknown or deactivated templates', () => {
    given([{ type: 'NoticeTemplateSaved', data: template }])
      .when({ type: 'SaveNoticeTemplate', data: { ...second, dltTemplateId: template.dltTemplateId } })
      .thenThrows((fn) => expect(fn).toThrow(ConflictError));
    given()
      .when({ type: 'UpdateNoticeTemplate', data: template })
      .thenThrows((fn) => expect(fn).toThrow(NotFoundError));
    given([
      { type: 'NoticeTemplateSaved', data: template },
      { type: 'NoticeTemplateDeactivated', data: { templateId: template.templateId } },
    ])
      .when({ type: 'DeactivateNoticeTemplate', data: { templateId: template.templateId } })
      .thenThrows((fn) => expect(fn).toThrow('already deactivated'));
  });

  it('checks the input: header of 6 letters, slots per {#var#}, values the purpose offers, at most 30 each', () => {
    const { templateId: _id, ...input } = template;
    expect(saveNoticeTemplateSchema.safeParse({ ...input, header: 'tnseri' }).data?.header).toBe('TNSERI');
    const bad = saveNoticeTemplateSchema.safeParse({
      ...input,
      header: 'TNSER',
      slots: [{ name: 'aadhaar', maxLength: 31 }],
    });
    const paths = bad.error?.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['header', 'slots.0.maxLength']));
    const wrongName = saveNoticeTemplateSchema.safeParse({
      ...input,
      slots: [...input.slots.slice(0, 2), { name: 'accountNo', maxLength: 20 }],
    });
    expect(wrongName.error?.issues.map((i) => i.message)).toContain(
      'A credited message offers amount, utr, account, date, farmerCode',
    );
  });
});

describe('farmer preferences', () => {
  const prefs = specFor(noticePreferences);
  const market = '33333333-3333-4333-8333-333333333333';
  it('records a choice once; the same choice again writes nothing', () => {
    const data = { marketId: market, farmerId: 'f1', language: 'en' as const, optOut: false };
    prefs()
      .when({ type: 'SetFarmerNoticePreference', data })
      .thenEmits([{ type: 'NoticeFarmerPreferenceSet', data }], eq);
    prefs([{ type: 'NoticeFarmerPreferenceSet', data }])
      .when({ type: 'SetFarmerNoticePreference', data })
      .thenEmits([], eq);
    prefs()
      .when({ type: 'SetMarketNoticeLanguage', data: { marketId: market, language: 'ta' } })
      .thenEmits([], eq);
  });
});
