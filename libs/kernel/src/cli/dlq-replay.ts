/*
 * Lists, then replays, the dead letters of one events topic (docs/operations.md, Replay a DLQ):
 *
 *   node libs/kernel/dist/cli/dlq-replay.js <topic>            what <topic>.dlq holds, and why
 *   node libs/kernel/dist/cli/dlq-replay.js <topic> --apply    publish them to <topic> again, delete them from the DLQ
 *
 * The broker and its security come from the environment, as for the services (KAFKA_BROKERS, KAFKA_SASL_*,
 * KAFKA_TLS_CA_FILE). In a cluster, run it from a service image as a Kafka user that may read the DLQ and
 * write the topic (the services' users may not). Exit 0 when it did what was asked, 1 on an error.
 */
import { createKafka } from '../messaging/kafka.js';
import { replayDeadLetters } from '../messaging/dlq-replay.js';
import { createLogger } from '../logging/logger.js';

const args = process.argv.slice(2);
const apply = args.includes('--apply');
const topic = args.find((arg) => !arg.startsWith('--'));
if (!topic || args.some((arg) => arg.startsWith('--') && arg !== '--apply')) {
  process.stderr.write('usage: dlq-replay.js <topic> [--apply]   (the topic whose <topic>.dlq to read)\n');
  process.exit(2);
}
const brokers = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');
const kafka = createKafka('callsheet-dlq-replay', brokers, createLogger('dlq-replay', 'warn'));

try {
  const result = await replayDeadLetters(kafka, topic, { apply });
  for (const letter of result.deadLetters) {
    const where = `${topic}.dlq/${letter.partition}/${letter.offset}`;
    process.stdout.write(
      `${where}  event ${letter.eventId ?? '?'} ${letter.eventType ?? '?'}  from ${letter.source ?? '?'}  ` +
        `consumer ${letter.consumer ?? '?'} after ${letter.attempts ?? '?'} attempts: ${letter.reason ?? '?'}\n`,
    );
  }
  const count = result.deadLetters.length;
  process.stdout.write(
    result.replayed
      ? `${count} dead letter(s) published to ${topic} again and deleted from ${topic}.dlq\n`
      : `${count} dead letter(s) in ${topic}.dlq${count > 0 ? `; replay them with --apply once the cause is fixed` : ''}\n`,
  );
} catch (error) {
  process.stderr.write(`dlq-replay: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
