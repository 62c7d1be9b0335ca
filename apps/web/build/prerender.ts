import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type PluginOption, type ResolvedConfig } from 'vite';

/**
 * Each prerendered path: the file written beside index.html (the server answers it for that path)
 * and the lazy modules its route loads (routes.tsx), whose styles and chunks the page names up front.
 */
const PRERENDERED: Record<string, { file: string; modules: string[] }> = {
  '/sign-in': { file: 'sign-in.html', modules: ['src/features/auth/pages/SignInPage.tsx'] },
};

type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/**
 * The <link>s for `modules` and every chunk they import that index.html does not already name: the
 * styles the prerendered page is drawn with, and its chunks preloaded in parallel instead of
 * discovered import by import.
 */
function routeLinks(manifest: Manifest, modules: string[], index: string) {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  for (const key of modules) visit(key);
  const chunks = [...seen].map((key) => manifest[key]!);
  const css = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))];
  const links = [
    ...css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...chunks.map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk.file}">`),
  ];
  return links.filter((link) => !index.includes(link.match(/href="([^"]+)"/)![1]!)).join('\n    ');
}

/**
 * The stylesheets ahead of the scripts: a prerendered page paints once its styles are in, so on a
 * slow link they go first rather than queue behind a dozen module preloads.
 */
function stylesFirst(html: string) {
  const styles = html.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
  const rest = styles.reduce((page, link) => page.replace(`${link}\n`, '').replace(link, ''), html);
  const script = rest.indexOf('<script type="module"');
  return `${rest.slice(0, script)}${styles.join('\n    ')}\n    ${rest.slice(script)}`;
}

/**
 * Renders `paths` with the built module in a worker whose globals are a browser's (happy-dom's): a
 * component may read `navigator` or `localStorage` while it renders, and this build's own globals
 * stay untouched. Answers each path's HTML.
 */
function renderInWorker(module: string, paths: string[]): Promise<Record<string, string>> {
  const source = `
    const { parentPort, workerData } = require('node:worker_threads');
    (async () => {
      const { Window } = await import(workerData.happyDom);
      const window = new Window({ url: 'http://localhost/' });
      for (const name of ['window', 'document', 'navigator', 'localStorage', 'sessionStorage']) {
        Object.defineProperty(globalThis, name, { value: name === 'window' ? window : window[name], configurable: true });
      }
      const { prerender } = await import(workerData.module);
      const pages = {};
      for (const path of workerData.paths) pages[path] = await prerender(path);
      parentPort.postMessage(pages);
      await window.happyDOM.close();
    })().catch((error) => { throw error; });`;
  const happyDom = pathToFileURL(createRequire(import.meta.url).resolve('happy-dom')).href;
  return new Promise((resolve, reject) => {
    const worker = new Worker(source, {
      eval: true,
      workerData: { happyDom, module: pathToFileURL(module).href, paths },
    });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`prerendering stopped (exit code ${code})`)));
  });
}

/**
 * After the client build, renders each page of PRERENDERED (src/app/prerender.tsx, built for Node
 * with the same plugins and CSS modules, so class names match) into a copy of index.html. The
 * first screen on a cheap phone then paints from HTML and CSS alone; main.tsx hydrates it once the
 * route's modules are loaded (issue 14). Until then it is inert: a tap or a typed letter would do
 * nothing or be lost, and a native submit would reload the page.
 */
export function prerenderPages(appPlugins: PluginOption[] = []): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender-pages',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    // Before the service worker's precache list is made (vite.config.ts), so sign-in.html is in it.
    closeBundle: {
      sequential: true,
      order: 'pre',
      async handler() {
        const outDir = mkdtempSync(join(tmpdir(), 'prerender-'));
        try {
          await build({
            root: config.root,
            configFile: false,
            // The app's own virtual modules (the service worker's registration) resolve as in the app.
            plugins: [react(), ...appPlugins],
            logLevel: 'warn',
            ssr: { noExternal: true },
            build: {
              ssr: 'src/app/prerender.tsx',
              outDir,
              emptyOutDir: true,
              rollupOptions: { output: { entryFileNames: 'prerender.mjs' } },
            },
          });
          const pages = await renderInWorker(join(outDir, 'prerender.mjs'), Object.keys(PRERENDERED));
          const dist = config.build.outDir;
          const index = readFileSync(join(dist, 'index.html'), 'utf8');
          const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
          for (const [path, { file, modules }] of Object.entries(PRERENDERED)) {
            const html = stylesFirst(
              index.replace('</head>', `  ${routeLinks(manifest, modules, index)}\n  </head>`),
            ).replace('<div id="root"></div>', `<div id="root" inert>${pages[path]}</div>`);
            writeFileSync(join(dist, file), html);
          }
        } finally {
          rmSync(outDir, { recursive: true, force: true });
        }
      },
    },
  };
}
