import { clockTime, DAY_NAMES } from '@app/shared';
import { Avatar, Badge, Button, Group, Paper, Skeleton, Table, Text } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { useServices } from '../../../api/catalogue.ts';
import { type StaffMember, useRemoveStaff, useStaff } from '../../../api/staff.ts';
import { ConfirmDelete } from '../../../components/ConfirmDelete.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { Panel } from '../../../components/Panel.tsx';
import { alert } from '../../../lib/alert.ts';
import { reportError } from '../../../lib/api.ts';
import { CalendarFeeds } from '../components/CalendarFeeds.tsx';
import { StaffFormModal } from '../components/StaffFormModal.tsx';

/** 'Mon 09:00 AM–05:00 PM, …': each working day with its hours, in SPEC §9's 'hh:mm A'. */
const weekSummary = (member: StaffMember) =>
  member.days.length
    ? member.days
        .map((d) => `${DAY_NAMES[d.day]?.slice(0, 3)} ${clockTime(d.open_time)}–${clockTime(d.close_time)}`)
        .join(', ')
    : 'No working days';

/** Settings > Team: the members who take bookings, their services and hours. */
export default function TeamPage() {
  const staff = useStaff();
  const services = useServices();
  const remove = useRemoveStaff();
  // The dialog reads the member from the list, so a new photo shows at once.
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const serviceName = (id: number) => services.data?.find((s) => s.id === id)?.name;
  const member = typeof editing === 'number' ? (staff.data?.find((m) => m.id === editing) ?? null) : null;

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      alert('positive', (await remove.mutateAsync(removing.id)).message);
    } catch (error) {
      // 'Ada has bookings, so cannot be removed. Make them inactive instead.'
      reportError(error);
    }
    setRemoving(null);
  };

  return (
    <Panel
      title="Team"
      description="Everyone who takes bookings: the services each performs and the hours they work. Customers pick one or anyone available."
      maw={1000}
    >
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          Add team member
        </Button>
      </Group>
      <Paper withBorder radius="md" mt="md">
        {!staff.data ? (
          <Skeleton h={120} />
        ) : staff.data.length === 0 ? (
          <EmptyState
            icon={<IconUsersGroup size={26} />}
            title="No team members yet"
            text="Working alone? Nothing changes. Add your stylists to give each their own calendar."
          />
        ) : (
          <Table verticalSpacing="sm" horizontalSpacing="md" aria-label="Team members">
            <Table.Tbody>
              {staff.data.map((m) => (
                <Table.Tr key={m.id} data-staff={m.name}>
                  <Table.Td w={260}>
                    <Group gap="sm" wrap="nowrap">
                      <Avatar src={m.photo} alt={m.name} name={m.name} color="brand" radius="xl" />
                      <div>
                        <Text fw={600}>{m.name}</Text>
                        <Badge variant="light" color={m.active ? 'green' : 'gray'} size="sm">
                          {m.active ? 'Takes bookings' : 'Inactive'}
                        </Badge>
                      </div>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text fz="sm">
                      {m.service_ids.map(serviceName).filter(Boolean).join(', ') || 'No services yet'}
                    </Text>
                    <Text fz="xs" c="dimmed">
                      {weekSummary(m)}
                    </Text>
                  </Table.Td>
                  <Table.Td w={200}>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      <Button
                        variant="subtle"
                        size="compact-sm"
                        leftSection={<IconEdit size={14} />}
                        onClick={() => setEditing(m.id)}
                        aria-label={`Edit ${m.name}`}
                      >
                        Edit
                      </Button>
                      <Button
                        variant="subtle"
                        color="red"
                        size="compact-sm"
                        leftSection={<IconTrash size={14} />}
                        onClick={() => setRemoving(m)}
                        aria-label={`Remove ${m.name}`}
                      >
                        Remove
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Paper>
      <CalendarFeeds />
      <StaffFormModal opened={editing !== null} member={member} onClose={() => setEditing(null)} />
      <ConfirmDelete
        what={removing?.name ?? ''}
        opened={removing != null}
        loading={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => void confirmRemove()}
      />
    </Panel>
  );
}
