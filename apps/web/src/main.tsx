// Inter ships with the app (variable weight; the browser fetches only the scripts a page uses).
import '@fontsource-variable/inter';
// Mantine's styles for the first screen only; every other page brings the rest (app/styles/rest.css).
import './app/styles/first-screen.css';
import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { mantineAlerts } from './app/mantineAlerts.ts';
import { Providers } from './app/providers.tsx';
import { firstScreen, router } from './app/router.tsx';
import { setAlertSink } from './lib/alert.ts';
import { getSession } from './lib/session.ts';

setAlertSink(mantineAlerts);

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
const app = (
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>
);

// A page the build prerendered for a signed-out visitor (sign-in.html, app/prerender.tsx) stays on
// screen, inert, while the route's modules load, then becomes the live page where it stands.
if (root.hasChildNodes() && getSession().user.userId == null) {
  // As a transition, hydration yields to the browser every few milliseconds instead of holding a
  // cheap phone's main thread for the whole page (Lighthouse's total blocking time, issue 14).
  void firstScreen.then(() => {
    startTransition(() => {
      hydrateRoot(root, app);
    });
    root.removeAttribute('inert');
  });
} else {
  // A signed-in visitor of the prerendered page is sent on: its signed-out drawing is not theirs.
  root.replaceChildren();
  root.removeAttribute('inert');
  createRoot(root).render(app);
}
