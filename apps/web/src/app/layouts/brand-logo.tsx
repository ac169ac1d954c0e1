import { Anchor, Group, Text } from '@mantine/core';
import { IconHomeHeart } from '@tabler/icons-react';
import { Link } from 'react-router';

export function BrandLogo({ to = '/', inverted = false }: { to?: string; inverted?: boolean }) {
  return (
    <Anchor
      component={Link}
      to={to}
      underline="never"
      aria-label="Innkeep home"
      c={inverted ? 'white' : 'brand.7'}
    >
      <Group gap={6} wrap="nowrap">
        <IconHomeHeart size={26} stroke={1.8} aria-hidden />
        <Text component="span" fw={800} fz="xl" c="inherit">
          Innkeep
        </Text>
      </Group>
    </Anchor>
  );
}
