import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { text } from '../common.ts';

/** Pusher-style channel authorisation, as laravel-echo clients ask it. */
export const broadcastingAuthBody = z.object({
  socket_id: text().min(1).max(100),
  channel_name: text().min(1).max(100),
});
export const broadcastingAuthResponse = z.object({ auth: z.string() });

/** Runtime settings the browser needs and cannot know at build time. */
export const appConfigResponse = z.object({
  realtime_port: z.number().int(),
  public_url: z.string(),
  /** The support chat widget, loaded only when both ids are configured. */
  tawk: z.object({ property_id: z.string(), widget_id: z.string() }).nullable(),
  /** Whether social sign-in (OpenID Connect, 'Continue with Google') is configured; offered only then. */
  social_sign_in: z.boolean(),
  /** The vendor apps' store pages (the 'Use the app on' page); null until that app is published. */
  vendor_apps: z.object({ ios: z.string().nullable(), android: z.string().nullable() }),
});
export type AppConfig = z.infer<typeof appConfigResponse>;

export const realtimeApi = {
  /** Signs the vendor's own private channel; 403 for any other channel. */
  broadcastingAuth: endpoint({
    method: 'POST',
    path: '/broadcasting/auth',
    tag: 'realtime',
    audience: 'vendor',
    body: broadcastingAuthBody,
    responses: { 200: broadcastingAuthResponse },
    errors: [403],
  }),
  appConfig: endpoint({
    method: 'GET',
    path: '/app-config',
    tag: 'realtime',
    audience: 'public',
    responses: { 200: appConfigResponse },
  }),
};
