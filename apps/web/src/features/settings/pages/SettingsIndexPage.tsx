import { Alert, Anchor, Stack } from '@mantine/core';
import {
  IconAlertTriangle,
  IconBell,
  IconBuildingBank,
  IconBuildingStore,
  IconClock,
  IconGavel,
  IconGift,
  IconLock,
  IconMapPin,
  IconRocket,
  IconSettingsCog,
  IconUser,
  IconUsersGroup,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session.ts';
import { type LinkCard, LinkCards } from '../components/LinkCards.tsx';
import { PrivacyRequests } from '../components/PrivacyRequests.tsx';
import { YourDataCard } from '../components/YourDataCard.tsx';

const BIZ = '/dashboard/settings/business-settings';

export const BUSINESS_CARDS: readonly LinkCard[] = [
  {
    label: 'Business info',
    text: 'Name, category, description and social links',
    to: `${BIZ}/info`,
    icon: IconBuildingStore,
  },
  {
    label: 'Business hours',
    text: 'Opening hours, breaks and days off',
    to: `${BIZ}/biz-hours`,
    icon: IconClock,
  },
  {
    label: 'Location & mobile',
    text: 'Address, home service and its fee',
    to: `${BIZ}/location-and-mobile`,
    icon: IconMapPin,
  },
  {
    label: 'Boost shop',
    text: 'Get seen first by more customers',
    to: `${BIZ}/boost-shop`,
    icon: IconRocket,
    color: 'orange',
  },
];

const CARDS: readonly LinkCard[] = [
  ...BUSINESS_CARDS,
  {
    label: 'Team',
    text: 'Staff, the services each performs and their hours',
    to: '/dashboard/settings/team',
    icon: IconUsersGroup,
  },
  {
    label: 'Advance settings',
    text: 'Booking rules: notice, how far ahead, confirmations',
    to: '/dashboard/settings/advance-settings',
    icon: IconSettingsCog,
  },
  {
    label: 'Personal',
    text: 'Your name, gender, phone and NIN',
    to: '/dashboard/settings/personal-settings',
    icon: IconUser,
  },
  {
    label: 'Referral',
    text: 'Invite other businesses with your code',
    to: '/dashboard/settings/referral',
    icon: IconGift,
    color: 'pink',
  },
  {
    label: 'Notifications',
    text: 'E-mail, push and search visibility',
    to: '/dashboard/settings/notification',
    icon: IconBell,
  },
  {
    label: 'Payment',
    text: 'Bank accounts for withdrawals',
    to: '/dashboard/settings/payment',
    icon: IconBuildingBank,
    color: 'teal',
  },
  {
    label: 'Security',
    text: 'Change your password',
    to: '/dashboard/settings/security-settings',
    icon: IconLock,
  },
  {
    label: 'Disputes',
    text: 'Disputes you raised and their status',
    to: '/dashboard/settings/dispute',
    icon: IconGavel,
    color: 'red',
  },
];

/** Settings: one card per settings page. */
export default function SettingsIndexPage() {
  const restricted = useSession().user.settingData.account_active;
  return (
    <Stack gap="lg">
      {restricted && (
        <Alert
          color="orange"
          radius="lg"
          icon={<IconAlertTriangle />}
          title="Your account is under review"
          maw={1200}
        >
          Most settings are paused until the review ends.{' '}
          <Anchor component={Link} to="/dashboard/settings/under-review">
            Learn more
          </Anchor>
        </Alert>
      )}
      <LinkCards cards={CARDS} />
      <YourDataCard />
      <PrivacyRequests />
    </Stack>
  );
}
