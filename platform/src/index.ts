export { ConfigError, configOrExit, parseEnv, unsetIfEmpty } from './env.js';
export { type SerializedError, serializeError } from './error-serializer.js';
export { createLogger, type Logger, type LoggerSettings } from './logger.js';
export { createPostgresDb, type PostgresDbOptions } from './postgres.js';
export {
  recordStage,
  resetStageTimings,
  type StageTiming,
  stageSince,
  stageTimings,
  timeStage,
} from './stage-timings.js';
export { type Reached, sleep, waitUntilReached } from './wait.js';
