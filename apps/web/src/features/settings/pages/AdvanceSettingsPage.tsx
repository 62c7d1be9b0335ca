import { bookingRulesBody, MSG, type UserDetails } from '@app/shared';
import { Divider, NumberInput, Select, Stack, Switch } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useSaveBookingRules } from '../../../api/settings.ts';
import { Panel } from '../../../components/Panel.tsx';
import { Rule } from '../../../components/Rule.tsx';
import { SaveBar } from '../../../components/SaveBar.tsx';
import { alert } from '../../../lib/alert.ts';
import { num, showSaveError, zodResolver } from '../../../lib/form.ts';
import { noticeOptions } from '../../../lib/notice.ts';
import { DepositPolicyForm } from '../components/DepositPolicyForm.tsx';
import { NeedsDetails } from '../components/NeedsDetails.tsx';

type Values = {
  booking_window: string;
  future_booking_window: number | string;
  rescheduling: boolean;
  rescheduling_hours: number | string;
  automatic_confirm_booking: boolean;
  avoid_gaps: boolean;
  clients_book_series: boolean;
};
const toBody = (v: Values) => ({
  booking_window: Number(v.booking_window),
  future_booking_window: num(v.future_booking_window),
  rescheduling: v.rescheduling,
  rescheduling_hours: num(v.rescheduling_hours),
  automatic_confirm_booking: v.automatic_confirm_booking,
  avoid_gaps: v.avoid_gaps,
  clients_book_series: v.clients_book_series,
});

function RulesForm({ details }: { details: UserDetails }) {
  const save = useSaveBookingRules();
  const rule = details.bookingrule;
  const options = noticeOptions(rule.booking_window);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      booking_window: String(rule.booking_window),
      future_booking_window: rule.future_booking_window,
      rescheduling: rule.rescheduling,
      rescheduling_hours: rule.rescheduling_hours,
      automatic_confirm_booking: rule.automatic_confirm_booking,
      avoid_gaps: rule.avoid_gaps,
      clients_book_series: rule.clients_book_series,
    },
    validate: (values) => zodResolver(bookingRulesBody)(toBody(values)),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const answer = await save.mutateAsync(bookingRulesBody.parse(toBody(values)));
      alert('positive', answer.message ?? MSG.detailsSaved);
      form.resetDirty();
    } catch (error) {
      showSaveError(error, form.setFieldError);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Booking rules">
      <Stack gap={0}>
        <Rule
          title="Minimum notice"
          text="How long before an appointment a customer must book. Protects you from last-minute surprises."
        >
          <Select
            aria-label="Minimum notice"
            w={220}
            data={options.map((o) => ({ value: String(o.value), label: o.label }))}
            allowDeselect={false}
            {...form.getInputProps('booking_window')}
          />
        </Rule>
        <Divider />
        <Rule
          title="How far ahead customers can book"
          text="The furthest date, in days from today, that shows on your booking calendar."
        >
          <NumberInput
            aria-label="How far ahead customers can book"
            w={220}
            min={1}
            max={365}
            allowDecimal={false}
            suffix=" days"
            {...form.getInputProps('future_booking_window')}
          />
        </Rule>
        <Divider />
        <Rule
          title="Allow rescheduling"
          text="Customers can move a booking to another free time instead of cancelling."
        >
          <Switch
            size="md"
            aria-label="Allow rescheduling"
            {...form.getInputProps('rescheduling', { type: 'checkbox' })}
          />
        </Rule>
        {form.values.rescheduling && (
          <Rule
            title="Rescheduling notice"
            text="Until how many hours before the start customers can move a booking themselves. You can always propose a new time."
          >
            <NumberInput
              aria-label="Rescheduling notice"
              w={220}
              min={0}
              max={168}
              allowDecimal={false}
              suffix=" hours"
              {...form.getInputProps('rescheduling_hours')}
            />
          </Rule>
        )}
        <Divider />
        <Rule
          title="Confirm bookings automatically"
          text="New bookings are accepted at once. Turn off to review each request before it is confirmed."
        >
          <Switch
            size="md"
            aria-label="Confirm bookings automatically"
            {...form.getInputProps('automatic_confirm_booking', { type: 'checkbox' })}
          />
        </Rule>
        <Divider />
        <Rule
          title="Avoid gaps"
          text="Only offer times right next to existing bookings, so your day has no idle gaps between appointments."
        >
          <Switch
            size="md"
            aria-label="Avoid gaps"
            {...form.getInputProps('avoid_gaps', { type: 'checkbox' })}
          />
        </Rule>
        <Divider />
        <Rule
          title="Clients can book repeat visits"
          text="On your booking page, a client can book the same service every few weeks (up to 12 visits) in one go. Each visit is a booking of its own, with its deposit."
        >
          <Switch
            size="md"
            aria-label="Clients can book repeat visits"
            {...form.getInputProps('clients_book_series', { type: 'checkbox' })}
          />
        </Rule>
        <SaveBar loading={save.isPending} />
      </Stack>
    </form>
  );
}

/** Settings > Advance settings: the booking rules, and what a deposit protects against. */
export default function AdvanceSettingsPage() {
  return (
    <Stack gap="lg">
      <Panel title="Booking rules" description="Decide when and how customers can book you." maw={860}>
        <NeedsDetails>{(details) => <RulesForm details={details} />}</NeedsDetails>
      </Panel>
      <Panel
        title="Deposits and no-shows"
        description="What you keep of a paid deposit when a customer cancels late or does not come."
        maw={860}
      >
        <DepositPolicyForm />
      </Panel>
    </Stack>
  );
}
