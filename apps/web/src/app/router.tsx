import { createBrowserRouter } from 'react-router';
import { setNavigator } from '../lib/navigation.ts';
import { routes } from './routes.tsx';

export const router = createBrowserRouter(routes);

setNavigator((to) => void router.navigate(to, { replace: true }));

/** Resolves once the first page shows (its lazy modules loaded): what may wait, waits for it. */
export const firstScreen = new Promise<void>((shown) => {
  if (router.state.initialized) return shown();
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    shown();
  });
});
