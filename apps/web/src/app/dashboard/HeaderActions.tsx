import { LIMITS } from '@app/shared';
import { ActionIcon, Button, Group, Indicator, Tooltip } from '@mantine/core';
import { IconBell, IconCalendarTime, IconCash, IconMessageDots } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useVendorBookings } from '../../api/bookings/bookings.ts';
import { hasUnreadChats, useChatMembers } from '../../api/chat.ts';
import { hasUnread, useNotifications } from '../../api/notifications.ts';
import { useWalletBalance } from '../../api/wallet.ts';
import { ChatsDrawer } from '../../features/inbox/components/ChatsDrawer.tsx';
import { QueuedActions } from '../../features/offline/components/QueuedActions.tsx';
import { withdrawFlow } from '../../features/wallet/withdrawFlow.ts';
import { useSession } from '../../lib/session.ts';
import { dialogs } from '../../stores/dialogs.ts';

/** SPEC §3: the unread-message flag is true if any chat member is unread. */
const useUnreadChats = (enabled: boolean) => hasUnreadChats(useChatMembers(enabled).data);

function Dot({ on, label, children }: { on: boolean; label: string; children: ReactNode }) {
  return (
    <Indicator disabled={!on} color="red" size={9} offset={4} withBorder data-unread={on} data-dot={label}>
      {children}
    </Indicator>
  );
}

/** SPEC §2 header additions: Withdraw Funds, the restricted-account shortcuts, Alerts and Appointments. */
export function HeaderActions({ withdraw }: { withdraw: boolean }) {
  const restricted = useSession().user.settingData.account_active;
  const balance = useWalletBalance(withdraw);
  const notices = useNotifications();
  const { pending } = useVendorBookings();
  const unreadAlerts = hasUnread(notices.data);
  const pendingBookings = pending.length > 0;
  const unreadChats = useUnreadChats(restricted);
  // Restricted accounts cannot open the inbox page (SPEC §2 guards): their chats open in a drawer.
  const [chatsOpen, setChatsOpen] = useState(false);

  return (
    <Group gap="sm" wrap="nowrap">
      <QueuedActions />
      {withdraw && (
        <Tooltip
          label={`A balance of at least ₦${LIMITS.withdrawMinBalance} is needed`}
          disabled={balance >= LIMITS.withdrawMinBalance}
        >
          <span>
            <Button
              leftSection={<IconCash size={18} />}
              disabled={balance < LIMITS.withdrawMinBalance}
              size="sm"
              onClick={() => void withdrawFlow.start()}
            >
              Withdraw Funds
            </Button>
          </span>
        </Tooltip>
      )}
      {restricted ? (
        <>
          <Dot on={pendingBookings} label="Pending bookings">
            <Button
              variant="default"
              size="sm"
              leftSection={<IconCalendarTime size={16} />}
              onClick={() => dialogs.openAppointments()}
            >
              Appointments
            </Button>
          </Dot>
          <Dot on={unreadChats} label="Unread chats">
            <Button
              variant="default"
              size="sm"
              leftSection={<IconMessageDots size={16} />}
              onClick={() => setChatsOpen(true)}
            >
              Chats
            </Button>
          </Dot>
          <ChatsDrawer opened={chatsOpen} onClose={() => setChatsOpen(false)} />
          <Dot on={unreadAlerts} label="Unread alerts">
            <Button
              variant="default"
              size="sm"
              leftSection={<IconBell size={16} />}
              onClick={dialogs.openAlerts}
            >
              Alerts
            </Button>
          </Dot>
        </>
      ) : (
        <>
          <Tooltip label="Appointments">
            <Dot on={pendingBookings} label="Pending bookings">
              <ActionIcon
                variant="default"
                size="lg"
                radius="md"
                aria-label="Appointments"
                onClick={() => dialogs.openAppointments()}
              >
                <IconCalendarTime size={18} />
              </ActionIcon>
            </Dot>
          </Tooltip>
          <Tooltip label="Alerts">
            <Dot on={unreadAlerts} label="Unread alerts">
              <ActionIcon
                variant="default"
                size="lg"
                radius="md"
                aria-label="Alerts"
                onClick={dialogs.openAlerts}
              >
                <IconBell size={18} />
              </ActionIcon>
            </Dot>
          </Tooltip>
        </>
      )}
    </Group>
  );
}
