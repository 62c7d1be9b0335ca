import { addDays, formatDetails, fromLagos, lagosDay } from '@app/shared';
import { ActionIcon, Group, Paper, Skeleton, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTakings } from '../../../api/checkout.ts';
import { TakingsSummary } from '../../../components/TakingsSummary.tsx';
import { useNow } from '../../../lib/useNow.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Issue 35: the day's takings, a Lagos day at a time (?day=YYYY-MM-DD, today by default). */
export default function TakingsPage() {
  const today = lagosDay(useNow(true, 60_000));
  const [params, setParams] = useSearchParams();
  const asked = params.get('day') ?? '';
  const day = DAY.test(asked) && asked <= today ? asked : today;
  const takings = useTakings(day, day);
  const go = (to: string) => setParams(to === today ? {} : { day: to }, { replace: true });
  const label = formatDetails(fromLagos(day, '12:00')).split(',').slice(0, 2).join(',');
  return (
    <Paper withBorder radius="lg" p="lg" shadow="xs">
      <Group justify="space-between" mb="md">
        <div>
          <Title order={2} fz={18}>
            Close of day
          </Title>
          <Text fz="sm" c="dimmed">
            {day === today ? `Today, ${label}` : label}
          </Text>
        </div>
        <Group gap={4}>
          <ActionIcon variant="default" aria-label="Day before" onClick={() => go(addDays(day, -1))}>
            <IconChevronLeft size={16} />
          </ActionIcon>
          <ActionIcon
            variant="default"
            aria-label="Day after"
            disabled={day >= today}
            onClick={() => go(addDays(day, 1))}
          >
            <IconChevronRight size={16} />
          </ActionIcon>
        </Group>
      </Group>
      {takings.data ? (
        <TakingsSummary figures={takings.data.total} />
      ) : takings.isError ? (
        <Text c="dimmed" ta="center" py="xl">
          The takings could not be loaded
        </Text>
      ) : (
        <Skeleton h={220} radius="md" />
      )}
    </Paper>
  );
}
