import type { DocumentStandingAnswer } from '@cocoon/domain';
import { describe, expect, it } from 'vitest';
import { figureLines, historyText, marketText, withdrawnKeyText } from './display';
import type { BrowserCheck } from './signature-check';
import type { StandingResult } from './standing-api';
import { resultOfResponse } from './standing-api';
import { toneOf, verdictOf, verdictText } from './verdict';
import { WORDS } from './words';

const en = WORDS.en;
const ta = WORDS.ta;

const answer = (over: Partial<DocumentStandingAnswer> = {}): DocumentStandingAnswer => ({
  document: {
    kind: 'FB',
    kindName: 'Farmer bill',
    number: 'HSR/FB2627/00042',
    marketCode: 'HSR',
    market: { nameEn: 'Hosur', nameTa: 'ஓசூர்' },
    date: '2026-11-05',
    partyCode: 'HSR-F-000017',
    amountPaise: 12_345_678,
    checkCode: '7K3Q9Z',
  },
  key: { kid: 'k1', withdrawnOn: null },
  standing: 'in-force',
  replacedBy: null,
  reason: null,
  payment: 'unpaid',
  history: { matches: true, sealedBy: { sequence: 12, sealedAt: '2026-11-05T12:30:00.000Z' } },
  ...over,
});

const good: BrowserCheck = {
  outcome: 'good',
  claims: { v: 1, k: 'FB', n: 'X', m: 'HSR', d: '2026-11-05', c: '', a: 1, l: 'A', s: '1', h: '' },
  kid: 'k1',
  withdrawnOn: null,
};
const of = (standing: StandingResult, browser: BrowserCheck | null = good) => verdictOf(browser, standing);

describe('verdictOf', () => {
  it('follows the standing the server answers', () => {
    expect(of({ outcome: 'answer', answer: answer() })).toEqual({ kind: 'in-force' });
    expect(
      of({ outcome: 'answer', answer: answer({ standing: 'cancelled', replacedBy: 'HSR/FB2627/00043' }) }),
    ).toEqual({ kind: 'cancelled', replacedBy: 'HSR/FB2627/00043' });
    expect(of({ outcome: 'answer', answer: answer({ standing: 'reversed' }) })).toEqual({ kind: 'reversed' });
    expect(of({ outcome: 'answer', answer: answer({ standing: 'superseded' }) })).toEqual({
      kind: 'superseded',
    });
    expect(of({ outcome: 'answer', answer: answer({ standing: 'unknown' }) })).toEqual({
      kind: 'not-in-records',
      message: null,
    });
  });

  it("calls a signature the phone found false forged, whatever the server's answer", () => {
    const bad: BrowserCheck = { outcome: 'bad', refusal: 'bad-signature' };
    expect(of({ outcome: 'answer', answer: answer() }, bad)).toEqual({
      kind: 'forged',
      refusal: 'bad-signature',
      message: null,
    });
    expect(of({ outcome: 'unreachable' }, bad).kind).toBe('forged');
  });

  it("names the server's refusal, matched to the known reasons so it reads in Tamil too", () => {
    const refused = (message: string): StandingResult => ({
      outcome: 'refused',
      message,
      errors: { token: message },
    });
    const unknownKey = 'Signed with a key the department has not published: not a genuine document';
    expect(of(refused(unknownKey), { outcome: 'cannot-check' })).toEqual({
      kind: 'forged',
      refusal: 'unknown-key',
      message: unknownKey,
    });
    const verdict = of(refused(unknownKey), { outcome: 'cannot-check' });
    expect(verdictText(verdict, ta).explanation).toMatch(/^துறை வெளியிடாத விசையால்/);
    expect(verdictText(of(refused('Something new.'), null), en).explanation).toBe(
      'Something new. Do not accept this paper. Tell the market office.',
    );
  });

  it('says the typed figures match nothing with the 404 in words', () => {
    const verdict = of(
      { outcome: 'not-found', message: 'No document matches this number, date and code' },
      null,
    );
    expect(verdictText(verdict, en)).toEqual({
      headline: 'Not in the records',
      explanation: 'No document matches this number, date and code. Check what you typed against the paper.',
    });
    expect(verdictText(verdict, ta).explanation).toMatch(/^இந்த எண், தேதி, குறியீட்டுடன்/);
  });

  it('keeps a good signature when the records cannot be reached, and shows the 429 plainly', () => {
    expect(of({ outcome: 'unreachable' })).toEqual({ kind: 'signature-only', rateLimited: null });
    expect(of({ outcome: 'unreachable' }, { outcome: 'cannot-check' })).toEqual({
      kind: 'unchecked',
      rateLimited: null,
    });
    const limited = of({ outcome: 'rate-limited', message: 'Too many requests: wait a minute' }, null);
    expect(verdictText(limited, en).explanation).toBe('Too many requests: wait a minute');
    expect(verdictText(limited, ta).explanation).toBe(ta.explain.rateLimited);
  });

  it('gives each verdict its tone and both languages their words', () => {
    expect(toneOf({ kind: 'in-force' })).toBe('good');
    expect(toneOf({ kind: 'forged', refusal: null, message: null })).toBe('bad');
    expect(toneOf({ kind: 'cancelled', replacedBy: null })).toBe('warn');
    expect(verdictText({ kind: 'in-force' }, ta).headline).toBe('உண்மையான ஆவணம் — நடைமுறையில் உள்ளது');
    expect(verdictText({ kind: 'cancelled', replacedBy: 'N/2' }, en).headline).toBe(
      'Cancelled, replaced by N/2',
    );
    expect(verdictText({ kind: 'reversed' }, ta).headline).toBe('திரும்பப் பெறப்பட்டது');
    expect(verdictText({ kind: 'forged', refusal: 'bad-signature', message: null }, ta).headline).toBe(
      'போலியானது அல்லது மாற்றப்பட்டது',
    );
  });
});

describe('resultOfResponse', () => {
  it('reads each status of the standing contract', () => {
    expect(resultOfResponse(200, answer())).toEqual({ outcome: 'answer', answer: answer() });
    expect(
      resultOfResponse(400, {
        message: 'Enter the document number',
        statusCode: 400,
        errors: { number: 'Enter the document number', other: 1 },
      }),
    ).toEqual({
      outcome: 'refused',
      message: 'Enter the document number',
      errors: { number: 'Enter the document number' },
    });
    expect(resultOfResponse(404, { message: 'No document matches this number, date and code' })).toEqual({
      outcome: 'not-found',
      message: 'No document matches this number, date and code',
    });
    expect(resultOfResponse(429, { message: 'Slow down' })).toEqual({
      outcome: 'rate-limited',
      message: 'Slow down',
    });
    expect(resultOfResponse(500, null)).toEqual({ outcome: 'unreachable' });
    expect(resultOfResponse(200, '<html>')).toEqual({ outcome: 'unreachable' });
  });
});

describe('the figures and lines under the verdict', () => {
  it('lists the paper figures in the reader language, the market by name and code', () => {
    const lines = figureLines(answer().document, en);
    expect(lines.map((line) => [line.label, line.value])).toEqual([
      ['Document', 'Farmer Bill'],
      ['Document number', 'HSR/FB2627/00042'],
      ['Market', 'Hosur (HSR)'],
      ['Date', '05/11/2026'],
      ['Farmer code', 'HSR-F-000017'],
      ['Amount', '₹ 1,23,456.78'],
      ['Check code', '7K3Q9Z'],
    ]);
    const tamil = figureLines({ ...answer().document, kind: 'RI' }, ta);
    expect(tamil.map((line) => line.label)).toContain('நூற்பாளர் குறியீடு');
    expect(tamil.find((line) => line.label === 'அங்காடி')?.value).toBe('ஓசூர் (HSR)');
    expect(marketText({ ...answer().document, market: null }, ta)).toBe('HSR');
  });

  it('writes the history line, the seal in IST, and the withdrawn key date', () => {
    expect(historyText(answer().history, en)).toBe(
      'The issuing event matches the sealed history: seal no. 12 of 05/11/2026 18:00 IST',
    );
    expect(historyText({ matches: true, sealedBy: null }, en)).toBe(
      'The issuing event matches the history; not yet sealed',
    );
    expect(historyText({ matches: false, sealedBy: null }, en)).toMatch(/does not match/);
    expect(historyText(null, en)).toBeNull();
    expect(withdrawnKeyText('2027-03-12', en)).toBe('Signed with a withdrawn key on 12/03/2027');
    expect(withdrawnKeyText(null, en)).toBeNull();
  });
});
