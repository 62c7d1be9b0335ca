import { type BookEntry, formatDetails, formatNaira, PAYMENT_METHOD_LABELS } from '@app/shared';
import { Button, Divider, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPrinter, IconReceiptOff } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { useReceipt } from '../../../api/checkout.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import classes from './ReceiptPage.module.css';

const Line = ({ label, amount, strong }: { label: string; amount: number; strong?: boolean }) => (
  <Group justify="space-between" wrap="nowrap">
    <Text fz="sm" fw={strong ? 700 : 400}>
      {label}
    </Text>
    <Text fz="sm" fw={strong ? 700 : 400}>
      {formatNaira(amount)}
    </Text>
  </Group>
);

const KIND_LABEL: Record<BookEntry['kind'], string> = { checkout: 'Paid', refund: 'Refund', void: 'Voided' };

/** One entry of the book on the receipt: a checkout's bill and payments, or a correction and its reason. */
function EntryLines({ entry }: { entry: BookEntry }) {
  return (
    <Stack gap={4}>
      <Text fz="xs" c="dimmed">
        {KIND_LABEL[entry.kind]} · {formatDetails(entry.created_at)}
        {entry.reason && ` · ${entry.reason}`}
      </Text>
      {entry.kind === 'checkout' && (
        <>
          {entry.items.map((item) => (
            <Line key={item.name} label={item.name} amount={item.amount} />
          ))}
          {entry.deposit > 0 && <Line label="Deposit applied (paid online)" amount={-entry.deposit} />}
          {entry.discount > 0 && <Line label="Discount" amount={-entry.discount} />}
          <Line label="Amount due" amount={entry.due} strong />
          {entry.tip > 0 && <Line label="Tip" amount={entry.tip} />}
        </>
      )}
      {entry.payments.map((p, i) => (
        <Line
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one entry never move.
          key={i}
          label={`${PAYMENT_METHOD_LABELS[p.method]}${p.staff_name ? ` (${p.staff_name})` : ''}`}
          amount={p.amount}
        />
      ))}
    </Stack>
  );
}

/** Issue 35: a booking's printable receipt — business, items, payments, deposit applied, balance. */
export default function ReceiptPage() {
  const id = Number(useParams().id);
  const receipt = useReceipt(Number.isInteger(id) && id > 0 ? id : null);
  if (receipt.isPending) return <Skeleton h={320} maw={460} mx="auto" radius="lg" />;
  const data = receipt.data;
  if (!data)
    return (
      <EmptyState
        icon={<IconReceiptOff size={28} />}
        title="No receipt"
        text="This booking could not be found."
      />
    );
  return (
    <Stack gap="md">
      <Group justify="center" className={classes.noPrint}>
        <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
          Print
        </Button>
      </Group>
      <Paper withBorder radius="lg" p="lg" className={classes.receipt} aria-label="Receipt">
        <Stack gap="sm">
          <div>
            <Title order={2} fz={20}>
              {data.business_name}
            </Title>
            <Text fz="sm" c="dimmed">
              Receipt · Ref {data.reference}
            </Text>
          </div>
          <Text fz="sm">
            {data.client_name} · {data.service_name} · {formatDetails(data.service_date)}
          </Text>
          <Divider />
          {data.entries.length === 0 && <Text fz="sm">Nothing has been paid at the shop yet.</Text>}
          {data.entries.map((entry) => (
            <EntryLines key={entry.id} entry={entry} />
          ))}
          <Divider />
          <Line label="Balance" amount={data.balance} strong />
          <Text fz="xs" c="dimmed" ta="center">
            Thank you!
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
