import { Button, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBell,
  IconCalendarTime,
  IconCircleCheck,
  IconGift,
  IconHourglassHigh,
  IconMessageDots,
} from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../../lib/session.ts';
import { loadUserDetails } from '../../../lib/userDetails.ts';
import { appConfig, openSupportChat } from '../../support/useSupportWidget.ts';

/** Settings > Account Inactive: a restricted (under review) account lands here. */
export default function UnderReviewPage() {
  const navigate = useNavigate();
  const restricted = useSession().user.settingData.account_active;
  const [hasChat, setHasChat] = useState(false);
  const [checking, setChecking] = useState(false);

  useEffect(() => {
    void appConfig().then((c) => setHasChat(Boolean(c?.tawk)));
  }, []);

  if (!restricted)
    return (
      <Paper withBorder radius="lg" p={48} shadow="xs" maw={760}>
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={72} radius="xl" color="green" variant="light">
            <IconCircleCheck size={40} />
          </ThemeIcon>
          <Title order={2} fz={24}>
            Your account is active
          </Title>
          <Text c="dimmed">Everything is working normally. Customers can find and book your shop.</Text>
          <Button mt="sm" onClick={() => navigate('/dashboard/calendar')}>
            Go to calendar
          </Button>
        </Stack>
      </Paper>
    );

  const checkAgain = async () => {
    setChecking(true);
    const details = await loadUserDetails();
    setChecking(false);
    if (details && !details.account_active) navigate('/dashboard/calendar');
  };

  return (
    <Paper withBorder radius="lg" p={48} shadow="xs" maw={820}>
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={72} radius="xl" color="orange" variant="light">
          <IconHourglassHigh size={40} />
        </ThemeIcon>
        <Title order={2} fz={26}>
          Account Inactive
        </Title>
        <Text c="dimmed" maw={560}>
          Your account is under review. While we check it, your shop, calendar, services, earnings and most
          settings are paused. Reviews usually finish within 2 working days, and we e-mail you as soon as it
          is done.
        </Text>
      </Stack>
      <Paper radius="md" p="lg" mt="xl" bg="gray.0">
        <Text fw={700} mb="sm">
          What you can still do
        </Text>
        <List spacing="sm" center>
          <List.Item
            icon={
              <ThemeIcon size={28} radius="xl" variant="light">
                <IconCalendarTime size={16} />
              </ThemeIcon>
            }
          >
            See your appointments from <b>Appointments</b> at the top of the page
          </List.Item>
          <List.Item
            icon={
              <ThemeIcon size={28} radius="xl" variant="light">
                <IconMessageDots size={16} />
              </ThemeIcon>
            }
          >
            Read and answer customers in <b>Chats</b>
          </List.Item>
          <List.Item
            icon={
              <ThemeIcon size={28} radius="xl" variant="light">
                <IconBell size={16} />
              </ThemeIcon>
            }
          >
            Follow updates in <b>Alerts</b>, and change your notification and referral settings
          </List.Item>
          <List.Item
            icon={
              <ThemeIcon size={28} radius="xl" variant="light">
                <IconGift size={16} />
              </ThemeIcon>
            }
          >
            Invite other businesses with your referral code
          </List.Item>
        </List>
      </Paper>
      <Stack align="center" mt="xl" gap="xs">
        <Text fw={600}>Questions about the review?</Text>
        <Text c="dimmed" fz="sm" ta="center" maw={520}>
          {hasChat
            ? 'Chat with our support team using the chat button at the bottom right of the page.'
            : 'Reply to the e-mail we sent about the review and our support team will get back to you.'}
        </Text>
        <Group mt="sm">
          {hasChat && (
            <Button leftSection={<IconMessageDots size={18} />} onClick={() => openSupportChat()}>
              Contact support
            </Button>
          )}
          <Button variant="default" loading={checking} onClick={() => void checkAgain()}>
            Check status again
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
