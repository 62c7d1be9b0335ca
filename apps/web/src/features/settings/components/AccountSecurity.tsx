import { AUDIT_KIND_LABELS, formatDetails, relativeAge } from '@app/shared';
import { Badge, Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { useSecurityEvents, useSessions, useSignOutAll, useSignOutSession } from '../../../api/security.ts';
import { Panel } from '../../../components/Panel.tsx';
import { alert } from '../../../lib/alert.ts';
import { reportError } from '../../../lib/api.ts';

/** Issue 37: where the account is signed in, with a way to end any of it. */
export function SessionsPanel() {
  const sessions = useSessions();
  const signOut = useSignOutSession();
  const signOutAll = useSignOutAll();
  const now = new Date();

  const endOne = async (id: number) => {
    try {
      await signOut.mutateAsync(id);
      alert('positive', 'Signed out of that device');
    } catch (error) {
      reportError(error);
    }
  };
  const endAll = async (keepCurrent: boolean) => {
    try {
      const answer = await signOutAll.mutateAsync(keepCurrent);
      if (keepCurrent) alert('positive', answer.message);
    } catch (error) {
      reportError(error);
    }
  };
  const others = (sessions.data ?? []).filter((s) => !s.current).length;

  return (
    <Panel
      title="Where you're signed in"
      description="Sign out any device you don't recognise, then change your password."
      maw={760}
    >
      {sessions.isPending ? (
        <Loader size="sm" aria-label="Loading sessions" />
      ) : (
        <Stack gap="md">
          <Stack
            gap={0}
            component="ul"
            aria-label="Sessions"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {(sessions.data ?? []).map((s) => (
              <Group
                key={s.id}
                component="li"
                justify="space-between"
                wrap="nowrap"
                py="sm"
                style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
                aria-label={s.device}
              >
                <div>
                  <Group gap="xs">
                    <Text fw={600}>{s.device}</Text>
                    {s.current && (
                      <Badge color="green" variant="light" size="sm">
                        This device
                      </Badge>
                    )}
                  </Group>
                  <Text fz="sm" c="dimmed">
                    {s.place} · last seen {s.current ? 'now' : relativeAge(s.last_seen_at, now)}
                  </Text>
                </div>
                {!s.current && (
                  <Button
                    variant="default"
                    size="xs"
                    onClick={() => endOne(s.id)}
                    loading={signOut.isPending && signOut.variables === s.id}
                    aria-label={`Sign out ${s.device}`}
                  >
                    Sign out
                  </Button>
                )}
              </Group>
            ))}
          </Stack>
          <Group gap="sm">
            <Button
              variant="default"
              disabled={others === 0}
              onClick={() => endAll(true)}
              loading={signOutAll.isPending && signOutAll.variables === true}
            >
              Sign out everywhere else
            </Button>
            <Button
              color="red"
              variant="light"
              onClick={() => endAll(false)}
              loading={signOutAll.isPending && signOutAll.variables === false}
            >
              Sign out everywhere
            </Button>
          </Group>
        </Stack>
      )}
    </Panel>
  );
}

/** Issue 37: what changed on the account, and from where. */
export function SecurityLogPanel() {
  const events = useSecurityEvents();
  return (
    <Panel
      title="Security log"
      description="Sign-ins, password, payout-account, withdrawal and verification changes on your account."
      maw={760}
    >
      {events.isPending ? (
        <Loader size="sm" aria-label="Loading the security log" />
      ) : !events.data?.length ? (
        <Text c="dimmed">Nothing yet.</Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing="xs" aria-label="Security log">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>When</Table.Th>
                <Table.Th>What</Table.Th>
                <Table.Th>From</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {events.data.map((e) => (
                <Table.Tr key={e.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDetails(e.created_at)}</Table.Td>
                  <Table.Td>
                    <Text fz="sm" fw={600}>
                      {AUDIT_KIND_LABELS[e.kind]}
                    </Text>
                    <Text fz="xs" c="dimmed">
                      {e.detail}
                    </Text>
                  </Table.Td>
                  <Table.Td fz="sm">{e.place}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Panel>
  );
}
