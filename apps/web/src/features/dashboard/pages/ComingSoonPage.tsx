import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';

/** Stand-in for dashboard pages still being built. */
export default function ComingSoonPage() {
  return (
    <Paper withBorder radius="lg" p={48} shadow="xs">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={64} radius="xl" variant="light">
          <IconTools size={32} />
        </ThemeIcon>
        <Title order={2} fz={24}>
          Coming soon
        </Title>
        <Text c="dimmed" maw={420}>
          We are putting the finishing touches on this page. Check back shortly.
        </Text>
      </Stack>
    </Paper>
  );
}
