// Three tiers: unit specs beside the code, integration specs
// per service against the real infrastructure, end-to-end specs through the gateway.
// Everything is ESM (NestJS 12 ships only ESM), so jest runs with --experimental-vm-modules.
const tsJest = ['ts-jest', { useESM: true, tsconfig: '<rootDir>/tsconfig.json', diagnostics: false }];

const shared = {
  rootDir: '.',
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': tsJest },
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
