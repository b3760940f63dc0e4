/**
 * Groups refusals by what they say, figures left out: 'Bid must be at least Rs 711.00 per kg: the highest bid is
 * Rs 710.00 …' and the same with other figures count as one reason.
 */
export function refusalReason(status: number, body: unknown): string {
  const message =
    typeof body === 'object' && body !== null && 'message' in body
      ? String(body.message)
      : String(body ?? '');
  const general = message
    .replace(/Rs [\d,]+\.\d{2}/g, 'Rs …')
    .replace(/\b\d{1,2}:\d{2}\b/g, 'HH:MM')
    .replace(/\b\d+\b/g, 'N');
  return `${status} ${general.slice(0, 140)}`;
}

export class RefusalCounts {
  private readonly counts = new Map<string, number>();

  add(reason: string): void {
    this.counts.set(reason, (this.counts.get(reason) ?? 0) + 1);
  }

  get total(): number {
    let sum = 0;
    for (const n of this.counts.values()) sum += n;
    return sum;
  }

  /** Most frequent first. */
  entries(): [string, number][] {
    return [...this.counts].sort((a, b) => b[1] - a[1]);
  }
}
