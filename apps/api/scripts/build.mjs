// Compiles the server to plain JavaScript in dist/ (what `npm start` runs):
// our code and packages/shared are bundled; every installed package stays an import, so native
// modules (argon2, better-sqlite3, sharp) load as they were installed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const root = join(import.meta.dirname, '..');
const { dependencies } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

await build({
  absWorkingDir: root,
  entryPoints: ['src/server.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: Object.keys(dependencies).filter((name) => name !== '@app/shared'),
  logLevel: 'warning',
});
