import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A friendly empty list: icon, title, one line and an optional action. */
export function EmptyState({
  icon,
  title,
  text,
  action,
  order = 3,
}: {
  icon: ReactNode;
  title: string;
  text?: string;
  action?: ReactNode;
  /** The title's heading level: one below the heading the empty list sits under. */
  order?: 2 | 3 | 4;
}) {
  return (
    <Stack align="center" ta="center" gap="xs" py={40} px="md" data-empty={title}>
      <ThemeIcon size={56} radius="xl" variant="light">
        {icon}
      </ThemeIcon>
      <Title order={order} fz={18} mt="xs">
        {title}
      </Title>
      {text && (
        <Text c="dimmed" fz="sm" maw={380}>
          {text}
        </Text>
      )}
      {action}
    </Stack>
  );
}
