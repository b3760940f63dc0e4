/**
 * One idempotency key per user action (issue 24). The same action sent again — a double click, a retry after a
 * dropped connection or a 5xx, when nobody knows whether the server stored it — reuses its key, so the server
 * appends nothing twice. Once the server has answered it for good the key goes, and the same form sent later is a
 * new action. An action is what it sends (path and body, keys sorted): a corrected form is a new action, and each
 * of a list's buttons (approve lot A, then lot B) keeps its own key until answered.
 */
export class UnansweredActions {
  private readonly keys = new Map<string, string>();

  constructor(private readonly newKey: () => string = () => newUuid()) {}

  keyFor(action: unknown): string {
    const id = stableJson(action);
    const key = this.keys.get(id) ?? this.newKey();
    this.keys.set(id, key);
    return key;
  }

  /** The server answered: done (no error) or refused for good; the action's key goes. */
  answered(action: unknown): void {
    this.keys.delete(stableJson(action));
  }
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
