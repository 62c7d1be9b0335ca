import { ActionIcon, Group, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useMatches, useNavigate } from 'react-router';
import { useSupportWidget } from '../../lib/supportWidget.ts';
import type { RouteHandle } from '../routeHandle.ts';
import classes from './Header.module.css';
import { HeaderActions } from './HeaderActions.tsx';
import { UserMenu } from './UserMenu.tsx';

/** The deepest route's handle names the page and says whether it wants a back button. */
function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.title) return handle;
  }
  return {};
}

export function Header() {
  useSupportWidget();
  const navigate = useNavigate();
  const { title, back, withdraw } = useRouteHandle();
  return (
    <header className={classes.header}>
      <Group gap="sm">
        {back && (
          <ActionIcon variant="default" size="lg" radius="md" aria-label="Back" onClick={() => navigate(-1)}>
            <IconArrowLeft size={18} />
          </ActionIcon>
        )}
        <Title order={1} fz={24}>
          {title}
        </Title>
      </Group>
      <Group gap="lg" wrap="nowrap">
        <HeaderActions withdraw={withdraw === true} />
        <UserMenu />
      </Group>
    </header>
  );
}
