import { MSG, type NotificationResponse, relativeAge } from '@app/shared';
import {
  ActionIcon,
  Center,
  Group,
  Loader,
  Modal,
  ScrollArea,
  Stack,
  Text,
  ThemeIcon,
  UnstyledButton,
} from '@mantine/core';
import {
  type Icon,
  IconBell,
  IconBellOff,
  IconCalendarPlus,
  IconCalendarRepeat,
  IconCalendarX,
  IconCash,
  IconCircleCheck,
  IconShieldLock,
  IconX,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useDismissNotice, useNotifications } from '../../../api/notifications.ts';
import { LastUpdated } from '../../../components/LastUpdated.tsx';
import { SCREEN } from '../../../lib/screen.ts';
import { useNow } from '../../../lib/useNow.ts';
import { dialogs, useDialogs } from '../../../stores/dialogs.ts';

/** SPEC §2: service, reschedule, fund, security, completed (also complete) and cancel have their own icon. */
const TYPE_ICONS: Record<string, { icon: Icon; color: string }> = {
  service: { icon: IconCalendarPlus, color: 'brand' },
  reschedule: { icon: IconCalendarRepeat, color: 'blue' },
  fund: { icon: IconCash, color: 'green' },
  security: { icon: IconShieldLock, color: 'orange' },
  completed: { icon: IconCircleCheck, color: 'teal' },
  complete: { icon: IconCircleCheck, color: 'teal' },
  cancel: { icon: IconCalendarX, color: 'red' },
};
const DEFAULT_ICON = { icon: IconBell, color: 'gray' };

export const noticeIcon = (type: string) => TYPE_ICONS[type.toLowerCase()] ?? DEFAULT_ICON;

/** SPEC §2 Alerts dialog (400 px). */
export function AlertsDialog() {
  const { alerts } = useDialogs();
  return (
    <Modal
      opened={alerts}
      onClose={dialogs.closeAlerts}
      title="Alerts"
      size={SCREEN.alertsDialogWidth}
      radius="lg"
      zIndex={250}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {alerts && <AlertsBody />}
    </Modal>
  );
}

function AlertsBody() {
  const { data, isLoading, dataUpdatedAt } = useNotifications();
  const { dismiss, fired } = useDismissNotice();
  const now = useNow();

  if (isLoading)
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  if (!data || data.length === 0)
    return (
      <Stack align="center" gap="xs" py={40} c="dimmed">
        <IconBellOff size={40} stroke={1.4} />
        <Text fw={600}>{MSG.noActivities}</Text>
      </Stack>
    );
  return (
    <ScrollArea.Autosize mah="65vh" offsetScrollbars>
      <LastUpdated at={dataUpdatedAt} />
      <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {data.map((notice) => (
          <Entry
            key={notice.id}
            notice={notice}
            now={now}
            dismissed={fired.has(notice.id)}
            onDismiss={() => void dismiss(notice.id)}
          />
        ))}
      </Stack>
    </ScrollArea.Autosize>
  );
}

function Entry({
  notice,
  now,
  dismissed,
  onDismiss,
}: {
  notice: NotificationResponse;
  now: Date;
  dismissed: boolean;
  onDismiss: () => void;
}) {
  const { icon: Icon, color } = noticeIcon(notice.type);
  const unread = notice.status === 'unread';
  return (
    <Group
      component="li"
      wrap="nowrap"
      align="flex-start"
      gap="sm"
      p="sm"
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        background: unread ? 'var(--mantine-color-brand-0)' : undefined,
      }}
      aria-label={notice.title}
      data-status={notice.status}
    >
      <ThemeIcon variant="light" color={color} radius="xl" size={36} data-type={notice.type}>
        <Icon size={18} />
      </ThemeIcon>
      <NoticeText bookingId={notice.booking_id ?? null} label={`Open ${notice.title}`}>
        <Text fz="sm" fw={600}>
          {notice.title}
        </Text>
        <Text fz="sm" fw={unread ? 700 : 400} c={unread ? 'dark' : 'dimmed'}>
          {notice.description}
        </Text>
        <Text fz="xs" c="dimmed" mt={2}>
          {relativeAge(notice.created_at, now)}
        </Text>
      </NoticeText>
      <ActionIcon variant="subtle" color="gray" aria-label="Dismiss" disabled={dismissed} onClick={onDismiss}>
        <IconX size={16} />
      </ActionIcon>
    </Group>
  );
}

/**
 * An alert about a booking opens it (issue 34): the Alerts dialog closes and the booking's details
 * open in its place. An alert about no booking (the account, a payout) is text only.
 */
function NoticeText({
  bookingId,
  label,
  children,
}: {
  bookingId: number | null;
  label: string;
  children: ReactNode;
}) {
  const style = { flex: 1, minWidth: 0 };
  if (bookingId == null) return <div style={style}>{children}</div>;
  return (
    <UnstyledButton
      style={style}
      aria-label={label}
      onClick={() => {
        dialogs.closeAlerts();
        dialogs.openDetails(bookingId);
      }}
    >
      {children}
    </UnstyledButton>
  );
}
