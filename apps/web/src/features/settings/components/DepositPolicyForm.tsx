import {
  type CancellationPolicyBody,
  cancellationPolicyBody,
  MISSED_DEPOSIT,
  MSG,
  missedRuleProblem,
  missedRuleText,
} from '@app/shared';
import { Checkbox, Divider, Group, NumberInput, Skeleton, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconShieldCheck } from '@tabler/icons-react';
import { useCancellationPolicy, useSaveCancellationPolicy } from '../../../api/settings.ts';
import { Rule } from '../../../components/Rule.tsx';
import { SaveBar } from '../../../components/SaveBar.tsx';
import { alert } from '../../../lib/alert.ts';
import { num, showSaveError, zodResolver } from '../../../lib/form.ts';

type Values = Record<
  Exclude<keyof CancellationPolicyBody, 'missed_deposit_late_cancels'>,
  number | string
> & {
  missed_deposit_late_cancels: boolean;
};

const toBody = (v: Values) => ({
  free_cancel_hours: num(v.free_cancel_hours),
  late_cancel_fee_percent: num(v.late_cancel_fee_percent),
  no_show_fee_percent: num(v.no_show_fee_percent),
  no_show_grace_minutes: num(v.no_show_grace_minutes),
  missed_deposit_after: num(v.missed_deposit_after),
  missed_deposit_percent: num(v.missed_deposit_percent),
  missed_deposit_late_cancels: v.missed_deposit_late_cancels,
});

/** The schema's checks and the misses rule's (an active rule needs a share), as the server's. */
const problems = (values: Values) => {
  const errors = zodResolver(cancellationPolicyBody)(toBody(values));
  const body = toBody(values);
  const problem = missedRuleProblem({
    missed_deposit_after: body.missed_deposit_after ?? 0,
    missed_deposit_percent: body.missed_deposit_percent ?? 0,
    missed_deposit_late_cancels: body.missed_deposit_late_cancels,
  });
  return problem ? { ...errors, missed_deposit_percent: problem } : errors;
};

const graceWords = (minutes = 0) =>
  minutes === 0
    ? 'once it has started'
    : `${minutes} ${minutes === 1 ? 'minute' : 'minutes'} after its start`;

/** The policy in a customer's words, from the figures as typed (once they are valid). */
function PolicySummary({ values }: { values: Values }) {
  const parsed = cancellationPolicyBody.safeParse(toBody(values));
  if (!parsed.success) return null;
  const p = parsed.data;
  const hours = p.free_cancel_hours === 1 ? '1 hour' : `${p.free_cancel_hours} hours`;
  return (
    // A summary that follows the inputs, not an alert: screen readers should not announce each keystroke.
    <Group
      wrap="nowrap"
      align="flex-start"
      gap="xs"
      mt="xs"
      p="sm"
      bg="var(--mantine-color-brand-light)"
      style={{ borderRadius: 8 }}
    >
      <IconShieldCheck size={18} style={{ flexShrink: 0, marginTop: 2 }} />
      <Text fz="sm" data-testid="policy-summary">
        Customers who cancel at least {hours} before get their deposit back. Later than that you keep{' '}
        {p.late_cancel_fee_percent} % of it, and {p.no_show_fee_percent} % when they don't come; the rest is
        refunded. A booking can be marked a no-show {graceWords(p.no_show_grace_minutes)}. When you reject or
        cancel a booking, the deposit is refunded in full.
        {missedRuleText({ ...MISSED_DEPOSIT.off, ...p })
          ? ` ${missedRuleText({ ...MISSED_DEPOSIT.off, ...p })}`
          : ''}
      </Text>
    </Group>
  );
}

/** The policy's three figures, in the order a provider thinks of them. */
const POLICY_FIELDS = [
  {
    key: 'free_cancel_hours',
    title: 'Free cancellation',
    text: 'Customers who cancel at least this long before the appointment get their whole deposit back.',
    max: 168,
    suffix: ' hours',
  },
  {
    key: 'late_cancel_fee_percent',
    title: 'Late-cancellation fee',
    text: 'The share of the deposit you keep when a customer cancels later than that.',
    max: 100,
    suffix: ' %',
  },
  {
    key: 'no_show_fee_percent',
    title: 'No-show fee',
    text: 'The share of the deposit you keep when you mark a booking as a no-show.',
    max: 100,
    suffix: ' %',
  },
  {
    key: 'no_show_grace_minutes',
    title: 'No-show grace period',
    text: 'How long after the start a client may still arrive: No-show is offered only once it has passed.',
    max: 240,
    suffix: ' minutes',
  },
  {
    key: 'missed_deposit_after',
    title: 'Deposit after missed bookings',
    text: 'Clients who missed this many bookings with you are asked a deposit on every service, even one without a deposit (0: never).',
    max: MISSED_DEPOSIT.maxAfter,
    suffix: ' missed',
  },
  {
    key: 'missed_deposit_percent',
    title: 'Their deposit',
    text: 'The share of the price those clients pay when they book online; a service whose own deposit is larger keeps its own.',
    max: 100,
    suffix: ' %',
  },
] as const satisfies readonly {
  key: keyof CancellationPolicyBody;
  title: string;
  text: string;
  max: number;
  suffix: string;
}[];

function PolicyForm({ policy }: { policy: Required<CancellationPolicyBody> }) {
  const save = useSaveCancellationPolicy();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: policy,
    validate: problems,
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const answer = await save.mutateAsync(cancellationPolicyBody.parse(toBody(values)));
      alert('positive', answer.message ?? MSG.detailsSaved);
      form.resetDirty();
    } catch (error) {
      showSaveError(error, form.setFieldError);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Deposits and no-shows">
      <Stack gap={0}>
        {POLICY_FIELDS.map(({ key, title, text, max, suffix }, i) => (
          <Stack gap={0} key={key}>
            {i > 0 && <Divider />}
            <Rule title={title} text={text}>
              <NumberInput
                aria-label={title}
                w={220}
                min={0}
                max={max}
                allowDecimal={false}
                allowNegative={false}
                suffix={suffix}
                clampBehavior="none"
                {...form.getInputProps(key)}
              />
            </Rule>
          </Stack>
        ))}
        <Checkbox
          mt="sm"
          label="Late cancellations count as missed bookings"
          {...form.getInputProps('missed_deposit_late_cancels', { type: 'checkbox' })}
        />
        <PolicySummary values={form.values} />
        <SaveBar loading={save.isPending} label="Save policy" />
      </Stack>
    </form>
  );
}

/** Settings > Advance settings > Deposits and no-shows: the vendor's cancellation policy. */
export function DepositPolicyForm() {
  const policy = useCancellationPolicy();
  if (policy.data) return <PolicyForm policy={policy.data} />;
  if (policy.isError)
    return (
      <Text c="dimmed" fz="sm">
        Your policy could not be loaded. Reload the page to try again.
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
