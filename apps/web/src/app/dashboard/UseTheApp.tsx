import { Button, Loader, Stack, Text, Title } from '@mantine/core';
import { IconBrandAndroid, IconBrandApple, IconDeviceMobile, IconLogout } from '@tabler/icons-react';
import { signOut } from '../../api/signOut.ts';
import { BrandMark } from '../../components/BrandMark.tsx';
import { useAppConfig } from '../../lib/appConfig.ts';
import { PRODUCT_NAME } from '../../lib/brand.ts';
import { PHONE_APP } from '../../lib/phoneApp.ts';
import { SCREEN } from '../../lib/screen.ts';
import classes from './UseTheApp.module.css';

/**
 * Issue 34: until the store apps exist, the phone app at /app, and how to keep it on the home
 * screen (the browser's own install: Chrome's menu on Android, Safari's Share sheet on iOS).
 */
function OpenTheApp() {
  return (
    <Stack gap="xs" w="100%">
      <Button component="a" href={PHONE_APP} fullWidth size="lg" leftSection={<IconDeviceMobile size={20} />}>
        Open the app
      </Button>
      <Text fz="sm" ta="left" fw={600}>
        Keep it on your home screen
      </Text>
      <Text component="ul" fz="sm" ta="left" c="dimmed" m={0} pl="md">
        <li>Android: open the app, then tap the browser's menu (⋮) and Install app or Add to Home screen.</li>
        <li>iPhone: open the app in Safari, tap Share, then Add to Home Screen.</li>
      </Text>
    </Stack>
  );
}

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
          <>
            <Text c="dimmed">
              Our vendor apps for iOS and Android are coming soon. Until then, open the {PRODUCT_NAME} on a
              computer, or on any screen at least {SCREEN.desktopMinWidth} px wide.
            </Text>
            <OpenTheApp />
          </>
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
