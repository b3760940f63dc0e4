/**
 * How every process logs an error: what a reader needs (type, message, code, stack, cause) and nothing else.
 * pino's own serializer copies every enumerable property, and pg-pool attaches the whole pg Client to an idle
 * connection's error (`err.client`: connection parameters, password, backend process id and secret key), so
 * a "terminating connection" warning printed credentials. Here only named scalar fields are copied.
 */
export interface SerializedError {
  type: string;
  message: string;
  code?: string | number;
  stack?: string;
  /** PostgreSQL's diagnostics (pg's DatabaseError): which rule and where, never connection details. */
  detail?: string;
  hint?: string;
  severity?: string;
  routine?: string;
  schema?: string;
  table?: string;
  column?: string;
  constraint?: string;
  /** Node's system errors (ECONNREFUSED...). */
  syscall?: string;
  errno?: number;
  cause?: SerializedError | string;
  errors?: Array<SerializedError | string>;
}

const TEXT_FIELDS = [
  'detail',
  'hint',
  'severity',
  'routine',
  'schema',
  'table',
  'column',
  'constraint',
  'syscall',
] as const;
const MAX_DEPTH = 5;

export function serializeError(value: unknown): SerializedError | string {
  return serialize(value, 0);
}

function serialize(value: unknown, depth: number): SerializedError | string {
  if (value === null || value === undefined) return String(value);
  if (typeof value !== 'object') return String(value);
  const source = value as Record<string, unknown>;
  const out: SerializedError = {
    type:
      value instanceof Error ? value.constructor.name || value.name : (value.constructor?.name ?? 'Object'),
    message: typeof source.message === 'string' ? source.message : '',
  };
  if (typeof source.code === 'string' || typeof source.code === 'number') out.code = source.code;
  if (typeof source.stack === 'string') out.stack = source.stack;
  for (const field of TEXT_FIELDS) {
    const text = source[field];
    if (typeof text === 'string') out[field] = text;
  }
  if (typeof source.errno === 'number') out.errno = source.errno;
  if (depth < MAX_DEPTH) {
    if (source.cause !== undefined) out.cause = serialize(source.cause, depth + 1);
    if (Array.isArray(source.errors)) out.errors = source.errors.map((e) => serialize(e, depth + 1));
  }
  return out;
}
