import type { AppConfig } from '@app/shared';
import type { Config } from '../../config.ts';

/** Runtime settings the browser needs and cannot know at build time, read from the configuration. */
export function appConfigService(config: Config) {
  const answer: AppConfig = {
    realtime_port: config.REALTIME_PORT,
    public_url: config.PUBLIC_URL,
    tawk:
      config.TAWK_PROPERTY_ID && config.TAWK_WIDGET_ID
        ? { property_id: config.TAWK_PROPERTY_ID, widget_id: config.TAWK_WIDGET_ID }
        : null,
    // The same condition as the OpenID Connect client's (adapters/oidc.ts): without both, the
    // sign-in start answers 'not available', so the button is not offered.
    social_sign_in: Boolean(config.OIDC_CLIENT_ID && config.OIDC_CLIENT_SECRET),
    vendor_apps: { ios: config.IOS_APP_URL ?? null, android: config.ANDROID_APP_URL ?? null },
  };
  return { get: () => answer };
}
