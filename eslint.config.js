// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries: apps → ui → contracts; mocks → contracts; ui imports mocks only from stories
 * and tests. Expressed as restricted import patterns per layer (package names and relative paths).
 */
const forbid = (what, message) => ({ group: what, message });
const importsOfApps = forbid(
  ['@portal/app-*', '**/apps/**', '../apps/*', '../../apps/*'],
  'Only apps may import apps: imports go apps → ui → contracts.',
);
const importsOfUi = forbid(
  ['@portal/ui', '@portal/ui/*', '**/ui/src/**'],
  'ui sits above this layer: imports go apps → ui → contracts.',
);
const importsOfMocks = forbid(
  ['@portal/mocks', '@portal/mocks/*', '**/mocks/src/**'],
  'ui may import mocks only from stories and tests.',
);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-mocks/**',
      'storybook-static/**',
      'coverage/**',
      '**/generated/**',
      '**/mockServiceWorker.js',
      'contracts/docs/**',
      '.sandbox-data/**',
      '.reports/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['contracts/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [importsOfApps, importsOfUi, importsOfMocks] },
      ],
    },
  },
  {
    files: ['mocks/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [importsOfApps, importsOfUi] }] },
  },
  {
    files: ['ui/**/*.{ts,tsx}'],
    ignores: [
      'ui/**/*.stories.{ts,tsx}',
      'ui/**/*.test.{ts,tsx}',
      'ui/src/storybook/**',
      'ui/src/testing/**',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: [importsOfApps, importsOfMocks] }] },
  },
  {
    files: [
      'ui/**/*.stories.{ts,tsx}',
      'ui/**/*.test.{ts,tsx}',
      'ui/src/storybook/**',
      'ui/src/testing/**',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: [importsOfApps] }] },
  },
);
