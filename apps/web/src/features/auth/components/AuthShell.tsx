import { Stack, Text, Title } from '@mantine/core';
import { IconCalendarCheck, IconCash, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { BrandMark } from '../../../components/BrandMark.tsx';
import { SalonIllustration } from '../../../components/SalonIllustration.tsx';
import classes from './AuthShell.module.css';

const perks = [
  { icon: IconUsers, text: 'Reach more customers across your city' },
  { icon: IconCalendarCheck, text: 'Take bookings around the clock' },
  { icon: IconCash, text: 'Get paid in naira, straight to your bank' },
];

type Props = { title: string; subtitle?: ReactNode; children: ReactNode };

/** Auth screens: brand panel on the left at desktop widths, the form card on the right. */
export function AuthShell({ title, subtitle, children }: Props) {
  return (
    <div className={classes.shell}>
      <aside className={classes.brand}>
        <BrandMark inverted />
        <div className={classes.art}>
          <SalonIllustration />
        </div>
        <Stack gap="md">
          <Title order={2} c="white" fz={30} lh={1.2}>
            Grow your salon, spa or barbershop.
          </Title>
          {perks.map(({ icon: Icon, text }) => (
            <div key={text} className={classes.perk}>
              <Icon size={20} />
              <Text c="white" fz="sm">
                {text}
              </Text>
            </div>
          ))}
        </Stack>
      </aside>
      <main className={classes.formSide}>
        <div className={classes.mobileBrand}>
          <BrandMark />
        </div>
        <div className={classes.card}>
          <Title order={1} fz={28} mb={6}>
            {title}
          </Title>
          {subtitle && (
            <Text component="div" c="dimmed" mb="xl">
              {subtitle}
            </Text>
          )}
          {children}
        </div>
      </main>
    </div>
  );
}
