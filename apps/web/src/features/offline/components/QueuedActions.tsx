import { MSG } from '@app/shared';
import { Button, Group, Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { offlineQueue, type QueuedAction, useOfflineQueue } from '../../../lib/offlineQueue.ts';

function Entry({ action }: { action: QueuedAction }) {
  const refused = action.state === 'refused';
  return (
    <Group component="li" justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
      <div>
        <Text fz="sm" fw={500}>
          {action.label}
        </Text>
        <Text fz="xs" c={refused ? 'red.8' : 'dimmed'}>
          {refused ? action.message : action.state === 'sending' ? MSG.actionSending : MSG.actionWaiting}
        </Text>
      </div>
      {action.state !== 'sending' && (
        <UnstyledButton
          fz="xs"
          c={refused ? 'dimmed' : 'red.8'}
          fw={600}
          aria-label={`${refused ? 'Dismiss' : 'Withdraw'} ${action.label}`}
          onClick={() => offlineQueue.remove(action.id)}
        >
          {refused ? 'Dismiss' : 'Withdraw'}
        </UnstyledButton>
      )}
    </Group>
  );
}

/**
 * Issue 16, in the header: how many actions wait to be sent, and the list of every queued action,
 * each withdrawable until it is sent; an action the server refused stays with its reason until
 * dismissed. Hidden while the queue is empty.
 */
export function QueuedActions() {
  const actions = useOfflineQueue();
  if (actions.length === 0) return null;
  const waiting = actions.filter((a) => a.state !== 'refused').length;
  const refused = actions.length - waiting;
  const summary = [waiting > 0 && `${waiting} waiting`, refused > 0 && `${refused} not applied`]
    .filter(Boolean)
    .join(', ');
  return (
    <Popover width={380} position="bottom-end" shadow="md" withArrow>
      <Popover.Target>
        <Button
          variant="light"
          color={refused > 0 ? 'red' : 'brand'}
          size="sm"
          leftSection={<IconCloudUpload size={16} />}
          aria-label={`Queued actions: ${summary}`}
        >
          {summary}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm">
          <Text fw={700} fz="sm">
            Queued actions
          </Text>
          <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
            {actions.map((a) => (
              <Entry key={a.id} action={a} />
            ))}
          </Stack>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
