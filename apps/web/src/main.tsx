// Inter ships with the app (variable weight; the browser fetches only the scripts a page uses).
import '@fontsource-variable/inter';
// Mantine's styles for the first screen only; every other page brings the rest (app/styles/rest.css).
import './app/styles/first-screen.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers.tsx';
import { router } from './app/router.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

createRoot(root).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
