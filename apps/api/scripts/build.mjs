// Compiles the server to plain JavaScript in dist/ (what `npm start` runs), and the operator command
// line beside it (dist/admin.js, what the browser journeys run): our code and packages/shared are
// bundled; every installed package stays an import, so native modules (argon2, better-sqlite3,
// sharp) load as they were installed.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { build } from 'esbuild';

const root = join(import.meta.dirname, '..');
const { dependencies } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
// `--server-to <dir>`: only the server and the command line, into <dir> (the API tests' processes,
// test/global-setup.ts). <dir> sits directly in apps/api, as dist/ does: the bundles find the
// repository's data/ and the web build from where they are.
const serverTo = process.argv[2] === '--server-to' ? process.argv[3] : undefined;
if (process.argv[2] && !serverTo) throw new Error('usage: node scripts/build.mjs [--server-to <dir>]');

await build({
  absWorkingDir: root,
  // Both at the top of dist/, so paths made from import.meta.dirname (the web build) hold for either.
  entryPoints: { server: 'src/server.ts', admin: 'src/scripts/admin.ts' },
  outdir: serverTo ?? 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: Object.keys(dependencies).filter((name) => name !== '@app/shared'),
  logLevel: 'warning',
});

if (serverTo) process.exit(0);

// The public pages' own script (the shop page, modules/shop/browser): for the browser, small, its
// files named by content (the server keeps them a year), each entry's file in manifest.json. Its
// lazy parts are chunks of their own, loaded when a client starts booking.
const assets = join(root, 'dist/shop-assets');
rmSync(assets, { recursive: true, force: true });
mkdirSync(assets, { recursive: true });
const { metafile } = await build({
  absWorkingDir: root,
  entryPoints: { shop: 'src/modules/shop/browser/shop.ts', visit: 'src/modules/shop/browser/visit.ts' },
  outdir: assets,
  entryNames: '[name]-[hash]',
  chunkNames: '[name]-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  // ES2020 (Chrome 80, 2020, and later): the WebView of the cheap Android phones still in use.
  target: 'es2020',
  minify: true,
  metafile: true,
  legalComments: 'none',
  logLevel: 'warning',
});
const manifest = Object.fromEntries(
  Object.entries(metafile.outputs)
    .filter(([, output]) => output.entryPoint)
    .map(([file, output]) => [basename(output.entryPoint, '.ts'), basename(file)]),
);
writeFileSync(join(assets, 'manifest.json'), JSON.stringify(manifest));
