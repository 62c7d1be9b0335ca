import type { Receipt } from '@app/shared';
import { formatNaira, RECEIPT_CHANNEL_LABELS, RECEIPT_CHANNELS } from '@app/shared';
import { Button, Group, Paper, Text } from '@mantine/core';
import { IconPrinter, IconSend } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSendReceipt } from '../../../api/checkout.ts';
import { alert } from '../../../lib/alert.ts';
import { reportError } from '../../../lib/api.ts';

/** A checked-out booking: what was paid at the shop, the receipt to send or print. */
export function ReceiptActions({ bookingId, receipt }: { bookingId: number; receipt: Receipt }) {
  const send = useSendReceipt();
  const checkout = receipt.entries.find((e) => e.id === receipt.checkout_id);
  if (!checkout) return null;
  return (
    <Paper withBorder radius="md" p="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fz="sm">
          Paid at the shop: <b>{formatNaira(checkout.paid)}</b>
          {checkout.tip > 0 && ` (tip ${formatNaira(checkout.tip)})`}
        </Text>
        <Group gap="xs">
          {RECEIPT_CHANNELS.filter((c) => receipt.channels.includes(c)).map((channel) => (
            <Button
              key={channel}
              size="xs"
              variant="light"
              leftSection={<IconSend size={14} />}
              loading={send.isPending && send.variables?.channel === channel}
              onClick={() =>
                send.mutate(
                  { checkoutId: checkout.id, channel },
                  { onSuccess: (a) => alert('positive', a.message), onError: (e) => reportError(e) },
                )
              }
            >
              Receipt by {RECEIPT_CHANNEL_LABELS[channel]}
            </Button>
          ))}
          <Button
            size="xs"
            variant="default"
            component={Link}
            to={`/dashboard/receipt/${bookingId}`}
            leftSection={<IconPrinter size={14} />}
          >
            Print receipt
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
