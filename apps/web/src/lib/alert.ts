import { notifications } from '@mantine/notifications';
import { TIMINGS } from './screen.ts';

export type AlertType = 'positive' | 'negative';

/** The id of 'Kindly login' (api.ts): shown once however many calls are refused at once. */
export const SIGNED_OUT_ALERT = 'signed-out';

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

/** Takes down the alert of that id, if it is up. */
export const dismissAlert = (id: string) => notifications.hide(id);
