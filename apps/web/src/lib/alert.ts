import { TIMINGS } from './screen.ts';

export type AlertType = 'positive' | 'negative';

/** The id of 'Kindly login' (api.ts): shown once however many calls are refused at once. */
export const SIGNED_OUT_ALERT = 'signed-out';

/** What draws the alerts: Mantine's notifications on the dashboard, the phone app's own toast at /app. */
export type AlertSink = {
  show: (alert: { type: AlertType; message: string; id?: string; autoCloseMs: number }) => void;
  hide: (id: string) => void;
};

/**
 * Set by each entry before it renders (main.tsx, phone/main.tsx), so the code every screen shares
 * (the API client's global rules, the booking actions, the offline queue) raises alerts without
 * bringing the dashboard's UI library into the phone app's first download (issue 34).
 */
let sink: AlertSink | null = null;
export const setAlertSink = (next: AlertSink) => {
  sink = next;
};

/**
 * SPEC §8: alerts show at the top for 3 s; the caller picks the type. An alert given an `id` is
 * shown once while it is up, however many calls repeat it.
 */
export function alert(type: AlertType, message: string, id?: string) {
  if (!sink) throw new Error('No alert sink: the entry sets one before rendering');
  sink.show({ type, message, id, autoCloseMs: TIMINGS.alertMs });
}

/** Takes down the alert of that id, if it is up. */
export const dismissAlert = (id: string) => sink?.hide(id);
