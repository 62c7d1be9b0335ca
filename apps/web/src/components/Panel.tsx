import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A settings page's white card: heading, one explanatory line, the content. */
export function Panel({
  title,
  description,
  children,
  maw = 760,
  action,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  maw?: number;
  action?: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" p="xl" shadow="xs" maw={maw} component="section" aria-label={title}>
      <Stack gap={4} mb="lg">
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 16 }}>
          <Title order={2} fz={20}>
            {title}
          </Title>
          {action}
        </div>
        {description && (
          <Text c="dimmed" fz="sm">
            {description}
          </Text>
        )}
      </Stack>
      {children}
    </Paper>
  );
}
