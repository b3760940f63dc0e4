/** The encodings the static UI is precompressed in, best first: brotli is ~15-20% smaller than gzip. */
export type StaticEncoding = 'br' | 'gzip' | 'identity';

const PREFERENCE: readonly StaticEncoding[] = ['br', 'gzip', 'identity'];

/**
 * The encoding to answer in, from an Accept-Encoding header (RFC 9110 12.5.3) and the variants on disk:
 * the highest q-value wins, ties go to the smaller file (br, then gzip); `q=0` refuses, `*` stands for every
 * encoding not named; identity is acceptable unless refused by name or by `*;q=0`. No header at all means
 * identity. Null when nothing on offer is acceptable.
 */
export function chooseEncoding(
  header: string | undefined,
  available: ReadonlySet<StaticEncoding>,
): StaticEncoding | null {
  if (header === undefined || header.trim() === '') return available.has('identity') ? 'identity' : null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [rawName, ...params] = part.split(';');
    const name = rawName?.trim().toLowerCase();
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(param);
      if (match) q = Math.min(1, Number.parseFloat(match[1] ?? '1') || 0);
    }
    // A name listed twice keeps its best weight.
    weights.set(name, Math.max(q, weights.get(name) ?? 0));
  }
  const star = weights.get('*');
  const weightOf = (encoding: StaticEncoding): number => {
    const named = weights.get(encoding) ?? (encoding === 'gzip' ? weights.get('x-gzip') : undefined);
    if (named !== undefined) return named;
    if (star !== undefined) return star;
    return encoding === 'identity' ? 0.001 : 0;
  };
  let best: StaticEncoding | null = null;
  let bestWeight = 0;
  for (const encoding of PREFERENCE) {
    if (!available.has(encoding)) continue;
    const weight = weightOf(encoding);
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}
