import { html } from 'htm/preact';
import type { VNode } from 'preact';
import { render } from 'preact-render-to-string';
import { PAGE_CSS } from './styles.ts';

/** The parts of a public page (the shop, a client's booking) around its drawn body. */
export interface PageParts {
  title: string;
  /** Meta and link tags, JSON-LD: everything of the head but the title and the styles. */
  head?: VNode;
  body: VNode;
  /** The page script's address (built by scripts/build.mjs), when there is one. */
  script?: string | null;
  /** Data for the script, embedded as JSON (never executed: type application/json). */
  data?: unknown;
}

/** JSON inside a script element: '<' escaped so no value can close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * A whole page as HTML: drawn on the server, readable before any script runs, with its styles
 * inline (one request on a slow network) and its script deferred to the end.
 */
export function renderDocument(parts: PageParts): string {
  const head = html`
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width,initial-scale=1" />
    <meta name="theme-color" content="#5b2ecc" />
    <title>${parts.title}</title>
    ${parts.head}
    <style dangerouslySetInnerHTML=${{ __html: PAGE_CSS }}></style>
  `;
  const tail = html`
    ${
      parts.data === undefined
        ? null
        : html`<script type="application/json" id="page-data" dangerouslySetInnerHTML=${{ __html: scriptJson(parts.data) }}></script>`
    }
    ${parts.script ? html`<script type="module" src=${parts.script}></script>` : null}
  `;
  return `<!doctype html><html lang="en"><head>${render(head)}</head><body>${render(parts.body)}${render(tail)}</body></html>`;
}
