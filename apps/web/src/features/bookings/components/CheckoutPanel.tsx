import {
  type CheckoutBody,
  type CheckoutInput,
  checkoutProblem,
  checkoutSums,
  formatNaira,
  koboToNaira,
  minimumBalanceKobo,
  nairaToKobo,
  needsBalance,
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
import { BalanceInput, NairaInput } from './NairaInput.tsx';

type Row = { key: number; method: PaymentMethod; amount: number | string; staffId: string | null };
const METHOD_OPTIONS = PAYMENT_METHODS.map((m) => ({ value: m, label: PAYMENT_METHOD_LABELS[m] }));
const num = (value: number | string) => (typeof value === 'number' ? value : Number.parseFloat(value) || 0);
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
  const openPrice = needsBalance(booking.serviceform.service_duration_type);
  const facts = {
    priceKobo: nairaToKobo(booking.booking_amount),
    homeFeeKobo: nairaToKobo(booking.home_service_fee),
    depositKobo: nairaToKobo(booking.amount_paid),
    openPrice,
  };
  const minimum = koboToNaira(minimumBalanceKobo(facts));
  // After SPEC's own balance entry completed the booking, that balance is the first line.
  const [balance, setBalance] = useState<number | string>(
    booking.status === 'ongoing' ? minimum : Math.max(minimum, booking.balance_received),
  );
  const [discount, setDiscount] = useState<number | string>(0);
  const [tip, setTip] = useState<number | string>(0);
  const nextKey = useRef(1);
  const defaultStaff = booking.staff ? String(booking.staff.id) : null;
  // The first payment starts as the whole bill in cash: the commonest case is one tap away.
  const [rows, setRows] = useState<Row[]>(() => {
    const due = checkoutSums(facts, {
      balanceKobo: nairaToKobo(num(balance)),
      addOns: [],
      discountKobo: 0,
      tipKobo: 0,
      payments: [],
    }).dueKobo;
    return due > 0 ? [{ key: 0, method: 'cash', amount: koboToNaira(due), staffId: defaultStaff }] : [];
  });
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

  const input: CheckoutInput = {
    balanceKobo: openPrice ? nairaToKobo(num(balance)) : undefined,
    addOns,
    discountKobo: nairaToKobo(num(discount)),
    tipKobo: nairaToKobo(num(tip)),
    payments: rows.map((r) => ({
      method: r.method,
      amountKobo: nairaToKobo(num(r.amount)),
      staffId: r.staffId ? Number(r.staffId) : null,
    })),
  };
  const sums = checkoutSums(facts, input);
  const problem = checkoutProblem(facts, input);
  const left = sums.toCollectKobo - sums.paidKobo;
  const update = (key: number, change: Partial<Row>) =>
    setRows((all) => all.map((r) => (r.key === key ? { ...r, ...change } : r)));

  const submit = () => {
    const body: CheckoutBody = {
      ...(openPrice ? { balance: num(balance) } : {}),
      ...(addOns.length > 0
        ? { add_ons: addOns.map((a) => ({ name: a.name, amount: koboToNaira(a.amountKobo) })) }
        : {}),
      discount: num(discount),
      tip: num(tip),
      payments: input.payments.map((p) => ({
        method: p.method,
        amount: koboToNaira(p.amountKobo),
        staff_id: p.staffId,
      })),
    };
    record.mutate({ bookingId: booking.id, body, key: idempotencyKey }, { onSuccess: onClose });
  };

  return (
    <Paper withBorder radius="md" p="md" bg="brand.0" aria-label="Checkout" role="group">
      <Stack gap="sm">
        <Text fw={700}>Checkout</Text>
        {openPrice && (
          <BalanceInput
            label="Enter Booking Balance"
            description={`At least ${formatNaira(minimum)} (price ${formatNaira(booking.booking_amount)} minus ${formatNaira(booking.amount_paid)} paid)`}
            value={balance}
            onChange={setBalance}
            min={minimum}
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
            disabled={rows.length >= 10}
            onClick={() =>
              setRows((all) => [
                ...all,
                {
                  key: nextKey.current++,
                  method: 'transfer',
                  amount: left > 0 ? koboToNaira(left) : '',
                  staffId: defaultStaff,
                },
              ])
            }
          >
            Add payment
          </Button>
          <Text fz="sm" c={left === 0 ? 'teal' : 'red'} fw={600} aria-live="polite">
            {left === 0
              ? 'Paid in full'
              : left > 0
                ? `${formatNaira(koboToNaira(left))} left to collect`
                : `${formatNaira(koboToNaira(-left))} too much`}
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
