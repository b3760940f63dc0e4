import { createLogger as createProcessLogger, type Logger } from '@cocoon/projectors/logger';

export type { Logger };

/** pino with the product's redaction of secrets and personal numbers (see projectors/src/logger.ts). */
export const createLogger = (level: string, name = 'api'): Logger =>
  createProcessLogger({ level: level as Logger['level'], name });
