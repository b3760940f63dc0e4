import {
  countSegments,
  displayDate,
  NOTICE_VARIABLES,
  type NoticePurpose,
  renderNotice,
  type SegmentCount,
  templateProblems,
} from '@cocoon/domain';

/** Example values for the registry's live preview (what a real message of the market would carry). */
const SAMPLE_VALUES: Record<string, string> = {
  lotNo: '17',
  kg: '84.250',
  rate: 'Rs 540.00',
  amount: 'Rs 45,040.50',
  creditDate: displayDate('2026-11-30'),
  date: displayDate('2026-11-27'),
  utr: 'SBINN52612345678',
  account: '4321',
  reason: 'Account closed or transferred',
  ifsc: 'SBIN0001234',
  farmerCode: 'HSRF0017',
};

export interface NoticePreview {
  text: string | undefined;
  segments: SegmentCount | undefined;
  problems: string[];
}

/** The template filled with example values, its SMS parts, and what is wrong with it (as the server will say). */
export function previewNotice(
  purpose: NoticePurpose,
  text: string,
  slots: readonly { name: string; maxLength: number }[],
): NoticePreview {
  const problems = templateProblems(text.normalize('NFC'), slots.length);
  const offered: readonly string[] = NOTICE_VARIABLES[purpose];
  for (const slot of slots)
    if (!offered.includes(slot.name)) problems.push(`${slot.name} is not a value of this message`);
  if (problems.length > 0) return { text: undefined, segments: undefined, problems };
  const rendered = renderNotice({ text, slots }, SAMPLE_VALUES);
  if (!rendered.ok) return { text: undefined, segments: undefined, problems: [rendered.reason] };
  return { text: rendered.text, segments: countSegments(rendered.text), problems: [] };
}

/** "2 SMS (UCS-2, 67 per part)". */
export function segmentsText(segments: Pick<SegmentCount, 'encoding' | 'segments'>): string {
  const per = segments.encoding === 'UCS-2' ? [70, 67] : [160, 153];
  const perPart = segments.segments > 1 ? `${per[1]} per part` : `up to ${per[0]}`;
  return `${segments.segments} SMS (${segments.encoding}, ${perPart})`;
}
