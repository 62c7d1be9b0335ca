import { formatLocalPhone, lagosDateTime, RETENTION } from '@app/shared';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useCarryRequest, usePrivacyRequests } from '../../../api/privacy.ts';
import { Panel } from '../../../components/Panel.tsx';
import { alert } from '../../../lib/alert.ts';
import { reportError } from '../../../lib/api.ts';

const day = (instant: string) => lagosDateTime(instant).date;

/** What each kind of request did, once done. */
const DONE = { erasure: 'Erased', correction: 'Corrected', objection: 'Messages stopped' } as const;
const ASKED = {
  erasure: 'asked',
  correction: 'corrected her name and e-mail',
  objection: 'stopped your messages to her',
} as const;

/**
 * Issue 37 (NDPA s.34–36): clients' requests from their booking page. An erasure she may carry out
 * now, else the product does on the due day; a correction or an objection was done when made and
 * is listed for her to know. Shown only once there is one.
 */
export function PrivacyRequests() {
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
      title="Clients’ privacy requests"
      description={`What clients asked of you from their booking page. An erasure is carried out automatically ${RETENTION.clientErasureDays} days after the request (her bookings’ money and counts stay); a correction or a stop to messages is done at once.`}
      maw={1200}
    >
      <Stack
        gap={0}
        component="ul"
        aria-label="Privacy requests"
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
                Booking {r.booking_reference ?? '—'} · {ASKED[r.kind]} on {day(r.created_at)}
                {r.kind !== 'erasure'
                  ? ''
                  : r.status === 'done'
                    ? ` · erased ${day(r.done_at ?? r.due_at)}`
                    : ` · erased by ${day(r.due_at)}`}
              </Text>
            </div>
            {r.status === 'done' ? (
              <Badge color="gray" variant="light">
                {DONE[r.kind]}
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
