// One Prisma CLI configuration for every schema in the repository (see scripts/db.mjs): the
// WebAssembly schema engine needs no download, and
// migrations run through @prisma/adapter-pg 7.x, which reads PostgreSQL's catalog types.
import { defineConfig } from 'prisma/config';
import { PrismaPg } from '@prisma/adapter-pg-migrate';

const schema = process.env.PRISMA_SCHEMA;
if (!schema) {
  throw new Error('PRISMA_SCHEMA must name the schema.prisma to use (scripts/db.mjs sets it)');
}

export default defineConfig({
  experimental: { adapter: true },
  schema,
  engine: 'js',
  // Every command connects through the adapter, even `migrate diff`, so PostgreSQL must be up.
  async adapter() {
    return new PrismaPg({ connectionString: process.env.DATABASE_URL });
  },
});
