import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconScissors } from '@tabler/icons-react';
import { PRODUCT_NAME } from '../lib/brand.ts';

/** The product's wordmark. `inverted` is for dark (brand-coloured) backgrounds. */
export function BrandMark({ inverted = false }: { inverted?: boolean }) {
  return (
    <Group gap={10} wrap="nowrap">
      <ThemeIcon size={36} radius="md" variant={inverted ? 'white' : 'filled'} aria-hidden>
        <IconScissors size={20} />
      </ThemeIcon>
      <Text fw={800} fz="lg" c={inverted ? 'white' : 'dark'} style={{ letterSpacing: '-0.02em' }}>
        {PRODUCT_NAME}
      </Text>
    </Group>
  );
}
