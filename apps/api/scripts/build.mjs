// Compiles the server to plain JavaScript in dist/ (what `npm start` runs), and the operator command
// line beside it (dist/admin.js, what the browser journeys run): our code and packages/shared are
// bundled; every installed package stays an import, so native modules (argon2, better-sqlite3,
// sharp) load as they were installed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const root = join(import.meta.dirname, '..');
const { dependencies } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

await build({
  absWorkingDir: root,
  // Both at the top of dist/, so paths made from import.meta.dirname (the web build) hold for either.
  entryPoints: { server: 'src/server.ts', admin: 'src/scripts/admin.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: Object.keys(dependencies).filter((name) => name !== '@app/shared'),
  logLevel: 'warning',
});
