import { Box, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './home-hero.module.css';

/** The front door: headline over a calm gradient, with the search bar as the one thing to do. */
export function HomeHero({ children }: { children: ReactNode }) {
  return (
    <Box component="section" className={classes.hero} aria-labelledby="hero-heading">
      <Container size="xl" className={classes.inner}>
        <Stack gap="md" maw={720} mb={{ base: 'lg', md: 40 }}>
          <Title order={1} id="hero-heading" className={classes.title}>
            Find a stay that feels like yours
          </Title>
          <Text className={classes.lead}>
            Homes, apartments and villas in Lisbon, Barcelona, London, Tokyo and beyond. See real availability
            and the full price before you book.
          </Text>
        </Stack>
        {children}
      </Container>
    </Box>
  );
}
