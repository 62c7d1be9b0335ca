import { Badge, Button, Group, Paper, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconCopy, IconGift, IconUsers } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useReferrals } from '../../../api/settings.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { Panel } from '../../../components/Panel.tsx';
import { copyText } from '../../../lib/copyText.ts';

/** Settings > Referral: the vendor's code, a share link and the businesses that joined with it. */
export default function ReferralPage() {
  const referrals = useReferrals();
  const data = referrals.data;
  const referred = data?.referred ?? [];
  const completed = referred.filter((r) => r.completed).length;

  return (
    <Stack gap="lg" maw={900}>
      <Paper radius="lg" p="xl" shadow="xs" bg="brand.7" c="white">
        <Group justify="space-between" wrap="nowrap">
          <div>
            <Title order={2} fz={22}>
              Invite other businesses
            </Title>
            <Text mt={4} opacity={0.85}>
              Share your code. When a business signs up with it and completes its set-up, it counts as yours.
            </Text>
          </div>
          <IconGift size={56} stroke={1.2} />
        </Group>
        {data ? (
          <Group mt="lg" gap="sm">
            <Paper radius="md" px="lg" py="xs" bg="rgba(255,255,255,0.15)">
              <Text fz="xs">Your code</Text>
              <Text fw={800} fz={24} ff="monospace" data-testid="referral-code" style={{ letterSpacing: 2 }}>
                {data.code}
              </Text>
            </Paper>
            <Button
              variant="white"
              leftSection={<IconCopy size={16} />}
              onClick={() => void copyText(data.code)}
            >
              Copy code
            </Button>
          </Group>
        ) : (
          <Skeleton h={60} mt="lg" />
        )}
      </Paper>
      <Panel title="Share link" description="Anyone who signs up from this link uses your code." maw={900}>
        <Group align="flex-end" wrap="nowrap">
          <TextInput readOnly aria-label="Referral link" value={data?.link ?? ''} style={{ flex: 1 }} />
          <Button
            leftSection={<IconCopy size={16} />}
            disabled={!data}
            onClick={() => data && void copyText(data.link)}
          >
            Copy link
          </Button>
        </Group>
      </Panel>
      <Panel
        title="Businesses you referred"
        description={
          referred.length ? `${referred.length} joined · ${completed} completed set-up` : undefined
        }
        maw={900}
      >
        {referrals.isLoading ? (
          <Skeleton h={80} />
        ) : referred.length === 0 ? (
          <EmptyState
            icon={<IconUsers size={26} />}
            title="No referrals yet"
            text="Businesses that join with your code show here."
          />
        ) : (
          <Table verticalSpacing="sm" aria-label="Referred businesses">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Business</Table.Th>
                <Table.Th>Joined</Table.Th>
                <Table.Th>Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {referred.map((r) => (
                <Table.Tr key={`${r.business_name}-${r.joined_at}`}>
                  <Table.Td fw={600}>{r.business_name || 'New business'}</Table.Td>
                  <Table.Td>{dayjs(r.joined_at).format('DD MMM YYYY')}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={r.completed ? 'green' : 'yellow'}>
                      {r.completed ? 'Completed' : 'Setting up'}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Panel>
    </Stack>
  );
}
