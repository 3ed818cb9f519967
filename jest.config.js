/** Two projects: fast unit and integration tests, and build checks on scratch copies of the site. The browser tests run under Playwright Test (playwright.config.ts). */
const tsTransform = {
  '^.+\\.tsx?$': [
    'ts-jest',
    { tsconfig: { isolatedModules: true, jsx: 'react-jsx', jsxImportSource: '@emotion/react', module: 'commonjs', esModuleInterop: true } },
  ],
  // The few ES-module-only packages a test imports, compiled to CommonJS like our own code.
  '/node_modules/.+\\.js$': ['ts-jest', { tsconfig: { isolatedModules: true, allowJs: true, module: 'commonjs', esModuleInterop: true } }],
};
// jest runs CommonJS: @netlify/headers-parser and @netlify/redirect-parser (Netlify's own parsers) and their dependencies
// ship only as ES modules, so they are compiled; every other package is loaded as published.
const ESM_ONLY_PACKAGES = ['@netlify/headers-parser', '@netlify/redirect-parser', 'path-exists', 'is-plain-obj', 'map-obj'];
const transformIgnorePatterns = [`^(?!.*/node_modules/(?:${ESM_ONLY_PACKAGES.join('|')})/).*/node_modules/`];

module.exports = {
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      transform: tsTransform,
      transformIgnorePatterns,
      testMatch: [
        '<rootDir>/src/**/*.test.ts',
        '<rootDir>/gatsby/**/*.test.ts',
        '<rootDir>/netlify/**/*.test.ts',
        '<rootDir>/tests/integration/**/*.test.ts',
        '<rootDir>/plugins/**/*.test.ts',
      ],
      setupFilesAfterEnv: ['<rootDir>/support/jest-setup.ts'],
    },
    {
      displayName: 'build',
      testEnvironment: 'node',
      transform: tsTransform,
      transformIgnorePatterns,
      testMatch: ['<rootDir>/tests/build/**/*.test.ts'],
      globalSetup: '<rootDir>/tests/build/global-setup.ts',
      globalTeardown: '<rootDir>/tests/build/global-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/support/jest-build-setup.ts'],
    },
  ],
};
