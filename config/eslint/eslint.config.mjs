// One lint config for every workspace. Type-aware rules stay off: `npm run typecheck` owns types, lint stays fast.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createRequire } from 'node:module';

/** Libraries every app shares through a narrowed entry: only these exports exist at run time (decision 032). */
const narrowedShared = createRequire(import.meta.url)('../webpack/narrowed-shared.json');

const remotes = ['mf-content', 'mf-events', 'mf-booking', 'mf-search', 'mf-editor', 'mf-shop'];

/** Browser code takes zod from shared-contracts/zod, which turns off its `new Function` probe (the CSP forbids eval). */
const zodThroughContracts = {
  name: 'zod',
  message: "Import z from 'shared-contracts/zod': plain zod probes `new Function` in the browser, a CSP violation.",
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/data/**', '**/test-results/**', '**/playwright-report/**', '**/.artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The React Compiler rules flag patterns that are fine without the compiler.
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/refs': 'off',
      'react-hooks/immutability': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'warn',
    },
  },
  // No workspace reaches into another one's files: remotes meet only through the federation runtime and shared-contracts.
  ...[...remotes, 'shell'].map((ws) => ({
    files: [`${ws}/src/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: Object.entries(narrowedShared).map(([name, allowImportNames]) => ({
            name,
            allowImportNames,
            message: `Apps share a narrowed ${name} (config/webpack/narrowed-shared.json): add the export there first.`,
          })).concat(
            [zodThroughContracts],
            ws === 'shell'
              ? [{ name: 'react-router', importNames: ['Link', 'NavLink'], message: "The shell's links are src/lib/router-links.tsx: React Router's own bring its route-module prefetching to every page." }]
              : [],
          ),
          patterns: [
            {
              group: [...remotes, 'shell'].filter((other) => other !== ws).flatMap((other) => [other, `${other}/*`, `**/${other}/**`]),
              message: 'Workspaces meet only through shared-contracts and the federation runtime.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['shared-contracts/src/**/*.ts'],
    ignores: ['shared-contracts/src/zod.ts', '**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [zodThroughContracts] }] },
  },
  // Playwright fixtures call `use()` and destructure `{}`: both are the library's own idiom, not React hooks.
  {
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { require: 'readonly', module: 'writable', process: 'readonly', console: 'readonly', __dirname: 'readonly', URL: 'readonly', setTimeout: 'readonly', fetch: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
