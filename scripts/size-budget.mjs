#!/usr/bin/env node
/**
 * Size budget of the sign-in route (issue 14): the gzipped JavaScript and CSS a browser loads
 * before /sign-in shows its e-mail field, read from Vite's manifest so the figure is deterministic.
 *
 *   node scripts/size-budget.mjs            builds apps/web into a temporary directory first
 *   node scripts/size-budget.mjs <dist>     reads an existing build (built with the manifest on)
 *
 * What /sign-in loads: index.html's entry chunk, which holds the sign-in page (routes.tsx imports
 * it), with every chunk it imports statically (the modulepreload links), plus their CSS. Exits 1
 * when over a budget.
 *
 * The phone app at /app (issue 34, apps/web/vite.phone.config.ts): app.html's entry and what it
 * imports statically, from the phone build's own manifest (.vite/phone-manifest.json), within
 * PHONE_BUDGET.
 *
 * Then the public shop page's budgets (scripts/shop-budget.mjs, on the built server in apps/api/dist).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const KB = 1000;
// The target for a cheap phone's first screen; the page sits near 138 KB, leaving room for the next feature.
const BUDGET = { js: 150 * KB, css: 30 * KB };
/** The sign-in page, bundled into the entry: a chunk of its own would be left out of the figure. */
const PAGE = 'src/features/auth/pages/SignInPage.tsx';
/** The phone app's first screen on a cheap phone (issue 34). */
const PHONE_BUDGET = { js: 120 * KB, css: 15 * KB };

const root = resolve(import.meta.dirname, '..');
let dist = process.argv[2] ? resolve(process.argv[2]) : null;
let temporary = null;
if (!dist) {
  temporary = mkdtempSync(join(tmpdir(), 'size-budget-'));
  dist = temporary;
  // The phone app first, as `npm run build` does: the dashboard's service worker lists its files.
  execFileSync(
    'npx',
    ['vite', 'build', '-c', 'vite.phone.config.ts', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: join(root, 'apps/web'),
      stdio: 'inherit',
    },
  );
  execFileSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir', 'false', '--logLevel', 'warn'], {
    cwd: join(root, 'apps/web'),
    stdio: 'inherit',
  });
}

/**
 * Prints the gzipped JS and CSS of the entries `html` names in the manifest at `manifestFile`
 * (under dist/.vite) and every chunk they import statically; answers whether all are within `budget`.
 */
function measure(title, manifestFile, html, budget) {
  const manifestPath = join(dist, '.vite', manifestFile);
  if (!existsSync(manifestPath)) {
    console.error(`${manifestPath} is missing: build apps/web with its manifests on (npm run build).`);
    process.exit(2);
  }
  /** @type {Record<string, {file: string, imports?: string[], css?: string[], isEntry?: boolean}>} */
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  if (!manifest[html]?.isEntry) {
    console.error(`${manifestPath} has no entry ${html}.`);
    process.exit(2);
  }

  /** Every chunk reached by static imports from the given manifest keys. */
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  visit(html);

  const gzipped = (file) => gzipSync(readFileSync(join(dist, file))).length;
  const rows = [];
  const cssFiles = new Set();
  for (const key of seen) {
    const chunk = manifest[key];
    rows.push({ file: chunk.file, kind: 'js', gzip: gzipped(chunk.file) });
    for (const css of chunk.css ?? []) cssFiles.add(css);
  }
  for (const css of cssFiles) rows.push({ file: css, kind: 'css', gzip: gzipped(css) });
  rows.sort((a, b) => a.kind.localeCompare(b.kind) || b.gzip - a.gzip);

  const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
  console.log(`${title}, gzipped:`);
  for (const row of rows) console.log(`  ${row.kind.padEnd(4)}${kb(row.gzip).padStart(10)}  ${row.file}`);
  let within = true;
  for (const kind of /** @type {const} */ (['js', 'css'])) {
    const total = rows.filter((row) => row.kind === kind).reduce((sum, row) => sum + row.gzip, 0);
    const ok = total <= budget[kind];
    within &&= ok;
    console.log(
      `${kind.toUpperCase().padEnd(4)}${kb(total).padStart(10)} of ${kb(budget[kind])}  ${ok ? 'ok' : 'OVER BUDGET'} (${total} of ${budget[kind]} bytes)`,
    );
  }
  return within;
}

try {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  if (manifest[PAGE]) {
    console.error(
      `${PAGE} has a chunk of its own: count it here, or import it statically again (routes.tsx).`,
    );
    process.exit(2);
  }
  const signIn = measure('Sign-in route (/sign-in)', 'manifest.json', 'index.html', BUDGET);
  const phone = measure('Phone app (/app), first screen', 'phone-manifest.json', 'app.html', PHONE_BUDGET);
  process.exitCode = signIn && phone ? 0 : 1;
} finally {
  if (temporary) rmSync(temporary, { recursive: true, force: true });
}

const shop = spawnSync(process.execPath, [join(root, 'scripts/shop-budget.mjs')], { stdio: 'inherit' });
if (shop.status !== 0) process.exitCode = shop.status ?? 1;
