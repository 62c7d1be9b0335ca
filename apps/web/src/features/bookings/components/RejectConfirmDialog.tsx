import { formatDetails, formatNaira } from '@app/shared';
import { Button, Group, List, Modal, Text } from '@mantine/core';
import { useRef } from 'react';
import type { Booking } from '../../../api/bookings/model.ts';

/** 'Silk Press with Ada, Tue, 12 May 2026, 10:00 AM': how a booking is named in the question. */
export const bookingLabel = (booking: Booking) =>
  `${booking.service_name} with ${booking.endUser}, ${formatDetails(booking.start)}`;

/**
 * Rejecting cannot be undone, so Reject (one booking) and Reject All (a group) ask first and name
 * what they reject; Accept stays one click. `bookings` empty means closed.
 */
export function RejectConfirmDialog({
  bookings,
  loading,
  onConfirm,
  onClose,
}: {
  bookings: readonly Booking[];
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  // While the dialog fades out it keeps showing what it asked about.
  const last = useRef(bookings);
  if (bookings.length > 0) last.current = bookings;
  const named = last.current;
  const several = named.length > 1;
  const deposit = named.reduce((sum, b) => sum + b.amount_paid, 0);
  return (
    <Modal
      opened={bookings.length > 0}
      onClose={onClose}
      title={several ? `Reject ${named.length} bookings?` : 'Reject this booking?'}
      size={460}
      radius="lg"
      centered
      // Above the appointments list and the details dialog it is opened from.
      zIndex={400}
      overlayProps={{ backgroundOpacity: 0.25 }}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {several ? (
        <>
          <Text fz="sm" mb={6}>
            You are about to reject these bookings, made together:
          </Text>
          <List fz="sm" spacing={4}>
            {named.map((b) => (
              <List.Item key={b.id}>{bookingLabel(b)}</List.Item>
            ))}
          </List>
        </>
      ) : (
        named[0] && <Text fz="sm">You are about to reject {bookingLabel(named[0])}.</Text>
      )}
      <Text fz="sm" c="dimmed" mt="sm">
        {deposit > 0
          ? `The ${formatNaira(deposit)} deposit paid is refunded in full. This cannot be undone.`
          : 'This cannot be undone.'}
      </Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onClose} disabled={loading}>
          Keep
        </Button>
        <Button color="red" loading={loading} onClick={onConfirm}>
          {several ? 'Reject All' : 'Reject'}
        </Button>
      </Group>
    </Modal>
  );
}
