import {
  IconAddressBook,
  IconCalendarEvent,
  IconChartBar,
  IconHourglass,
  IconMessageCircle,
  IconScissors,
  IconSettings,
  IconWallet,
} from '@tabler/icons-react';

/** Side-bar sections (SPEC §2 dashboard layout; Clients and Waitlist are issue 36's, our own). */
export const navItems = [
  { label: 'Calendar', to: '/dashboard/calendar', icon: IconCalendarEvent },
  { label: 'Clients', to: '/dashboard/clients', icon: IconAddressBook },
  { label: 'Waitlist', to: '/dashboard/waitlist', icon: IconHourglass },
  { label: 'Services', to: '/dashboard/package', icon: IconScissors },
  { label: 'Inbox', to: '/dashboard/inbox', icon: IconMessageCircle },
  { label: 'Earnings', to: '/dashboard/earnings', icon: IconWallet },
  { label: 'Report', to: '/dashboard/report', icon: IconChartBar },
  { label: 'Settings', to: '/dashboard/settings', icon: IconSettings },
] as const;
