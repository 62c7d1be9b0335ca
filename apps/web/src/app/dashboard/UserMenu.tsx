import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconBuildingStore, IconChevronDown, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { signOut } from '../../api/signOut.ts';
import { shopUrl } from '../../lib/config.ts';
import { useSession } from '../../lib/session.ts';

export function UserMenu() {
  const navigate = useNavigate();
  const { details } = useSession();
  const shop = details ? shopUrl(details.profile_link) : undefined;

  return (
    // No focus placeholder: a role="presentation" child is not allowed inside role="menu" (axe
    // aria-required-children); opening moves focus to the first item instead.
    <Menu position="bottom-end" width={220} shadow="md" radius="md" withInitialFocusPlaceholder={false}>
      <Menu.Target>
        {/* Named by the business name it shows, then what it opens (WCAG 2.5.3, label in name). */}
        <UnstyledButton
          aria-label={details?.business_name ? `${details.business_name}, user menu` : 'User menu'}
        >
          <Group gap={10} wrap="nowrap">
            {/* Decorative: the business name is beside it. */}
            <Avatar
              src={details?.profile_pic || null}
              alt=""
              name={details?.business_name}
              color="brand"
              radius="xl"
            />
            <Text fw={600} fz="sm" truncate maw={200}>
              {details?.business_name}
            </Text>
            <IconChevronDown size={16} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component="a"
          href={shop}
          target="_blank"
          rel="noopener noreferrer"
          leftSection={<IconBuildingStore size={16} />}
        >
          View Shop
        </Menu.Item>
        <Menu.Item leftSection={<IconUserCircle size={16} />} onClick={() => navigate('/dashboard/profile')}>
          View Profile
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => void signOut()}>
          Log Out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
