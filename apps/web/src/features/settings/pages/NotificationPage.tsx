import { MSG, notificationPrefsBody, type UserDetails } from '@app/shared';
import { Divider, Group, Stack, Switch, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useSaveNotifications } from '../../../api/settings.ts';
import { Panel } from '../../../components/Panel.tsx';
import { alert } from '../../../lib/alert.ts';
import { isApiError } from '../../../lib/api.ts';
import { setSoundOn, soundOn } from '../../../lib/arrivalSound.ts';
import { showSaveError } from '../../../lib/form.ts';
import {
  PUSH_DEVICE_MESSAGES,
  type PushDeviceState,
  pushDeviceState,
  subscribeThisDevice,
  unsubscribeThisDevice,
} from '../api/pushDevice.ts';
import { NeedsDetails } from '../components/NeedsDetails.tsx';
import { ReminderSettingsForm } from '../components/ReminderSettingsForm.tsx';

type Prefs = { email_notification: boolean; push_notification: boolean; search_visibility: boolean };

const ROWS: { key: keyof Prefs; title: string; text: string }[] = [
  {
    key: 'email_notification',
    title: 'E-mail notifications',
    text: 'New bookings, cancellations and payouts sent to your e-mail.',
  },
  {
    key: 'push_notification',
    title: 'Push notifications',
    text: 'Instant alerts on this phone or computer for new bookings, payments, cancellations and messages.',
  },
  {
    key: 'search_visibility',
    title: 'Show my shop in search',
    text: 'Customers can find your shop when they search. Turn off to be reachable by your link only.',
  },
];

/** This browser's push subscription: unknown (null) until its service worker answers. */
function usePushDevice() {
  const [state, setState] = useState<PushDeviceState | null>(null);
  const refresh = () => void pushDeviceState().then(setState, () => setState('unsupported'));
  useEffect(refresh, []);
  return { state, refresh };
}

function PrefsForm({ details }: { details: UserDetails }) {
  const save = useSaveNotifications();
  const device = usePushDevice();
  const [busy, setBusy] = useState(false);
  const [prefs, setPrefs] = useState<Prefs>({
    email_notification: details.email_notification,
    push_notification: details.push_notification,
    search_visibility: details.search_visibility,
  });

  /**
   * Each switch saves at once; a failure puts it back. Push (issue 34) is SPEC's setting and this
   * device's subscription together: on asks the browser's permission and subscribes this device
   * first (a refusal saves nothing); off forgets this device, then saves.
   */
  const toggle = async (key: keyof Prefs, value: boolean) => {
    const before = prefs;
    const next = { ...prefs, [key]: value };
    setPrefs(next);
    setBusy(true);
    try {
      const pushing = key === 'push_notification' && device.state !== 'unsupported';
      if (pushing) await (value ? subscribeThisDevice('dashboard') : unsubscribeThisDevice());
      const answer = await save.mutateAsync(notificationPrefsBody.parse(next));
      alert('positive', answer.message ?? MSG.detailsSaved);
    } catch (error) {
      setPrefs(before);
      if (isApiError(error) || !(error instanceof Error))
        showSaveError(error, (_field, message) => alert('negative', message));
      else alert('negative', error.message);
    } finally {
      setBusy(false);
      if (key === 'push_notification') device.refresh();
    }
  };

  // Push shows on only while this device takes pushes too (where the browser can).
  const checked = (key: keyof Prefs) =>
    key === 'push_notification' && device.state !== 'unsupported'
      ? prefs.push_notification && device.state === 'on'
      : prefs[key];
  const deviceNote =
    device.state === 'unsupported' || device.state === 'blocked' ? PUSH_DEVICE_MESSAGES[device.state] : null;

  return (
    <Stack gap={0}>
      {ROWS.map((row, i) => (
        <div key={row.key}>
          {i > 0 && <Divider />}
          <Group justify="space-between" wrap="nowrap" py="md" gap="xl">
            <div>
              <Text fw={600}>{row.title}</Text>
              <Text fz="sm" c="dimmed">
                {row.text}
              </Text>
              {row.key === 'push_notification' && deviceNote && (
                <Text fz="sm" c="orange.8" mt={4}>
                  {deviceNote}
                </Text>
              )}
            </div>
            <Switch
              size="md"
              aria-label={row.title}
              checked={checked(row.key)}
              disabled={save.isPending || busy || (row.key === 'push_notification' && device.state === null)}
              onChange={(e) => void toggle(row.key, e.currentTarget.checked)}
            />
          </Group>
        </div>
      ))}
    </Stack>
  );
}

/** The arrival chime (issue 34): kept in this browser, so it says so. */
function SoundSwitch() {
  const [on, setOn] = useState(soundOn);
  return (
    <Group justify="space-between" wrap="nowrap" py="md" gap="xl">
      <div>
        <Text fw={600}>Sound for new bookings and messages</Text>
        <Text fz="sm" c="dimmed">
          A short chime with each new booking request or client message while the dashboard is open. This
          setting is kept on this device only.
        </Text>
      </div>
      <Switch
        size="md"
        aria-label="Sound for new bookings and messages"
        checked={on}
        onChange={(e) => {
          setSoundOn(e.currentTarget.checked);
          setOn(e.currentTarget.checked);
        }}
      />
    </Group>
  );
}

/** Settings > Notification: e-mail, push and search visibility; the chime; and what clients are sent. */
export default function NotificationPage() {
  return (
    <Stack gap="lg">
      <Panel title="Notifications" description="Choose how we reach you and who can find you." maw={760}>
        <NeedsDetails>{(details) => <PrefsForm details={details} />}</NeedsDetails>
        <Divider />
        <SoundSwitch />
      </Panel>
      <Panel
        title="Client reminders"
        description="Confirmations and reminders your clients get about their bookings."
        maw={760}
      >
        <ReminderSettingsForm />
      </Panel>
    </Stack>
  );
}
