import { pino, type DestinationStream, type Logger, type LevelWithSilent, type LoggerOptions } from 'pino';
import { activeTraceIds } from '../observability/tracing.js';
import { currentCorrelationId } from './correlation.js';
import { redactSensitive } from './redaction.js';

export type { Logger } from 'pino';

/**
 * One JSON line per event on stdout (or `destination`, in tests), tagged with the service, the
 * current correlation id and, when tracing is on, the trace and span ids (traceId, spanId). Every line
 * is redacted just before it is written (redaction.ts): no identity, bank account or card number
 * leaves in a log, whoever logged it and however deep in an object or error it sat.
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
      const traceIds = activeTraceIds();
      if (traceIds === undefined) {
        return correlationId ? { correlationId } : {};
      }
      return correlationId ? { correlationId, ...traceIds } : traceIds;
    },
    hooks: { streamWrite: redactSensitive },
  };
  return destination === undefined ? pino(options) : pino(options, destination);
}
