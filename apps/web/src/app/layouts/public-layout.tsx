import { Anchor, AppShell, Box, Burger, Container, Group, Menu, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { HydrateOnView } from '../../components/hydrate-on-view.tsx';
import { homeOf, useSession } from '../../lib/session.ts';
import { useRouteMeta } from '../route-meta.ts';
import { useLogout } from '../use-logout.ts';
import { BrandLogo } from './brand-logo.tsx';
import { PageLoader } from './page-loader.tsx';
import { PublicFooter } from './public-footer.tsx';
import classes from './public-layout.module.css';

const PublicMobileMenu = lazy(() => import('./public-mobile-menu.tsx'));

export interface PublicLink {
  label: string;
  to: string;
}

const links: PublicLink[] = [
  { label: 'Blogs', to: '/blogs' },
  { label: 'Contact us', to: '/contact_us' },
  { label: 'About us', to: '/about_us' },
];

function UserMenu() {
  const { user } = useSession();
  const logout = useLogout();
  return (
    <Menu position="bottom-end" shadow="md" width={200}>
      <Menu.Target>
        <UnstyledButton className={classes.userButton} aria-label="Account menu">
          <Group gap={4} wrap="nowrap">
            <IconUserCircle size={24} stroke={1.6} aria-hidden />
            <Box component="span" visibleFrom="md">
              {user ? user.first_name : 'Account'}
            </Box>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
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

/** The guest site: navigation bar, page, footer (spec 2). */
export function PublicLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const meta = useRouteMeta();

  return (
    <AppShell header={{ height: 64 }} padding={0}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <AppShell.Header>
        <Container size="xl" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <BrandLogo />
            <Group gap="lg" visibleFrom="sm" component="nav" aria-label="Main">
              {links.map((link) => (
                <Anchor key={link.to} component={NavLink} to={link.to} className={classes.link}>
                  {link.label}
                </Anchor>
              ))}
              <UserMenu />
            </Group>
            <Burger
              opened={opened}
              onClick={() => {
                setMenuLoaded(true);
                toggle();
              }}
              hiddenFrom="sm"
              aria-label={opened ? 'Close menu' : 'Open menu'}
            />
          </Group>
        </Container>
      </AppShell.Header>

      {/* The phone menu (Drawer, overlay, scroll lock) loads the first time it is opened. */}
      {menuLoaded && (
        <Suspense fallback={null}>
          <PublicMobileMenu opened={opened} onClose={close} links={links} />
        </Suspense>
      )}

      <AppShell.Main className={classes.main}>
        <Box id="main" tabIndex={-1} className={classes.content}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Box>
        {meta?.hideFooter ? null : (
          <HydrateOnView>
            <PublicFooter />
          </HydrateOnView>
        )}
      </AppShell.Main>
    </AppShell>
  );
}
