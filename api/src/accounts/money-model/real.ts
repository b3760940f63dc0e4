import { randomUUID } from 'node:crypto';
import type { ApiAnswer } from '../../testing/client.js';
import type { RealMarket } from './model.js';

/** A failure that carries the run's story (the steps so far), so a shrunk counterexample reads as a user's day. */
export class ModelMismatch extends Error {
  constructor(real: RealMarket, message: string) {
    super(`${message}\n--- the run so far ---\n${real.log.slice(-60).join('\n')}`);
    this.name = 'ModelMismatch';
  }
}

export function fail(real: RealMarket, message: string): never {
  throw new ModelMismatch(real, message);
}

/** JSON with every object's keys sorted: equal data, equal text (a stored answer comes back from JSONB reordered). */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

export function same(real: RealMarket, actual: unknown, expected: unknown, what: string) {
  if (canonical(actual) !== canonical(expected))
    fail(real, `${what}: the server says ${JSON.stringify(actual)}, the model ${JSON.stringify(expected)}`);
}

const short = (body: unknown) => {
  if (Buffer.isBuffer(body)) return `<${body.length} bytes>`;
  const text = JSON.stringify(body);
  return text.length > 400 ? `${text.slice(0, 400)}...` : text;
};

/** Every call goes through here: a 5xx is always a failure, whatever the model expected. */
function guard(real: RealMarket, what: string, answer: ApiAnswer): ApiAnswer {
  if (answer.status >= 500) fail(real, `${what} answered ${answer.status}: ${short(answer.body)}`);
  return answer;
}

export async function post(
  real: RealMarket,
  path: string,
  body: unknown,
  token = real.m.staff,
  key?: string,
) {
  return guard(real, `POST ${path}`, await real.m.api.post(path, body, token, key));
}

/**
 * How a command is sent again after its first answer: not at all, as a retry of a lost answer (the same
 * Idempotency-Key: the same answer, nothing done twice) or as a double click / second officer (a new key).
 */
export type Again = 'once' | 'retry' | 'double';

/** Sends a command, and again as `again` says; answers the first answer and the second (if any). */
export async function postAgain(real: RealMarket, path: string, body: unknown, again: Again) {
  const key = randomUUID();
  const first = await post(real, path, body, real.m.staff, key);
  if (again === 'once') return { first, second: null };
  const second = await post(real, path, body, real.m.staff, again === 'retry' ? key : randomUUID());
  if (again === 'retry') {
    // A retried success is the stored answer; a retried refusal is refused again alike.
    const sameAnswer =
      first.status === 200
        ? canonical(second.body) === canonical(first.body)
        : messageOf(second) === messageOf(first);
    if (second.status !== first.status || !sameAnswer)
      fail(
        real,
        `POST ${path} retried with the same key answered ${second.status} ${short(second.body)}, first ${first.status} ${short(first.body)}`,
      );
  }
  return { first, second };
}

export async function get(real: RealMarket, path: string) {
  const answer = guard(real, `GET ${path}`, await real.m.api.get(path, real.m.staff));
  if (answer.status !== 200) fail(real, `GET ${path} answered ${answer.status}: ${short(answer.body)}`);
  return answer.body;
}

/** The model said the command applies: anything but 200 is a mismatch. */
export function expectOk(real: RealMarket, answer: ApiAnswer, what: string) {
  if (answer.status !== 200)
    fail(real, `${what}: the model expected 200, the server answered ${answer.status} ${short(answer.body)}`);
  return answer.body;
}

/** The model said the command must be refused (a rule it knows): a 4xx, never a 200. */
export function expectRefused(real: RealMarket, answer: ApiAnswer, what: string, rule: string) {
  if (answer.status < 400 || answer.status >= 500)
    fail(real, `${what}: the model expected a refusal (${rule}), the server answered ${answer.status}`);
  real.expectedRefusals.set(rule, (real.expectedRefusals.get(rule) ?? 0) + 1);
  return `refused as the model expected (${rule}): ${answer.status} ${messageOf(answer)}`;
}

/** A 4xx for a rule the model does not know: allowed, counted by rule, reported at the end. */
export function unknownRefusal(real: RealMarket, answer: ApiAnswer, rule: string) {
  const key = `${rule} (${answer.status} ${messageOf(answer).slice(0, 120)})`;
  real.unknownRefusals.set(key, (real.unknownRefusals.get(key) ?? 0) + 1);
  return `refused by a rule the model does not know (${rule}): ${answer.status} ${messageOf(answer)}`;
}

export function messageOf(answer: ApiAnswer): string {
  const body = answer.body as { message?: string } | undefined;
  return body && typeof body === 'object' && !Buffer.isBuffer(body) ? String(body.message ?? '') : '';
}
