import { useEffect } from 'react';
import { useAppConfig } from './appConfig.ts';

declare global {
  interface Window {
    Tawk_API?: { maximize?: () => void; [key: string]: unknown };
    Tawk_LoadStart?: Date;
  }
}

const SCRIPT_ID = 'support-chat-widget';

/** Opens the support chat when the widget is loaded; returns false when there is none. */
export function openSupportChat(): boolean {
  const maximize = window.Tawk_API?.maximize;
  if (typeof maximize !== 'function') return false;
  maximize();
  return true;
}

/** SPEC §1/§7: the third-party support chat (Tawk.to), loaded once as an async script when configured. */
export function useSupportWidget() {
  const tawk = useAppConfig().data?.tawk;
  const propertyId = tawk?.property_id;
  const widgetId = tawk?.widget_id;
  useEffect(() => {
    if (!propertyId || !widgetId || document.getElementById(SCRIPT_ID)) return;
    window.Tawk_API = window.Tawk_API ?? {};
    window.Tawk_LoadStart = new Date();
    const script = document.createElement('script');
    script.id = SCRIPT_ID;
    script.async = true;
    script.src = `https://embed.tawk.to/${encodeURIComponent(propertyId)}/${encodeURIComponent(widgetId)}`;
    script.charset = 'UTF-8';
    script.setAttribute('crossorigin', '*');
    document.body.appendChild(script);
  }, [propertyId, widgetId]);
}
