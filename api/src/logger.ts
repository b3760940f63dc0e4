import { pino } from 'pino';

/** Secrets and personal numbers never reach a log line (design.md, security model). */
export const REDACT_PATHS = [
  'password',
  'oldPassword',
  'newPassword',
  'confirmPassword',
  'token',
  'authorization',
  'aadhaarNo',
  'panNo',
  'bankAcNo',
  '*.password',
  '*.oldPassword',
  '*.newPassword',
  '*.confirmPassword',
  '*.token',
  '*.authorization',
  '*.aadhaarNo',
  '*.panNo',
  '*.bankAcNo',
  'req.headers.authorization',
  'req.headers.cookie',
];

export function createLogger(level: string, name = 'api') {
  return pino({ name, level, redact: { paths: REDACT_PATHS, censor: '[redacted]' } });
}

export type Logger = ReturnType<typeof createLogger>;
