import { MSG } from '@app/shared';
import { Notification } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useOnline } from '../lib/useOnline.ts';
import classes from './OfflineNotice.module.css';

/** SPEC §2: a persistent notice while offline; closable, and gone once the browser is back online. */
export function OfflineNotice() {
  const online = useOnline();
  const [closed, setClosed] = useState(false);
  // Closed for this outage only: the next one shows it again.
  useEffect(() => {
    if (online) setClosed(false);
  }, [online]);

  if (online || closed) return null;
  return (
    <div className={classes.wrap}>
      <Notification
        color="red"
        icon={<IconWifiOff size={18} />}
        withBorder
        onClose={() => setClosed(true)}
        closeButtonProps={{ 'aria-label': 'Close' }}
        role="status"
      >
        {MSG.offline}
      </Notification>
    </div>
  );
}
