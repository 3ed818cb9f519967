// ESLint 9 flat config: TypeScript (typescript-eslint), React, hooks and accessibility rules.
// `npm run lint` runs it with Prettier's check; formatting is Prettier's alone (.prettierrc).
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
  // Functions passed to page.evaluate run in the browser page, not in Node.
  {
    files: ['scripts/bench-interactivity.mjs', 'scripts/test-visual.mjs', 'scripts/lib/layout-snapshot.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
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
  // Jest globals in tests.
  {
    files: ['**/*.test.ts', 'tests/**/*.ts'],
    languageOptions: { globals: { ...globals.jest } },
  },
]);
