// Inter, as on the dashboard (variable weight; the browser fetches only the scripts a page uses).
import '@fontsource-variable/inter';
import './phone.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setAlertSink } from '../lib/alert.ts';
import { getSession } from '../lib/session.ts';
import { PhoneApp } from './PhoneApp.tsx';
import { toastAlerts } from './toast.ts';

/*
 * The phone app's entry (app.html, served at /app): its own small page, not the dashboard's router
 * and component library, so a cheap phone's first screen stays within its budget (issue 34,
 * scripts/size-budget.mjs). The session, API client, booking actions and offline queue are the
 * dashboard's own modules.
 */
setAlertSink(toastAlerts);

const { user } = getSession();
const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
if (user.userId == null) window.location.replace('/sign-in');
else if (!user.regStatus) window.location.replace('/register/biz-setup');
else
  createRoot(root).render(
    <StrictMode>
      <PhoneApp />
    </StrictMode>,
  );
