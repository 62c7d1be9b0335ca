import { businessHoursBody, DAY_NAMES, dayOffBody, lagosDay } from '@app/shared';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { IconCalendarOff, IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { type ReactNode, useState } from 'react';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { alert } from '../../../lib/alert.ts';
import { reportError } from '../../../lib/api.ts';
import { applyServerErrors, zodResolver } from '../../../lib/form.ts';
import {
  type BusinessHour,
  useAddDayOff,
  useBusinessHours,
  useDaysOff,
  useDeleteDayOff,
  useSaveBusinessHours,
} from '../api/settings.ts';
import { Panel } from '../components/Panel.tsx';

type Row = {
  day: number;
  open: boolean;
  open_time: string;
  close_time: string;
  breaks: { start_time: string; end_time: string; key: number }[];
};

let nextKey = 1;

const toRows = (hours: BusinessHour[]): Row[] =>
  DAY_NAMES.map((_, day) => {
    const found = hours.find((h) => h.day === day);
    return {
      day,
      open: found != null,
      open_time: found?.open_time.slice(0, 5) ?? '09:00',
      close_time: found?.close_time.slice(0, 5) ?? '18:00',
      breaks: (found?.breaks ?? []).map((b) => ({
        start_time: b.start_time.slice(0, 5),
        end_time: b.end_time.slice(0, 5),
        key: nextKey++,
      })),
    };
  });

const toBody = (rows: Row[]) => ({
  days: rows
    .filter((r) => r.open)
    .map((r) => ({
      day: r.day,
      open_time: r.open_time,
      close_time: r.close_time,
      breaks: r.breaks.map(({ start_time, end_time }) => ({ start_time, end_time })),
    })),
});

type Values = { rows: Row[] };

/**
 * The shared schema's messages on the form's rows: it numbers the open days only ('days.1.close_time'),
 * the form every weekday ('rows.2.close_time', 0 = Monday).
 */
function validate({ rows }: Values): FormErrors {
  const open = rows.filter((r) => r.open);
  return Object.fromEntries(
    Object.entries(zodResolver(businessHoursBody)(toBody(rows))).map(([path, message]) => [
      path.replace(/^days\.(\d+)/, (_, i: string) => `rows.${open[Number(i)]?.day}`),
      message,
    ]),
  );
}

/** Where a field's message comes in a row: the order the schema checks a day in. */
const fieldOrder = (path: string) => {
  const [field, index] = path.split('.');
  if (field === 'breaks') return 3 + Number(index);
  return ['day', 'open_time', 'close_time'].indexOf(field ?? '');
};

/** A weekday's message: the first of its fields' errors. */
function rowError(errors: FormErrors, day: number): ReactNode {
  const prefix = `rows.${day}.`;
  const [first] = Object.keys(errors)
    .filter((path) => path.startsWith(prefix))
    .sort((a, b) => fieldOrder(a.slice(prefix.length)) - fieldOrder(b.slice(prefix.length)));
  return first === undefined ? null : errors[first];
}

function HoursEditor({ hours }: { hours: BusinessHour[] }) {
  const [serverError, setServerError] = useState<string | null>(null);
  const save = useSaveBusinessHours();
  const form = useForm<Values>({ mode: 'controlled', initialValues: { rows: toRows(hours) }, validate });

  const submit = form.onSubmit(async ({ rows }) => {
    setServerError(null);
    try {
      const answer = await save.mutateAsync(businessHoursBody.parse(toBody(rows)));
      alert('positive', answer.message ?? 'Business hours saved');
      form.resetDirty();
    } catch (error) {
      const messages: string[] = [];
      if (applyServerErrors(error, (_field, message) => messages.push(message)))
        setServerError(messages.join(' '));
      else reportError(error);
    }
  });

  /** A time input of a row: the shared schema's message shows under the row, the input is marked. */
  const timeProps = (path: string) => {
    const { error, ...props } = form.getInputProps(path);
    return { ...props, error: Boolean(error) };
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Business hours">
      <Stack gap={0}>
        {form.values.rows.map((row) => {
          const name = DAY_NAMES[row.day] ?? '';
          const at = `rows.${row.day}`;
          const error = rowError(form.errors, row.day);
          return (
            <Group
              key={row.day}
              align="flex-start"
              wrap="nowrap"
              py="md"
              gap="lg"
              style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
              data-day={name}
            >
              <Group w={200} gap="sm" wrap="nowrap" mt={8}>
                <Switch
                  {...form.getInputProps(`${at}.open`, { type: 'checkbox' })}
                  aria-label={`${name} open`}
                />
                <div>
                  <Text fw={600}>{name}</Text>
                  <Text fz="xs" c={row.open ? 'green.9' : 'dimmed'}>
                    {row.open ? 'Open' : 'Closed'}
                  </Text>
                </div>
              </Group>
              {row.open ? (
                <Stack gap="xs" style={{ flex: 1 }}>
                  <Group gap="sm" align="center">
                    <TextInput
                      type="time"
                      aria-label={`${name} opening time`}
                      {...timeProps(`${at}.open_time`)}
                      w={150}
                    />
                    <Text c="dimmed">to</Text>
                    <TextInput
                      type="time"
                      aria-label={`${name} closing time`}
                      {...timeProps(`${at}.close_time`)}
                      w={150}
                    />
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      leftSection={<IconPlus size={14} />}
                      disabled={row.breaks.length >= 5}
                      onClick={() =>
                        form.insertListItem(`${at}.breaks`, {
                          start_time: '13:00',
                          end_time: '14:00',
                          key: nextKey++,
                        })
                      }
                      aria-label={`Add break on ${name}`}
                    >
                      Add break
                    </Button>
                  </Group>
                  {row.breaks.map((b, i) => (
                    <Group key={b.key} gap="sm" align="center" pl="md">
                      <Badge variant="light" color="gray" w={70}>
                        Break
                      </Badge>
                      <TextInput
                        type="time"
                        size="sm"
                        aria-label={`${name} break ${i + 1} start`}
                        {...timeProps(`${at}.breaks.${i}.start_time`)}
                        w={130}
                      />
                      <Text c="dimmed" fz="sm">
                        to
                      </Text>
                      <TextInput
                        type="time"
                        size="sm"
                        aria-label={`${name} break ${i + 1} end`}
                        {...timeProps(`${at}.breaks.${i}.end_time`)}
                        w={130}
                      />
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Remove ${name} break ${i + 1}`}
                        onClick={() => form.removeListItem(`${at}.breaks`, i)}
                      >
                        <IconX size={16} />
                      </ActionIcon>
                    </Group>
                  ))}
                  {error && (
                    <Text c="red" fz="sm" role="alert">
                      {error}
                    </Text>
                  )}
                </Stack>
              ) : (
                <Text c="dimmed" mt={8}>
                  Customers cannot book on {name}s.
                </Text>
              )}
            </Group>
          );
        })}
      </Stack>
      {serverError && (
        <Alert color="red" mt="md" variant="light">
          {serverError}
        </Alert>
      )}
      <Group justify="flex-end" mt="lg">
        <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
          Save hours
        </Button>
      </Group>
    </form>
  );
}

function DaysOff() {
  const daysOff = useDaysOff();
  const addDayOff = useAddDayOff();
  const remove = useDeleteDayOff();
  const [date, setDate] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ date?: string; reason?: string }>({});
  const today = lagosDay(new Date());
  const list = [...(daysOff.data ?? [])].sort((a, b) => a.date.localeCompare(b.date));

  const add = async (event: React.FormEvent) => {
    event.preventDefault();
    const body = { date, reason: reason.trim() || null };
    const parsed = dayOffBody.safeParse(body);
    if (!date) return setErrors({ date: 'Choose a date' });
    if (!parsed.success) return setErrors({ date: parsed.error.issues[0]?.message });
    setErrors({});
    try {
      await addDayOff.mutateAsync(parsed.data);
      alert('positive', 'Day off added');
      setDate('');
      setReason('');
    } catch (error) {
      if (!applyServerErrors(error, (field, message) => setErrors((e) => ({ ...e, [field]: message }))))
        reportError(error);
    }
  };

  const doRemove = async (id: number) => {
    try {
      await remove.mutateAsync(id);
      alert('positive', 'Day off removed');
    } catch (error) {
      reportError(error);
    }
  };

  return (
    <Panel
      title="Days off"
      description="Holidays and other days you are closed. Customers cannot book them."
      maw={900}
    >
      <form onSubmit={(e) => void add(e)} noValidate aria-label="Add day off">
        <Group align="flex-start" gap="sm">
          <TextInput
            type="date"
            label="Date"
            min={today}
            value={date}
            error={errors.date}
            onChange={(e) => setDate(e.currentTarget.value)}
            w={200}
          />
          <TextInput
            label="Reason"
            placeholder="Optional, e.g. Public holiday"
            value={reason}
            maxLength={200}
            error={errors.reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button type="submit" mt={30} loading={addDayOff.isPending} leftSection={<IconPlus size={16} />}>
            Add day off
          </Button>
        </Group>
      </form>
      <Paper withBorder radius="md" mt="lg">
        {!daysOff.data ? (
          <Skeleton h={80} />
        ) : list.length === 0 ? (
          <EmptyState
            icon={<IconCalendarOff size={26} />}
            title="No days off"
            text="You are open on every working day."
          />
        ) : (
          <Table verticalSpacing="sm" horizontalSpacing="md">
            <Table.Tbody>
              {list.map((d) => (
                <Table.Tr key={d.id} data-day-off={d.date}>
                  <Table.Td fw={600} w={220}>
                    {dayjs(d.date).format('ddd, DD MMM YYYY')}
                  </Table.Td>
                  <Table.Td c={d.reason ? undefined : 'dimmed'}>{d.reason || 'No reason given'}</Table.Td>
                  <Table.Td w={60}>
                    <Tooltip label="Remove">
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Remove day off ${d.date}`}
                        onClick={() => void doRemove(d.id)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Tooltip>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Paper>
    </Panel>
  );
}

/** Settings > Business settings > Business hours: the week with breaks, and days off. */
export default function BusinessHoursPage() {
  const hours = useBusinessHours();
  return (
    <Stack gap="lg">
      <Panel
        title="Business hours"
        description="Switch a day on to open it, set its hours and add breaks customers cannot book."
        maw={900}
      >
        {hours.data ? <HoursEditor hours={hours.data} /> : <Skeleton h={420} radius="md" />}
      </Panel>
      <DaysOff />
    </Stack>
  );
}
