import { notifications } from '@mantine/notifications';
import { TIMINGS } from './screen.ts';

export type AlertType = 'positive' | 'negative';

/** SPEC §8: alerts show at the top for 3 s; the caller picks the type. */
export function alert(type: AlertType, message: string) {
  notifications.show({
    message,
    color: type === 'positive' ? 'green' : 'red',
    autoClose: TIMINGS.alertMs,
    withBorder: true,
    closeButtonProps: { 'aria-label': 'Close alert' },
  });
}
