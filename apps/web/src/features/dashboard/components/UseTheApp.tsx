import { Button, Stack, Text, Title } from '@mantine/core';
import { IconBrandAndroid, IconBrandApple, IconDeviceMobile } from '@tabler/icons-react';
import { BrandMark } from '../../../components/BrandMark.tsx';
import { CONFIG } from '../../../lib/config.ts';
import classes from './UseTheApp.module.css';

/** Below the desktop threshold the dashboard is not offered; the vendor apps are. */
export function UseTheApp() {
  return (
    <div className={classes.page}>
      <BrandMark />
      <Stack className={classes.card} align="center" ta="center" gap="md">
        <IconDeviceMobile size={56} stroke={1.3} color="var(--mantine-color-brand-7)" />
        <Title order={1} fz={26}>
          Use the app on
        </Title>
        <Text c="dimmed">
          The dashboard works best on a larger screen. On your phone or tablet, manage your business with our
          vendor app.
        </Text>
        <Button
          component="a"
          href={CONFIG.iosAppUrl}
          target="_blank"
          rel="noopener noreferrer"
          fullWidth
          size="lg"
          leftSection={<IconBrandApple size={20} />}
        >
          iOS (App Store)
        </Button>
        <Button
          component="a"
          href={CONFIG.androidAppUrl}
          target="_blank"
          rel="noopener noreferrer"
          fullWidth
          size="lg"
          variant="light"
          leftSection={<IconBrandAndroid size={20} />}
        >
          Android (Google Play)
        </Button>
      </Stack>
    </div>
  );
}
