import type { UserDetails } from '@app/shared';
import { Paper, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSession } from '../../../lib/session.ts';

/** Renders its child once the user details are loaded (the dashboard guard loads them). */
export function NeedsDetails({ children }: { children: (details: UserDetails) => ReactNode }) {
  const { details } = useSession();
  if (!details)
    return (
      <Paper withBorder radius="lg" p="xl" maw={760}>
        <Stack>
          <Skeleton h={24} w="40%" />
          <Skeleton h={44} />
          <Skeleton h={44} />
          <Skeleton h={44} />
        </Stack>
      </Paper>
    );
  return <>{children(details)}</>;
}
