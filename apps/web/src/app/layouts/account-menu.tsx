import { Menu } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { homeOf, useSession } from '../../lib/session.ts';
import { useLogout } from '../../lib/use-logout.ts';
import { AccountButton } from './account-button.tsx';

/**
 * The header's account menu: sign in and up for a visitor, the dashboard and log out for a user. It opens as it
 * mounts (it takes the place of the button the visitor clicked), and gives the focus back to its button when
 * it closes (Escape, a click outside), as a menu button does.
 */
export default function AccountMenu() {
  const { user } = useSession();
  const logout = useLogout();
  const button = useRef<HTMLButtonElement>(null);
  return (
    <Menu
      position="bottom-end"
      shadow="md"
      width={200}
      defaultOpened
      onClose={() => button.current?.focus({ preventScroll: true })}
    >
      <Menu.Target>
        <AccountButton ref={button} />
      </Menu.Target>
      <Menu.Dropdown>
        {user ? (
          <>
            <Menu.Label>{user.email}</Menu.Label>
            <Menu.Item component={Link} to={homeOf(user)}>
              {user.is_admin ? 'Admin' : 'Dashboard'}
            </Menu.Item>
            <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void logout()}>
              Log out
            </Menu.Item>
          </>
        ) : (
          <>
            <Menu.Item component={Link} to="/sign_in">
              Sign in
            </Menu.Item>
            <Menu.Item component={Link} to="/sign_up">
              Sign up
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
