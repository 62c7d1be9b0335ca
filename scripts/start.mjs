// `npm start`: builds the web app only when its sources changed since the last build (the build
// is most of a cold start), then runs the API, which serves it.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
const dist = join(root, 'apps/web/dist');
const stamp = join(dist, '.sources-hash');
// Everything the bundle is made from: the web app, the shared package and the locked dependencies.
const inputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/shared/src',
  'package-lock.json',
];

function* files(path) {
  if (!existsSync(path)) return;
  if (!statSync(path).isDirectory()) {
    yield path;
    return;
  }
  for (const name of readdirSync(path).sort()) yield* files(join(path, name));
}

const hash = createHash('sha256');
for (const input of inputs) {
  for (const file of files(join(root, input)))
    hash.update(relative(root, file)).update('\0').update(readFileSync(file));
}
const sources = hash.digest('hex');

const built =
  existsSync(join(dist, 'index.html')) && existsSync(stamp) && readFileSync(stamp, 'utf8') === sources;
if (built) {
  console.log('Web app unchanged since its last build: serving apps/web/dist.');
} else {
  const { status } = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
  writeFileSync(stamp, sources);
}

// The API's own shutdown (finish requests, close the database) runs on the signal we pass on.
const api = spawn('npm', ['start', '-w', 'apps/api'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill(signal));
api.on('exit', (code) => process.exit(code ?? 0));
