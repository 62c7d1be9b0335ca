import { type CancellationPolicy, depositKept, formatNaira, koboToNaira, nairaToKobo } from '@app/shared';
import { Button, Group, Paper, Skeleton, Text } from '@mantine/core';
import type { Booking } from '../../../api/bookings/model.ts';
import { useCancellationPolicy } from '../../../api/settings.ts';

/** The confirm question with the money it moves, worked out with the shared policy rule. */
export function noShowQuestion(amountPaid: number, policy: CancellationPolicy): string {
  if (amountPaid <= 0) return 'Mark as no-show? No deposit was paid, so nothing is kept or refunded.';
  const paid = nairaToKobo(amountPaid);
  const kept = depositKept(paid, 'no-show', policy);
  return (
    `Mark as no-show? You keep ${policy.no_show_fee_percent} % of the ${formatNaira(amountPaid)} deposit ` +
    `(${formatNaira(koboToNaira(kept))}) per your policy; ${formatNaira(koboToNaira(paid - kept))} is refunded.`
  );
}

/** The confirm step of No-show inside Appointment Details: what the vendor keeps and what goes back. */
export function NoShowConfirm({
  booking,
  loading,
  onConfirm,
  onCancel,
}: {
  booking: Booking;
  loading: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const policy = useCancellationPolicy();
  const question = policy.data
    ? noShowQuestion(booking.amount_paid, policy.data)
    : policy.isError
      ? 'Mark as no-show? You keep the share of the deposit your policy sets; the rest is refunded.'
      : null;
  return (
    <Paper withBorder radius="md" p="md" bg="red.0" role="group" aria-label="Confirm no-show">
      {question ? (
        <Text fz="sm" mb="sm">
          {question}
        </Text>
      ) : (
        <Skeleton h={40} mb="sm" />
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" size="sm" onClick={onCancel}>
          Go back
        </Button>
        <Button color="red" size="sm" loading={loading} disabled={!question} onClick={onConfirm}>
          Mark as no-show
        </Button>
      </Group>
    </Paper>
  );
}
