import { pino, type DestinationStream, type Logger, type LevelWithSilent, type LoggerOptions } from 'pino';
import { currentCorrelationId } from './correlation.js';
import { redactSensitive } from './redaction.js';

export type { Logger } from 'pino';

/**
 * One JSON line per event on stdout (or `destination`, in tests), tagged with the service and the
 * current correlation id. Every line is redacted just before it is written (redaction.ts): no identity,
 * bank account or card number leaves in a log, whoever logged it and however deep in an object or
 * error it sat.
 */
export function createLogger(
  service: string,
  level: LevelWithSilent = 'info',
  destination?: DestinationStream,
): Logger {
  const options: LoggerOptions = {
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin: () => {
      const correlationId = currentCorrelationId();
      return correlationId ? { correlationId } : {};
    },
    hooks: { streamWrite: redactSensitive },
  };
  return destination === undefined ? pino(options) : pino(options, destination);
}
