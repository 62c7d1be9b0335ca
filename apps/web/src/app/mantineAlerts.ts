import { notifications } from '@mantine/notifications';
import type { AlertSink } from '../lib/alert.ts';

/** The dashboard's alerts (lib/alert.ts): Mantine's notifications, green or red, with a close button. */
export const mantineAlerts: AlertSink = {
  show: ({ type, message, id, autoCloseMs }) =>
    notifications.show({
      id,
      message,
      color: type === 'positive' ? 'green' : 'red',
      autoClose: autoCloseMs,
      withBorder: true,
      closeButtonProps: { 'aria-label': 'Close alert' },
    }),
  hide: (id) => notifications.hide(id),
};
