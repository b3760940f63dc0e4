/**
 * A whole number in English words with Indian grouping (thousand, lakh, crore), as Indian bills and cheques
 * write it: no "and" inside the number ("One Hundred One", the spec's "Twenty One Thousand Five Hundred Fifty
 * Nine"), title case. A count of crores past 99 is itself spelled with the same rules ("One Hundred Crore").
 */
const BELOW_TWENTY = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** Indian grouping from the largest unit down; crore is last because its count may exceed 99. */
const GROUPS = [
  { size: 10_000_000, name: 'Crore' },
  { size: 100_000, name: 'Lakh' },
  { size: 1000, name: 'Thousand' },
  { size: 100, name: 'Hundred' },
] as const;

function belowHundred(n: number): string {
  if (n < 20) return BELOW_TWENTY[n] as string;
  const unit = n % 10;
  const tens = TENS[Math.floor(n / 10)] as string;
  return unit === 0 ? tens : `${tens} ${BELOW_TWENTY[unit]}`;
}

/** `n` is a safe non-negative integer; 0 is "Zero" only on its own. */
export function englishNumberWords(n: number): string {
  if (n < 100) return belowHundred(n);
  const words: string[] = [];
  let rest = n;
  for (const { size, name } of GROUPS) {
    const count = Math.floor(rest / size);
    rest %= size;
    if (count > 0) words.push(englishNumberWords(count), name);
  }
  if (rest > 0) words.push(belowHundred(rest));
  return words.join(' ');
}
