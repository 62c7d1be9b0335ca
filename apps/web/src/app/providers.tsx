import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { Alerts } from './Alerts.tsx';
import { theme } from './theme.ts';

/** The theme and alerts of every screen; the query cache is the data layout's (layouts/DataLayout.tsx). */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Alerts />
      {children}
    </MantineProvider>
  );
}
