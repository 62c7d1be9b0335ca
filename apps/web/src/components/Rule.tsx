import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One setting of a rules panel: its name and what it does on the left, its control on the right. */
export function Rule({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" align="center" gap="xl" py="md">
      <div style={{ flex: 1 }}>
        <Text fw={600}>{title}</Text>
        <Text fz="sm" c="dimmed">
          {text}
        </Text>
      </div>
      {children}
    </Group>
  );
}
