import { Anchor, Container, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { BrandLogo } from './brand-logo.tsx';
import classes from './public-layout.module.css';

// docs/requirements/wire.md#R-W12: footer links.
const footerLinks = [
  { label: 'Home', to: '/' },
  { label: 'About us', to: '/about_us' },
  { label: 'Blogs', to: '/blogs' },
  { label: 'Contact us', to: '/contact_us' },
  { label: 'Find my booking', to: '/find-booking' },
  { label: 'Terms of use', to: '/terms_of_use' },
  { label: 'Privacy policy', to: '/privacy_policy' },
  { label: 'Cookie policy', to: '/cookie_policy' },
];

export function PublicFooter() {
  return (
    <footer className={classes.footer}>
      <Container size="xl" py="xl">
        <Group justify="space-between" align="flex-start" gap="xl">
          <Stack gap={6} maw={360}>
            <BrandLogo />
            <Text size="sm" c="dimmed">
              Find a stay and book it by card, or list your property, keep its calendars in sync and take
              bookings.
            </Text>
          </Stack>
          <Group component="nav" aria-label="Footer" gap="md" maw={520}>
            {footerLinks.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} size="sm" c="dimmed">
                {link.label}
              </Anchor>
            ))}
          </Group>
        </Group>
        <Text size="xs" c="dimmed" mt="lg">
          © {new Date().getFullYear()} Innkeep
        </Text>
      </Container>
    </footer>
  );
}
