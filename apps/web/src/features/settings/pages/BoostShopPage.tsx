import { BOOST_PLANS, type BoostPlanResponse, formatDetails, formatNaira } from '@app/shared';
import {
  Badge,
  Button,
  Card,
  Group,
  List,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCheck, IconRocket } from '@tabler/icons-react';
import { useState } from 'react';
import { useBoost, useRequestBoost } from '../../../api/settings.ts';
import { Panel } from '../../../components/Panel.tsx';
import { alert } from '../../../lib/alert.ts';
import { reportError } from '../../../lib/api.ts';

const STATUS_COLOR: Record<string, string> = {
  requested: 'yellow',
  pending: 'yellow',
  active: 'green',
  approved: 'green',
  rejected: 'red',
  expired: 'gray',
};

/** Settings > Business settings > Boost shop: plans and the requests made. */
export default function BoostShopPage() {
  const boost = useBoost();
  const request = useRequestBoost();
  const [choosing, setChoosing] = useState<string | null>(null);
  const plans = boost.data?.plans ?? BOOST_PLANS.map((p) => ({ ...p, perks: [...p.perks] }));
  const requests = boost.data?.requests ?? [];
  const pending = requests.some((r) => r.status === 'requested' || r.status === 'pending');

  const ask = async (plan: BoostPlanResponse['id']) => {
    setChoosing(plan);
    try {
      const answer = await request.mutateAsync({ plan });
      alert('positive', answer.message ?? 'Boost requested');
    } catch (error) {
      reportError(error);
    } finally {
      setChoosing(null);
    }
  };

  return (
    <Stack gap="lg" maw={1100}>
      <Panel
        title="Boost your shop"
        description="Appear at the top when customers search your category. Pick a plan; we confirm it and it starts the same day."
        maw={1100}
      >
        <SimpleGrid cols={3} spacing="lg">
          {plans.map((plan, i) => (
            <Card
              key={plan.id}
              withBorder
              radius="lg"
              padding="xl"
              data-plan={plan.id}
              style={i === 1 ? { borderColor: 'var(--mantine-color-brand-5)', borderWidth: 2 } : undefined}
            >
              <Group justify="space-between">
                <ThemeIcon size={44} radius="md" variant="light" color={i === 2 ? 'orange' : 'brand'}>
                  <IconRocket size={22} />
                </ThemeIcon>
                {i === 1 && <Badge variant="filled">Popular</Badge>}
              </Group>
              <Title order={3} fz={20} mt="md">
                {plan.name}
              </Title>
              <Text c="dimmed" fz="sm">
                {plan.days} days
              </Text>
              <Text fz={28} fw={800} mt="sm">
                {formatNaira(plan.price)}
              </Text>
              <List
                spacing={6}
                mt="md"
                mb="lg"
                fz="sm"
                icon={
                  <ThemeIcon size={18} radius="xl" color="green" variant="light">
                    <IconCheck size={12} />
                  </ThemeIcon>
                }
                style={{ flex: 1 }}
              >
                {plan.perks.map((perk) => (
                  <List.Item key={perk}>{perk}</List.Item>
                ))}
              </List>
              <Button
                fullWidth
                variant={i === 1 ? 'filled' : 'light'}
                loading={choosing === plan.id}
                disabled={pending || (choosing != null && choosing !== plan.id)}
                onClick={() => void ask(plan.id)}
                aria-label={`Request ${plan.name}`}
              >
                Request {plan.name}
              </Button>
            </Card>
          ))}
        </SimpleGrid>
        {pending && (
          <Text c="dimmed" fz="sm" mt="md">
            You have a request waiting for confirmation. You can ask for another once it is handled.
          </Text>
        )}
      </Panel>
      <Panel title="Your boost requests" maw={1100}>
        {boost.isLoading ? (
          <Skeleton h={80} />
        ) : requests.length === 0 ? (
          <Text c="dimmed">No boost requests yet.</Text>
        ) : (
          <Table verticalSpacing="sm" aria-label="Boost requests">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Plan</Table.Th>
                <Table.Th>Requested</Table.Th>
                <Table.Th>Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {requests.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td fw={600}>{plans.find((p) => p.id === r.plan)?.name ?? r.plan}</Table.Td>
                  <Table.Td>{formatDetails(r.created_at)}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={STATUS_COLOR[r.status] ?? 'gray'}>
                      {r.status}
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
