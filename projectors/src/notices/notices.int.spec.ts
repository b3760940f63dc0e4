import type { NoticePreferenceEvent, NoticeTemplate, NoticeTemplateEvent } from '@cocoon/domain';
import { describe, it } from 'vitest';
import { projectionSpec } from '../runtime/testing/projection-harness.js';
import { noticesProjection } from './notices.js';

const spec = projectionSpec<NoticeTemplateEvent | NoticePreferenceEvent>(noticesProjection);

const HOSUR = '00000000-0000-4000-8000-0000000000a1';
const FARMER = '00000000-0000-4000-8000-0000000000f1';
const template: NoticeTemplate = {
  templateId: '00000000-0000-4000-8000-0000000000c1',
  purpose: 'credited',
  dltTemplateId: '1107000000000000004',
  gatewayTemplateId: null,
  header: 'TNSERI',
  language: 'en',
  text: 'Cocoon market: {#var#} credited to your A/c ending {#var#}. -TN Sericulture',
  slots: [
    { name: 'amount', maxLength: 16 },
    { name: 'account', maxLength: 4 },
  ],
};

describe('notices.registry', () => {
  it('keeps every template, a deactivated one marked so, with its values in order', async () => {
    await spec
      .given(
        [{ type: 'NoticeTemplateSaved', data: template }],
        [{ type: 'NoticeTemplateUpdated', data: { ...template, header: 'TNSILK' } }],
        [{ type: 'NoticeTemplateDeactivated', data: { templateId: template.templateId } }],
      )
      .thenRows({
        notice_templates: [
          {
            template_id: template.templateId,
            header: 'TNSILK',
            active: false,
            slots: template.slots,
            saved_by: 'hsr.officer',
          },
        ],
      });
  });

  it("keeps a market's language and each farmer's last choice", async () => {
    await spec
      .given(
        [{ type: 'NoticeMarketLanguageSet', data: { marketId: HOSUR, language: 'en' } }],
        [
          {
            type: 'NoticeFarmerPreferenceSet',
            data: { marketId: HOSUR, farmerId: FARMER, language: 'en', optOut: false },
          },
        ],
        [
          {
            type: 'NoticeFarmerPreferenceSet',
            data: { marketId: HOSUR, farmerId: FARMER, language: null, optOut: true },
          },
        ],
      )
      .thenRows({
        notice_market_languages: [{ market_id: HOSUR, language: 'en' }],
        notice_farmer_preferences: [{ market_id: HOSUR, farmer_id: FARMER, language: null, opt_out: true }],
      });
  });
});
