import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Providers } from './providers.tsx';
import { routes } from './routes.tsx';

/**
 * The HTML the app draws first at `path` for a signed-out visitor, rendered at build time from the
 * real routes and components (build/prerender.ts), so that page paints before its script runs.
 */
export async function prerender(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} redirects to ${context.headers.get('location')}`);
  return renderToString(
    <Providers>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </Providers>,
  );
}
