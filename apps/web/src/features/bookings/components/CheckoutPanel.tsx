import {
  formatNaira,
  koboToNaira,
  nairaToKobo,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '@app/shared';
import { ActionIcon, Button, Chip, Divider, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import type { Booking } from '../../../api/bookings/model.ts';
import { useAddons } from '../../../api/catalogue.ts';
import { useRecordCheckout } from '../../../api/checkout.ts';
import { useStaff } from '../../../api/staff.ts';
import {
  checkoutFacts,
  checkoutState,
  MAX_PAYMENTS,
  nextPaymentRow,
  openingCheckout,
  type PaymentRow,
  type Typed,
} from '../../../lib/checkoutForm.ts';
import { BalanceInput, NairaInput } from './NairaInput.tsx';

const METHOD_OPTIONS = PAYMENT_METHODS.map((m) => ({ value: m, label: PAYMENT_METHOD_LABELS[m] }));
const line = (label: string, naira: number, strong = false) => (
  <Group justify="space-between" key={label}>
    <Text fz="sm" fw={strong ? 700 : 400}>
      {label}
    </Text>
    <Text fz="sm" fw={strong ? 700 : 400}>
      {formatNaira(naira)}
    </Text>
  </Group>
);

/**
 * Issue 35's checkout at the chair: what is due (price and add-ons, home-service fee, less the
 * deposit), discount, tip and the payments that settle it, each with who took it. For a
 * 'Starts at'/'varies' service SPEC §4's balance entry is the first line, with its rules (step
 * 500, at least price − paid). Recording completes an ongoing booking in the same request.
 */
export function CheckoutPanel({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const facts = checkoutFacts(booking);
  const [opening] = useState(() => openingCheckout(booking));
  const [balance, setBalance] = useState<Typed>(opening.balance);
  const [discount, setDiscount] = useState<Typed>(0);
  const [tip, setTip] = useState<Typed>(0);
  const nextKey = useRef(1);
  const [rows, setRows] = useState<PaymentRow[]>(opening.rows);
  const team = useStaff().data?.filter((m) => m.active) ?? [];
  // The shop's add-ons (SPEC's getalladdons), any of which the client may take at the chair.
  const addons = useAddons().data ?? [];
  const [chosen, setChosen] = useState<string[]>([]);
  const addOns = addons
    .filter((a) => chosen.includes(String(a.id)))
    .map((a) => ({ name: a.name, amountKobo: nairaToKobo(a.price) }));
  const record = useRecordCheckout();
  // One key per panel: a submit retried after a lost answer is recorded once.
  const [idempotencyKey] = useState(() => crypto.randomUUID());

  const {
    sums,
    problem,
    leftKobo: left,
    leftWords,
    body,
  } = checkoutState(facts, {
    balance,
    addOns,
    discount,
    tip,
    rows,
  });
  const update = (key: number, change: Partial<PaymentRow>) =>
    setRows((all) => all.map((r) => (r.key === key ? { ...r, ...change } : r)));

  const submit = () =>
    record.mutate({ bookingId: booking.id, body, key: idempotencyKey }, { onSuccess: onClose });

  return (
    <Paper withBorder radius="md" p="md" bg="brand.0" aria-label="Checkout" role="group">
      <Stack gap="sm">
        <Text fw={700}>Checkout</Text>
        {facts.openPrice && (
          <BalanceInput
            label="Enter Booking Balance"
            description={`At least ${formatNaira(facts.minimumBalance)} (price ${formatNaira(booking.booking_amount)} minus ${formatNaira(booking.amount_paid)} paid)`}
            value={balance}
            onChange={setBalance}
            min={facts.minimumBalance}
          />
        )}
        <Stack gap={2}>
          {line(booking.service_name, koboToNaira(sums.serviceKobo))}
          {addOns.map((a) => line(a.name, koboToNaira(a.amountKobo)))}
          {sums.homeFeeKobo > 0 && line('Home-service fee', koboToNaira(sums.homeFeeKobo))}
          {sums.depositKobo > 0 && line('Deposit paid online', -koboToNaira(sums.depositKobo))}
        </Stack>
        {addons.length > 0 && (
          <Chip.Group multiple value={chosen} onChange={setChosen}>
            <Group gap="xs" role="group" aria-label="Add-ons taken">
              {addons.map((a) => (
                <Chip key={a.id} value={String(a.id)} size="sm">
                  {a.name} · {formatNaira(a.price)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        )}
        <Group grow>
          <NairaInput label="Discount" value={discount} onChange={setDiscount} />
          <NairaInput label="Tip" value={tip} onChange={setTip} />
        </Group>
        {line('Amount due', koboToNaira(sums.dueKobo))}
        {line('To collect (with tip)', koboToNaira(sums.toCollectKobo), true)}
        <Divider label="Payments" labelPosition="left" />
        {rows.map((r, index) => (
          <Group key={r.key} align="flex-end" wrap="wrap" gap="xs">
            <Select
              label={index === 0 ? 'Paid by' : undefined}
              aria-label={`Payment ${index + 1} method`}
              data={METHOD_OPTIONS}
              value={r.method}
              onChange={(v) => v && update(r.key, { method: v as PaymentMethod })}
              allowDeselect={false}
              w={170}
            />
            <NairaInput
              label={index === 0 ? 'Amount' : undefined}
              aria-label={`Payment ${index + 1} amount`}
              value={r.amount}
              onChange={(v) => update(r.key, { amount: v })}
              style={{ flex: 1, minWidth: 120 }}
            />
            {team.length > 0 && (
              <Select
                label={index === 0 ? 'Taken by' : undefined}
                aria-label={`Payment ${index + 1} taken by`}
                placeholder="You"
                data={team.map((m) => ({ value: String(m.id), label: m.name }))}
                value={r.staffId}
                onChange={(v) => update(r.key, { staffId: v })}
                clearable
                w={130}
              />
            )}
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Remove payment ${index + 1}`}
              onClick={() => setRows((all) => all.filter((x) => x.key !== r.key))}
              mb={6}
            >
              <IconX size={16} />
            </ActionIcon>
          </Group>
        ))}
        <Group justify="space-between">
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconPlus size={14} />}
            disabled={rows.length >= MAX_PAYMENTS}
            onClick={() => setRows((all) => [...all, nextPaymentRow(nextKey.current++, left, booking)])}
          >
            Add payment
          </Button>
          <Text fz="sm" c={left === 0 ? 'teal' : 'red'} fw={600} aria-live="polite">
            {leftWords}
          </Text>
        </Group>
        {problem && left === 0 && (
          <Text fz="sm" c="red">
            {problem}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="teal" disabled={problem !== null} loading={record.isPending} onClick={submit}>
            {booking.status === 'ongoing' ? 'Record payment & complete' : 'Record payment'}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
