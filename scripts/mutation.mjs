// `npm run mutation`: Stryker on packages/shared with stryker.config.mjs (issue 13).
//
// Stryker 10's command line refuses to start below Node 22 (a version check when its CLI module
// loads), while this project targets Node 20 (DESIGN §2), on which Stryker's runner works. So this
// script starts Stryker through its programmatic entry, which skips only that check. Options:
//   --incremental  reuse the results in reports/stryker-incremental.json for unchanged code and tests
//   --force        with --incremental: test every mutant again, and refresh the file
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const known = new Set(['--incremental', '--force']);
const unknown = args.filter((arg) => !known.has(arg));
if (unknown.length) {
  console.error(`Unknown option ${unknown.join(' ')}; use --incremental and --force.`);
  process.exit(1);
}

// The package's `exports` map only offers the CLI's entry, so the class is loaded by its path.
const entry = new URL('../node_modules/@stryker-mutator/core/dist/src/stryker.js', import.meta.url);
const { Stryker } = await import(entry.href);

const options = { configFile: fileURLToPath(new URL('../stryker.config.mjs', import.meta.url)) };
if (args.includes('--incremental')) options.incremental = true;
if (args.includes('--force')) options.force = true;

try {
  await new Stryker(options).runMutationTest();
  // Below the `break` threshold Stryker sets process.exitCode itself.
} catch (error) {
  console.error(error);
  process.exitCode = 1;
}
