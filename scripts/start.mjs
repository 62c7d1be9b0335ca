// `npm start`: builds the web app and the server only when their sources changed since their last
// build (the web build is most of a cold start), then runs the compiled server, which serves both.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
// Each build with what it is made from (its own sources, the shared package, the locked dependencies).
const builds = [
  {
    workspace: 'apps/web',
    output: 'apps/web/dist/index.html',
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
    ],
  },
  {
    workspace: 'apps/api',
    output: 'apps/api/dist/server.js',
    inputs: ['apps/api/src', 'apps/api/scripts', 'apps/api/package.json'],
  },
];
const common = ['packages/shared/src', 'package-lock.json'];

function* files(path) {
  if (!existsSync(path)) return;
  if (!statSync(path).isDirectory()) {
    yield path;
    return;
  }
  for (const name of readdirSync(path).sort()) yield* files(join(path, name));
}

function sourcesHash(inputs) {
  const hash = createHash('sha256');
  for (const input of [...inputs, ...common]) {
    for (const file of files(join(root, input)))
      hash.update(relative(root, file)).update('\0').update(readFileSync(file));
  }
  return hash.digest('hex');
}

for (const { workspace, output, inputs } of builds) {
  const stamp = join(root, output, '../.sources-hash');
  const sources = sourcesHash(inputs);
  if (existsSync(join(root, output)) && existsSync(stamp) && readFileSync(stamp, 'utf8') === sources) {
    console.log(`${workspace}: unchanged since its last build.`);
    continue;
  }
  const { status } = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
  writeFileSync(stamp, sources);
}

// The server's own shutdown (finish requests, close the database) runs on the signal we pass on.
const api = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill(signal));
api.on('exit', (code) => process.exit(code ?? 0));
