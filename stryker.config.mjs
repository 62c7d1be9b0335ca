// @ts-check
/**
 * Mutation testing of packages/shared (issue 13): `npm run mutation` (scripts/mutation.mjs). The
 * shared rules are the ones both sides trust, so their tests must fail when a rule changes.
 * Reports go to reports/mutation/ (index.html, mutation.json). Every run tests every mutant
 * (about 15 minutes on two cores): `npm run mutation -- --incremental` reuses the results kept in
 * reports/stryker-incremental.json for quicker rounds while writing tests, but Stryker reuses a
 * surviving static mutant (a schema or table built when the module loads) even when a new test
 * would kill it, so the score to trust is a full run's.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'packages/shared/vitest.config.ts' },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: [
    'packages/shared/src/**/*.ts',
    '!packages/shared/src/**/*.test.ts',
    // Re-exports only.
    '!packages/shared/src/index.ts',
    // Endpoint tables and the typed HTTP client: declarations of paths, methods and schemas, and
    // fetch plumbing. Nothing in them is a rule; the API's contract tests check them against the
    // server, which packages/shared's unit tests cannot.
    '!packages/shared/src/**/endpoints.ts',
    '!packages/shared/src/api/contract.ts',
    '!packages/shared/src/api/client.ts',
    '!packages/shared/src/api/endpoint.ts',
    // Request and response schemas of areas SPEC does not specify: the pages it does not show
    // (DESIGN §6: business profile, services, settings, chat) and our customer and payments APIs
    // (DESIGN §5). Their rules are ours, not the spec's; the API's route tests and the OpenAPI
    // conformance check (apps/api/src/test/conformance.ts) exercise them, and this run executes only
    // packages/shared's tests. The schemas whose rules SPEC states (sign-up, review reply, dispute,
    // bank account, the §3 entities) stay in.
    '!packages/shared/src/business/schemas.ts',
    '!packages/shared/src/catalogue/schemas.ts',
    '!packages/shared/src/chat/schemas.ts',
    '!packages/shared/src/customer/schemas.ts',
    '!packages/shared/src/payments/schemas.ts',
    '!packages/shared/src/settings/schemas.ts',
  ],
  // Only what the shared tests need goes into the sandbox (node_modules is linked, not copied).
  ignorePatterns: [
    '/*',
    '!/package.json',
    '!/tsconfig.base.json',
    '!/packages',
    '/packages/*',
    '!/packages/shared',
  ],
  coverageAnalysis: 'perTest',
  incremental: false,
  incrementalFile: 'reports/stryker-incremental.json',
  // The machine is shared: two test-runner processes at most.
  concurrency: 2,
  thresholds: { high: 90, low: 85, break: 85 },
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowEmojis: false, logTests: false, reportScoreTable: true },
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
};
