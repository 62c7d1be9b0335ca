import { Avatar, Text, UnstyledButton } from '@mantine/core';
import { IconLogout, IconMessages, IconUserCircle } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { NavLink } from 'react-router';
import { signOut } from '../../api/signOut.ts';
import { useSession } from '../../lib/session.ts';
import { navItems } from './navItems.ts';
import classes from './Sidebar.module.css';

type Icon = ComponentType<{ size?: number; stroke?: number }>;

function Item({ to, label, icon: ItemIcon }: { to: string; label: string; icon: Icon }) {
  return (
    <NavLink to={to} className={classes.link} aria-label={label}>
      <ItemIcon size={22} stroke={1.7} />
      <span className={classes.label}>{label}</span>
    </NavLink>
  );
}

/** A slim icon rail that expands on hover to show the labels. */
export function Sidebar() {
  const { details } = useSession();
  return (
    <nav className={classes.rail} aria-label="Dashboard">
      <div className={classes.identity}>
        {/* Decorative: the business name is written beside it. */}
        <Avatar
          src={details?.profile_pic || null}
          alt=""
          name={details?.business_name}
          color="brand"
          radius="xl"
        />
        <div className={classes.label}>
          <Text fw={700} fz="sm" truncate maw={150}>
            {details?.business_name}
          </Text>
          <Text fz="xs" c="dimmed">
            Vendor
          </Text>
        </div>
      </div>
      <div className={classes.group}>
        {navItems.map((item) => (
          <Item key={item.to} {...item} />
        ))}
      </div>
      <div className={classes.group}>
        <Item to="/dashboard/profile" label="View Profile" icon={IconUserCircle} />
        <Item to="/dashboard/inbox" label="View Inbox" icon={IconMessages} />
        <UnstyledButton className={classes.link} onClick={() => void signOut()} aria-label="Logout">
          <IconLogout size={22} stroke={1.7} />
          <span className={classes.label}>Logout</span>
        </UnstyledButton>
      </div>
    </nav>
  );
}
