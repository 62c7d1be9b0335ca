import {
  BOOKING_SOURCES,
  type BookingSource,
  blockedTimeBody,
  formatNaira,
  formatTime,
  fromLagos,
  lagosDay,
  seriesBody,
  seriesDates,
  seriesProblem,
  type WalkInBody,
  walkInBody,
} from '@app/shared';
import {
  Alert,
  Button,
  Group,
  Modal,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { formatDuration, useServices } from '../../../api/catalogue.ts';
import { useStaff } from '../../../api/staff.ts';
import { alert } from '../../../lib/alert.ts';
import { isApiError, reportError } from '../../../lib/api.ts';
import { applyServerErrors, zodResolver } from '../../../lib/form.ts';
import { useAddBlockedTime, useAddWalkIn, useBookSeries, usePreviewSeries } from '../api/calendar.ts';
import { calendarDialogs, type EntryKind, type TimeRange, useCalendarDialogs } from '../entryDialogs.ts';
import { NO_REPEAT, type PlannedVisit, RepeatFields, repeatOf, SeriesVisits } from './RepeatVisits.tsx';

const TITLES: Record<EntryKind, string> = { booking: 'Add booking', block: 'Block time' };
const SOURCE_LABELS: Record<BookingSource, string> = { walk_in: 'Walk-in', phone: 'Phone' };

/**
 * The calendar's Add dialog: a walk-in or phone booking, or blocked time, prefilled with the time
 * the vendor selected on the schedule (or the next free-looking hour from the page's buttons).
 */
export function CalendarEntryDialog() {
  const { entry } = useCalendarDialogs();
  return (
    <Modal
      opened={entry != null}
      onClose={calendarDialogs.closeEntry}
      title={entry ? TITLES[entry.kind] : ''}
      size={520}
      radius="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {entry && (
        <Stack gap="md">
          <SegmentedControl
            aria-label="What to add"
            fullWidth
            value={entry.kind}
            onChange={(kind) => calendarDialogs.setEntryKind(kind as EntryKind)}
            data={[
              { value: 'booking', label: TITLES.booking },
              { value: 'block', label: TITLES.block },
            ]}
          />
          {entry.kind === 'booking' ? (
            <WalkInForm range={entry.range} onDone={calendarDialogs.closeEntry} />
          ) : (
            <BlockTimeForm range={entry.range} onDone={calendarDialogs.closeEntry} />
          )}
        </Stack>
      )}
    </Modal>
  );
}

/**
 * A failed save: field errors (400/422) go next to their fields; a refusal of the time itself (409,
 * e.g. 'Wash & Set: This time is no longer available') stays in the dialog, worded by the server.
 */
function useServerRefusal(setFieldError: (field: string, message: string) => void) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const fail = (error: unknown) => {
    if (applyServerErrors(error, setFieldError)) return;
    if (isApiError(error) && error.status === 409) setRefusal(error.body.message);
    else reportError(error);
  };
  const shown = refusal && (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
      {refusal}
    </Alert>
  );
  return { fail, clear: () => setRefusal(null), show: setRefusal, shown };
}

/**
 * Whose time an entry takes, when the business has a team: a member (for a booking, one who
 * performs the chosen service), or none — the vendor's own booking, or the whole business's time.
 */
function StaffField({
  serviceId,
  none,
  ...input
}: {
  serviceId?: string | null;
  none: string;
  value?: string;
  onChange?: (value: string | null) => void;
}) {
  const team = useStaff().data ?? [];
  if (!team.length) return null;
  const able = team.filter(
    (m) =>
      m.active &&
      (serviceId === undefined || (serviceId !== null && m.service_ids.includes(Number(serviceId)))),
  );
  return (
    <Select
      label="Team member"
      allowDeselect={false}
      data={[{ value: '', label: none }, ...able.map((m) => ({ value: String(m.id), label: m.name }))]}
      comboboxProps={{ zIndex: 1000 }}
      {...input}
    />
  );
}
// None: left out of the request, which is then exactly what it was before teams.
const staffIdOf = (value: string) => (value ? Number(value) : undefined);

type WalkInValues = {
  source: BookingSource;
  staff: string;
  service_id: string | null;
  date: string;
  time: string;
  client_name: string;
  client_phone: string;
  client_email: string;
  note: string;
};
const toWalkIn = ({ staff, ...v }: WalkInValues) => ({
  ...v,
  service_id: v.service_id ? Number(v.service_id) : undefined,
  staff_id: staffIdOf(staff),
});

/**
 * A series of visits (issue 36): checked first (each date free or why not), then the free ones
 * booked in one request, with one Idempotency-Key per checked plan. Any change of the booking's
 * fields or the repeat drops the plan, so what is booked is always what was last shown.
 */
function useSeriesPlan(refusal: ReturnType<typeof useServerRefusal>) {
  const [repeat, setRepeat] = useState(NO_REPEAT);
  const [plan, setPlan] = useState<{ visits: PlannedVisit[]; key: string } | null>(null);
  const preview = usePreviewSeries();
  const book = useBookSeries();
  const check = async (walkIn: WalkInBody, visits: { date: string; time: string }[]) => {
    const answer = await preview.mutateAsync({
      service_id: walkIn.service_id,
      staff_id: walkIn.staff_id,
      visits,
    });
    setPlan({ visits: answer.visits, key: crypto.randomUUID() });
  };
  return {
    repeat,
    plan,
    pending: preview.isPending || book.isPending,
    free: plan?.visits.filter((v) => v.problem === null && !v.changed) ?? [],
    stale: plan?.visits.some((v) => v.changed) ?? false,
    setRepeat: (value: typeof NO_REPEAT) => {
      setRepeat(value);
      setPlan(null);
    },
    drop: () => setPlan(null),
    /** Lists the series' dates at the chosen time and asks the server about each. */
    start: async (walkIn: WalkInBody) => {
      const dates = seriesDates(walkIn.date, repeatOf(repeat));
      const problem = seriesProblem(dates);
      if (problem) return refusal.show(problem);
      await check(
        walkIn,
        dates.map((date) => ({ date, time: walkIn.time })),
      );
    },
    recheck: (walkIn: WalkInBody) =>
      check(walkIn, plan?.visits.map(({ date, time }) => ({ date, time })) ?? []),
    moveVisit: (index: number, time: string) =>
      setPlan(
        (p) =>
          p && { ...p, visits: p.visits.map((v, i) => (i === index ? { ...v, time, changed: true } : v)) },
      ),
    save: (walkIn: WalkInBody, visits: { date: string; time: string }[], key: string) => {
      const { date: _date, time: _time, ...client } = walkIn;
      return book.mutateAsync({
        body: seriesBody.parse({ ...client, every_weeks: repeat.every, visits }),
        key,
      });
    },
  };
}

function WalkInForm({ range, onDone }: { range: TimeRange; onDone: () => void }) {
  const services = useServices();
  const add = useAddWalkIn();
  const form = useForm<WalkInValues>({
    onValuesChange: () => series.drop(),
    mode: 'controlled',
    initialValues: {
      source: 'walk_in',
      staff: '',
      service_id: null,
      date: range.date,
      time: range.start,
      client_name: '',
      client_phone: '',
      client_email: '',
      note: '',
    },
    validate: (values) => zodResolver(walkInBody)(toWalkIn(values)),
  });
  const refusal = useServerRefusal(form.setFieldError);
  const series = useSeriesPlan(refusal);
  const sourceLabel = useId();
  const { values } = form;
  const service = services.data?.find((s) => String(s.id) === values.service_id);
  const start = fromLagos(values.date, values.time);
  const ends =
    service && !Number.isNaN(start.getTime())
      ? `${formatDuration(service.duration_minutes)}, until ${formatTime(start.getTime() + service.duration_minutes * 60_000)}`
      : undefined;

  const submit = form.onSubmit(async (v) => {
    refusal.clear();
    try {
      const walkIn = walkInBody.parse(toWalkIn(v));
      if (series.repeat.on) {
        const { plan } = series;
        if (!plan) return await series.start(walkIn);
        if (series.stale) return await series.recheck(walkIn);
        const answer = await series.save(
          walkIn,
          series.free.map(({ date, time }) => ({ date, time })),
          plan.key,
        );
        alert('positive', answer.message);
        return onDone();
      }
      const answer = await add.mutateAsync(walkIn);
      alert('positive', answer.message);
      onDone();
    } catch (error) {
      refusal.fail(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Add booking">
      <Stack gap="sm">
        {refusal.shown}
        <Stack gap={4}>
          <Text id={sourceLabel} fz="sm" fw={500}>
            How the client booked
          </Text>
          <SegmentedControl
            aria-labelledby={sourceLabel}
            data={BOOKING_SOURCES.map((value) => ({ value, label: SOURCE_LABELS[value] }))}
            {...form.getInputProps('source')}
          />
        </Stack>
        <Select
          label="Service"
          placeholder={services.isLoading ? 'Loading your services…' : 'Choose a service'}
          required
          searchable
          nothingFoundMessage="No service by that name"
          data={(services.data ?? []).map((s) => ({
            value: String(s.id),
            label: `${s.name} · ${formatNaira(s.price)}`,
          }))}
          description={ends}
          {...form.getInputProps('service_id')}
          onChange={(value) => {
            form.setFieldValue('service_id', value);
            // A member who does not perform the new service cannot take it.
            form.setFieldValue('staff', '');
          }}
        />
        <StaffField
          serviceId={values.service_id}
          none="Me (no team member)"
          {...form.getInputProps('staff')}
        />
        <SimpleGrid cols={2} spacing="sm">
          <TextInput
            type="date"
            label="Date"
            required
            min={lagosDay(new Date())}
            {...form.getInputProps('date')}
          />
          <TextInput type="time" label="Start time" required step={300} {...form.getInputProps('time')} />
        </SimpleGrid>
        <SimpleGrid cols={2} spacing="sm">
          <TextInput
            label="Client's name"
            required
            maxLength={60}
            autoComplete="off"
            {...form.getInputProps('client_name')}
          />
          <TextInput
            label="Client's phone"
            required
            type="tel"
            maxLength={16}
            autoComplete="off"
            {...form.getInputProps('client_phone')}
          />
        </SimpleGrid>
        <TextInput
          label="Client's e-mail (optional)"
          type="email"
          autoComplete="off"
          {...form.getInputProps('client_email')}
        />
        <Textarea
          label="Note (optional)"
          autosize
          minRows={1}
          maxRows={4}
          maxLength={500}
          {...form.getInputProps('note')}
        />
        <RepeatFields value={series.repeat} onChange={series.setRepeat} />
        {series.plan && <SeriesVisits visits={series.plan.visits} onTime={series.moveVisit} />}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button
            type="submit"
            loading={add.isPending || series.pending}
            disabled={series.plan !== null && !series.stale && series.free.length === 0}
          >
            {!series.repeat.on
              ? 'Add booking'
              : !series.plan
                ? 'Check dates'
                : series.stale
                  ? 'Check again'
                  : `Book ${series.free.length} ${series.free.length === 1 ? 'visit' : 'visits'}`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type BlockValues = { date: string; start_time: string; end_time: string; reason: string; staff: string };
const toBlock = ({ staff, ...v }: BlockValues) => ({ ...v, staff_id: staffIdOf(staff) });

function BlockTimeForm({ range, onDone }: { range: TimeRange; onDone: () => void }) {
  const add = useAddBlockedTime();
  const form = useForm<BlockValues>({
    mode: 'controlled',
    initialValues: { date: range.date, start_time: range.start, end_time: range.end, reason: '', staff: '' },
    validate: (values) => zodResolver(blockedTimeBody)(toBlock(values)),
  });
  const refusal = useServerRefusal(form.setFieldError);

  const submit = form.onSubmit(async (v) => {
    refusal.clear();
    try {
      const answer = await add.mutateAsync(blockedTimeBody.parse(toBlock(v)));
      alert('positive', answer.message);
      onDone();
    } catch (error) {
      refusal.fail(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Block time">
      <Stack gap="sm">
        {refusal.shown}
        <TextInput
          type="date"
          label="Date"
          required
          min={lagosDay(new Date())}
          {...form.getInputProps('date')}
        />
        <SimpleGrid cols={2} spacing="sm">
          <TextInput type="time" label="From" required step={300} {...form.getInputProps('start_time')} />
          <TextInput type="time" label="Until" required step={300} {...form.getInputProps('end_time')} />
        </SimpleGrid>
        <TextInput
          label="Reason (optional)"
          placeholder="e.g. Staff training"
          description="Customers cannot book this time; you see the reason on your calendar."
          maxLength={200}
          {...form.getInputProps('reason')}
        />
        <StaffField none="Everyone (the whole business)" {...form.getInputProps('staff')} />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={add.isPending}>
            Block time
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
