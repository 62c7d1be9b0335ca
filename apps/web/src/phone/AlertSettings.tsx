import { notificationPrefsBody, settingsApi } from '@app/shared';
import { useCallback, useEffect, useState } from 'react';
import {
  PUSH_DEVICE_MESSAGES,
  type PushDeviceState,
  pushDeviceState,
  subscribeThisDevice,
  unsubscribeThisDevice,
} from '../features/settings/api/pushDevice.ts';
import { alert } from '../lib/alert.ts';
import { call, isApiError, reportError } from '../lib/api.ts';
import { setSoundOn, soundOn } from '../lib/arrivalSound.ts';
import { freshUserDetails } from '../lib/freshUserDetails.ts';
import { useSession } from '../lib/session.ts';

/**
 * This phone's alerts (issue 34), above the Alerts list: push on this device, and the arrival
 * chime. Loaded with the Alerts tab's first opening, off the first screen. Push is the dashboard's
 * switch on this device (pushDevice.ts): on asks the browser's permission, subscribes this phone
 * (its pushes then open in this app) and keeps SPEC's `push_notification` on, as the vendor now
 * wants pushes; off forgets this phone only, leaving her other devices as they are.
 */
export default function AlertSettings() {
  const details = useSession().details;
  const [device, setDevice] = useState<PushDeviceState | null>(null);
  const [busy, setBusy] = useState(false);
  const [sound, setSound] = useState(soundOn);
  const refresh = useCallback(
    () => void pushDeviceState().then(setDevice, () => setDevice('unsupported')),
    [],
  );
  useEffect(() => {
    refresh();
    // SPEC's setting, read where the dashboard reads it.
    void freshUserDetails();
  }, [refresh]);

  const togglePush = async (on: boolean) => {
    setBusy(true);
    try {
      if (!on) await unsubscribeThisDevice();
      else {
        await subscribeThisDevice('app');
        const current = details ?? (await freshUserDetails());
        if (current && !current.push_notification) {
          const { email_notification, search_visibility } = current;
          await call(settingsApi.notifications, {
            body: notificationPrefsBody.parse({
              email_notification,
              push_notification: true,
              search_visibility,
            }),
          });
          void freshUserDetails();
        }
      }
      alert(
        'positive',
        on ? 'Push notifications are on for this phone.' : 'Push notifications are off for this phone.',
      );
    } catch (error) {
      if (isApiError(error) || !(error instanceof Error)) reportError(error);
      else alert('negative', error.message);
    } finally {
      setBusy(false);
      refresh();
    }
  };

  const pushOn = device === 'on' && details?.push_notification !== false;
  const note = device === 'unsupported' || device === 'blocked' ? PUSH_DEVICE_MESSAGES[device] : null;
  return (
    <div className="alert-settings">
      <label className="switch-row">
        <span>
          <span className="card-title">Push notifications on this phone</span>
          <span className="muted">
            New bookings, payments, cancellations and messages, with the app closed.
          </span>
          {note && <span className="warn">{note}</span>}
        </span>
        <input
          type="checkbox"
          role="switch"
          aria-checked={pushOn}
          checked={pushOn}
          disabled={busy || device === null || device === 'unsupported'}
          onChange={(e) => void togglePush(e.currentTarget.checked)}
        />
      </label>
      <label className="switch-row">
        <span>
          <span className="card-title">Sound for new bookings and messages</span>
          <span className="muted">A short chime while the app is open. Kept on this phone only.</span>
        </span>
        <input
          type="checkbox"
          role="switch"
          aria-checked={sound}
          checked={sound}
          onChange={(e) => {
            setSoundOn(e.currentTarget.checked);
            setSound(e.currentTarget.checked);
          }}
        />
      </label>
    </div>
  );
}
