import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { MESSAGING_PRISMA_MODELS } from './outbox.schema.js';

// The kernel reaches the outbox and processed-event tables with raw SQL, so every Prisma schema that
// uses the kernel must declare them exactly as the kernel expects.
const root = join(import.meta.dirname, '..', '..', '..', '..', '..');
const schemas = [
  ...readdirSync(join(root, 'services'))
    .filter((service) => service !== 'gateway')
    .map((service) => join('services', service, 'prisma', 'schema.prisma')),
  join('libs', 'testing', 'prisma', 'schema.prisma'),
];

describe('messaging tables in every Prisma schema', () => {
  it.each(schemas)('%s declares the outbox and processed_event tables verbatim', (schema) => {
    expect(readFileSync(join(root, schema), 'utf8')).toContain(MESSAGING_PRISMA_MODELS);
  });
});
