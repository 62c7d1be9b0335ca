import { Button, Loader, Stack, Text, Title } from '@mantine/core';
import { IconBrandAndroid, IconBrandApple, IconDeviceMobile, IconLogout } from '@tabler/icons-react';
import { signOut } from '../../api/signOut.ts';
import { BrandMark } from '../../components/BrandMark.tsx';
import { useAppConfig } from '../../lib/appConfig.ts';
import { PRODUCT_NAME } from '../../lib/brand.ts';
import { SCREEN } from '../../lib/screen.ts';
import classes from './UseTheApp.module.css';

/**
 * SPEC §2: below the desktop threshold the dashboard is not offered; the vendor apps are. Only the
 * store pages the server is configured with are linked (app-config): never a dead link. Log out is
 * here too (issue 34): on a phone this page is the whole dashboard, and signs out as the menu does.
 */
export function UseTheApp() {
  const { data, isPending } = useAppConfig();
  const ios = data?.vendor_apps.ios ?? null;
  const android = data?.vendor_apps.android ?? null;
  const any = Boolean(ios || android);

  return (
    <div className={classes.page}>
      <header>
        <BrandMark />
      </header>
      <Stack component="main" className={classes.card} align="center" ta="center" gap="md">
        <IconDeviceMobile size={56} stroke={1.3} color="var(--mantine-color-brand-7)" />
        <Title order={1} fz={26}>
          Use the app on
        </Title>
        {isPending ? (
          <Loader size="sm" aria-label="Loading" />
        ) : any ? (
          <>
            <Text c="dimmed">
              The {PRODUCT_NAME} is made for larger screens. On your phone or tablet, manage your business
              with our vendor app.
            </Text>
            {ios && (
              <Button
                component="a"
                href={ios}
                target="_blank"
                rel="noopener noreferrer"
                fullWidth
                size="lg"
                leftSection={<IconBrandApple size={20} />}
              >
                iOS (App Store)
              </Button>
            )}
            {android && (
              <Button
                component="a"
                href={android}
                target="_blank"
                rel="noopener noreferrer"
                fullWidth
                size="lg"
                variant={ios ? 'light' : 'filled'}
                leftSection={<IconBrandAndroid size={20} />}
              >
                Android (Google Play)
              </Button>
            )}
          </>
        ) : (
          <Text c="dimmed">
            Our vendor apps for iOS and Android are coming soon. Until then, open the {PRODUCT_NAME} on a
            computer, or on any screen at least {SCREEN.desktopMinWidth} px wide.
          </Text>
        )}
        <Button
          variant="subtle"
          color="red"
          leftSection={<IconLogout size={16} />}
          onClick={() => void signOut()}
        >
          Log Out
        </Button>
      </Stack>
    </div>
  );
}
