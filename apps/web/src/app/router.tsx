import { createBrowserRouter } from 'react-router';
import { setNavigator } from '../lib/navigation.ts';
import { routes } from './routes.tsx';

export const router = createBrowserRouter(routes);

setNavigator((to) => void router.navigate(to, { replace: true }));
