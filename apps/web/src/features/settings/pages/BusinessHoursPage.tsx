import { businessHoursBody, dayOffBody, lagosDay } from '@app/shared';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { IconCalendarOff, IconPlus, IconTrash } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import {
  type BusinessHour,
  useAddDayOff,
  useBusinessHours,
  useDaysOff,
  useDeleteDayOff,
  useSaveBusinessHours,
} from '../../../api/settings.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { Panel } from '../../../components/Panel.tsx';
import { toWeek, toWeekRows, WeekFields, type WeekRow, weekErrors } from '../../../components/WeekFields.tsx';
import { alert } from '../../../lib/alert.ts';
import { reportError } from '../../../lib/api.ts';
import { applyServerErrors, zodResolver } from '../../../lib/form.ts';

type Values = { rows: WeekRow[] };

const toBody = (rows: WeekRow[]) => ({ days: toWeek(rows) });

function validate({ rows }: Values): FormErrors {
  return weekErrors(zodResolver(businessHoursBody)(toBody(rows)), rows);
}

function HoursEditor({ hours }: { hours: BusinessHour[] }) {
  const [serverError, setServerError] = useState<string | null>(null);
  const save = useSaveBusinessHours();
  const form = useForm<Values>({ mode: 'controlled', initialValues: { rows: toWeekRows(hours) }, validate });

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

  return (
    <form onSubmit={submit} noValidate aria-label="Business hours">
      <WeekFields form={form} closed={(name) => `Customers cannot book on ${name}s.`} />
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
