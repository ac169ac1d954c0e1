import { Anchor, Button, Divider, Drawer, Stack } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Link, NavLink } from 'react-router';
import { homeOf, useSession } from '../../lib/session.ts';
import { useLogout } from '../../lib/use-logout.ts';
import classes from './public-layout.module.css';

/** A link of the guest site's menu (the layout's header, and this drawer on a phone). */
export interface PublicLink {
  label: string;
  to: string;
}

/** The guest site's menu on a phone: a drawer from the right (loaded by PublicLayout when first opened). */
export default function PublicMobileMenu({
  opened,
  onClose: close,
  links,
}: {
  opened: boolean;
  onClose: () => void;
  links: PublicLink[];
}) {
  const { user } = useSession();
  const logout = useLogout();
  return (
    <Drawer opened={opened} onClose={close} title="Menu" hiddenFrom="sm" size="80%" position="right">
      <Stack gap="xs" component="nav" aria-label="Main" onClick={close}>
        <Anchor component={Link} to="/" className={classes.drawerLink}>
          Home
        </Anchor>
        {links.map((link) => (
          <Anchor key={link.to} component={NavLink} to={link.to} className={classes.drawerLink}>
            {link.label}
          </Anchor>
        ))}
        <Divider my="sm" />
        {user ? (
          <>
            <Button component={Link} to={homeOf(user)} variant="light">
              {user.is_admin ? 'Admin' : 'Dashboard'}
            </Button>
            <Button
              variant="default"
              leftSection={<IconLogout size={16} aria-hidden />}
              onClick={() => void logout()}
            >
              Log out
            </Button>
          </>
        ) : (
          <>
            <Button component={Link} to="/sign_in">
              Sign in
            </Button>
            <Button component={Link} to="/sign_up" variant="default">
              Sign up
            </Button>
          </>
        )}
      </Stack>
    </Drawer>
  );
}
