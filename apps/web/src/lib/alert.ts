import { notifications } from '@mantine/notifications';
import { TIMINGS } from './screen.ts';

export type AlertType = 'positive' | 'negative';

/**
 * SPEC §8: alerts show at the top for 3 s; the caller picks the type. An alert given an `id` is
 * shown once while it is up, however many calls repeat it.
 */
export function alert(type: AlertType, message: string, id?: string) {
  notifications.show({
    id,
    message,
    color: type === 'positive' ? 'green' : 'red',
    autoClose: TIMINGS.alertMs,
    withBorder: true,
    closeButtonProps: { 'aria-label': 'Close alert' },
  });
}
