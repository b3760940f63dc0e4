/**
 * The bench's stand-in for pg_stat_statements (which needs `shared_preload_libraries` and so a restart of the
 * machine's shared PostgreSQL): loaded into the api and the projectors with `node --import` by the bench only,
 * it notes every statement's round trip (call to answer, as the process waits for it) as a stage named by its
 * verb and first table, so the stage table (platform's stage-timings) lists the statements per bid beside the
 * stages that send them.
 */
import { recordStage } from '@cocoon/platform';
import { watchStatements } from './statement-watch.js';

const names = new Map<string, string>();

/** `select … from "read"."customers" …` → `sql: select read.customers`; a named statement by its name. */
export function statementName(text: string): string {
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

watchStatements((text, ms) => recordStage(statementName(text), ms));
