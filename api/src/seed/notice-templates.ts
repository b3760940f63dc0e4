import {
  NOTICE_TEMPLATES_STREAM,
  type NoticeTemplate,
  noticeTemplateEventSchema,
  noticeTemplates,
} from '@cocoon/domain';
import { eventIdFor } from '../commands/event-ids.js';
import type { CommandRun } from '../commands/run-command.js';

/**
 * DEMO SEED DATA, not the department's wording: example SMS templates in Tamil and English for each notice
 * (issue 25 part 5), so the demo market's outbox shows messages. The DLT ids are made up (1107000…); a real
 * installation registers its own templates on the DLT portal and copies them into the registry screen
 * (docs/notices.md). Nothing in the code depends on these texts.
 */
const DEMO_NOTICE_TEMPLATES: Omit<NoticeTemplate, 'templateId'>[] = [
  {
    purpose: 'lot-sold',
    language: 'ta',
    text: 'பட்டுக்கூடு அங்காடி: உங்கள் லாட் {#var#}, {#var#} கி.கி, கிலோ {#var#} விலையில் விற்கப்பட்டது. தொகை {#var#} {#var#} அன்று உங்கள் வங்கிக் கணக்கில் வரவு வைக்கப்படும். -பட்டு வளர்ச்சித் துறை',
    slots: [
      { name: 'lotNo', maxLength: 6 },
      { name: 'kg', maxLength: 10 },
      { name: 'rate', maxLength: 12 },
      { name: 'amount', maxLength: 16 },
      { name: 'creditDate', maxLength: 10 },
    ],
  },
  {
    purpose: 'lot-sold',
    language: 'en',
    text: 'Cocoon market: lot {#var#}, {#var#} kg sold at {#var#}/kg. {#var#} will be credited to your bank on {#var#}. -TN Sericulture',
    slots: [
      { name: 'lotNo', maxLength: 6 },
      { name: 'kg', maxLength: 10 },
      { name: 'rate', maxLength: 12 },
      { name: 'amount', maxLength: 16 },
      { name: 'creditDate', maxLength: 10 },
    ],
  },
  {
    purpose: 'credited',
    language: 'ta',
    text: 'பட்டுக்கூடு அங்காடி: {#var#} உங்கள் வங்கிக் கணக்கில் (கடைசி இலக்கங்கள் {#var#}) {#var#} அன்று வரவு வைக்கப்பட்டது, UTR {#var#}. -பட்டு வளர்ச்சித் துறை',
    slots: [
      { name: 'amount', maxLength: 16 },
      { name: 'account', maxLength: 4 },
      { name: 'date', maxLength: 10 },
      { name: 'utr', maxLength: 22 },
    ],
  },
  {
    purpose: 'credited',
    language: 'en',
    text: 'Cocoon market: {#var#} credited to your A/c ending {#var#} on {#var#}, UTR {#var#}. -TN Sericulture',
    slots: [
      { name: 'amount', maxLength: 16 },
      { name: 'account', maxLength: 4 },
      { name: 'date', maxLength: 10 },
      { name: 'utr', maxLength: 22 },
    ],
  },
  {
    purpose: 'returned',
    language: 'ta',
    text: 'பட்டுக்கூடு அங்காடி: உங்கள் {#var#} பணம் வங்கியால் திருப்பப்பட்டது ({#var#}). வங்கிக் கணக்குப் புத்தகம், ஆதார் அட்டையுடன் அங்காடி அலுவலகத்திற்கு வரவும். -பட்டு வளர்ச்சித் துறை',
    slots: [
      { name: 'amount', maxLength: 16 },
      { name: 'reason', maxLength: 30 },
    ],
  },
  {
    purpose: 'returned',
    language: 'en',
    text: 'Cocoon market: your payment of {#var#} was returned by the bank ({#var#}). Please bring your bank passbook and Aadhaar card to the market office. -TN Sericulture',
    slots: [
      { name: 'amount', maxLength: 16 },
      { name: 'reason', maxLength: 30 },
    ],
  },
  {
    purpose: 'bank-details-changed',
    language: 'ta',
    text: 'பட்டுக்கூடு அங்காடி: உங்கள் வங்கிக் கணக்கு {#var#} அன்று கடைசி இலக்கங்கள் {#var#} கொண்ட கணக்காக மாற்றப்பட்டது. நீங்கள் கேட்கவில்லை எனில் அங்காடி அலுவலகத்தை அணுகவும். -பட்டு வளர்ச்சித் துறை',
    slots: [
      { name: 'date', maxLength: 10 },
      { name: 'account', maxLength: 4 },
    ],
  },
  {
    purpose: 'bank-details-changed',
    language: 'en',
    text: 'Cocoon market: your bank account for payments was changed on {#var#} to the A/c ending {#var#}. If you did not ask for this, contact the market office. -TN Sericulture',
    slots: [
      { name: 'date', maxLength: 10 },
      { name: 'account', maxLength: 4 },
    ],
  },
].map((template, index) => ({
  ...template,
  purpose: template.purpose as NoticeTemplate['purpose'],
  language: template.language as NoticeTemplate['language'],
  dltTemplateId: `110700000000000000${index + 1}`,
  gatewayTemplateId: null,
  header: 'TNSERI',
}));

/** Registers the demo templates (fixed command ids: a seed run again appends nothing twice). */
export async function seedNoticeTemplates(seedRun: (commandId: string) => CommandRun): Promise<void> {
  for (const [index, template] of DEMO_NOTICE_TEMPLATES.entries()) {
    const commandId = `seed-notice-template-${index}`;
    await seedRun(commandId).decide({
      stream: NOTICE_TEMPLATES_STREAM,
      decider: noticeTemplates,
      eventSchema: noticeTemplateEventSchema,
      command: { type: 'SaveNoticeTemplate', data: { templateId: eventIdFor(commandId, 99), ...template } },
    });
  }
}
