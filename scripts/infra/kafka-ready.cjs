#!/usr/bin/env node
// Readiness probe for the local Kafka broker, used by scripts/infra/infra.sh.
// Exits 0 once a kafkajs admin client (the client our services use) can connect
// and list topics; exits 1 with the reason on stderr otherwise. One attempt per
// run: infra.sh does the polling so it can also notice a broker that died.
//
// Usage: node scripts/infra/kafka-ready.cjs [host:port] [--print]
//   --print  also print the topic names as JSON (handy when debugging)
'use strict';

const { Kafka, logLevel } = require('kafkajs');

const args = process.argv.slice(2);
const broker = args.find((a) => !a.startsWith('--')) ?? `127.0.0.1:${process.env.KAFKA_PORT ?? '9092'}`;
const print = args.includes('--print');

const kafka = new Kafka({
  clientId: 'callsheet-infra-ready',
  brokers: [broker],
  logLevel: logLevel.NOTHING,
  connectionTimeout: 1000,
  requestTimeout: 3000,
  retry: { retries: 0 },
});

async function main() {
  const admin = kafka.admin();
  await admin.connect();
  try {
    const topics = await admin.listTopics();
    if (print) {
      console.log(JSON.stringify(topics.sort()));
    }
  } finally {
    await admin.disconnect();
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(`kafka not ready at ${broker}: ${err && err.message ? err.message : String(err)}`);
    process.exit(1);
  },
);
