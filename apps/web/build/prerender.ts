import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type PluginOption, type ResolvedConfig } from 'vite';

/** The dashboard's way in (/dashboard opens the calendar): its two layouts, the rest of Mantine's styles and the calendar. */
const CALENDAR = [
  'src/app/layouts/DataLayout.tsx',
  'src/app/styles/rest.ts',
  'src/app/layouts/DashboardLayout.tsx',
  'src/features/calendar/pages/CalendarPage.tsx',
];

/**
 * The paths given a page of their own beside index.html, at `<path>.html` (the server, and the
 * service worker's clean URLs, answer it for that path), and the lazy modules their routes load
 * (routes.tsx), whose styles and chunks the page names up front. `prerender` draws the page into
 * it too, for a signed-out visitor's first screen; the others only start their downloads at once,
 * in parallel, instead of after the app's script has run and asked for them import by import.
 */
const PAGES: Record<string, { modules: string[]; prerender?: boolean }> = {
  // The sign-in page is part of the entry (routes.tsx), which index.html names already.
  '/sign-in': { modules: [], prerender: true },
  '/dashboard': { modules: CALENDAR },
  '/dashboard/calendar': { modules: CALENDAR },
};

type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/**
 * The <link>s for `modules` and every chunk they import that index.html does not already name: the
 * styles (applied on a prerendered page, which is drawn with them; preloaded on another, whose
 * script applies them) and the chunks, preloaded in parallel instead of discovered import by import.
 */
function routeLinks(manifest: Manifest, modules: string[], index: string, applyStyles: boolean) {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  for (const key of modules) visit(key);
  const chunks = [...seen].map((key) => manifest[key]!);
  const isCss = (file: string) => file.endsWith('.css');
  const css = [...new Set(chunks.flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])].filter(isCss)))];
  const links = [
    ...css.map((file) =>
      applyStyles
        ? `<link rel="stylesheet" crossorigin href="/${file}">`
        : `<link rel="preload" as="style" crossorigin href="/${file}">`,
    ),
    ...chunks
      .filter((chunk) => !isCss(chunk.file))
      .map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk.file}">`),
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
 * After the client build, writes each page of PAGES as a copy of index.html with its links. Those
 * marked `prerender` are drawn in it too (src/app/prerender.tsx, built for Node with the same
 * plugins and CSS modules, so class names match): the first screen on a cheap phone then paints
 * from HTML and CSS alone; main.tsx hydrates it once the route's modules are loaded (issue 14).
 * Until then it is inert: a tap or a typed letter would do nothing or be lost, and a native submit
 * would reload the page.
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
          const drawn = Object.keys(PAGES).filter((path) => PAGES[path]!.prerender);
          const pages = await renderInWorker(join(outDir, 'prerender.mjs'), drawn);
          const dist = config.build.outDir;
          const index = readFileSync(join(dist, 'index.html'), 'utf8');
          const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
          for (const [path, { modules, prerender }] of Object.entries(PAGES)) {
            const links = routeLinks(manifest, modules, index, prerender === true);
            let html = index.replace('</head>', `  ${links}\n  </head>`);
            if (prerender)
              html = stylesFirst(html).replace(
                '<div id="root"></div>',
                `<div id="root" inert>${pages[path]}</div>`,
              );
            const file = join(dist, `${path.slice(1)}.html`);
            mkdirSync(dirname(file), { recursive: true });
            writeFileSync(file, html);
          }
        } finally {
          rmSync(outDir, { recursive: true, force: true });
        }
      },
    },
  };
}
