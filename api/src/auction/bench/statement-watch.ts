import { performance } from 'node:perf_hooks';
import pg from 'pg';

type Query = (this: pg.Client, ...args: unknown[]) => unknown;

/** The text of what pg.Client#query was given: a string, or a config with a name or text. */
export function statementText(query: unknown): string {
  if (typeof query === 'string') return query;
  if (typeof query === 'object' && query !== null)
    return String(
      (query as { name?: string; text?: string }).name ?? (query as { text?: string }).text ?? '',
    );
  return '';
}

/**
 * Calls `seen` with each statement of this process and its round trip (call to answer, as the process waits
 * for it), by wrapping pg's Client#query; answers the unwrap. The bench's stand-in for pg_stat_statements, and
 * a spec's way to say which statements a request sent.
 */
export function watchStatements(seen: (text: string, ms: number) => void): () => void {
  const original = pg.Client.prototype.query as unknown as Query;
  (pg.Client.prototype as unknown as { query: Query }).query = function (
    this: pg.Client,
    ...args: unknown[]
  ) {
    const text = statementText(args[0]);
    const started = performance.now();
    const done = () => seen(text, performance.now() - started);
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
  return () => {
    (pg.Client.prototype as unknown as { query: Query }).query = original;
  };
}
