import {
  createLogger as createProcessLogger,
  type Logger,
  type LoggerSettings,
} from '@cocoon/projectors/logger';

export type { Logger, LoggerSettings };

export const createLogger = (settings: LoggerSettings = {}): Logger =>
  createProcessLogger({ name: 'workers', ...settings });
