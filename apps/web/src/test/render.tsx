import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { theme } from '../app/theme.ts';

/** Renders `ui` as the app does (theme, alerts, a fresh query client), without transitions. */
export function renderUi(ui: ReactElement) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <MantineProvider theme={theme} env="test">
      <Notifications />
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </MantineProvider>,
  );
}

export type ApiCall = { method: string; path: string; body: unknown };

/**
 * Stands in for the API: `routes` maps 'METHOD path' (path after /api/) to the JSON answer. Every
 * call is recorded; an unknown route answers 404 so a test sees it.
 */
export function fakeApi(routes: Record<string, unknown>) {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const path = url.replace(/^\/api\//, '');
      calls.push({ method, path, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
      const key = `${method} ${path}`;
      const found = key in routes;
      return new Response(JSON.stringify(found ? routes[key] : { message: `no route ${key}` }), {
        status: found ? 200 : 404,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}
