import { Badge, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { CalendarIllustration } from '../../../components/Illustrations.tsx';
import { useSession } from '../../../lib/session.ts';

/** Placeholder until the booking calendar lands: greets the vendor. */
export default function CalendarPage() {
  const { details } = useSession();
  return (
    <Paper withBorder radius="lg" p={40} shadow="xs">
      <Group justify="space-between" wrap="nowrap" gap={40}>
        <Stack gap="sm" maw={520}>
          <Badge variant="light" leftSection={<IconCalendarEvent size={14} />}>
            {dayjs().format('dddd, D MMMM YYYY')}
          </Badge>
          <Title order={2} fz={30}>
            Welcome, {details?.business_name}
          </Title>
          <Text c="dimmed" fz="lg">
            Your bookings will show here. New appointment requests, today's schedule and upcoming visits will
            appear on this calendar as customers book you.
          </Text>
          <Group gap="xs" mt="sm" wrap="nowrap">
            <ThemeIcon variant="light" radius="xl" size="sm">
              <IconCalendarEvent size={12} />
            </ThemeIcon>
            <Text fz="sm" c="dimmed">
              Tip: add your services and business hours so customers can book you.
            </Text>
          </Group>
        </Stack>
        <div style={{ width: 300, flex: 'none' }}>
          <CalendarIllustration />
        </div>
      </Group>
    </Paper>
  );
}
