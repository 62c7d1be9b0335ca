import {
  type BusinessHoursBody,
  businessHoursBody,
  DAY_NAMES,
  dayOffBody,
  lagosDay,
  settingsApi,
} from '@app/shared';
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
import { IconCalendarOff, IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import { alert } from '../../../lib/alert.ts';
import { call, reportError } from '../../../lib/api.ts';
import { applyServerErrors } from '../../../lib/form.ts';
import { EmptyState } from '../../services/components/EmptyState.tsx';
import {
  type BusinessHour,
  settingsKeys,
  useBusinessHours,
  useDaysOff,
  useDeleteDayOff,
  useSettingsSave,
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

/** Messages of the shared schema, per weekday (0 = Monday). */
function rowErrors(rows: Row[]): Record<number, string> {
  const body = toBody(rows);
  const result = businessHoursBody.safeParse(body);
  const errors: Record<number, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const index = issue.path[1];
    const day = typeof index === 'number' ? body.days[index]?.day : undefined;
    if (day !== undefined && !(day in errors)) errors[day] = issue.message;
  }
  return errors;
}

function HoursEditor({ hours }: { hours: BusinessHour[] }) {
  const [rows, setRows] = useState<Row[]>(() => toRows(hours));
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const save = useSettingsSave((body: BusinessHoursBody) => call(settingsApi.hours, { body }), {
    invalidate: [settingsKeys.schedule],
  });

  const update = (day: number, patch: Partial<Row>) => {
    setDirty(true);
    setRows((current) => current.map((r) => (r.day === day ? { ...r, ...patch } : r)));
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const found = rowErrors(rows);
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      const answer = await save.mutateAsync(businessHoursBody.parse(toBody(rows)));
      alert('positive', answer.message ?? 'Business hours saved');
      setDirty(false);
    } catch (error) {
      const messages: string[] = [];
      if (applyServerErrors(error, (_field, message) => messages.push(message)))
        setServerError(messages.join(' '));
      else reportError(error);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Business hours">
      <Stack gap={0}>
        {rows.map((row) => {
          const name = DAY_NAMES[row.day] ?? '';
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
                  checked={row.open}
                  onChange={(e) => update(row.day, { open: e.currentTarget.checked })}
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
                      value={row.open_time}
                      onChange={(e) => update(row.day, { open_time: e.currentTarget.value })}
                      w={150}
                    />
                    <Text c="dimmed">to</Text>
                    <TextInput
                      type="time"
                      aria-label={`${name} closing time`}
                      value={row.close_time}
                      onChange={(e) => update(row.day, { close_time: e.currentTarget.value })}
                      w={150}
                    />
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      leftSection={<IconPlus size={14} />}
                      disabled={row.breaks.length >= 5}
                      onClick={() =>
                        update(row.day, {
                          breaks: [...row.breaks, { start_time: '13:00', end_time: '14:00', key: nextKey++ }],
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
                        value={b.start_time}
                        onChange={(e) =>
                          update(row.day, {
                            breaks: row.breaks.map((x, j) =>
                              j === i ? { ...x, start_time: e.currentTarget.value } : x,
                            ),
                          })
                        }
                        w={130}
                      />
                      <Text c="dimmed" fz="sm">
                        to
                      </Text>
                      <TextInput
                        type="time"
                        size="sm"
                        aria-label={`${name} break ${i + 1} end`}
                        value={b.end_time}
                        onChange={(e) =>
                          update(row.day, {
                            breaks: row.breaks.map((x, j) =>
                              j === i ? { ...x, end_time: e.currentTarget.value } : x,
                            ),
                          })
                        }
                        w={130}
                      />
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Remove ${name} break ${i + 1}`}
                        onClick={() => update(row.day, { breaks: row.breaks.filter((_, j) => j !== i) })}
                      >
                        <IconX size={16} />
                      </ActionIcon>
                    </Group>
                  ))}
                  {errors[row.day] && (
                    <Text c="red" fz="sm" role="alert">
                      {errors[row.day]}
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
        <Button type="submit" loading={save.isPending} disabled={!dirty}>
          Save hours
        </Button>
      </Group>
    </form>
  );
}

function DaysOff() {
  const daysOff = useDaysOff();
  const client = useQueryClient();
  const remove = useDeleteDayOff();
  const [date, setDate] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ date?: string; reason?: string }>({});
  const [adding, setAdding] = useState(false);
  const today = lagosDay(new Date());
  const list = [...(daysOff.data ?? [])].sort((a, b) => a.date.localeCompare(b.date));

  const add = async (event: React.FormEvent) => {
    event.preventDefault();
    const body = { date, reason: reason.trim() || null };
    const parsed = dayOffBody.safeParse(body);
    if (!date) return setErrors({ date: 'Choose a date' });
    if (!parsed.success) return setErrors({ date: parsed.error.issues[0]?.message });
    setErrors({});
    setAdding(true);
    try {
      await call(settingsApi.addDayOff, { body: parsed.data });
      await client.invalidateQueries({ queryKey: settingsKeys.schedule });
      alert('positive', 'Day off added');
      setDate('');
      setReason('');
    } catch (error) {
      if (!applyServerErrors(error, (field, message) => setErrors((e) => ({ ...e, [field]: message }))))
        reportError(error);
    } finally {
      setAdding(false);
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
          <Button type="submit" mt={30} loading={adding} leftSection={<IconPlus size={16} />}>
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
