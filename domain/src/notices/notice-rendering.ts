/**
 * Filling a registered SMS template and checking the result before it is sent (issue 25 part 5, TRAI DLT).
 * The operator's scrubber drops a message that does not match its registered template exactly, so nothing leaves
 * unless the rendered text, with each `{#var#}` a wildcard, matches the registered text code point for code
 * point after both are normalised to Unicode NFC (Tamil pasted from a word processor may differ in invisible
 * joiners: such a message is blocked here, with the reason, rather than silently dropped by the operator).
 */
export const DLT_VARIABLE = '{#var#}';
/** A filled value is at most 30 characters (DLT). */
export const DLT_VARIABLE_MAX = 30;

/** What is wrong with a template text for `slotCount` values (empty: nothing). */
export function templateProblems(text: string, slotCount: number): string[] {
  const problems: string[] = [];
  const count = text.split(DLT_VARIABLE).length - 1;
  if (count !== slotCount)
    problems.push(
      `The text has ${count} ${DLT_VARIABLE} and ${slotCount} values are named: name one per ${DLT_VARIABLE}`,
    );
  // DLT: a variable may not be the last word of a template.
  if (/\{#var#\}[\s\p{P}]*$/u.test(text)) problems.push(`A ${DLT_VARIABLE} may not be the last word`);
  // Any other {#…#} is not a DLT placeholder: the portal would have refused the template.
  if (/\{#(?!var#\})[^}]*#\}/.test(text)) problems.push(`${DLT_VARIABLE} is the only placeholder DLT allows`);
  return problems;
}

export type RenderResult = { ok: true; text: string } | { ok: false; reason: string; slot?: string };

/**
 * The message: the template's text with each `{#var#}` replaced, in order, by the value its slot names. A value
 * missing, empty or longer than its slot's maximum is refused with the reason (never cut: a cut amount or date
 * would tell the farmer something false). Values containing a line break are refused too (DLT values are one line).
 */
export function renderNotice(
  template: { text: string; slots: readonly { name: string; maxLength: number }[] },
  values: Readonly<Record<string, string | undefined>>,
): RenderResult {
  const parts = template.text.normalize('NFC').split(DLT_VARIABLE);
  if (parts.length - 1 !== template.slots.length)
    return { ok: false, reason: 'The template has a different number of values than slots' };
  let text = parts[0]!;
  for (const [index, slot] of template.slots.entries()) {
    const value = values[slot.name]?.normalize('NFC');
    if (value === undefined || value.trim() === '')
      return { ok: false, reason: `No value for ${slot.name}`, slot: slot.name };
    if ([...value].length > slot.maxLength)
      return {
        ok: false,
        reason: `${slot.name} "${value}" is longer than its ${slot.maxLength} characters`,
        slot: slot.name,
      };
    if (/[\r\n]/.test(value)) return { ok: false, reason: `${slot.name} has a line break`, slot: slot.name };
    text += value + parts[index + 1]!;
  }
  return { ok: true, text: text.normalize('NFC') };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The pre-send check: does `text` match the registered template, each `{#var#}` standing for 1 to 30 characters
 * of one line? Both sides are NFC-normalised first, and nothing else is forgiven: a zero-width joiner, a changed
 * space or a different quote in the fixed text fails.
 */
export function matchesTemplate(text: string, templateText: string): boolean {
  const pattern = templateText
    .normalize('NFC')
    .split(DLT_VARIABLE)
    .map(escapeRegExp)
    .join(`[^\\r\\n]{1,${DLT_VARIABLE_MAX}}`);
  return new RegExp(`^${pattern}$`, 'u').test(text.normalize('NFC'));
}

/** GSM 03.38's basic character set, and its extension table (each of which takes two septets). */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€\f';
const GSM_BASIC_SET = new Set(GSM_BASIC);
const GSM_EXTENDED_SET = new Set(GSM_EXTENDED);

export interface SegmentCount {
  encoding: 'GSM-7' | 'UCS-2';
  /** Septets (GSM-7) or UTF-16 code units (UCS-2) the text takes. */
  units: number;
  segments: number;
  /** Per segment: 160 or 153 (GSM-7), 70 or 67 (UCS-2). */
  perSegment: number;
}

/**
 * How many SMS parts a text takes: GSM-7 160 in one, 153 per part when longer (the rest is the concatenation
 * header); anything outside GSM-7 (Tamil) goes as UCS-2, 70 in one, 67 per part.
 */
export function countSegments(text: string): SegmentCount {
  const chars = [...text];
  const gsm = chars.every((c) => GSM_BASIC_SET.has(c) || GSM_EXTENDED_SET.has(c));
  if (gsm) {
    const units = chars.reduce((sum, c) => sum + (GSM_EXTENDED_SET.has(c) ? 2 : 1), 0);
    return units <= 160
      ? { encoding: 'GSM-7', units, segments: units === 0 ? 0 : 1, perSegment: 160 }
      : { encoding: 'GSM-7', units, segments: Math.ceil(units / 153), perSegment: 153 };
  }
  const units = text.length;
  return units <= 70
    ? { encoding: 'UCS-2', units, segments: 1, perSegment: 70 }
    : { encoding: 'UCS-2', units, segments: Math.ceil(units / 67), perSegment: 67 };
}

/** Digits of a long number shown in a message: the last 4 only (never a full account number). */
export const lastFour = (digits: string) => digits.replace(/\D/g, '').slice(-4);

/**
 * Does a message carry one of the farmer's full numbers (bank account, Aadhaar)? Spaces and hyphens inside the
 * text are ignored, so "1234 5678 9012" is caught. The worker blocks such a message: a slot fed the wrong value
 * must never send an account number or an Aadhaar (a UTR is digits too, so no blanket digit rule).
 */
export function carriesFullNumber(text: string, numbers: readonly (string | null | undefined)[]): boolean {
  const compact = text.replace(/[\s-]/g, '');
  return numbers.some((number) => {
    const digits = (number ?? '').replace(/\D/g, '');
    return digits.length >= 6 && compact.includes(digits);
  });
}
