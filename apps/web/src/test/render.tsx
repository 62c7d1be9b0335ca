import { Drawer, MantineProvider, Modal, mergeThemeOverrides, Popover } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { theme } from '../app/theme.ts';

/** A query client as the tests use it: no retries. */
export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/**
 * The app's theme without open and close transitions: with `env="test"` Mantine draws no
 * transition, but a dialog's transition state still changed a frame later, outside the act() of
 * the click that opened or closed it (React's act warnings). At zero duration it changes at once.
 */
const instant = { transitionProps: { duration: 0 } };
const testTheme = mergeThemeOverrides(theme, {
  components: {
    Modal: Modal.extend({ defaultProps: instant }),
    Drawer: Drawer.extend({ defaultProps: instant }),
    Popover: Popover.extend({ defaultProps: instant }),
  },
});

/**
 * Renders `ui` as the app does (theme, alerts, a query client: a fresh one, or `client` holding
 * what a route's loader asked for), without transitions.
 */
export function renderUi(ui: ReactElement, client = testQueryClient()) {
  return render(
    <MantineProvider theme={testTheme} env="test">
      <Notifications />
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </MantineProvider>,
  );
}

/** Like `renderUi`, inside a router: for screens with links (Appointment Details links to the client book). */
export const renderRouted = (ui: ReactElement, client = testQueryClient()) =>
  renderUi(<MemoryRouter>{ui}</MemoryRouter>, client);

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

/** An answer of `fakeServer`: its HTTP status and JSON body. */
export type Reply = { status: number; body?: unknown; headers?: Record<string, string> };
export type ServerCall = ApiCall & { headers: Record<string, string> };

/**
 * Like `fakeApi`, but each route gives its status (`{ status, body }`), or is a function of the
 * call for answers that change, wait (a pending promise) or fail (a throw is a network error).
 * Calls are recorded with their headers; an unknown route answers 404.
 */
export function fakeServer(routes: Record<string, Reply | ((call: ServerCall) => Reply | Promise<Reply>)>) {
  const calls: ServerCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const path = decodeURIComponent(url.replace(/^\/api\//, ''));
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      const call: ServerCall = {
        method,
        path,
        body,
        headers: { ...(init.headers as Record<string, string>) },
      };
      calls.push(call);
      const route = routes[`${method} ${path}`];
      const reply =
        route === undefined
          ? { status: 404, body: { message: `no route ${method} ${path}` } }
          : typeof route === 'function'
            ? await route(call)
            : route;
      return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'content-type': 'application/json', ...reply.headers },
      });
    }),
  );
  return calls;
}

/** A promise resolved from outside: an answer the test releases when it chooses. */
export function later<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
