// Before this shell's own CSS module, which overrides some of them (the colour swatches).
import './dashboard-styles.ts';
import {
  ActionIcon,
  AppShell,
  Badge,
  Box,
  Burger,
  Button,
  ColorSwatch,
  Group,
  Indicator,
  NavLink,
  ScrollArea,
  Text,
  Tooltip,
  useMantineTheme,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconCheck, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useLogout } from '../../lib/use-logout.ts';
import type { NavItem } from '../nav.ts';
import { useRouteMeta } from '../route-meta.ts';
import { BrandLogo } from './brand-logo.tsx';
import classes from './dashboard-shell.module.css';
import { PageLoader } from './page-loader.tsx';
import { SIDEBAR_BACKGROUNDS, SIDEBAR_COLORS, useSidebarColor } from './sidebar-color.ts';

interface DashboardShellProps {
  nav: NavItem[];
  /** Accessible name of the sidebar navigation. */
  areaLabel: string;
  home: string;
  /** A number to show beside a link (by its `to`), e.g. the inbox's unread messages; 0 shows nothing. */
  counts?: Record<string, number>;
  /** False while the page may not open yet (a team member's role on its way): a loader stands in for it. */
  pageReady?: boolean;
}

function isActive(pathname: string, item: NavItem, home: string): boolean {
  if (item.to === home) return pathname === home;
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}

function SidebarColorPicker() {
  const [color, setColor] = useSidebarColor();
  return (
    <Box role="group" aria-label="Sidebar colour">
      <Text size="xs" className={classes.pickerLabel} mb={6}>
        Sidebar colour
      </Text>
      <Group gap={8}>
        {SIDEBAR_COLORS.map((name) => {
          const background = SIDEBAR_BACKGROUNDS[name];
          const selected = name === color;
          return (
            <Tooltip key={name} label={name === 'empty' ? 'No colour' : name} withArrow>
              <ColorSwatch
                component="button"
                type="button"
                color={background ?? '#ffffff'}
                size={22}
                className={classes.swatch}
                aria-label={name === 'empty' ? 'No sidebar colour' : `${name} sidebar`}
                aria-pressed={selected}
                onClick={() => setColor(name)}
              >
                {selected ? <IconCheck size={13} color={background ? 'white' : 'black'} aria-hidden /> : null}
              </ColorSwatch>
            </Tooltip>
          );
        })}
      </Group>
    </Box>
  );
}

/** Shared frame of the host dashboard and the admin area: header, coloured sidebar, page, footer. */
export function DashboardShell({ nav, areaLabel, home, counts, pageReady = true }: DashboardShellProps) {
  // /user is a host route (type 0): an admin's account page is /admin/user, inside the admin area.
  const accountPath = home === '/admin' ? '/admin/user' : '/user';
  const [opened, { toggle, close }] = useDisclosure(false);
  const waiting = Object.values(counts ?? {}).some((n) => n > 0);
  const { pathname } = useLocation();
  const logout = useLogout();
  const meta = useRouteMeta();
  const [color] = useSidebarColor();
  // Folded away on a phone, the sidebar is off screen: out of the tab order and the reading order too.
  const theme = useMantineTheme();
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`);
  const folded = !wide && !opened;

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            {/* On a phone the navigation is folded away: a dot on its button says a count waits inside. */}
            <Indicator disabled={!waiting || opened} color="red" size={10} offset={4} hiddenFrom="sm">
              <Burger
                opened={opened}
                onClick={toggle}
                size="sm"
                aria-label={opened ? 'Close navigation' : 'Open navigation'}
                aria-expanded={opened}
                aria-description={waiting && !opened ? 'Unread messages' : undefined}
              />
            </Indicator>
            <BrandLogo to={home} />
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Button
              component={Link}
              to={accountPath}
              variant="subtle"
              color="gray"
              visibleFrom="xs"
              leftSection={<IconUserCircle size={18} aria-hidden />}
            >
              Account
            </Button>
            <Button
              variant="default"
              visibleFrom="xs"
              onClick={() => void logout()}
              leftSection={<IconLogout size={18} aria-hidden />}
            >
              Log out
            </Button>
            <ActionIcon
              component={Link}
              to={accountPath}
              variant="subtle"
              color="gray"
              size="lg"
              hiddenFrom="xs"
              aria-label="Your account"
            >
              <IconUserCircle size={22} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              hiddenFrom="xs"
              onClick={() => void logout()}
              aria-label="Log out"
            >
              <IconLogout size={22} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar className={classes.navbar} data-color={color} aria-label={areaLabel} inert={folded}>
        <AppShell.Section grow component={ScrollArea} p="sm">
          {/* AppShell.Navbar is itself the labelled <nav> landmark. */}
          <div>
            {nav.map((item) => (
              <NavLink
                key={item.to}
                component={Link}
                to={item.to}
                label={item.label}
                leftSection={<item.icon size={20} stroke={1.6} aria-hidden />}
                rightSection={
                  counts?.[item.to] ? (
                    <Badge color="red" size="sm" data-testid={`nav-count-${item.to.slice(1)}`}>
                      <VisuallyHidden>unread: </VisuallyHidden>
                      {counts[item.to]}
                    </Badge>
                  ) : undefined
                }
                active={isActive(pathname, item, home)}
                aria-current={isActive(pathname, item, home) ? 'page' : undefined}
                className={classes.navLink}
                onClick={close}
              />
            ))}
          </div>
        </AppShell.Section>
        <AppShell.Section p="md" className={classes.pickerSection}>
          <SidebarColorPicker />
        </AppShell.Section>
      </AppShell.Navbar>

      {/* AppShell.Main (a <main>) only lays out the area beside the sidebar; the footer sits beside the page's
          <main>, not in it: a footer inside main is no contentinfo landmark. */}
      <AppShell.Main className={classes.main} renderRoot={(props) => <div {...props} />}>
        <main id="main" tabIndex={-1} className={classes.content}>
          <Suspense fallback={<PageLoader />}>{pageReady ? <Outlet /> : <PageLoader />}</Suspense>
        </main>
        {meta?.hideFooter ? null : (
          <Box component="footer" className={classes.footer}>
            <Text size="xs">© {new Date().getFullYear()} Innkeep · Short-term rentals, managed simply.</Text>
          </Box>
        )}
      </AppShell.Main>
    </AppShell>
  );
}
