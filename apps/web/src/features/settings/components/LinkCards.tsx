import { Group, Paper, SimpleGrid, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconChevronRight, type IconProps } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import classes from './LinkCards.module.css';

export type LinkCard = {
  label: string;
  text: string;
  to: string;
  icon: ComponentType<IconProps>;
  color?: string;
};

/**
 * A grid of cards, each a link to a settings page. Its name is its words, title and description
 * (WCAG 2.5.3: a name that left out the visible description failed voice control).
 */
export function LinkCards({ cards }: { cards: readonly LinkCard[] }) {
  return (
    <SimpleGrid cols={{ base: 2, xl: 3 }} spacing="lg" maw={1200}>
      {cards.map(({ label, text, to, icon: Icon, color }) => (
        <UnstyledButton key={to} component={Link} to={to} className={classes.card}>
          <Paper withBorder radius="lg" p="lg" shadow="xs" h="100%" className={classes.paper}>
            <Group wrap="nowrap" align="flex-start" gap="md">
              <ThemeIcon size={48} radius="md" variant="light" color={color}>
                <Icon size={24} />
              </ThemeIcon>
              <div style={{ flex: 1 }}>
                <Text fw={700}>{label}</Text>
                <Text fz="sm" c="dimmed" mt={2}>
                  {text}
                </Text>
              </div>
              <IconChevronRight size={18} className={classes.chevron} aria-hidden />
            </Group>
          </Paper>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}
