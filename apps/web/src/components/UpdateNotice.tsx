import { MSG } from '@app/shared';
import { Button, Group, Notification, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { reloadToUpdate, useUpdateReady } from '../lib/appUpdate.ts';
import classes from './UpdateNotice.module.css';

/** Issue 16: a new version is announced, and loads only when the vendor chooses to reload. */
export function UpdateNotice() {
  const ready = useUpdateReady();
  const [closed, setClosed] = useState(false);
  if (!ready || closed) return null;
  return (
    <div className={classes.wrap}>
      <Notification
        color="brand"
        icon={<IconRefresh size={18} />}
        withBorder
        onClose={() => setClosed(true)}
        closeButtonProps={{ 'aria-label': 'Later' }}
        role="status"
      >
        <Group justify="space-between" wrap="nowrap">
          <Text fz="sm">{MSG.updateReady}</Text>
          <Button size="xs" onClick={reloadToUpdate}>
            Reload
          </Button>
        </Group>
      </Notification>
    </div>
  );
}
