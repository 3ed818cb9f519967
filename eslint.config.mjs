// ESLint 9 flat config: TypeScript (typescript-eslint), React, hooks and accessibility rules.
// `npm run lint` runs it with Prettier's check; formatting is Prettier's alone (.prettierrc).
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const NOT_IN_BROWSER = 'Browser code must not import Node built-ins: put Node code under gatsby/ (build) or netlify/functions/ (functions).';
const NODE_BUILTINS = builtinModules.map((name) => ({ name, message: NOT_IN_BROWSER }));
const BROWSER_PATTERNS = [
  { group: ['node:*'], message: NOT_IN_BROWSER },
  {
    regex: '^(\\.\\./)+(gatsby|netlify|scripts|tests)/',
    message: 'Browser code must not import build-only (gatsby/), function-only (netlify/), script or test code: move what both sides need into src/lib.',
  },
];
const SERVER_CSS_PATTERN = { regex: '\\.server-css$', message: 'Only src/styles/static-css.ts imports server-written stylesheets.' };

export default defineConfig([
  // Build output, caches, generated types, vendored CMS files and fixtures of deliberately broken content.
  globalIgnores([
    'public/',
    '.cache/',
    'node_modules/',
    '.audit-tools/',
    '.netlify/',
    'coverage/',
    'reports/',
    'src/gatsby-types.d.ts',
    'static/admin/',
    'tests/fixtures/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // An argument or binding named _x is unused on purpose (a callback's required position).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      'no-console': 'off',
      eqeqeq: ['error', 'always'],
      'prefer-const': 'error',
    },
  },
  // Node: the build, scripts, functions, tests, config files.
  {
    files: ['**/*.{js,cjs,mjs,ts}'],
    languageOptions: { globals: { ...globals.node } },
  },
  // The output plugin's inline loader runs in the page; like src/, it imports no Node or build code.
  {
    files: ['plugins/*/browser/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
    rules: { 'no-restricted-imports': ['error', { paths: NODE_BUILTINS, patterns: [{ group: ['node:*', '../*'], message: NOT_IN_BROWSER }] }] },
  },
  // Functions passed to page.evaluate run in the browser page, not in Node.
  {
    files: ['scripts/bench-interactivity.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  // The recorder is added to the page as an init script: all of it runs in the browser.
  {
    files: ['scripts/lib/interactivity-recorder.mjs'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.cjs', 'jest.config.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // The site's React code runs in the browser (and in Gatsby's server rendering).
  {
    files: ['src/**/*.{ts,tsx}', 'gatsby-browser.tsx', 'gatsby-ssr.tsx'],
    ...react.configs.flat.recommended,
    languageOptions: { ...react.configs.flat.recommended.languageOptions, globals: { ...globals.browser } },
    settings: { react: { version: 'detect' } },
  },
  {
    files: ['src/**/*.tsx', 'gatsby-browser.tsx', 'gatsby-ssr.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // emotion's css prop is a React prop the JSX runtime (jsxImportSource @emotion/react) understands.
      'react/no-unknown-property': ['error', { ignore: ['css'] }],
      // Props are typed with TypeScript.
      'react/prop-types': 'off',
      // Gatsby compiles JSX with the classic runtime (gatsby-config sets no jsxRuntime) and emotion's
      // css-prop preset, which brings its own jsx pragma: React must be in scope only where a
      // fragment (<>) needs React.Fragment. jsx-uses-react (on) keeps those imports from being unused.
      'react/react-in-jsx-scope': 'off',
    },
  },
  { files: ['src/**/*.tsx', 'gatsby-browser.tsx', 'gatsby-ssr.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['src/**/*.tsx'],
    rules: {
      // Our styled form controls (src/components/ui/form-field.tsx) are controls too: a label that
      // wraps one, or names it with htmlFor, labels it.
      'jsx-a11y/label-has-associated-control': ['error', { controlComponents: ['Input', 'Select', 'TextArea'], assert: 'either', depth: 3 }],
    },
  },
  // Who runs what. Browser code (everything under src/ and gatsby-browser.tsx: components, hooks,
  // DOM code, and the logic both sides share) is bundled for the browser, so it must not import a
  // Node built-in or the build's, the functions' or the tools' own code: one such import would
  // pull Node code into the bundle or fail it. Build-only code lives under gatsby/, function-only
  // code under netlify/functions/, tools under scripts/ and tests/.
  {
    files: ['src/**/*.{ts,tsx}', 'gatsby-browser.tsx'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: NODE_BUILTINS, patterns: [...BROWSER_PATTERNS, SERVER_CSS_PATTERN] }] },
  },
  // Server-written stylesheets (*.server-css.ts) are collected here for every page's <head>; a
  // component that imported one would ship its CSS text in the bundle too.
  {
    files: ['src/styles/static-css.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: NODE_BUILTINS, patterns: BROWSER_PATTERNS }] },
  },
  // The functions run on Netlify with only their own bundle: no build, browser or tool code.
  {
    files: ['netlify/functions/**/*.{ts,mts}'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'react', message: 'Functions render no React.' }],
          patterns: [
            {
              regex: '^(\\.\\./)+(gatsby|scripts|tests|src/(components|hooks|browser|pages|templates|styles))/',
              message: 'Functions may import shared logic from src/lib only, never build, browser, script or test code.',
            },
          ],
        },
      ],
    },
  },
  // Jest globals in tests.
  {
    files: ['**/*.test.ts', 'tests/**/*.ts'],
    languageOptions: { globals: { ...globals.jest } },
  },
]);
