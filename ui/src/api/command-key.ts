/**
 * One idempotency key per user action. The same payload submitted again (a double click, a retry after a
 * dropped connection) reuses the key so the server appends nothing twice; a changed payload is a new
 * action and gets a new key, so a corrected form is not answered with the earlier attempt's result.
 */
export interface CommandKey {
  key: string;
  payload: string;
}

export function commandKeyFor(
  previous: CommandKey | undefined,
  payload: unknown,
  newKey: () => string,
): CommandKey {
  const serialised = stableJson(payload);
  if (previous && previous.payload === serialised) return previous;
  return { key: newKey(), payload: serialised };
}

/** JSON with sorted object keys, so `{a, b}` and `{b, a}` are the same action. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      return Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    }
    return v;
  });
}

/**
 * `crypto.randomUUID` exists only in secure contexts; a market office reaching the server over plain http
 * on the LAN still needs keys, and `getRandomValues` is available everywhere.
 */
export function newUuid(
  random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  const b = random(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
