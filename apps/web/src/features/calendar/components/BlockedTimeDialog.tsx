import { formatTime, lagos } from '@app/shared';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { alert } from '../../../lib/alert.ts';
import { reportError } from '../../../lib/api.ts';
import { useBlockedTimes, useDeleteBlockedTime } from '../api/calendar.ts';
import { calendarDialogs, useCalendarDialogs } from '../entryDialogs.ts';

/** One blocked period, opened from the schedule: what and when, and the way to free it again. */
export function BlockedTimeDialog() {
  const { blocked: id } = useCalendarDialogs();
  const block = useBlockedTimes().data?.find((b) => b.id === id);
  const remove = useDeleteBlockedTime();

  const free = async () => {
    if (id == null) return;
    try {
      const answer = await remove.mutateAsync(id);
      alert('positive', answer.message);
      calendarDialogs.closeBlocked();
    } catch (error) {
      reportError(error);
    }
  };

  return (
    <Modal
      opened={id != null && block != null}
      onClose={calendarDialogs.closeBlocked}
      title="Blocked time"
      size={420}
      radius="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {block && (
        <Stack gap="md">
          <Stack gap={4}>
            <Text fw={600}>
              {lagos(block.starts_at).format('ddd, DD MMM YYYY')}, {formatTime(block.starts_at)} –{' '}
              {formatTime(block.ends_at)}
            </Text>
            <Text c={block.reason ? undefined : 'dimmed'}>{block.reason || 'No reason given'}</Text>
          </Stack>
          <Text fz="sm" c="dimmed">
            Customers cannot book this time. Remove the block to open it again.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={calendarDialogs.closeBlocked}>
              Keep
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => void free()}>
              Remove block
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
