import { Button, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBell,
  IconCalendarTime,
  IconGift,
  IconHourglassHigh,
  IconMessageDots,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useReloadDetails } from '../../../api/settings.ts';
import { useAppConfig } from '../../../lib/appConfig.ts';
import { openSupportChat } from '../../../lib/supportWidget.ts';

/**
 * Settings > Account Inactive (SPEC §2): where an account under review (account_active true) is
 * sent. An operator lifts the review (DESIGN §4); nothing is e-mailed either way, so the page says
 * only what is true: what is paused, what still works, and how the vendor sees that it is over.
 * Its route's UnderReviewGuard (app/guards) sends any other account to the dashboard, and leaves
 * the page once the details say the review is over.
 */
export default function UnderReviewPage() {
  return <AccountInactive />;
}

function Item({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <List.Item
      icon={
        <ThemeIcon size={28} radius="xl" variant="light">
          {icon}
        </ThemeIcon>
      }
    >
      {children}
    </List.Item>
  );
}

function AccountInactive() {
  const hasChat = Boolean(useAppConfig().data?.tawk);
  const reload = useReloadDetails();
  // When the review is over the details clear the flag and the guard leaves this page. A failed
  // load is silent (SPEC §7): nothing was learnt, so nothing is said.
  const checked = reload.data != null;

  return (
    <Paper withBorder radius="lg" p={48} shadow="xs" maw={820}>
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={72} radius="xl" color="orange" variant="light">
          <IconHourglassHigh size={40} />
        </ThemeIcon>
        <Title order={2} fz={26}>
          Account Inactive
        </Title>
        <Text c="dimmed" maw={580}>
          Your account is under review by our team. Until the review is finished, withdrawals and changes to
          your shop (business details, hours, location, services, photos and bank accounts) are paused.
          Customers can still book you.
        </Text>
      </Stack>
      <Paper radius="md" p="lg" mt="xl" bg="gray.0">
        <Text fw={700} mb="sm">
          What you can still do
        </Text>
        <List spacing="sm" center>
          <Item icon={<IconCalendarTime size={16} />}>
            See and answer your bookings from <b>Appointments</b> at the top of the page
          </Item>
          <Item icon={<IconMessageDots size={16} />}>
            Read and answer customers in <b>Chats</b>
          </Item>
          <Item icon={<IconBell size={16} />}>
            Follow updates in <b>Alerts</b>, and change your notification settings
          </Item>
          <Item icon={<IconGift size={16} />}>Invite other businesses with your referral code</Item>
        </List>
      </Paper>
      <Stack align="center" mt="xl" gap="xs">
        <Text fw={700}>What happens next</Text>
        <Text c="dimmed" fz="sm" ta="center" maw={560}>
          Once the review is finished, your whole dashboard opens again: come back to it later, or check now.
          {hasChat && ' Questions about the review? Chat with our support team.'}
        </Text>
        {checked && (
          <Text fz="sm" fw={600} role="status">
            The review is not finished yet.
          </Text>
        )}
        <Group mt="sm">
          {hasChat && (
            <Button leftSection={<IconMessageDots size={18} />} onClick={() => openSupportChat()}>
              Contact support
            </Button>
          )}
          <Button variant="default" loading={reload.isPending} onClick={() => reload.mutate()}>
            Check status again
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
