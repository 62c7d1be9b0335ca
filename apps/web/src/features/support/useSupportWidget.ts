import { type AppConfig, realtimeApi } from '@app/shared';
import { useEffect } from 'react';
import { call } from '../../lib/api.ts';

declare global {
  interface Window {
    Tawk_API?: { maximize?: () => void; [key: string]: unknown };
    Tawk_LoadStart?: Date;
  }
}

const SCRIPT_ID = 'support-chat-widget';
let config: Promise<AppConfig | null> | null = null;

/** The app configuration, asked once. */
export const appConfig = () => {
  config ??= call(realtimeApi.appConfig).catch(() => {
    config = null;
    return null;
  });
  return config;
};

/** Opens the support chat when the widget is loaded; returns false when there is none. */
export function openSupportChat(): boolean {
  const maximize = window.Tawk_API?.maximize;
  if (typeof maximize !== 'function') return false;
  maximize();
  return true;
}

/** SPEC §1/§7: the third-party support chat (Tawk.to), loaded once as an async script when configured. */
export function useSupportWidget() {
  useEffect(() => {
    let live = true;
    void appConfig().then((answer) => {
      const tawk = answer?.tawk;
      if (!live || !tawk || document.getElementById(SCRIPT_ID)) return;
      window.Tawk_API = window.Tawk_API ?? {};
      window.Tawk_LoadStart = new Date();
      const script = document.createElement('script');
      script.id = SCRIPT_ID;
      script.async = true;
      script.src = `https://embed.tawk.to/${encodeURIComponent(tawk.property_id)}/${encodeURIComponent(tawk.widget_id)}`;
      script.charset = 'UTF-8';
      script.setAttribute('crossorigin', '*');
      document.body.appendChild(script);
    });
    return () => {
      live = false;
    };
  }, []);
}
