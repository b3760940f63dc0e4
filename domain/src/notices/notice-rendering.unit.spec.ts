import { describe, expect, it } from 'vitest';
import {
  carriesFullNumber,
  countSegments,
  lastFour,
  matchesTemplate,
  renderNotice,
  templateProblems,
} from './notice-rendering.js';

const tamil = {
  text: 'உங்கள் லாட் {#var#} ({#var#} கி.கி) விற்கப்பட்டது, தொகை {#var#} {#var#} அன்று வரவு வைக்கப்படும். -பட்டு வளர்ச்சித் துறை',
  slots: [
    { name: 'lotNo', maxLength: 6 },
    { name: 'kg', maxLength: 10 },
    { name: 'amount', maxLength: 20 },
    { name: 'creditDate', maxLength: 10 },
  ],
};
const english = {
  text: 'Lot {#var#} sold: {#var#} kg at {#var#}/kg, {#var#}. Credit on {#var#}. -TN Sericulture',
  slots: [
    { name: 'lotNo', maxLength: 6 },
    { name: 'kg', maxLength: 10 },
    { name: 'rate', maxLength: 12 },
    { name: 'amount', maxLength: 20 },
    { name: 'creditDate', maxLength: 10 },
  ],
};
const values = {
  lotNo: '17',
  kg: '52.400',
  rate: 'Rs 540.00',
  amount: 'Rs 28,296.00',
  creditDate: '30/11/2026',
};

describe('rendering a registered template', () => {
  it('fills the values in the template order and matches its template', () => {
    const rendered = renderNotice(english, values);
    expect(rendered).toEqual({
      ok: true,
      text: 'Lot 17 sold: 52.400 kg at Rs 540.00/kg, Rs 28,296.00. Credit on 30/11/2026. -TN Sericulture',
    });
    expect(rendered.ok && matchesTemplate(rendered.text, english.text)).toBe(true);
  });

  it('refuses a value longer than its slot, and a missing one, naming it (never cut)', () => {
    expect(renderNotice(english, { ...values, lotNo: '1234567' })).toMatchObject({
      ok: false,
      slot: 'lotNo',
    });
    expect(renderNotice(english, { ...values, rate: undefined })).toEqual({
      ok: false,
      reason: 'No value for rate',
      slot: 'rate',
    });
    expect(renderNotice(english, { ...values, amount: 'Rs 1\nRs 2' })).toMatchObject({ ok: false });
  });

  it('normalises Tamil to NFC and matches a template pasted in decomposed form', () => {
    const decomposed = { ...tamil, text: tamil.text.normalize('NFD') };
    const rendered = renderNotice(decomposed, values);
    expect(rendered.ok).toBe(true);
    if (!rendered.ok) return;
    expect(rendered.text).toBe(rendered.text.normalize('NFC'));
    expect(matchesTemplate(rendered.text, tamil.text)).toBe(true);
    expect(matchesTemplate(rendered.text.normalize('NFD'), decomposed.text)).toBe(true);
  });

  it('fails the pre-send check for a text with a zero-width joiner the registered one lacks', () => {
    const rendered = renderNotice(tamil, values);
    if (!rendered.ok) throw new Error(rendered.reason);
    const withJoiner = rendered.text.replace('லாட்', 'லாட்\u200d');
    expect(withJoiner).not.toBe(rendered.text);
    expect(matchesTemplate(withJoiner, tamil.text)).toBe(false);
    // …and the other way round: a template pasted with a joiner never matches the clean text.
    expect(matchesTemplate(rendered.text, tamil.text.replace('லாட்', 'லாட்\u200d'))).toBe(false);
  });

  it('fails the check for any change of the fixed text or an empty or too long value', () => {
    expect(
      matchesTemplate(
        'Lot 17 sold: 52.400 kg at Rs 540.00/kg, Rs 28,296.00. Credit on 30/11/2026. -TN Sericulture ',
        english.text,
      ),
    ).toBe(false);
    expect(
      matchesTemplate(
        'Lot  sold: 52.400 kg at Rs 540.00/kg, Rs 28,296.00. Credit on 30/11/2026. -TN Sericulture',
        english.text,
      ),
    ).toBe(false);
    expect(
      matchesTemplate(
        `Lot ${'9'.repeat(31)} sold: 1 kg at 1/kg, 1. Credit on 1. -TN Sericulture`,
        english.text,
      ),
    ).toBe(false);
    // Regular-expression characters in the fixed text are literal.
    expect(matchesTemplate('Lot 1 sold: 1 kg at 1/kgX 1. Credit on 1. -TN Sericulture', english.text)).toBe(
      false,
    );
  });

  it('checks a template: one slot per {#var#}, no variable as the last word, no other placeholder', () => {
    expect(templateProblems(english.text, 5)).toEqual([]);
    expect(templateProblems(english.text, 4)[0]).toContain('5 {#var#} and 4 values');
    expect(templateProblems('Credited on {#var#}.', 1)).toEqual(['A {#var#} may not be the last word']);
    expect(templateProblems('Lot {#name#} sold {#var#} ok', 1)).toContain(
      '{#var#} is the only placeholder DLT allows',
    );
  });
});

describe('segment counter', () => {
  it('counts GSM-7 English as 160 in one SMS and 153 per part', () => {
    expect(countSegments('a'.repeat(160))).toEqual({
      encoding: 'GSM-7',
      units: 160,
      segments: 1,
      perSegment: 160,
    });
    expect(countSegments('a'.repeat(161))).toEqual({
      encoding: 'GSM-7',
      units: 161,
      segments: 2,
      perSegment: 153,
    });
    expect(countSegments('a'.repeat(306)).segments).toBe(2);
    expect(countSegments('a'.repeat(307)).segments).toBe(3);
    // The extension table's characters take two septets.
    expect(countSegments('€'.repeat(80))).toMatchObject({ encoding: 'GSM-7', units: 160, segments: 1 });
  });

  it('counts Tamil as UCS-2: 70 in one SMS, 67 per part', () => {
    expect(countSegments('அ'.repeat(70))).toEqual({
      encoding: 'UCS-2',
      units: 70,
      segments: 1,
      perSegment: 70,
    });
    expect(countSegments('அ'.repeat(71))).toEqual({
      encoding: 'UCS-2',
      units: 71,
      segments: 2,
      perSegment: 67,
    });
    expect(countSegments('அ'.repeat(135)).segments).toBe(3);
    const rendered = renderNotice(tamil, values);
    expect(rendered.ok && countSegments(rendered.text)).toMatchObject({ encoding: 'UCS-2', segments: 2 });
    const inEnglish = renderNotice(english, values);
    expect(inEnglish.ok && countSegments(inEnglish.text)).toMatchObject({ encoding: 'GSM-7', segments: 1 });
  });
});

describe('full numbers never in a message', () => {
  it('finds an account number or Aadhaar, spaced or not; the last 4 digits are fine', () => {
    expect(carriesFullNumber('A/c 12345678901 credited', ['12345678901'])).toBe(true);
    expect(carriesFullNumber('Aadhaar 2345 6789 0123', [null, '234567890123'])).toBe(true);
    expect(
      carriesFullNumber(`A/c ending ${lastFour('12345678901')} credited`, ['12345678901', '234567890123']),
    ).toBe(false);
    expect(lastFour('1234-5678-9012')).toBe('9012');
  });
});
