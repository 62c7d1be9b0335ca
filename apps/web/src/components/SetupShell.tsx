import { Button, Group } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { BrandMark } from './BrandMark.tsx';
import classes from './SetupShell.module.css';

/** Full-width page with the brand bar on top and a centred card: for business setup and success. */
export function SetupShell({ children, onSignOut }: { children: ReactNode; onSignOut?: () => void }) {
  return (
    <div className={classes.page}>
      <Group component="header" justify="space-between" className={classes.bar}>
        <BrandMark />
        {onSignOut && (
          <Button variant="subtle" color="gray" leftSection={<IconLogout size={18} />} onClick={onSignOut}>
            Log Out
          </Button>
        )}
      </Group>
      <main className={classes.card}>{children}</main>
    </div>
  );
}
