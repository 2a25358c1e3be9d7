// Lint rules of the project's style (type-aware).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/generated/**', 'proto/gen/**', '.data/**', 'coverage/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      // The root tsconfig sees every workspace's sources and tests at once, packages mapped to sources;
      // the console (browser code, bundler resolution) has its own.
      parserOptions: { project: ['./tsconfig.json', './console/tsconfig.json'], tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      eqeqeq: ['error', 'always'],
      curly: ['error', 'all'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // A package is used through its entry point only, never its internals.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@callsheet/*/*'], message: 'Import a workspace package through its entry point only.' },
            {
              group: ['**/libs/*/src/**', '**/services/*/src/**', '../../libs/**', '../../services/**'],
              message: 'Import other workspaces by package name.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.mjs', '**/*.cjs', 'scripts/**/*.ts', 'scripts/**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      parserOptions: { project: false, program: null, projectService: false },
      globals: {
        process: 'readonly',
        console: 'readonly',
        Buffer: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        require: 'readonly',
        module: 'readonly',
        __dirname: 'readonly',
        performance: 'readonly',
        AbortSignal: 'readonly',
        FormData: 'readonly',
        Blob: 'readonly',
      },
    },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.spec.ts', '**/*.int-spec.ts', '**/*.e2e-spec.ts', '**/test/**'],
    rules: {
      // Jest's expect(...).rejects and friends are awaited through the matcher.
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    // End-to-end tests read JSON replies of many shapes; the assertions are what check them.
    files: ['test/e2e/**'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
);
