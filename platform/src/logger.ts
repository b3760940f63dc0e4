import { type DestinationStream, type Logger, type LoggerOptions, pino } from 'pino';
import { serializeError } from './error-serializer.js';

/** Secrets and personal numbers never reach a log line (design.md, security model). */
const SENSITIVE_KEYS = [
  'password',
  'oldPassword',
  'newPassword',
  'confirmPassword',
  'token',
  'serviceToken',
  'authorization',
  'cookie',
  'aadhaarNo',
  'panNo',
  'bankAcNo',
];

/**
 * Each sensitive key at the top and up to three levels down (event data, job data, nested request headers).
 * The one logger setup of every process.
 */
export const redactPaths = SENSITIVE_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`, `*.*.*.${key}`]);

export interface LoggerSettings {
  level?: LoggerOptions['level'];
  /** The process (or part of it) logging: every line carries it. */
  name: string;
  /** Tests pass a stream to read what was logged; the process logs JSON to stdout. */
  destination?: DestinationStream;
}

export function createLogger(settings: LoggerSettings): Logger {
  const options: LoggerOptions = {
    level: settings.level ?? 'info',
    name: settings.name,
    redact: { paths: redactPaths, censor: '[REDACTED]' },
    // `err` is pino's key for a logged Error; `error` is the other name the code base would reach for.
    serializers: { err: serializeError, error: serializeError },
  };
  return settings.destination ? pino(options, settings.destination) : pino(options);
}

export type { Logger };
