import { MSG } from '@app/shared';
import { Notification } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import classes from './OfflineNotice.module.css';

/** SPEC §2: a persistent notice while offline; closable, and gone once the browser is back online. */
export function OfflineNotice() {
  const [offline, setOffline] = useState(() => !navigator.onLine);

  useEffect(() => {
    const goOffline = () => setOffline(true);
    const goOnline = () => setOffline(false);
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    return () => {
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
    };
  }, []);

  if (!offline) return null;
  return (
    <div className={classes.wrap}>
      <Notification
        color="red"
        icon={<IconWifiOff size={18} />}
        withBorder
        onClose={() => setOffline(false)}
        closeButtonProps={{ 'aria-label': 'Close' }}
        role="status"
      >
        {MSG.offline}
      </Notification>
    </div>
  );
}
