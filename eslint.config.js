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

/**
 * Inside ui: feature folders (one per app) never import each other; shared layers never import a
 * feature, and import only the layers below them (their tests and stories may also use primitives
 * and the story and test helpers). Matched on the specifier, relative or by package name.
 */
const UI_FEATURES = ['portal', 'panel', 'movel', 'gerencial'];
const UI_LAYERS = [
  ['theme', 'messages', 'domain'],
  ['forms', 'api'],
  ['primitives'],
  ['charts', 'app'],
  ['storybook', 'testing'],
];
const UI_LAYER_ORDER =
  'theme, messages, domain → forms, api → primitives → charts, app → storybook, testing';
const UI_TESTS = ['**/*.stories.{ts,tsx}', '**/*.test.{ts,tsx}'];
/** A specifier reaching one of `folders` of ui/src: '../x/y', '../../x', '@portal/ui/x/y'. */
const uiFolders = (folders, message) => ({
  regex: `^(?:(?:\\.\\./)+|@portal/ui/)(?:${folders.join('|')})(?:/|$)`,
  message,
});
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const inFolders = (folders, tests) =>
  folders.flatMap((folder) =>
    tests ? UI_TESTS.map((t) => `ui/src/${folder}/${t}`) : [`ui/src/${folder}/**/*.{ts,tsx}`],
  );

const uiFeatureRules = UI_FEATURES.flatMap((feature) => {
  const others = uiFolders(
    UI_FEATURES.filter((other) => other !== feature),
    `ui/src/${feature} holds one app's screens: it never imports another feature folder (move what both need to a shared layer).`,
  );
  return [
    {
      files: inFolders([feature], false),
      ignores: UI_TESTS,
      rules: restrict([importsOfApps, importsOfMocks, others]),
    },
    { files: inFolders([feature], true), rules: restrict([importsOfApps, others]) },
  ];
});

const uiLayerRules = UI_LAYERS.flatMap((layer, level) => {
  const features = uiFolders(
    UI_FEATURES,
    'A shared layer of ui never imports a feature folder (portal, panel, movel, gerencial).',
  );
  const above = UI_LAYERS.slice(level + 1).flat();
  const aboveMessage = `ui/src/{${layer.join(',')}} imports only the layers below it: ${UI_LAYER_ORDER}.`;
  const higher = above.length ? [uiFolders(above, aboveMessage)] : [];
  const aboveForTests = above.filter((f) => !['primitives', 'storybook', 'testing'].includes(f));
  const higherForTests = aboveForTests.length ? [uiFolders(aboveForTests, aboveMessage)] : [];
  const helpers = layer.includes('storybook');
  return [
    {
      files: inFolders(layer, false),
      ignores: UI_TESTS,
      rules: restrict([importsOfApps, ...(helpers ? [] : [importsOfMocks]), features, ...higher]),
    },
    {
      files: inFolders(layer, true),
      rules: restrict([importsOfApps, features, ...higherForTests]),
    },
  ];
});

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
      'mocks/.build/**',
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
  ...uiFeatureRules,
  ...uiLayerRules,
);
