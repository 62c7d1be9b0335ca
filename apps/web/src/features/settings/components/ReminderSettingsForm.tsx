import { REMINDERS, type ReminderSettingsBody, reminderSettingsBody } from '@app/shared';
import { Divider, Group, MultiSelect, Skeleton, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useReminderSettings, useSaveReminderSettings } from '../../../api/reminders.ts';
import { Rule } from '../../../components/Rule.tsx';
import { SaveBar } from '../../../components/SaveBar.tsx';
import { alert } from '../../../lib/alert.ts';
import { showSaveError, zodResolver } from '../../../lib/form.ts';

/** The reminder times offered; a time saved earlier that is not among them is offered too. */
const HOURS = [1, 2, 3, 4, 6, 12, 24, 48, 72];
const label = (hours: number) =>
  hours % 24 === 0
    ? `${hours / 24} day${hours === 24 ? '' : 's'} before`
    : `${hours} hour${hours === 1 ? '' : 's'} before`;

type Values = Omit<ReminderSettingsBody, 'reminder_hours'> & { reminder_hours: string[] };
const toBody = (v: Values): ReminderSettingsBody => ({
  ...v,
  reminder_hours: v.reminder_hours.map(Number).sort((a, b) => b - a),
});

const CHANNELS = [
  { key: 'whatsapp', title: 'WhatsApp', text: 'Tried first: what almost every client reads.' },
  { key: 'sms', title: 'SMS', text: 'When WhatsApp cannot reach the client.' },
  { key: 'email', title: 'E-mail', text: 'When neither reaches them, or they left no phone number.' },
] as const;

function SettingsForm({ settings }: { settings: ReminderSettingsBody }) {
  const save = useSaveReminderSettings();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { ...settings, reminder_hours: settings.reminder_hours.map(String) },
    validate: (values) => zodResolver(reminderSettingsBody)(toBody(values)),
  });
  const options = [...new Set([...HOURS, ...settings.reminder_hours])]
    .sort((a, b) => a - b)
    .map((h) => ({ value: String(h), label: label(h) }));

  const submit = form.onSubmit(async (values) => {
    try {
      const answer = await save.mutateAsync(reminderSettingsBody.parse(toBody(values)));
      alert('positive', answer.message);
      form.resetDirty();
    } catch (error) {
      showSaveError(error, form.setFieldError);
    }
  });
  const quiet = form.values.quiet_hours_enabled;

  return (
    <form onSubmit={submit} noValidate aria-label="Client reminders">
      <Stack gap={0}>
        <Rule
          title="Reminders"
          text={`Clients get a confirmation when you approve a booking, a message if you move or cancel it, and a reminder at each time you choose (up to ${REMINDERS.maxReminders}).`}
        >
          <MultiSelect
            aria-label="Reminder times"
            w={280}
            data={options}
            maxValues={REMINDERS.maxReminders}
            placeholder={form.values.reminder_hours.length ? undefined : 'No reminders'}
            {...form.getInputProps('reminder_hours')}
          />
        </Rule>
        <Divider />
        <Rule
          title="Quiet hours"
          text="No messages in these hours (Lagos time): one due then waits until they end. If the appointment starts before they end, its reminder goes out just before they begin, or not at all once that has passed."
        >
          <Stack gap="xs" align="flex-end">
            <Switch
              size="md"
              aria-label="Quiet hours"
              {...form.getInputProps('quiet_hours_enabled', { type: 'checkbox' })}
            />
            <Group gap="xs" wrap="nowrap">
              <TextInput
                type="time"
                aria-label="Quiet hours begin"
                w={140}
                disabled={!quiet}
                {...form.getInputProps('quiet_start')}
              />
              <Text fz="sm" c="dimmed">
                to
              </Text>
              <TextInput
                type="time"
                aria-label="Quiet hours end"
                w={140}
                disabled={!quiet}
                {...form.getInputProps('quiet_end')}
              />
            </Group>
          </Stack>
        </Rule>
        {CHANNELS.map((channel) => (
          <Stack gap={0} key={channel.key}>
            <Divider />
            <Rule title={channel.title} text={channel.text}>
              <Switch
                size="md"
                aria-label={`Send by ${channel.title}`}
                {...form.getInputProps(channel.key, { type: 'checkbox' })}
              />
            </Rule>
          </Stack>
        ))}
        {!CHANNELS.some((c) => form.values[c.key]) && (
          <Text fz="sm" c="red" role="status">
            With every channel off, clients get no messages from you.
          </Text>
        )}
        <SaveBar loading={save.isPending} label="Save reminders" dirty={form.isDirty()} />
      </Stack>
    </form>
  );
}

/** Settings > Notification > Client reminders: when and how clients hear about their bookings. */
export function ReminderSettingsForm() {
  const settings = useReminderSettings();
  if (settings.data) return <SettingsForm settings={settings.data} />;
  if (settings.isError)
    return (
      <Text c="dimmed" fz="sm">
        Your reminder settings could not be loaded. Reload the page to try again.
      </Text>
    );
  return (
    <Stack>
      <Skeleton h={44} />
      <Skeleton h={44} />
      <Skeleton h={44} />
    </Stack>
  );
}
