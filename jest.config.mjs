// Three tiers: unit specs beside the code, integration specs
// per service against the real infrastructure, end-to-end specs through the gateway.
// Everything is ESM (NestJS 12 ships only ESM), so jest runs with --experimental-vm-modules.
// SWC transpiles the TypeScript (types are not checked here: scripts/test.sh runs tsc -p tsconfig.json).
// The options follow tsconfig.base.json: legacy decorators with their metadata (NestJS's DI reads
// design:paramtypes), ES2023 with define semantics for class fields, ES modules.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      target: 'es2023',
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: true },
      keepClassNames: true,
    },
    module: { type: 'es6' },
    sourceMaps: 'inline',
  },
];

const shared = {
  rootDir: '.',
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': swc },
  moduleNameMapper: {
    '^@callsheet/kernel$': '<rootDir>/libs/kernel/src/index.ts',
    '^@callsheet/testing$': '<rootDir>/libs/testing/src/index.ts',
    '^@callsheet/contracts$': '<rootDir>/proto/src/index.ts',
    // ESM sources import siblings as './x.js'; jest resolves the .ts file.
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};

export default {
  // One worker per core (Jest's default keeps one core for itself, which on the 2-core machines means
  // running in band on one core). Integration, e2e and fault tests run with --runInBand anyway.
  maxWorkers: '100%',
  // A worker whose heap passed 512 MB after a file is replaced: every file loads its own copy of its
  // modules (NestJS, the kernel, the contracts) and the heap only grows, so a long-lived worker spends
  // more and more of its time collecting garbage (full unit run: 4m45 CPU without the limit, about 3m with it).
  workerIdleMemoryLimit: '512MB',
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testMatch: ['<rootDir>/{libs,services,proto}/**/*.spec.ts', '<rootDir>/test/conventions/*.spec.ts'],
    },
    {
      ...shared,
      displayName: 'integration',
      testMatch: ['<rootDir>/{libs,services}/**/test/**/*.int-spec.ts'],
      globalSetup: '<rootDir>/libs/testing/jest-global-setup.mjs',
      setupFilesAfterEnv: ['<rootDir>/libs/testing/jest-slow-tests.mjs'],
    },
    {
      ...shared,
      displayName: 'e2e',
      testMatch: ['<rootDir>/test/e2e/**/*.e2e-spec.ts'],
      // One stack for all the files (libs/testing/src/e2e-stack.ts); the files run one at a time.
      globalSetup: '<rootDir>/libs/testing/jest-e2e-setup.mjs',
      globalTeardown: '<rootDir>/libs/testing/jest-e2e-teardown.mjs',
      setupFilesAfterEnv: ['<rootDir>/libs/testing/jest-slow-tests.mjs', '<rootDir>/test/e2e/support/stack-ready.ts'],
    },
    {
      // Fault tests (test/fault): real processes killed and infrastructure stopped by the test itself.
      ...shared,
      displayName: 'fault',
      testMatch: ['<rootDir>/test/fault/**/*.fault-spec.ts'],
      globalSetup: '<rootDir>/libs/testing/jest-global-setup.mjs',
      setupFilesAfterEnv: ['<rootDir>/libs/testing/jest-slow-tests.mjs'],
    },
  ],
};
