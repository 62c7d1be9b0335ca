import { formatLocalPhone, lagosDateTime, RETENTION } from '@app/shared';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useCarryRequest, usePrivacyRequests } from '../../../api/privacy.ts';
import { Panel } from '../../../components/Panel.tsx';
import { alert } from '../../../lib/alert.ts';
import { reportError } from '../../../lib/api.ts';

const day = (instant: string) => lagosDateTime(instant).date;

/**
 * Issue 37 (NDPA s.34): clients' requests, from their booking page, that the shop erase their data.
 * She may erase now; otherwise the product does on the due day. Shown only once there is one.
 */
export function ErasureRequests() {
  const requests = usePrivacyRequests();
  const carry = useCarryRequest();
  if (!requests.data?.length) return null;

  const eraseNow = async (id: number) => {
    try {
      alert('positive', (await carry.mutateAsync(id)).message);
    } catch (error) {
      reportError(error);
    }
  };

  return (
    <Panel
      title="Clients’ erasure requests"
      description={`A client asked, from her booking page, that you erase her details. They are erased automatically ${RETENTION.clientErasureDays} days after the request; her bookings’ money and counts stay.`}
      maw={1200}
    >
      <Stack
        gap={0}
        component="ul"
        aria-label="Erasure requests"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {requests.data.map((r) => (
          <Group
            key={r.id}
            component="li"
            justify="space-between"
            wrap="nowrap"
            py="sm"
            style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
            aria-label={r.client_name}
          >
            <div>
              <Text fw={600}>
                {r.client_name}
                {r.phone ? ` · ${formatLocalPhone(r.phone) ?? r.phone}` : ''}
              </Text>
              <Text fz="sm" c="dimmed">
                Booking {r.booking_reference ?? '—'} · asked {day(r.created_at)} ·{' '}
                {r.status === 'done' ? `erased ${day(r.done_at ?? r.due_at)}` : `erased by ${day(r.due_at)}`}
              </Text>
            </div>
            {r.status === 'done' ? (
              <Badge color="gray" variant="light">
                Erased
              </Badge>
            ) : (
              <Button
                size="xs"
                color="red"
                variant="light"
                loading={carry.isPending && carry.variables === r.id}
                onClick={() => eraseNow(r.id)}
              >
                Erase now
              </Button>
            )}
          </Group>
        ))}
      </Stack>
    </Panel>
  );
}
