import { formatNaira } from '@app/shared';
import { Button, Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { type Booking, minimumBalance } from '../../../api/bookings/model.ts';
import { BalanceInput } from './NairaInput.tsx';

/** SPEC §4 balance entry: step 500, at least price − paid; 'Submit Balance' is disabled below that. */
export function BalanceEntry({
  booking,
  loading,
  onSubmit,
}: {
  booking: Booking;
  loading: boolean;
  onSubmit: (balance: number) => void;
}) {
  const min = minimumBalance(booking);
  const [value, setValue] = useState<number | string>(min);
  const balance = typeof value === 'number' ? value : Number.parseFloat(value);
  const valid = Number.isFinite(balance) && balance >= min;
  return (
    <Paper withBorder radius="md" p="md" bg="brand.0">
      <Text fw={600} fz="sm" mb={4}>
        Enter Booking Balance
      </Text>
      <Text fz="xs" c="dimmed" mb="sm">
        Record the balance you received from the customer. It must be at least {formatNaira(min)} (price{' '}
        {formatNaira(booking.booking_amount)} minus {formatNaira(booking.amount_paid)} paid).
      </Text>
      <Group align="flex-end" wrap="nowrap">
        <BalanceInput
          label="Balance received (NGN)"
          value={value}
          onChange={setValue}
          min={min}
          style={{ flex: 1 }}
        />
        <Button disabled={!valid} loading={loading} onClick={() => onSubmit(balance)}>
          Submit Balance
        </Button>
      </Group>
    </Paper>
  );
}
