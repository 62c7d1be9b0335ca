import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A friendly empty list: icon, title, one line and an optional action. */
export function EmptyState({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text?: string;
  action?: ReactNode;
}) {
  return (
    <Stack align="center" ta="center" gap="xs" py={40} data-empty={title}>
      <ThemeIcon size={56} radius="xl" variant="light">
        {icon}
      </ThemeIcon>
      <Title order={3} fz={18} mt="xs">
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
