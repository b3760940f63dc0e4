/**
 * The bench's stand-in for pg_stat_statements (which needs `shared_preload_libraries` and so a restart of the
 * machine's shared PostgreSQL): loaded into the api and the projectors with `node --import` by the bench only,
 * it notes every statement's round trip (call to answer, as the process waits for it) as a stage named by its
 * verb and first table, so the stage table (platform's stage-timings) lists the statements per bid beside the
 * stages that send them.
 */
import { performance } from 'node:perf_hooks';
import { recordStage } from '@cocoon/platform';
import pg from 'pg';

type Query = (this: pg.Client, ...args: unknown[]) => unknown;

const names = new Map<string, string>();

/** `select … from "read"."customers" …` → `sql: select read.customers`; a named statement by its name. */
export function statementName(query: unknown): string {
  const text =
    typeof query === 'string'
      ? query
      : typeof query === 'object' && query !== null
        ? String((query as { name?: string; text?: string }).name ?? (query as { text?: string }).text ?? '')
        : '';
  let name = names.get(text);
  if (name) return name;
  const flat = text.replace(/\s+/g, ' ').trim();
  const verb = /^(with|select|insert into|update|delete from|begin|commit|rollback|notify|set local|listen)/i
    .exec(flat)?.[1]
    ?.toLowerCase();
  const table =
    /(?:insert into|update|delete from|from)\s+((?:"?\w+"?\.)?"?\w+"?)/i
      .exec(flat)?.[1]
      ?.replaceAll('"', '') ?? '';
  name = verb ? `sql: ${verb} ${table}`.trim() : `sql: ${flat.slice(0, 50)}`;
  if (verb === 'select' && /for update/i.test(flat)) name += ' for update';
  if (names.size < 5_000) names.set(text, name);
  return name;
}

const original = pg.Client.prototype.query as unknown as Query;
(pg.Client.prototype as unknown as { query: Query }).query = function (this: pg.Client, ...args: unknown[]) {
  const name = statementName(args[0]);
  const started = performance.now();
  const done = () => recordStage(name, performance.now() - started);
  const last = args.length - 1;
  const callback = args[last];
  if (typeof callback === 'function')
    args[last] = (...answer: unknown[]) => {
      done();
      return (callback as (...a: unknown[]) => unknown)(...answer);
    };
  const result = original.apply(this, args);
  if (typeof callback === 'function') return result;
  if (result && typeof (result as Promise<unknown>).then === 'function') {
    (result as Promise<unknown>).then(done, done);
  }
  return result;
};
