import { pino, type Logger, type LevelWithSilent } from 'pino';
import { currentCorrelationId } from './correlation.js';

export type { Logger } from 'pino';

/** One JSON line per event on stdout, tagged with the service and the current correlation id. */
export function createLogger(service: string, level: LevelWithSilent = 'info'): Logger {
  return pino({
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin: () => {
      const correlationId = currentCorrelationId();
      return correlationId ? { correlationId } : {};
    },
  });
}
